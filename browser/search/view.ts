/**
 * The search dialog's elements (browser/search/dialog.ts), built in the page's language from its words
 * (components/layout/SearchWords.tsx) and drawn by their own sheet (styles/features/search.css). A result
 * is built from text nodes and `<mark>` elements (lib/search.ts `excerptParts`): nothing from the index
 * reaches the page as HTML.
 */
import type { Ui } from '@/lib/content/types';
import { excerptParts } from '@/lib/search';

/** The dialog's words: the interface's `search` words (content/ui.ts). */
export type SearchWords = Ui['search'];

export interface SearchParts {
  readonly dialog: HTMLDialogElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  /** The kind filters' group (its buttons are added once the index says which kinds it has). */
  readonly filters: HTMLElement;
  readonly status: HTMLElement;
  readonly list: HTMLUListElement;
  readonly more: HTMLButtonElement;
  /** The link to /search: shown when nothing is found or search cannot load. */
  readonly browse: HTMLAnchorElement;
}

const ICON =
  'viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"';
const SEARCH_ICON = `<svg ${ICON} class="search-icon"><path d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm10 3-4.35-4.35"/></svg>`;
const CLOSE_ICON = `<svg ${ICON}><path d="M18 6 6 18M6 6l12 12"/></svg>`;

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

export function searchDialog(words: SearchWords, browseHref: string): SearchParts {
  const dialog = element('dialog', 'search-dialog');
  dialog.id = 'site-search';
  dialog.setAttribute('aria-label', words.title);

  const form = element('form', 'search-bar');
  form.setAttribute('role', 'search');
  const label = element('label', 'search-hidden', words.title);
  label.htmlFor = 'site-search-input';
  const input = element('input', 'search-input');
  Object.assign(input, {
    id: 'site-search-input',
    type: 'search',
    placeholder: words.placeholder,
    autocomplete: 'off',
    spellcheck: false,
    enterKeyHint: 'search',
  });
  input.setAttribute('aria-describedby', 'site-search-status');
  input.setAttribute('aria-controls', 'site-search-results');
  const close = element('button', 'search-close');
  close.type = 'button';
  close.dataset.modalClose = '';
  close.setAttribute('aria-label', words.close);
  close.insertAdjacentHTML('afterbegin', CLOSE_ICON);
  form.insertAdjacentHTML('afterbegin', SEARCH_ICON);
  form.append(label, input, close);

  const filtersLabel = element('span', 'search-filters-label', words.filters);
  filtersLabel.id = 'site-search-filters';
  const filters = element('div', 'search-filters');
  filters.setAttribute('role', 'group');
  filters.setAttribute('aria-labelledby', filtersLabel.id);
  const filterRow = element('div', 'search-filter-row');
  filterRow.append(filtersLabel, filters);

  const status = element('p', 'search-status', words.loading);
  status.id = 'site-search-status';
  status.setAttribute('role', 'status');
  const list = element('ul', 'search-results');
  list.id = 'site-search-results';
  const more = element('button', 'search-more', words.more);
  more.type = 'button';
  more.hidden = true;
  const browse = element('a', 'search-browse', words.browse);
  browse.href = browseHref;
  browse.hidden = true;
  const body = element('div', 'search-body');
  body.append(status, list, more, browse);

  dialog.append(form, filterRow, body, element('p', 'search-keys', words.keys));
  return { dialog, form, input, filters, status, list, more, browse };
}

/** A kind filter: a toggle button (`aria-pressed`) with its name and, once known, how many results it holds. */
export function filterButton(name: string, kind: string): HTMLButtonElement {
  const button = element('button', 'search-filter');
  button.type = 'button';
  button.dataset.kind = kind;
  button.setAttribute('aria-pressed', 'false');
  button.append(element('span', '', name), element('span', 'search-count'));
  return button;
}

/** One result: its title as the link, its kind, and the excerpt with the matched words marked. */
export function resultItem(result: { readonly path: string; readonly title: string; readonly kind: string; readonly excerpt: string }): HTMLLIElement {
  const link = element('a', 'search-result');
  link.href = result.path;
  const head = element('span', 'search-result-head');
  const title = element('span', 'search-result-title', result.title);
  title.dir = 'auto';
  head.append(title);
  if (result.kind) head.append(element('span', 'search-kind', result.kind));
  const excerpt = element('span', 'search-excerpt');
  excerpt.dir = 'auto';
  for (const part of excerptParts(result.excerpt)) excerpt.append(part.marked ? element('mark', '', part.text) : document.createTextNode(part.text));
  link.append(head, excerpt);
  const item = document.createElement('li');
  item.append(link);
  return item;
}
