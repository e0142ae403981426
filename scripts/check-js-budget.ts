/**
 * `npm run test:budget`: the first-load JS of every exported page (sum of the gzip sizes of its
 * <script src> files) against DESIGN.md §6, and no contact-form code in the first load of a page.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFor, FORM_ONLY_MARKERS, FORM_PAGES, KB, median, routeOfHtmlFile, scriptSources } from '../lib/budget';

const out = join(process.cwd(), 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' || name.startsWith('nextImage') || name === 'images' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const gzipCache = new Map<string, { size: number; text: string }>();
function script(src: string) {
  const cached = gzipCache.get(src);
  if (cached) return cached;
  const text = readFileSync(join(out, src.split('?')[0]!), 'utf8');
  const entry = { size: gzipSync(text, { level: 9 }).length, text };
  gzipCache.set(src, entry);
  return entry;
}

const rows = htmlFiles(out)
  .map((file) => {
    const route = routeOfHtmlFile(relative(out, file));
    const sources = scriptSources(readFileSync(file, 'utf8')).filter((src) => src.startsWith('/'));
    const size = sources.reduce((sum, src) => sum + script(src).size, 0);
    const formCode = FORM_PAGES.includes(route) ? [] : FORM_ONLY_MARKERS.filter((marker) => sources.some((src) => script(src).text.includes(marker)));
    return { route, size, budget: budgetFor(route), formCode };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const failures: string[] = [];
console.log('First-load JS (gzip) per page:');
for (const row of rows) {
  const over = row.size > row.budget;
  if (over) failures.push(`${row.route}: ${(row.size / KB).toFixed(1)} KB is over its ${row.budget / KB} KB budget`);
  if (row.formCode.length) failures.push(`${row.route}: first-load JS contains contact-form code (${row.formCode.join(', ')})`);
  console.log(`  ${over ? '✗' : '✓'} ${row.route.padEnd(48)} ${(row.size / KB).toFixed(1).padStart(6)} KB / ${row.budget / KB} KB`);
}
const sizes = rows.map((row) => row.size);
console.log(`${rows.length} pages; max ${(Math.max(...sizes) / KB).toFixed(1)} KB, median ${(median(sizes) / KB).toFixed(1)} KB.`);
if (rows.length < 35) failures.push(`only ${rows.length} HTML pages found in out/: run the build first`);
if (failures.length) {
  console.error(`JS budget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
