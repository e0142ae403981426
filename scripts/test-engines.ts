/**
 * Cross-engine smoke suite: the exported site in Firefox ESR (puppeteer-core, WebDriver BiDi,
 * headless) and WebKitGTK (classic WebDriver through tests/engines/webdriver-classic.ts, MiniBrowser
 * on Xvfb). docs/engines.md.
 *
 * Usage: tsx scripts/test-engines.ts [--dir out] [--engine firefox|webkit|all] [--only <words>]
 *   --only: run only the checks whose name contains these words (and the detectors' self-test), not the
 *   visit of every route: `npm run test:engines -- --engine webkit --only search`.
 *
 * It serves --dir with scripts/serve-static.ts behind its own recording proxy
 * (tests/engines/collector.ts), runs every check of tests/engines/checks.ts in each engine, prints
 * one line per check and `N passed, N failed`, and exits non-zero on any failure. Every process it
 * starts is stopped on the way out, failures and timeouts included.
 */
import '../lib/build/load-env';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checks, DESKTOP, routesToLoad, NOT_FOUND_ROUTE, type Context } from '../tests/engines/checks';
import { Collector, SELF_TEST_ERROR, SELF_TEST_PATH, SELF_TEST_REJECTION, type Incident } from '../tests/engines/collector';
import { assert, CheckFailure, sleep, waitForReady, type Driver, type Engine } from '../tests/engines/driver';
import { launchFirefox } from '../tests/engines/firefox';
import { freePort, killAllNow, runningGroups, spawnGroup, stopAll, stopGroup } from '../tests/engines/processes';
import { launchWebKit } from '../tests/engines/webkit';

const CHECK_TIMEOUT = Number(process.env.ENGINES_CHECK_TIMEOUT_MS ?? 20_000);
const OVERALL_TIMEOUT = Number(process.env.ENGINES_TIMEOUT_MS ?? 300_000);
const LAUNCH_TIMEOUT = 60_000;
/** An engine stops after this many consecutive failures (the rest is reported as not run). */
const MAX_FAILED_IN_A_ROW = 5;
/** After a check: time for late CSP reports and error beacons to arrive. */
const SETTLE = 300;

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' }, engine: { type: 'string', default: 'all' }, only: { type: 'string' } } });
const only = values.only?.toLowerCase();
const dir = resolve(values.dir!);
const engines: Engine[] = values.engine === 'all' ? ['firefox', 'webkit'] : values.engine === 'firefox' || values.engine === 'webkit' ? [values.engine] : [];
const usageError =
  engines.length === 0
    ? `--engine must be firefox, webkit or all (got "${values.engine}")`
    : !existsSync(join(dir, '_headers'))
      ? `${join(dir, '_headers')} is missing: build the site first (npm run build), or pass --dir`
      : undefined;
if (usageError) {
  console.log(`✗ setup ${usageError}`);
  console.log('0 passed, 1 failed');
  process.exit(2);
}

let passed = 0;
let failed = 0;
/** Set once the run is being wound up: later results (of checks cut short) are not reported. */
let finishing = false;
const started = Date.now();

