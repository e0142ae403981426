/**
 * A small client for classic W3C WebDriver (JSON over HTTP, https://www.w3.org/TR/webdriver2/) on
 * Node's fetch, with only the commands webkit.ts needs. An error response becomes a thrown
 * WebDriverError that carries the spec's error code ("no such element", "javascript error", …).
 */

/** The capabilities of a new session: the standard ones used here, plus vendor ones ("webkitgtk:…"). */
export interface Capabilities {
  browserName?: string;
  pageLoadStrategy?: 'none' | 'eager' | 'normal';
  timeouts?: { pageLoad?: number; script?: number; implicit?: number };
  [extension: `${string}:${string}`]: unknown;
}

/** One input source of Perform Actions; only the keyboard is used. */
export interface KeyActions {
  type: 'key';
  id: string;
  actions: ({ type: 'keyDown' | 'keyUp'; value: string } | { type: 'pause'; duration: number })[];
}

export class WebDriverError extends Error {
  constructor(
    /** The error code of the spec's table of errors, or "unknown error" for an answer that is not one. */
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message ? `${code}: ${message}` : code);
    this.name = 'WebDriverError';
  }
}

/** The web element identifier key of the spec: a found element is `{ [ELEMENT]: id }`. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** How long one command may take, session creation (the browser's start) included. */
const COMMAND_TIMEOUT = 30_000;

async function send<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: object): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json; charset=utf-8' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(COMMAND_TIMEOUT),
  });
  const text = await response.text();
  let value: unknown;
  try {
    ({ value } = JSON.parse(text) as { value: unknown });
  } catch {
    throw new WebDriverError('unknown error', `${method} ${url}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`, response.status);
  }
  if (!response.ok) {
    const error = (value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(error.error ?? 'unknown error', error.message ?? `HTTP ${response.status}`, response.status);
  }
  return value as T;
}

export class WebDriverSession {
  private constructor(
    private readonly url: string,
    readonly id: string,
    /** The capabilities the driver matched (browserVersion, platformName, …). */
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** New Session on the driver at `endpoint` (http://host:port), every capability required (alwaysMatch). */
  static async create(endpoint: string, capabilities: Capabilities): Promise<WebDriverSession> {
    const base = endpoint.replace(/\/$/, '');
    const created = await send<{ sessionId: string; capabilities: Record<string, unknown> }>(`${base}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities, firstMatch: [{}] },
    });
    return new WebDriverSession(`${base}/session/${created.sessionId}`, created.sessionId, created.capabilities);
  }

  private command<T = null>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return send<T>(`${this.url}${path}`, method, body ?? (method === 'POST' ? {} : undefined));
  }

  /** Navigate To: returns once the page loaded as the session's pageLoadStrategy says. */
  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  currentUrl(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  /** Execute Script: runs a function body in the page; a returned promise is awaited. */
  executeSync<T = unknown>(script: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }

  /** Set Window Rect for the size only (the position stays). Returns the rect the window got. */
  setWindowSize(width: number, height: number): Promise<{ x: number; y: number; width: number; height: number }> {
    return this.command('POST', '/window/rect', { x: null, y: null, width, height });
  }

  /** Find Element by CSS selector; returns the element's id. */
  async findElement(selector: string): Promise<string> {
    const reference = await this.command<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    const id = reference[ELEMENT];
    if (!id) throw new WebDriverError('unknown error', `Find Element answered no element reference: ${JSON.stringify(reference)}`, 200);
    return id;
  }

  /** Element Click: scrolls the element into view and clicks its in-view centre point. */
  async elementClick(elementId: string): Promise<void> {
    await this.command('POST', `/element/${encodeURIComponent(elementId)}/click`);
  }

  async performActions(actions: KeyActions[]): Promise<void> {
    await this.command('POST', '/actions', { actions });
  }

  /** Delete Session: the driver closes the browser. */
  async delete(): Promise<void> {
    await this.command('DELETE', '');
  }
}
