/**
 * The search index (docs/architecture.md#search), written by scripts/postbuild.ts after the export:
 * Pagefind's bundle in out/pagefind/, one index per language (Pagefind splits by each page's
 * `<html lang>`), rebuilt from nothing on every build so no page that left the site stays findable.
 *
 * The pages are those of lib/pages/search.ts, in each language. Each gets, in its exported HTML,
 * `data-pagefind-body` on its `<main>` (the header, the footer and the drawer are outside it, so they are
 * never indexed; the parts of `<main>` that are not the page's own text carry `data-pagefind-ignore` in
 * their components: share bars, related posts and case studies, people, neighbours, islands) and its kind
 * as the filter `kind`. Pagefind reads each page from its HTML given as text, under the page's clean
 * address (`/ar/services/training`, not `…/training.html`) and without the invisible characters the
 * build puts around Latin runs on right-to-left pages (lib/build/latin-runs.ts), which would otherwise
 * stick to the words they hold.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localePath, locales } from '../i18n';
import { siteContent } from '../pages/content';
import { searchablePages } from '../pages/search';
import { KIND_FILTER, SEARCH_BUNDLE_PATH, type SearchKind } from '../search';
import { routeOfHtmlFile } from './budget';
import { pageLanguage } from './static-html';

/** What the site does not use of Pagefind's bundle, so it is not published: its own interfaces (the site draws its dialog) and its worker (search runs on the page's thread: browser/search/pagefind.ts). */
const UNUSED_BUNDLE_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight|worker)\.(js|css)$/;

/** Every page search finds, in every language: its address in its language → its kind. */
export function searchKinds(): Map<string, SearchKind> {
  return new Map(locales.flatMap((locale) => searchablePages(siteContent(locale)).map((page) => [localePath(locale, page.path), page.kind] as const)));
}

/** The page with its `<main>` marked for Pagefind: its body, and its kind as a filter. */
export function withSearchMarks(html: string, kind: SearchKind): string {
  const main = '<main id="main"';
  const at = html.indexOf(main);
  if (at < 0 || html.indexOf(main, at + 1) >= 0) throw new Error('search index: a page needs exactly one <main id="main"> to be indexed');
  return `${html.slice(0, at)}${main} data-pagefind-body="" data-pagefind-filter="${KIND_FILTER}:${kind}"${html.slice(at + main.length)}`;
}

/** The text Pagefind reads: without the isolates and joiners that hold Latin runs, and with plain spaces for no-break ones. */
export const indexedText = (html: string) => html.replace(/[\u2060\u2066-\u2069]/g, '').replace(/[\u00A0\u202F]/g, ' ');

export interface SearchIndexResult {
  /** Indexed pages per language, e.g. { en: 56, ar: 56, fr: 56 }. */
  readonly pages: Readonly<Record<string, number>>;
  readonly files: number;
  readonly ms: number;
}

/** Marks the searchable pages of `out` and writes the index into `out/pagefind/`, replacing any earlier one. */
export async function writeSearchIndex(out: string): Promise<SearchIndexResult> {
  const started = Date.now();
  const bundle = join(out, SEARCH_BUNDLE_PATH);
  rmSync(bundle, { recursive: true, force: true });
  const kinds = searchKinds();
  // Pagefind's Node API is an ES module only (no require() entry): imported when it runs.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: Pagefind did not start (${errors.join('; ')})`);
  const pages: Record<string, number> = {};
  try {
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    for (const file of files) {
      const route = routeOfHtmlFile(file);
      const kind = kinds.get(route);
      if (!kind) continue;
      const html = withSearchMarks(readFileSync(join(out, file), 'utf8'), kind);
      writeFileSync(join(out, file), html);
      const added = await index.addHTMLFile({ url: route, content: indexedText(html) });
      if (added.errors.length) throw new Error(`search index: ${route}: ${added.errors.join('; ')}`);
      const language = pageLanguage(html) ?? '';
      pages[language] = (pages[language] ?? 0) + 1;
    }
    const missing = [...kinds.keys()].filter((route) => !files.some((file) => routeOfHtmlFile(file) === route));
    if (missing.length) throw new Error(`search index: pages of lib/pages/search.ts that the export lacks: ${missing.join(', ')}`);
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const file of readdirSync(bundle)) if (UNUSED_BUNDLE_FILES.test(file)) rmSync(join(bundle, file));
  const files = readdirSync(bundle, { recursive: true }).length;
  return { pages, files, ms: Date.now() - started };
}
