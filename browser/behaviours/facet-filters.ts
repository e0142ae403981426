/**
 * Filters by facets that combine (components/ui/FacetFilters.tsx: the case-study hub's, /careers's): a
 * click on a value chooses it (again: clears its facet), the items without every chosen value hide, the
 * count is announced, and the choice goes into the URL's query (`?industry=telecom&country=iq`) so it can
 * be shared and Back and Forward follow it. A link from a page without JavaScript (`#industry-telecom`)
 * is read on arrival too.
 *
 * Markup: `[data-facets]` (the facets' names, space-separated, in the query's order),
 * `a[data-facet][data-value]` ('' for a facet's All), `[data-hub-cards] > li[data-<facet>]`
 * (space-separated values), `[data-hub-status][data-template]`, `[data-hub-empty]`, `[data-hub-clear]`.
 */
import { filtersFromUrl, matches, searchOf, toggled, withoutFacet, type Filters } from '@/lib/facet-filters';
import { fill } from '@/lib/template';
import { required } from '../dom';

export default function facetFilters(root: HTMLElement) {
  const facets = (root.dataset.facets ?? '').split(' ').filter(Boolean);
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-facet]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-hub-cards] > li')];
  const status = required<HTMLElement>(root, '[data-hub-status]');
  const empty = required<HTMLElement>(root, '[data-hub-empty]');
  const clear = required<HTMLAnchorElement>(root, '[data-hub-clear]');
  const valuesOf = (card: HTMLElement) => Object.fromEntries(facets.map((facet) => [facet, (card.dataset[facet] ?? '').split(' ').filter(Boolean)]));
  const fromUrl = () => filtersFromUrl(facets, window.location.search, window.location.hash);
  let filters: Filters = {};

  const apply = (next: Filters) => {
    filters = next;
    for (const link of links) link.setAttribute('aria-current', String((filters[link.dataset.facet!] ?? '') === (link.dataset.value ?? '')));
    let count = 0;
    for (const card of cards) {
      const shown = matches(valuesOf(card), filters);
      card.hidden = !shown;
      if (shown) count += 1;
    }
    status.textContent = fill(status.dataset.template!, { count, total: cards.length });
    empty.hidden = count > 0;
  };

  const go = (next: Filters) => {
    const url = `${window.location.pathname}${searchOf(facets, next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url);
    apply(next);
  };

  // From here the module filters: the anchors' CSS steps aside (FacetFilters' targetRules).
  root.dataset.filtering = '';
  for (const link of links) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const facet = link.dataset.facet!;
      const value = link.dataset.value ?? '';
      go(value ? toggled(filters, facet, value) : withoutFacet(filters, facet));
    });
  }
  clear.addEventListener('click', (event) => {
    event.preventDefault();
    go({});
  });
  window.addEventListener('popstate', () => apply(fromUrl()));
  apply(fromUrl());
}
