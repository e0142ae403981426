/**
 * `npm run bench [-- /route ...]`: Lighthouse (mobile, simulated throttling) on every English route of
 * out/ and a few pages of each other language (or the given routes), 3 runs each, reporting the median
 * run (by performance score), with Lighthouse's benchmarkIndex (the machine's speed) and the gzip size
 * of the JS the page fetched during the run (the scripts in Lighthouse's own network log, sized from
 * the build that served them). A benchmark, not a test: its numbers depend on the machine. Budgets
 * (docs/decisions.md#budgets) are marked ✗ when missed; the exit code is 0 either way.
 *
 * Side by side with the previous build: each run keeps a copy of the out/ it measured in
 * reports/bench/previous-out/. The next run serves that copy too and measures it in the same
 * minutes, route by route and run by run alternating, so a line "before → now" compares two builds on
 * one machine state, and a regression shows at once. BENCH_NO_PREVIOUS=1 skips it.
 *
 * Both builds are served in this process (lib/build/static-server.ts, ports the system picks), so
 * nothing outlives the benchmark. Lighthouse runs as its own CLI process: loaded through tsx, its
 * page functions would carry esbuild helpers that do not exist in the browser.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { builtScript, JS_BUDGET, KB } from '../lib/build/budget';
import { CHROMIUM_ARGS, requireChromium } from '../lib/build/chromium';
import { runMain } from '../lib/build/run-main';
import { routesIn, sampleRoutes } from '../lib/build/site-routes';
import { startStaticServer, type StaticServer } from '../lib/build/static-server';
import { defaultLocale, otherLocales } from '../lib/i18n';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PREVIOUS_OUT = join('reports', 'bench', 'previous-out');
// Every English page, and a sample of each other language (the same components), held to the same budgets.
const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...routesIn(defaultLocale), ...otherLocales(defaultLocale).flatMap(sampleRoutes)];

type NetworkRequest = { url: string; resourceType?: string };

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  requests: number;
  benchmarkIndex: number;
}

/** A build being measured: its folder and its server. */
interface Build {
  name: string;
  dir: string;
  server: StaticServer;
}