/** One line per check: ✓/✗, the engine, what was checked, and for a failure why (on the same line). */
function report(ok: boolean, engine: Engine | 'setup', what: string, detail?: string, ms?: number) {
  if (finishing) return;
  if (ok) passed += 1;
  else failed += 1;
  const time = ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`;
  console.log(`${ok ? '✓' : '✗'} ${engine} ${what}${time}${detail ? ` — ${detail.replace(/\s*\n\s*/g, ' | ')}` : ''}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CheckFailure(`${what}: timed out after ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const describe = (incident: Incident) => `${incident.kind} on ${incident.path}: ${incident.message}`;
const errorText = (error: unknown) =>
  (error instanceof Error ? (error instanceof CheckFailure ? error.message : `${error.name}: ${error.message}`) : String(error))
    .split('\n')
    .slice(0, 6)
    .join('\n');

async function finish(code?: number): Promise<never> {
  finishing = true;
  await Promise.race([stopAll(), sleep(8_000)]);
  killAllNow();
  console.log(`(${engines.join(' + ')}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code ?? (failed > 0 ? 1 : 0));
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    report(false, 'setup', `interrupted by ${signal}`);
    void finish(1);
  });
}
const overall = setTimeout(() => {
  report(
    false,
    'setup',
    `overall timeout: the suite did not finish within ${OVERALL_TIMEOUT / 1000} s (still running: ${runningGroups().join(', ') || 'nothing'})`,
  );
  void finish(1);
}, OVERALL_TIMEOUT);

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(url, { method: 'HEAD', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
}

/** The site's own server (scripts/serve-static.ts) on a free loopback port. */
async function startSite(): Promise<number> {
  const port = await freePort();
  const server = spawnGroup(
    'serve-static',
    process.execPath,
    ['--import', 'tsx', 'scripts/serve-static.ts', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    {
      cwd: resolve(__dirname, '..'),
      stdio: process.env.ENGINES_DEBUG ? 'inherit' : 'ignore',
    },
  );
  const deadline = Date.now() + 20_000;
  while (!(await answers(`http://127.0.0.1:${port}/`))) {
    if (server.exitCode !== null) throw new Error(`scripts/serve-static.ts exited (${server.exitCode})`);
    if (Date.now() > deadline) {
      await stopGroup(server.pid);
      throw new Error(`scripts/serve-static.ts did not answer on port ${port} within 20 s`);
    }
    await sleep(100);
  }
  return port;
}

/**
 * The driver as one check sees it: once the check is over (timed out included) every call fails,
 * so a check still running in the background cannot click into the next one.
 */
function scoped(driver: Driver): { driver: Driver; end: () => void } {
  let live = true;
  const proxy = new Proxy(driver, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!live) throw new CheckFailure('the check is over');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { driver: proxy, end: () => (live = false) };
}

/**
 * Runs one check: its body within CHECK_TIMEOUT, then fails it for any uncaught exception or CSP
 * violation reported while it ran (the collector's reports, plus Firefox's own pageerror events).
 * Returns whether the check passed.
 */
async function runCheck(
  engine: Driver,
  collector: Collector,
  what: string,
  body: (context: Context) => Promise<void>,
  expectsIncidents = false,
): Promise<boolean> {
  const mark = collector.incidents.length;
  const start = Date.now();
  engine.drainNativeErrors();
  const { driver, end } = scoped(engine);
  const context: Context = {
    driver,
    open: async (path) => {
      await driver.goto(`${collector.origin}${path}`);
      await waitForReady(driver);
    },
  };
  let problem: string | undefined;
  try {
    // Each check starts with nothing kept from the one before (the contact form keeps a draft in the tab).
    await driver.evaluate(() => {
      try {
        sessionStorage.clear();
      } catch {
        // A page of no origin (the first check's blank page) has no storage.
      }
    });
    await withTimeout(body(context), CHECK_TIMEOUT, what);
  } catch (error) {
    problem = errorText(error);
  } finally {
    end();
  }
  await sleep(SETTLE);
  const incidents = expectsIncidents ? [] : collector.since(mark).map(describe);
  const native = expectsIncidents ? [] : engine.drainNativeErrors();
  const all = [problem, ...incidents, ...native].filter(Boolean) as string[];
  report(all.length === 0, engine.engine, what, all.join('; '), Date.now() - start);
  return all.length === 0;
}

/** Whether the browser still answers (after a failure: a crashed browser fails every later check slowly). */
async function answersScript(driver: Driver): Promise<boolean> {
  try {
    return (
      (await withTimeout(
        driver.evaluate(() => 1),
        5_000,
        'ping',
      )) === 1
    );
  } catch {
    return false;
  }
}

async function runEngine(engine: Engine, collector: Collector) {
  let driver: Driver;
  try {
    const port = await freePort();
    driver = await withTimeout(engine === 'firefox' ? launchFirefox(port) : launchWebKit(port), LAUNCH_TIMEOUT, `${engine} launch`);
  } catch (error) {
    report(false, engine, 'starts', errorText(error));
    return;
  }
  try {
    const plan: { what: string; run: (context: Context) => Promise<void>; expectsIncidents?: boolean }[] = [
      // The detectors can fail: a page with a CSP violation, an uncaught error and an unhandled
      // rejection must produce all three reports, or a clean run below would prove nothing.
      {
        what: 'detectors: a CSP violation, an uncaught error and an unhandled rejection are all reported; the page has focus',
        expectsIncidents: true, // they are the point (Firefox also raises pageerror events for them)
        run: async ({ driver: scopedDriver }) => {
          await scopedDriver.setViewport(DESKTOP.width, DESKTOP.height); // also the routes' viewport
          const mark = collector.incidents.length;
          await scopedDriver.goto(`${collector.origin}${SELF_TEST_PATH}`);
          const expected = [
            (incident: Incident) => incident.kind === 'CSP violation' && /script-src/.test(incident.message),
            (incident: Incident) => incident.kind === 'uncaught error' && incident.message.includes(SELF_TEST_ERROR),
            (incident: Incident) => incident.kind === 'unhandled rejection' && incident.message.includes(SELF_TEST_REJECTION),
          ];
          const seen = () => collector.incidents.slice(mark).filter((incident) => incident.path === SELF_TEST_PATH);
          const deadline = Date.now() + 5_000;
          while (!expected.every((match) => seen().some(match)) && Date.now() < deadline) await sleep(100);
          assert(
            expected.every((match) => seen().some(match)),
            `the self-test page's reports are incomplete: ${JSON.stringify(seen().map(describe))}`,
          );
          const page = await scopedDriver.evaluate(() => ({ title: document.title, focused: document.hasFocus() }));
          assert(page.title === 'engines self-test', `the inline script without a hash ran (title "${page.title}"): the CSP is not enforced`);
          // Without focus, focusing an element fires no focus/blur events: blur checks could not pass.
          assert(page.focused, 'document.hasFocus() is false: the browser window does not have focus');
        },
      },
      ...(only ? [] : routesToLoad()).map((route) => ({
        what: `loads ${route}`,
        run: async ({ driver: scopedDriver, open }: Context) => {
          await open(route);
          const status = collector.lastStatus(route);
          const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
          assert(status === expected, `HTTP status ${status ?? 'unknown'}, expected ${expected}`);
          const page = await scopedDriver.evaluate(() => ({ title: document.title, h1: document.querySelector('h1')?.textContent?.trim() ?? '' }));
          assert(page.title && page.h1, `expected a title and an h1, got ${JSON.stringify(page)}`);
        },
      })),
      ...checks
        .filter((check) => !only || check.name.toLowerCase().includes(only))
        .map((check) => ({
          what: check.name,
          run: async (context: Context) => {
            await context.driver.setViewport(check.viewport.width, check.viewport.height);
            await check.run(context);
          },
        })),
    ];

    // A browser that stopped answering, or a build where nothing works (each check then waits for
    // readiness in vain), would otherwise spend the overall timeout and leave the next engine unrun.
    let failedInARow = 0;
    for (const [index, step] of plan.entries()) {
      if (finishing) break;
      const ok = await runCheck(driver, collector, step.what, step.run, step.expectsIncidents);
      failedInARow = ok ? 0 : failedInARow + 1;
      const left = plan.length - index - 1;
      if (left === 0) break;
      if (!ok && !(await answersScript(driver))) {
        report(false, engine, `${left} remaining checks not run: the browser stopped answering`);
        break;
      }
      if (failedInARow >= MAX_FAILED_IN_A_ROW) {
        report(false, engine, `${left} remaining checks not run: ${failedInARow} checks failed in a row`);
        break;
      }
    }
  } finally {
    await withTimeout(driver.close(), 15_000, `${engine} close`).catch((error: unknown) => report(false, engine, 'closes', errorText(error)));
  }
}

async function main() {
  let collector: Collector;
  try {
    const sitePort = await startSite();
    collector = new Collector(sitePort);
    await collector.start(await freePort());
  } catch (error) {
    report(false, 'setup', 'serves the site', errorText(error));
    return finish(1);
  }
  try {
    for (const engine of engines) await runEngine(engine, collector);
  } finally {
    clearTimeout(overall);
    await collector.stop();
  }
  return finish();
}

main().catch((error: unknown) => {
  report(false, 'setup', 'runner crashed', errorText(error));
  void finish(1);
});
