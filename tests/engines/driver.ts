/**
 * The engine suite's tiny driver interface, implemented once over puppeteer-core (Firefox, WebDriver
 * BiDi) and once over our classic WebDriver client (WebKitGTK, webdriver-classic.ts), so that every
 * check in checks.ts is written once and runs in both engines. Plus the helpers the checks share.
 */
export type Engine = 'firefox' | 'webkit';
export type Key = 'Escape' | 'Tab' | 'Enter' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export interface Driver {
  readonly engine: Engine;
  /** Loads an absolute URL and returns at its load event. */
  goto(url: string): Promise<void>;
  /** A real pointer click in the middle of the first element matching a CSS selector (scrolled into view). */
  click(selector: string): Promise<void>;
  /** Presses and releases one key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into whatever has focus. */
  type(text: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page (awaiting a returned promise) and returns its JSON result. */
  evaluateExpression(expression: string): Promise<unknown>;
  /** Runs a self-contained function in the page with JSON arguments: evaluateExpression(callExpression(fn, args)). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Sets the layout viewport (window.innerWidth × innerHeight) to exactly this size. */
  setViewport(width: number, height: number): Promise<void>;
  url(): Promise<string>;
  /** Uncaught errors the engine itself reported since the last call (Firefox only; WebKit: always []). */
  drainNativeErrors(): string[];
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The expression that calls `fn` with `args` in the page. Built as text so both protocols run the
 * same thing; `__name` is esbuild's keep-names helper, which tsx may leave inside function bodies.
 */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((value) => value)`;
}

export class CheckFailure extends Error {}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

/**
 * Polls `fn` in the page until it returns something truthy and returns that. Errors while the
 * page is changing (a navigation in progress) count as "not yet". On timeout it fails with
 * `message` and the last value or error seen.
 */
export async function waitFor<A extends unknown[], R>(driver: Driver, message: string, fn: (...args: A) => R, args: A, timeout = 10_000): Promise<Awaited<R>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : error;
    }
    if (Date.now() > deadline) throw new CheckFailure(`${message} (waited ${timeout / 1000} s; last: ${JSON.stringify(last)})`);
    await sleep(100);
  }
}

/**
 * The page is ready for a visitor's clicks: `<html data-behaviours="ready">` once every behaviour
 * module of the page started ("failed" means one did not: that fails at once).
 * A page that never gets there threw or failed to load its code: the only sign of an uncaught
 * exception some engines give a classic WebDriver client.
 */
export async function waitForReady(driver: Driver, timeout = 15_000): Promise<void> {
  const state = await waitFor(
    driver,
    'the page never became ready (no html[data-behaviours="ready"])',
    () => {
      const behaviours = document.documentElement.dataset.behaviours;
      return behaviours === 'ready' || behaviours === 'failed' ? behaviours : '';
    },
    [],
    timeout,
  );
  assert(state === 'ready', 'html[data-behaviours="failed"]: a behaviour module failed to start');
}

/**
 * Makes the first element `find` returns clickable by a selector (a data attribute), for targets
 * a visitor finds by their text or role. Returns the selector.
 */
export async function tag<A extends string[]>(driver: Driver, name: string, find: (...args: A) => Element | null | undefined, ...args: A): Promise<string> {
  const selector = `[data-engines-target="${name}"]`;
  const found = await driver.evaluateExpression(
    `((__name) => { for (const old of document.querySelectorAll(${JSON.stringify(selector)})) old.removeAttribute('data-engines-target');
      const element = (${find.toString()})(...${JSON.stringify(args)});
      if (!element) return false;
      element.setAttribute('data-engines-target', ${JSON.stringify(name)});
      return true; })((value) => value)`,
  );
  assert(found, `could not find ${name}`);
  return selector;
}
