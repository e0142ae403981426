/**
 * The search dialog (docs/architecture.md#search), a chunk of its own that the search control's behaviour
 * (browser/behaviours/search.ts) fetches when the visitor first opens search. It builds the dialog in the
 * page's language (browser/search/view.ts), links its sheet, loads Pagefind (browser/search/pagefind.ts)
 * and searches as the visitor types: the results of the page's language only, each with its title, its
 * kind and an excerpt with the matched words marked; a kind filter narrows them. The site's dialog
 * handling (`openModal()`, browser/dom.ts) keeps focus inside and gives it back to the control on close.
 *
 * Keys: ArrowDown and ArrowUp move between the search box and the results, Enter in the box opens the
 * first result, Escape closes (in the box too, where it would otherwise only empty it).
 */
import { fill } from '@/lib/template';
import { isSearchKind, KIND_FILTER, resultPath, SEARCH_KINDS, type SearchKind } from '@/lib/search';
import { openModal } from '../dom';
import { loadPagefind, type Pagefind, type PagefindResult, type SearchOptions } from './pagefind';
import { filterButton, resultItem, searchDialog, type SearchParts, type SearchWords } from './view';

/** Results shown at once, and added by each "Show more". */
const PAGE_SIZE = 6;
/** How long the box waits for the next key before searching. */
const TYPING_PAUSE = 200;

/** The dialog's sheet (styles/features/search.css), linked on the first opening; the dialog shows once it has loaded. */
function linkSheet(): Promise<void> {
  const href = __FEATURE_SHEETS__.search;
  if (!href || document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

function createSearch(words: SearchWords, browseHref: string) {
  const parts: SearchParts = searchDialog(words, browseHref);
  const { dialog, form, input, filters, status, list, more, browse } = parts;
  document.body.append(dialog);
  const buttons = new Map<SearchKind | '', HTMLButtonElement>();
  let pagefind: Pagefind | undefined;
  let kind: SearchKind | '' = '';
  let results: readonly PagefindResult[] = [];
  let shown = 0;
  /** Each search's number: a late answer to an earlier one is dropped. */
  let run = 0;

  const showCounts = (counts: Readonly<Record<string, number>> | undefined) => {
    for (const [value, button] of buttons) {
      const count = value ? counts?.[value] : undefined;
      button.querySelector('.search-count')!.textContent = count === undefined ? '' : String(count);
      button.toggleAttribute('data-none', count === 0);
    }
  };

  const showMore = async (id: number) => {
    const next = results.slice(shown, shown + PAGE_SIZE);
    const found = await Promise.all(next.map((result) => result.data()));
    if (id !== run) return;
    for (const data of found) {
      const value = data.filters[KIND_FILTER]?.[0];
      list.append(
        resultItem({
          path: resultPath(data.url),
          title: data.meta.title ?? resultPath(data.url),
          kind: isSearchKind(value) ? words.kinds[value] : '',
          excerpt: data.excerpt,
        }),
      );
    }
    shown += next.length;
    more.hidden = shown >= results.length;
  };

  /** Searches for what the box and the filter say; the list is `aria-busy` until its results are in, then the count is announced. */
  const update = async (typing = false) => {
    const id = ++run;
    if (!pagefind) return;
    list.setAttribute('aria-busy', 'true');
    // The previous results' "Show more" is not this search's.
    more.hidden = true;
    const query = input.value.trim();
    if (!query && !kind) {
      list.replaceChildren();
      more.hidden = browse.hidden = true;
      status.textContent = words.hint;
      showCounts(undefined);
      list.setAttribute('aria-busy', 'false');
      return;
    }
    const options: SearchOptions = kind ? { filters: { [KIND_FILTER]: kind } } : {};
    const response = typing && query ? await pagefind.debouncedSearch(query, options, TYPING_PAUSE) : await pagefind.search(query || null, options);
    if (!response || id !== run) return;
    results = response.results;
    shown = 0;
    list.replaceChildren();
    await showMore(id);
    if (id !== run) return;
    showCounts(query ? response.totalFilters?.[KIND_FILTER] : undefined);
    status.textContent = results.length === 0 ? fill(words.none, { query }) : results.length === 1 ? words.one : fill(words.many, { count: results.length });
    browse.hidden = results.length > 0;
    list.setAttribute('aria-busy', 'false');
  };

  const choose = (value: SearchKind | '') => {
    kind = value;
    for (const [key, button] of buttons) button.setAttribute('aria-pressed', String(key === value));
    void update();
  };

  loadPagefind()
    .then(async (loaded) => {
      const counts = (await loaded.filters())[KIND_FILTER] ?? {};
      for (const value of ['', ...SEARCH_KINDS.filter((candidate) => counts[candidate])] as const) {
        const button = filterButton(value ? words.kindGroups[value] : words.all, value);
        button.addEventListener('click', () => choose(kind === value ? '' : value));
        buttons.set(value, button);
        filters.append(button);
      }
      buttons.get('')!.setAttribute('aria-pressed', 'true');
      pagefind = loaded;
      await update();
    })
    .catch((error: unknown) => {
      status.textContent = words.failed;
      browse.hidden = false;
      reportError(error);
    });

  input.addEventListener('input', () => void update(true));
  more.addEventListener('click', () => {
    const first = list.children.length;
    // One page at a time: gone until it is added (then back if more remain), so a second press cannot add it twice.
    more.hidden = true;
    list.setAttribute('aria-busy', 'true');
    void showMore(run).then(() => {
      list.setAttribute('aria-busy', 'false');
      list.children[first]?.querySelector('a')?.focus();
    });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // In the search box, Escape would only empty it: it closes the dialog, as everywhere in it.
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = document.activeElement === input ? -1 : links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1 && document.activeElement !== input) return;
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next >= links.length) return;
    event.preventDefault();
    (next < 0 ? input : links[next]!).focus();
  });

  return {
    open(opener: HTMLElement) {
      if (!dialog.open) openModal(dialog, opener);
      input.focus();
      input.select();
    },
  };
}

let search: ReturnType<typeof createSearch> | undefined;

/** Opens the search dialog, building it on the first call; `opener` gets the focus back when it closes. */
export async function openSearch(opener: HTMLElement): Promise<void> {
  await linkSheet();
  const words = JSON.parse(document.getElementById('search-words')?.textContent ?? '{}') as SearchWords;
  search ??= createSearch(words, opener.getAttribute('href') ?? '/search');
  search.open(opener);
}
