/**
 * `npm run bench [-- /route ...]`: Lighthouse (mobile, simulated throttling) on every English route of
 * out/ and a few Arabic ones (or the given ones), 3 runs each, reporting the median run (by performance score), with
 * Lighthouse's benchmarkIndex (the machine's speed) and the gzip size of the JS the page fetched
 * during the run (the scripts in Lighthouse's own network log, sized from out/). A benchmark, not a test: its numbers depend on the machine.
 * Budgets (docs/decisions.md#budgets) are marked ✗ when missed; the exit code is 0 either way.
 * Lighthouse runs as its own CLI process: loaded through tsx, its page functions would carry
 * esbuild helpers that do not exist in the browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import { budgetFor, builtScript, KB } from '../lib/build/budget';
import { routesIn, sampleRoutes } from '../lib/build/site-routes';
import { defaultLocale, otherLocales } from '../lib/i18n';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/build/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const origin = `http://127.0.0.1:${PORT}`;
// Every English page, and the Arabic home, about and a post (the same components, right to left), held to the same budgets.
const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...routesIn(defaultLocale), ...otherLocales(defaultLocale).flatMap(sampleRoutes)];

type NetworkRequest = { url: string; resourceType?: string };

/** The gzip size of every same-site script in the run's network log. */
function fetchedJs(requests: readonly NetworkRequest[]): number {
  return requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .reduce((sum, request) => sum + builtScript('out', new URL(request.url).pathname).size, 0);
}

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
  benchmarkIndex: number;
}

/** Attempts per run: Lighthouse now and then loses the page's trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/** One Lighthouse run of a route, run again when it lost its trace. */
function lighthouse(route: string, chromeFlags: string) {
  for (let attempt = 1; ; attempt += 1) {
    const cli = spawnSync('npx', ['lighthouse', `${origin}${route}`, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${chromeFlags}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    if (cli.status === 0 || attempt === ATTEMPTS || !/Please run Lighthouse again/.test(cli.stderr)) return cli;
    console.error(`lighthouse lost the trace of ${route} (attempt ${attempt} of ${ATTEMPTS}); running it again`);
  }
}

async function main() {
  // node itself (not npx, whose child would outlive a kill) serves out/ with the hosts' headers.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', '--port', String(PORT)], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const cli = lighthouse(route, chromeFlags);
        if (cli.status !== 0) throw new Error(`lighthouse failed on ${route}: ${cli.stderr.slice(-500)}`);
        const lhr = JSON.parse(cli.stdout) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
          environment: { benchmarkIndex: number };
        };
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js: fetchedJs(lhr.audits['network-requests']?.details?.items ?? []),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      rows.push(median);
      printRow(median);
    }
  } finally {
    server.kill('SIGKILL');
  }
  summarise(rows);
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

function printRow(row: Row) {
  if (!printRow.header) {
    console.log(`| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | benchmarkIndex |\n|---|---|---|---|---|---|---|---|---|---|`);
    printRow.header = true;
  }
  console.log(
    `| ${row.route} | ${row.performance}${mark(row.performance >= 99)} | ${row.accessibility}${mark(row.accessibility === 100)} | ${row.bestPractices}${mark(row.bestPractices === 100)} | ${row.seo}${mark(row.seo === 100)} | ${Math.round(row.lcp)}${mark(row.lcp <= 1800)} | ${Math.round(row.tbt)}${mark(row.tbt <= 50)} | ${row.cls.toFixed(3)}${mark(row.cls <= 0.01)} | ${(row.js / KB).toFixed(1)}${mark(row.js <= budgetFor(row.route))} | ${row.benchmarkIndex} |`,
  );
}
printRow.header = false;

function summarise(rows: Row[]) {
  const stat = (pick: (row: Row) => number) => {
    const values = rows.map(pick).sort((a, b) => a - b);
    return { min: values[0]!, median: values[Math.floor(values.length / 2)]!, max: values[values.length - 1]! };
  };
  const fields: [string, (row: Row) => number][] = [
    ['performance', (r) => r.performance],
    ['accessibility', (r) => r.accessibility],
    ['best practices', (r) => r.bestPractices],
    ['SEO', (r) => r.seo],
    ['LCP ms', (r) => Math.round(r.lcp)],
    ['TBT ms', (r) => Math.round(r.tbt)],
    ['CLS', (r) => r.cls],
    ['JS KB', (r) => Number((r.js / KB).toFixed(1))],
    ['benchmarkIndex', (r) => r.benchmarkIndex],
  ];
  console.log(`\n${rows.length} routes, median of ${RUNS} runs each:`);
  for (const [name, pick] of fields) {
    const s = stat(pick);
    console.log(`  ${name.padEnd(15)} min ${s.min}  median ${s.median}  max ${s.max}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
