/**
 * The case-study hub's filters (/case-studies): four facets that combine (a card is shown when it has
 * every chosen value), one value per facet. Pure, and shared by the page's props (each card's values,
 * each filter's link) and the browser (browser/behaviours/case-study-filters.ts reads and writes the URL).
 *
 * The state lives in the URL: with JavaScript as a query (`?industry=telecom&country=iq`, shareable,
 * Back and Forward follow it); without, each value is a link to the anchor `#industry-telecom`, which
 * CSS answers by showing only that value's cards (one facet at a time). Both forms are read on arrival.
 */

export const FACETS = ['industry', 'service', 'module', 'country'] as const;
export type Facet = (typeof FACETS)[number];

/** A card's values per facet: an industry slug, service slugs, module keys, lower-case country codes. */
export type FacetValues = Readonly<Record<Facet, readonly string[]>>;
/** The chosen value of each facet that has one. */
export type Filters = Partial<Record<Facet, string>>;

/** A module's key in the URL: "Oracle Fusion Cloud HCM" → "oracle-fusion-cloud-hcm". */
export const moduleKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The anchor of one value, the no-JavaScript link's target: `industry-telecom`. */
export const valueAnchor = (facet: Facet, value: string) => `${facet}-${value}`;

/** Whether a card has every chosen value. */
export const matches = (values: FacetValues, filters: Filters) =>
  FACETS.every((facet) => {
    const chosen = filters[facet];
    return chosen === undefined || values[facet].includes(chosen);
  });

/** The filters a URL carries: its query's facets, else its anchor's one (`#country-iq`). Unknown names are ignored. */
export function filtersFromUrl(search: string, hash: string): Filters {
  const query = new URLSearchParams(search);
  const filters: Filters = {};
  for (const facet of FACETS) {
    const value = query.get(facet);
    if (value) filters[facet] = value;
  }
  if (Object.keys(filters).length > 0) return filters;
  const anchor = hash.replace(/^#/, '');
  const facet = FACETS.find((name) => anchor.startsWith(`${name}-`));
  return facet ? { [facet]: anchor.slice(facet.length + 1) } : {};
}

/** The query of a set of filters, in the facets' order: `?industry=telecom&country=iq`, or '' for none. */
export function searchOf(filters: Filters): string {
  const query = new URLSearchParams();
  for (const facet of FACETS) {
    const value = filters[facet];
    if (value) query.set(facet, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters after a click on a value: choosing the chosen value again clears its facet. */
export function toggled(filters: Filters, facet: Facet, value: string): Filters {
  const next = { ...filters };
  if (next[facet] === value) delete next[facet];
  else next[facet] = value;
  return next;
}
