/**
 * The case-study hub's filters (components/sections/CaseStudyHub.tsx): a click on a value chooses it
 * (again: clears its facet), the cards without every chosen value hide, the count is announced, and the
 * choice goes into the URL's query (`?industry=telecom&country=iq`) so it can be shared and Back and
 * Forward follow it. A link from a page without JavaScript (`#industry-telecom`) is read on arrival too.
 *
 * Markup: `a[data-facet][data-value]` ('' for a facet's All), `[data-hub-cards] > li[data-<facet>]`
 * (space-separated values), `[data-hub-status][data-template]`, `[data-hub-empty]`, `[data-hub-clear]`.
 */
import { FACETS, filtersFromUrl, matches, searchOf, toggled, withoutFacet, type Facet, type Filters } from '@/lib/case-study-filters';
import { fill } from '@/lib/template';
import { required } from '../dom';

export default function caseStudyFilters(root: HTMLElement) {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-facet]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-hub-cards] > li')];
  const status = required<HTMLElement>(root, '[data-hub-status]');
  const empty = required<HTMLElement>(root, '[data-hub-empty]');
  const clear = required<HTMLAnchorElement>(root, '[data-hub-clear]');
  const valuesOf = (card: HTMLElement) =>
    Object.fromEntries(FACETS.map((facet) => [facet, (card.dataset[facet] ?? '').split(' ').filter(Boolean)])) as Record<Facet, string[]>;
  let filters: Filters = {};

  const apply = (next: Filters) => {
    filters = next;
    for (const link of links) {
      const facet = link.dataset.facet as Facet;
      link.setAttribute('aria-current', String((filters[facet] ?? '') === (link.dataset.value ?? '')));
    }
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
    const url = `${window.location.pathname}${searchOf(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url);
    apply(next);
  };

  // From here the module filters: the anchors' CSS steps aside (CaseStudyHub's targetRules).
  root.dataset.filtering = '';
  for (const link of links) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const facet = link.dataset.facet as Facet;
      const value = link.dataset.value ?? '';
      go(value ? toggled(filters, facet, value) : withoutFacet(filters, facet));
    });
  }
  clear.addEventListener('click', (event) => {
    event.preventDefault();
    go({});
  });
  window.addEventListener('popstate', () => apply(filtersFromUrl(window.location.search, window.location.hash)));
  apply(filtersFromUrl(window.location.search, window.location.hash));
}
