import Head from 'next/head';
import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { chipClass as chip } from '@/components/ui/chip';
import { valueAnchor, type FacetGroup, type FacetValues } from '@/lib/facet-filters';
import { fill } from '@/lib/template';

/** The filters' own words. */
export interface FacetFiltersCopy {
  /** The filters' accessible name. */
  readonly filters: string;
  readonly all: string;
  /** "Showing {{count}} of {{total}} …": announced as the filters change. */
  readonly showing: string;
  /** Shown when no item has every chosen value, with the link that clears them. */
  readonly none: string;
  readonly clearFilters: string;
}

export interface FacetFiltersProps<T> {
  readonly facets: readonly FacetGroup[];
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  readonly valuesOf: (item: T) => FacetValues;
  /** Where a facet's All link and the clearing link lead without JavaScript: the list unfiltered. */
  readonly allHref: string;
  readonly copy: FacetFiltersCopy;
  /** The list's classes (its grid). */
  readonly listClassName: string;
  readonly children: (item: T) => ReactNode;
}

/**
 * Without JavaScript, each value's link is an anchor (`#industry-telecom`): these rules show only that
 * value's items while it is the page's target, and mark its link. The filters' module takes over when it
 * starts (`data-filtering`), so the rules then step aside and the query in the URL says what is shown.
 */
function targetRules(facets: readonly FacetGroup[]): string {
  return facets
    .flatMap(({ facet, values }) =>
      values.map(({ value }) => {
        const target = `[data-hub]:not([data-filtering]) #${valueAnchor(facet, value)}:target`;
        return (
          `${target}~[data-hub-cards]>li:not([data-${facet}~="${value}"]){display:none}` +
          `${target}~[data-hub-filters] a[href="#${valueAnchor(facet, value)}"]{background:var(--color-brand);border-color:var(--color-brand);color:#fff}`
        );
      }),
    )
    .join('');
}

/**
 * A list with filters by facets that combine (the case-study hub's, /careers's when it has many
 * positions): each facet's values as chips with their counts, a count announced as they change, a
 * message when nothing matches, and every item in the HTML with its values as `data-<facet>`.
 * browser/behaviours/facet-filters.ts keeps the chosen values in the URL's query (lib/facet-filters.ts);
 * without it each value is an anchor the stylesheet above answers.
 */
export function FacetFilters<T>({ facets, items, keyOf, valuesOf, allHref, copy, listClassName, children }: FacetFiltersProps<T>) {
  return (
    <div data-behaviour="facet-filters" data-hub="" data-facets={facets.map(({ facet }) => facet).join(' ')}>
      <Head>
        <style data-hub-rules="">{targetRules(facets)}</style>
      </Head>
      {facets.flatMap(({ facet, values }) =>
        values.map(({ value }) => (
          <span key={`${facet}-${value}`} id={valueAnchor(facet, value)} className="block scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)]" />
        )),
      )}
      <nav aria-label={copy.filters} data-hub-filters="" className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 lg:p-6">
        {facets.map(({ facet, label, values }) => (
          <div key={facet} role="group" aria-labelledby={`facet-${facet}`} className="min-w-0">
            <p id={`facet-${facet}`} className="text-xs font-semibold tracking-widest text-brand-teal uppercase">
              {label}
            </p>
            {/* One line that scrolls sideways on a phone; wrapped from `lg`. */}
            <ul className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap lg:overflow-visible">
              <li>
                <LocaleLink href={allHref} data-facet={facet} data-value="" aria-current="true" className={chip}>
                  {copy.all}
                </LocaleLink>
              </li>
              {values.map((entry) => (
                <li key={entry.value}>
                  <a href={`#${valueAnchor(facet, entry.value)}`} data-facet={facet} data-value={entry.value} aria-current="false" className={chip}>
                    <bdi>{entry.label}</bdi>
                    <span className="text-xs font-normal opacity-70">{entry.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <p role="status" data-hub-status="" data-template={copy.showing} className="mt-6 text-sm text-ink-muted">
        {fill(copy.showing, { count: items.length, total: items.length })}
      </p>
      <div hidden data-hub-empty="" className="mt-4 rounded-2xl bg-white p-8 text-center text-ink-muted">
        <p dir="auto">{copy.none}</p>
        <LocaleLink href={allHref} data-hub-clear="" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline">
          {copy.clearFilters}
        </LocaleLink>
      </div>
      <ul data-hub-cards="" className={listClassName}>
        {items.map((item) => (
          <li
            key={keyOf(item)}
            className="min-w-0"
            {...Object.fromEntries(Object.entries(valuesOf(item)).map(([facet, values]) => [`data-${facet}`, values.join(' ')]))}
          >
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
