/**
 * Pagefind's search API in the browser (docs/architecture.md#search): the part the dialog uses, loaded
 * from the bundle the build wrote (`/pagefind/pagefind.js`, lib/build/search-index.ts) the first time the
 * visitor opens search, never before. Pagefind reads the page's `<html lang>` and loads that language's
 * index only. Its WebAssembly comes from the same bundle (the CSP's `'wasm-unsafe-eval'`); it searches on
 * the page's own thread (`noWorker`): a few dozen pages per language take it milliseconds, and its worker
 * would cost the first search 12 KB more and the CSP a `worker-src`.
 */
import { SEARCH_BUNDLE_PATH } from '@/lib/search';

/** What a result's data holds (`await result.data()`). */
export interface PagefindResultData {
  readonly url: string;
  /** The page's text around the matched words: HTML-encoded text with `<mark>` around each match. */
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

export interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindResponse {
  readonly results: readonly PagefindResult[];
  /** Per filter and value, how many results the query would have without the filters chosen. */
  readonly totalFilters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface SearchOptions {
  readonly filters?: Readonly<Record<string, string>>;
}

export interface Pagefind {
  options(options: Readonly<Record<string, unknown>>): Promise<void>;
  init(): Promise<void>;
  /** `null` with filters: every page of those filters. */
  search(term: string | null, options?: SearchOptions): Promise<PagefindResponse>;
  /** Null when a later call came within `wait` ms. */
  debouncedSearch(term: string | null, options?: SearchOptions, wait?: number): Promise<PagefindResponse | null>;
  filters(): Promise<Readonly<Record<string, Readonly<Record<string, number>>>>>;
}

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded and started once (again after a failure, at the next opening). */
export function loadPagefind(): Promise<Pagefind> {
  // An address built at run time: the bundler leaves this import to the browser.
  const url = new URL(`${SEARCH_BUNDLE_PATH}pagefind.js`, window.location.origin).href;
  loading ??= (import(url) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 24, excerptEllipsis: '…' });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