/** Attempts per run: Lighthouse now and then loses the page's trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/** Runs the Lighthouse CLI (asynchronously: this process serves the pages it loads). */
function lighthouseCli(url: string, chromium: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  return new Promise((resolve, reject) => {
    const cli = spawn(
      process.execPath,
      ['node_modules/lighthouse/cli/index.js', url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${chromeFlags}`],
      {
        env: { ...process.env, CHROME_PATH: chromium },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    cli.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    cli.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    cli.on('error', reject);
    cli.on('close', (status) => resolve({ status, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() }));
  });
}

/** One Lighthouse run of a route on a build, run again when it lost its trace. */
async function measure(build: Build, route: string, chromium: string): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    const cli = await lighthouseCli(`${build.server.origin}${route}`, chromium);
    if (cli.status !== 0 && attempt < ATTEMPTS && /Please run Lighthouse again/.test(cli.stderr)) {
      console.error(`lighthouse lost the trace of ${route} (attempt ${attempt} of ${ATTEMPTS}); running it again`);
      continue;
    }
    if (cli.status !== 0) throw new Error(`lighthouse failed on ${route} (${build.name}): ${cli.stderr.slice(-500)}`);
    const lhr = JSON.parse(cli.stdout) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
      environment: { benchmarkIndex: number };
    };
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(build.server.origin));
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js: scripts.reduce((sum, request) => sum + builtScript(build.dir, new URL(request.url).pathname).size, 0),
      requests: requests.length,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  }
}

const medianRun = (runs: Row[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

async function main() {
  const chromium = requireChromium();
  const builds: Build[] = [];
  try {
    builds.push({ name: 'now', dir: 'out', server: await startStaticServer({ dir: 'out' }) });
    if (existsSync(PREVIOUS_OUT) && !process.env.BENCH_NO_PREVIOUS) {
      builds.unshift({ name: 'before', dir: PREVIOUS_OUT, server: await startStaticServer({ dir: PREVIOUS_OUT }) });
      console.log(`Each route on this build (out/) and on the previous one benched (${PREVIOUS_OUT}), runs alternating.\n`);
    }
    const table: { now: Row; before?: Row }[] = [];
    for (const route of routes) {
      const runs = new Map<string, Row[]>(builds.map((build) => [build.name, []]));
      for (let run = 0; run < RUNS; run += 1) for (const build of builds) runs.get(build.name)!.push(await measure(build, route, chromium));
      const now = medianRun(runs.get('now')!);
      const before = runs.has('before') ? medianRun(runs.get('before')!) : undefined;
      table.push({ now, before });
      printRow(now, before);
    }
    summarise(table.map((row) => row.now));
    if (table.some((row) => row.before)) compare(table);
  } finally {
    await Promise.all(builds.map((build) => build.server.close()));
  }
  // This build becomes the next run's "before".
  rmSync(PREVIOUS_OUT, { recursive: true, force: true });
  mkdirSync(join(PREVIOUS_OUT, '..'), { recursive: true });
  cpSync('out', PREVIOUS_OUT, { recursive: true });
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

function printRow(row: Row, before?: Row) {
  if (!printRow.header) {
    console.log(
      `| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | requests | benchmarkIndex |\n|---|---|---|---|---|---|---|---|---|---|---|`,
    );
    printRow.header = true;
  }
  const was = (pick: (row: Row) => string) => (before ? `${pick(before)} → ` : '');
  const lcp = (r: Row) => String(Math.round(r.lcp));
  const tbt = (r: Row) => String(Math.round(r.tbt));
  const js = (r: Row) => (r.js / KB).toFixed(1);
  console.log(
    `| ${row.route} | ${was((r) => String(r.performance))}${row.performance}${mark(row.performance >= 99)} | ${row.accessibility}${mark(row.accessibility === 100)} | ${row.bestPractices}${mark(row.bestPractices === 100)} | ${row.seo}${mark(row.seo === 100)} | ${was(lcp)}${lcp(row)}${mark(row.lcp <= 1800)} | ${was(tbt)}${tbt(row)}${mark(row.tbt <= 50)} | ${row.cls.toFixed(3)}${mark(row.cls <= 0.01)} | ${was(js)}${js(row)}${mark(row.js <= JS_BUDGET)} | ${was((r) => String(r.requests))}${row.requests} | ${row.benchmarkIndex} |`,
  );
}
printRow.header = false;

const FIELDS: [string, (row: Row) => number][] = [
  ['performance', (r) => r.performance],
  ['accessibility', (r) => r.accessibility],
  ['best practices', (r) => r.bestPractices],
  ['SEO', (r) => r.seo],
  ['LCP ms', (r) => Math.round(r.lcp)],
  ['TBT ms', (r) => Math.round(r.tbt)],
  ['CLS', (r) => r.cls],
  ['JS KB', (r) => Number((r.js / KB).toFixed(1))],
  ['requests', (r) => r.requests],
  ['benchmarkIndex', (r) => r.benchmarkIndex],
];

function summarise(rows: Row[]) {
  console.log(`\n${rows.length} routes, median of ${RUNS} runs each:`);
  for (const [name, pick] of FIELDS) {
    const values = rows.map(pick).sort((a, b) => a - b);
    console.log(`  ${name.padEnd(15)} min ${values[0]}  median ${values[Math.floor(values.length / 2)]}  max ${values[values.length - 1]}`);
  }
}

/** Routes where this build is worse than the previous one by more than the runs' noise. */
function compare(table: { now: Row; before?: Row }[]) {
  const worse = table.flatMap(({ now, before }) => {
    if (!before) return [];
    const changes = [
      now.performance < before.performance && `perf ${before.performance} → ${now.performance}`,
      now.lcp > before.lcp + 100 && `LCP ${Math.round(before.lcp)} → ${Math.round(now.lcp)} ms`,
      now.tbt > before.tbt + 20 && `TBT ${Math.round(before.tbt)} → ${Math.round(now.tbt)} ms`,
      now.js > before.js + 512 && `JS ${(before.js / KB).toFixed(1)} → ${(now.js / KB).toFixed(1)} KB`,
      now.requests > before.requests && `requests ${before.requests} → ${now.requests}`,
    ].filter(Boolean);
    return changes.length ? [`  ✗ ${now.route}: ${changes.join(', ')}`] : [];
  });
  console.log(worse.length ? `\nWorse than the previous build:\n${worse.join('\n')}` : '\nNo route is worse than on the previous build.');
}

runMain(main);
