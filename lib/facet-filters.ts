/**
 * Filters by facets that combine (an item is shown when it has every chosen value), one value per facet:
 * the case-study hub's (lib/case-study-filters.ts) and /careers's (lib/positions.ts). Pure, and shared by
 * the pages' props (each item's values, each filter's link) and the browser
 * (browser/behaviours/facet-filters.ts reads and writes the URL).
 *
 * The state lives in the URL: with JavaScript as a query (`?industry=telecom&country=iq`, shareable,
 * Back and Forward follow it); without, each value is a link to the anchor `#industry-telecom`, which
 * CSS answers by showing only that value's items (one facet at a time). Both forms are read on arrival.
 */

/** An item's values per facet: slugs, keys, lower-case country codes. */
export type FacetValues<F extends string = string> = Readonly<Record<F, readonly string[]>>;
/** The chosen value of each facet that has one. */
export type Filters<F extends string = string> = Partial<Record<F, string>>;

/** A facet's values as its filter lists them: each with its label and how many items have it. */
export interface FacetGroup<F extends string = string> {
  readonly facet: F;
  readonly label: string;
  readonly values: readonly { readonly value: string; readonly label: string; readonly count: number }[];
}

/** A name's key in the URL: "Oracle Fusion Cloud HCM" → "oracle-fusion-cloud-hcm". */
export const moduleKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The anchor of one value, the no-JavaScript link's target: `industry-telecom`. */
export const valueAnchor = (facet: string, value: string) => `${facet}-${value}`;

/** Whether an item has every chosen value. */
export const matches = <F extends string>(values: FacetValues<F>, filters: Filters<F>) =>
  (Object.keys(filters) as F[]).every((facet) => {
    const chosen = filters[facet];
    return chosen === undefined || (values[facet] ?? []).includes(chosen);
  });

/** The filters a URL carries: its query's facets, else its anchor's one (`#country-iq`). Unknown names are ignored. */
export function filtersFromUrl<F extends string>(facets: readonly F[], search: string, hash: string): Filters<F> {
  const query = new URLSearchParams(search);
  const filters: Filters<F> = {};
  for (const facet of facets) {
    const value = query.get(facet);
    if (value) filters[facet] = value;
  }
  if (Object.keys(filters).length > 0) return filters;
  const anchor = hash.replace(/^#/, '');
  const facet = facets.find((name) => anchor.startsWith(`${name}-`));
  return facet ? ({ [facet]: anchor.slice(facet.length + 1) } as Filters<F>) : {};
}

/** The query of a set of filters, in the facets' order: `?industry=telecom&country=iq`, or '' for none. */
export function searchOf<F extends string>(facets: readonly F[], filters: Filters<F>): string {
  const query = new URLSearchParams();
  for (const facet of facets) {
    const value = filters[facet];
    if (value) query.set(facet, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters after a click on a value: choosing the chosen value again clears its facet. */
export function toggled<F extends string>(filters: Filters<F>, facet: F, value: string): Filters<F> {
  return filters[facet] === value ? withoutFacet(filters, facet) : { ...filters, [facet]: value };
}

/** The filters without a facet's value (its All link). */
export function withoutFacet<F extends string>(filters: Filters<F>, facet: F): Filters<F> {
  const next = { ...filters };
  delete next[facet];
  return next;
}

/** A facet's filter: its candidate values in the order given, each with how many items have it, without those none has. */
export function facetGroup<F extends string>(
  facet: F,
  label: string,
  candidates: readonly { readonly value: string; readonly label: string }[],
  items: readonly FacetValues<F>[],
): FacetGroup<F> {
  const count = (value: string) => items.filter((values) => values[facet].includes(value)).length;
  return { facet, label, values: candidates.map((entry) => ({ ...entry, count: count(entry.value) })).filter((entry) => entry.count > 0) };
}

/** Values in the alphabetical order of their labels in a language (an `Intl` locale): modules, countries. */
export const byLabel = <V extends { readonly label: string }>(values: readonly V[], intlLocale: string): V[] => {
  const collator = new Intl.Collator(intlLocale);
  return [...values].sort((a, b) => collator.compare(a.label, b.label));
};
