/**
 * Site search (docs/architecture.md#search): what the build, the pages and the browser share. Pure, no
 * content: the browser's search module imports it.
 *
 * Pagefind indexes the pages at build (lib/build/search-index.ts) into one bundle, `/pagefind/`, with an
 * index per `<html lang>`; each indexed page names its kind with a filter, `kind`, whose values are the
 * keys below. The words for each kind are the interface's, in every language (content/ui.ts `search.kinds`).
 */

/** Where Pagefind's code and the index are served: nothing there is fetched before the visitor opens search. */
export const SEARCH_BUNDLE_PATH = '/pagefind/';
/** The filter each indexed page carries (`data-pagefind-filter="kind:service"`). */
export const KIND_FILTER = 'kind';

/** The kinds of page search finds, in the order its filters and the /search page list them. */
export const SEARCH_KINDS = ['service', 'solution', 'industry', 'case-study', 'post', 'role', 'policy', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const isSearchKind = (value: unknown): value is SearchKind => (SEARCH_KINDS as readonly unknown[]).includes(value);

/** A piece of an excerpt: text, and whether it is one of the words the visitor searched for. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Text with its character references decoded (`&amp;` → `&`, `&#39;` → `'`); an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A Pagefind excerpt as text and marked runs. Pagefind encodes the page's text as HTML and wraps each
 * matched word in `<mark>`; nothing else in it is markup. The browser builds the result from these parts
 * with text nodes and `<mark>` elements, never from the excerpt as HTML, so whatever a page's text holds
 * is shown as text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else if (piece) {
      const text = decodeEntities(piece);
      const last = parts.at(-1);
      if (last && last.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked };
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/**
 * The address a result links to: Pagefind's URL of the page, which the build gives as the page's own
 * clean path (`/ar/services/training`); an `.html` or `/index.html` ending, should a page be indexed from
 * its file, is dropped the way the hosts serve it.
 */
export function resultPath(url: string): string {
  const [path = '/', hash] = url.split('#');
  const clean =
    path
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1') || '/';
  return hash ? `${clean}#${hash}` : clean;
}
