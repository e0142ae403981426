// @vitest-environment jsdom
/**
 * /careers's open positions as a visitor meets them: up to the number read at a glance they are a plain
 * list; above it, filters by country and Oracle module (the case-study hub's, components/ui/FacetFilters.tsx)
 * that keep the positions with every chosen value, say how many show and put the choice in the URL.
 * Proved on generated positions, so it holds before /careers has that many.
 */
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import facetFilters from '@/browser/behaviours/facet-filters';
import { PositionsSection } from '@/components/sections/PositionsSection';
import { ui } from '@/content/ui';
import { matches } from '@/lib/facet-filters';
import { MAX_POSITIONS_WITHOUT_FILTERS } from '@/lib/positions';
import { positionsList } from '@/lib/pages/positions';
import { fill } from '@/lib/template';
import { generatedPositions } from './generated-positions';
import { inShell } from './in-shell';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** /careers's section as the build writes it for `count` generated positions, with its behaviour started when it has one. */
function section(count: number) {
  const list = positionsList('en', generatedPositions(count));
  document.body.innerHTML = renderToString(inShell(<PositionsSection {...list} />));
  const root = document.querySelector<HTMLElement>('[data-behaviour~="facet-filters"]');
  if (root) facetFilters(root);
  return list;
}

/** The positions' titles a visitor sees (a hidden card is out of the accessibility tree too). */
const shownTitles = () => screen.queryAllByRole('heading', { level: 3 });

describe('the open positions on /careers', () => {
  it(`are a plain list up to ${MAX_POSITIONS_WITHOUT_FILTERS}: every position, no filters and no count`, () => {
    const { cards } = section(MAX_POSITIONS_WITHOUT_FILTERS);
    expect(screen.queryByRole('navigation', { name: ui.careers.filters })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(cards.map((card) => card.title));
    // Each card names its Oracle modules, as Oracle writes them without the "Oracle " they all start with.
    expect(
      screen.getAllByRole('list', { name: ui.caseStudy.modules }).map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual(cards.map((card) => card.modules.map((name) => name.replace(/^Oracle /, ''))));
  });

  it('get filters by country and module above that, which combine, are counted and go into the URL', () => {
    const { cards, filters } = section(MAX_POSITIONS_WITHOUT_FILTERS + 2);
    const nav = screen.getByRole('navigation', { name: ui.careers.filters });
    expect(
      within(nav)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toEqual(['facet-country', 'facet-module']);
    expect(screen.getByRole('status')).toHaveTextContent(fill(ui.careers.showing, { count: cards.length, total: cards.length }));
    expect(shownTitles()).toHaveLength(cards.length);

    const [country] = filters!.find((group) => group.facet === 'country')!.values;
    within(nav)
      .getByRole('link', { name: new RegExp(`^${country!.label}`) })
      .click();
    const inCountry = cards.filter((card) => matches(card.values, { country: country!.value }));
    expect(inCountry.length).toBeGreaterThan(0);
    expect(inCountry.length).toBeLessThan(cards.length);
    expect(window.location.search).toBe(`?country=${country!.value}`);
    expect(shownTitles().map((heading) => heading.textContent)).toEqual(inCountry.map((card) => card.title));
    expect(screen.getByRole('status')).toHaveTextContent(fill(ui.careers.showing, { count: inCountry.length, total: cards.length }));

    // A module none of that country's positions has: nothing matches both, and the visitor is told so.
    const missing = filters!
      .find((group) => group.facet === 'module')!
      .values.find((entry) => !inCountry.some((card) => card.values.module.includes(entry.value)));
    expect(missing).toBeDefined();
    expect(screen.getByText(ui.careers.none)).not.toBeVisible();
    within(nav)
      .getByRole('link', { name: new RegExp(`^${missing!.label}`) })
      .click();
    expect(window.location.search).toBe(`?country=${country!.value}&module=${missing!.value}`);
    expect(shownTitles()).toHaveLength(0);
    expect(screen.getByText(ui.careers.none)).toBeVisible();
    screen.getByRole('link', { name: ui.caseStudy.clearFilters }).click();
    expect(window.location.search).toBe('');
    expect(shownTitles()).toHaveLength(cards.length);
  });

  it('read a filter from the address a visitor arrives at', () => {
    window.history.replaceState(null, '', '/careers?module=oracle-integration-cloud');
    const { cards } = section(MAX_POSITIONS_WITHOUT_FILTERS + 2);
    const kept = cards.filter((card) => matches(card.values, { module: 'oracle-integration-cloud' }));
    expect(kept.length).toBeGreaterThan(0);
    expect(shownTitles().map((heading) => heading.textContent)).toEqual(kept.map((card) => card.title));
  });
});
