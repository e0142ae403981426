/**
 * `npm run test:budget`: the JavaScript every exported page makes a browser fetch before the
 * visitor acts, against docs/decisions.md#budgets. Each page is opened in Chromium at 390×844 and left alone
 * until the network is quiet; every script it fetched (module, import(), preload) is counted at
 * its gzip size. Also fails when a page ships the Next.js runtime or an inline script, when
 * contact-form code arrives before the visitor acts, when anything of search does (its dialog's chunk,
 * Pagefind, the index: it waits until the visitor opens search), or when a page requests another host.
 * Prints the size of each React island (on demand), React included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { builtScript, FORM_ONLY_MARKERS, JS_BUDGET, KB, median, PHONE_VIEWPORT, routeOfHtmlFile } from '../lib/build/budget';
import { readModuleManifest, type ModuleFile } from '../lib/build/module-manifest';
import { staticHtmlProblems } from '../lib/build/static-html';
import { CHROMIUM_ARGS, requireChromium } from '../lib/build/chromium';
import { runMain } from '../lib/build/run-main';
import { SEARCH_BUNDLE_PATH } from '../lib/search';
import { startStaticServer } from '../lib/build/static-server';

const out = resolve(parseArgs({ options: { out: { type: 'string' } } }).values.out ?? 'out');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['_next', '_m', 'images', 'media', 'icons', 'flags'].includes(name) ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** An on-demand chunk and everything it imports statically: what loading it costs. */
function closure(manifest: { files: readonly ModuleFile[] }, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const child of manifest.files.find((file) => file.url === url)?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

async function main() {
  const failures: string[] = [];
  const files = htmlFiles(out);
  for (const file of files) {
    for (const problem of staticHtmlProblems(readFileSync(file, 'utf8'))) failures.push(`${routeOfHtmlFile(relative(out, file))}: ${problem}`);
  }

  // In this process, on a port the system picks: nothing of it outlives the check, whatever fails.
  const server = await startStaticServer({ dir: out });
  const { origin } = server;
  console.log(`Serving ${relative(process.cwd(), out) || '.'} at ${origin}`);
  let browser: Browser | undefined;
  const rows: { route: string; size: number; budget: number; scripts: string[] }[] = [];
  let manifest: ReturnType<typeof readModuleManifest> | undefined;
  try {
    // The browser first: a machine without it gets that one line, whatever else is missing.
    browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS] });
    // Inside the try: a missing manifest (no build yet) still closes the server, so the check exits.
    manifest = readModuleManifest();
    const searchDialog = manifest.files.find((file) => file.source === 'browser/search/dialog.ts');
    if (!searchDialog) failures.push('the browser build has no chunk for browser/search/dialog.ts');
    const searchOnly = (path: string) => path.startsWith(SEARCH_BUNDLE_PATH) || path === searchDialog?.url || /^\/_m\/search-[^/]*\.css$/.test(path);
    for (const file of files) {
      const route = routeOfHtmlFile(relative(out, file));
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const scripts = new Set<string>();
      const foreign = new Set<string>();
      const search = new Set<string>();
      await page.route('**/*', (request) => {
        const url = new URL(request.request().url());
        if (url.origin !== origin && url.protocol !== 'data:') {
          foreign.add(url.href);
          return request.abort('blockedbyclient');
        }
        if (request.request().resourceType() === 'script') scripts.add(url.pathname);
        if (searchOnly(url.pathname)) search.add(url.pathname);
        return request.fallback();
      });
      const path = route === '/404' ? '/this-page-does-not-exist' : route;
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-behaviours]', { state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const state = await page.evaluate(() => document.documentElement.dataset.behaviours);
      if (state !== 'ready') failures.push(`${route}: the behaviour modules did not start (data-behaviours="${state}")`);
      await context.close();

      const list = [...scripts].sort();
      const size = list.reduce((sum, src) => sum + builtScript(out, src).size, 0);
      const budget = JS_BUDGET;
      rows.push({ route, size, budget, scripts: list });
      if (size > budget) failures.push(`${route}: ${kb(size)} of JS before the visitor acts is over its ${kb(budget)} budget (${list.join(', ')})`);
      const formCode = FORM_ONLY_MARKERS.filter((marker) => list.some((src) => builtScript(out, src).text.includes(marker)));
      if (formCode.length) failures.push(`${route}: contact-form code arrives before the visitor acts (${formCode.join(', ')})`);
      if (foreign.size) failures.push(`${route}: requests another host before the visitor acts (${[...foreign].join(', ')})`);
      if (search.size) failures.push(`${route}: fetches search before the visitor opens it (${[...search].join(', ')})`);
    }
  } finally {
    await browser?.close();
    await server.close();
  }

  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log('JS fetched before the visitor acts (gzip, 390×844, no scroll or input):');
  for (const row of rows)
    console.log(
      `  ${row.size > row.budget ? '✗' : '✓'} ${row.route.padEnd(48)} ${kb(row.size).padStart(8)} / ${kb(row.budget)}  ${row.scripts.length} file(s)`,
    );
  const sizes = rows.map((row) => row.size);
  console.log(`${rows.length} pages; max ${kb(Math.max(...sizes))}, median ${kb(median(sizes))}.`);

  console.log('On demand (gzip, with everything each imports):');
  const built = manifest ?? readModuleManifest();
  for (const file of built.files.filter((candidate) => candidate.source && candidate.url !== built.entry)) {
    const size = [...closure(built, file.url)].reduce((sum, url) => sum + builtScript(out, url).size, 0);
    console.log(`  ${file.source!.padEnd(40)} ${kb(size).padStart(9)}`);
  }
  if (rows.length < 36) failures.push(`only ${rows.length} HTML pages found in out/: run the build first`);
  if (failures.length) {
    console.error(`JS budget check failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

runMain(main);
