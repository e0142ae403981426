/**
 * How the search bundle (out/pagefind/, lib/build/search-index.ts) is cached, for the header rules of
 * lib/build/security-headers.ts. Pagefind names the index's pieces by their content (`index/`,
 * `fragment/`, `filter/`): kept for a year. Its code, its entry file (which names the current index)
 * and its WebAssembly keep their names from build to build: revalidated on every request, so a visitor
 * never searches a new index with old code or the reverse. The languages' metadata files
 * (`pagefind.en_<hash>.pf_meta`) are named by content too, but at the bundle's root beside the code:
 * the host's default (revalidate) applies.
 */
import { htmlLang, locales } from '../i18n';
import { SEARCH_BUNDLE_PATH } from '../search';
import type { HeaderRule } from './security-headers';

export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Pagefind's index folders, named by content. */
export const HASHED_SEARCH_FOLDERS = ['index', 'fragment', 'filter'] as const;

/** The bundle's files whose names stay the same from build to build: its code, its entry and each language's WebAssembly (`unknown`: a page without a language). */
export const unhashedSearchFiles = () => [
  'pagefind.js',
  'pagefind-entry.json',
  ...[...locales.map(htmlLang), 'unknown'].map((language) => `wasm.${language}.pagefind`),
];

export function searchBundleRules(immutable: string): HeaderRule[] {
  return [
    ...HASHED_SEARCH_FOLDERS.map((folder) => ({ path: `${SEARCH_BUNDLE_PATH}${folder}/*`, headers: { 'Cache-Control': immutable } })),
    ...unhashedSearchFiles().map((file) => ({ path: `${SEARCH_BUNDLE_PATH}${file}`, headers: { 'Cache-Control': REVALIDATE } })),
  ];
}
