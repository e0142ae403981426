/**
 * The case-study hub's filters (/case-studies): four facets that combine, by the rules of
 * lib/facet-filters.ts (matching, the query, the no-JavaScript anchors).
 */
import type { FacetValues as ValuesOf } from './facet-filters';

export { moduleKey } from './facet-filters';

export const FACETS = ['industry', 'service', 'module', 'country'] as const;
export type Facet = (typeof FACETS)[number];

/** A card's values per facet: an industry slug, service slugs, module keys, lower-case country codes. */
export type FacetValues = ValuesOf<Facet>;
