/**
 * The Driver over classic WebDriver (our own client, webdriver-classic.ts), for WebKitGTK's
 * MiniBrowser driven by the system's WebKitWebDriver, on an Xvfb display this module starts
 * (MiniBrowser has no headless mode).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { callExpression, sleep, type Driver, type Key } from './driver';
import { makeTempDir, removeTempDir, spawnGroup, stopGroup } from './processes';
import { WebDriverError, WebDriverSession, type KeyActions } from './webdriver-classic';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * MiniBrowser lives under the versioned WebKitGTK API directory: on Debian and Ubuntu
 * /usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser (4.0 on older releases, webkitgtk-6.0 for GTK 4),
 * elsewhere /usr/libexec/webkit2gtk-4.x/. MINIBROWSER_PATH overrides the search.
 */
export function findMiniBrowser(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const list = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name));
    } catch {
      return [];
    }
  };
  const roots = ['/usr/lib', '/usr/libexec', '/usr/lib64', ...list('/usr/lib')];
  const candidates = roots
    .flatMap((root) => list(root).filter((dir) => /\/(webkit2gtk-4\.\d+|webkitgtk-\d+\.\d+)$/.test(dir)))
    .map((dir) => join(dir, 'MiniBrowser'))
    .filter((path) => existsSync(path))
    // Prefer the GTK 3 / libsoup 3 build the driver package is made for: 4.1 before 4.0 before 6.0.
    .sort((a, b) => rank(a) - rank(b));
  return candidates[0];
}

function rank(path: string) {
  if (path.includes('webkit2gtk-4.1')) return 0;
  if (path.includes('webkit2gtk-4.0')) return 1;
  return 2;
}

/** Starts Xvfb on the first free display (it picks and reports it: -displayfd) and returns ":N". */
export async function startXvfb(): Promise<{ display: string; pid: number | undefined }> {
  const xvfb = spawnGroup('Xvfb', 'Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  xvfb.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not report a display within 10 s: ${stderr.join('').slice(-500)}`)), 10_000);
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream | null;
    fd3?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${stderr.join('').slice(-500)}`));
    });
  });
  return { display, pid: xvfb.pid };
}

function driverAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, path: '/status', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
}

/** WebDriver key codes (the Unicode private-use points of the WebDriver spec). */
const KEYS: Record<Key, string> = {
  Escape: '\uE00C',
  Tab: '\uE004',
  Enter: '\uE007',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

/** Key presses as one keyboard input source: each key down, then up. */
const keystrokes = (keys: string[]): KeyActions[] => [
  { type: 'key', id: 'keyboard', actions: keys.flatMap((value) => [{ type: 'keyDown', value } as const, { type: 'keyUp', value } as const]) },
];

/** Click errors that mean "not yet": the element is not there, not interactable yet, or was replaced. */
const CLICK_NOT_YET = new Set(['no such element', 'element not interactable', 'stale element reference']);
const CLICK_PATIENCE = 5_000;

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly session: WebDriverSession,
    private readonly stop: () => Promise<void>,
  ) {}

  async goto(url: string) {
    await this.session.navigate(url);
  }

  /** Finds and clicks, retrying for CLICK_PATIENCE while the element is missing, covered or being replaced. */
  async click(selector: string) {
    const deadline = Date.now() + CLICK_PATIENCE;
    for (;;) {
      try {
        await this.session.elementClick(await this.session.findElement(selector));
        return;
      } catch (error) {
        if (!(error instanceof WebDriverError && CLICK_NOT_YET.has(error.code))) throw error;
        if (Date.now() > deadline) {
          error.message += ` (clicking ${selector} for ${CLICK_PATIENCE / 1000} s)`;
          throw error;
        }
        await sleep(100);
      }
    }
  }

  async press(key: Key) {
    await this.session.performActions(keystrokes([KEYS[key]]));
  }

  async type(text: string) {
    await this.session.performActions(keystrokes([...text]));
  }

  evaluateExpression(expression: string): Promise<unknown> {
    // Classic WebDriver runs a function body; a returned promise is awaited by the driver.
    return this.session.executeSync(`return ${expression};`);
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.evaluateExpression(callExpression(fn as (...args: never[]) => unknown, args)) as Promise<Awaited<R>>;
  }

  /**
   * The window includes MiniBrowser's toolbar: size the window, measure the web view, correct by
   * the difference. (Narrow sizes need the toolbar CSS of launchWebKit.)
   */
  async setViewport(width: number, height: number) {
    const inner = () => this.session.executeSync<[number, number]>('return [window.innerWidth, window.innerHeight];');
    let target = { width, height };
    let got: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await this.session.setWindowSize(target.width, target.height);
      await sleep(100);
      const previous = got;
      got = await inner();
      if (got[0] === width && got[1] === height) return;
      if (attempt > 0 && got[0] === previous[0] && got[1] === previous[1]) break; // the window will not go there
      target = { width: Math.max(1, target.width + width - got[0]), height: Math.max(1, target.height + height - got[1]) };
    }
    throw new Error(`could not set the WebKit viewport to ${width}×${height} (got ${got[0]}×${got[1]}: MiniBrowser's window will not resize further)`);
  }

  async url() {
    return this.session.currentUrl();
  }

  drainNativeErrors() {
    return [];
  }

  async close() {
    await Promise.race([this.session.delete().catch(() => {}), sleep(5_000)]);
    await this.stop();
  }
}

export async function launchWebKit(driverPort: number): Promise<Driver> {
  const miniBrowser = findMiniBrowser();
  if (!miniBrowser) throw new Error('MiniBrowser not found under /usr/lib*/webkit2gtk-4.*/ (install webkit2gtk-driver, or set MINIBROWSER_PATH)');
  const xvfb = await startXvfb();
  const debug = Boolean(process.env.ENGINES_DEBUG);
  // A fresh profile per run (cache, website data), and GTK CSS that lets MiniBrowser's toolbar
  // shrink: its buttons and address entry keep the window at least 447 px wide, wider than a phone.
  // It styles MiniBrowser's own GTK widgets only: WebKitGTK draws web content's controls itself.
  const home = makeTempDir('engines-webkit-');
  mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'config', 'gtk-3.0', 'gtk.css'), 'button, entry { min-width: 0; padding: 0; margin: 0; }\n');
  const driver = spawnGroup('WebKitWebDriver', WEBKIT_DRIVER_PATH, [`--port=${driverPort}`, '--host=local'], {
    stdio: debug ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      WAYLAND_DISPLAY: '',
      GDK_BACKEND: 'x11',
      NO_AT_BRIDGE: '1',
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_DATA_HOME: join(home, 'data'),
    },
  });
  const stop = async () => {
    await stopGroup(driver.pid);
    await stopGroup(xvfb.pid);
    removeTempDir(home);
  };
  try {
    const deadline = Date.now() + 10_000;
    while (!(await driverAnswers(driverPort))) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${driverPort} within 10 s`);
      await sleep(100);
    }
    const session = await WebDriverSession.create(`http://127.0.0.1:${driverPort}`, {
      browserName: 'MiniBrowser',
      pageLoadStrategy: 'normal',
      timeouts: { pageLoad: 20_000, script: 20_000, implicit: 0 },
      // WebKitWebDriver's vendor capability: which browser to start, with which arguments.
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    });
    if (debug) console.log(`WebKitWebDriver session ${session.id}: ${JSON.stringify(session.capabilities)}`);
    return new WebKitDriver(session, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}
