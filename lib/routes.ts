/**
 * Every URL of the site comes from here: links, canonical URLs, the sitemap, share links and JSON-LD.
 * Slug types are imported as types only, so this module adds no content to a browser bundle,
 * yet a link to a slug that does not exist fails the typecheck.
 *
 * URL policy: paths have no trailing slash (`/about`); the export writes `about.html` and hosts serve
 * it at `/about`. The canonical URL is the site URL followed by the path (`https://host/about`, `https://host/`).
 */
import type { SolutionSlug } from '@/content/solutions';
import type { ServiceSlug } from '@/content/services';
import type { IndustrySlug } from '@/content/industries';
import type { BlogSlug } from '@/content/blogs';
import type { PolicySlug } from '@/content/policies';
import type { PositionSlug } from '@/content/positions';
import { itemPath, routes, routeTable, type ItemRouteId, type PageRouteId } from './route-table';

/** The English path of each route of one page (lib/route-table.ts), by the route's id, and the policies' two. */
type PagePaths = { readonly [Id in PageRouteId]: (typeof routeTable)[Id]['pattern'] };

export const paths = {
  ...(Object.fromEntries(
    routes()
      .filter((route) => !route.items)
      .map((route) => [route.id, route.pattern]),
  ) as PagePaths),
  // Items of the policy route (`/[slug]`), linked from the footer; a slug content/policies.ts lacks fails the typecheck.
  privacyPolicy: '/privacy-policy' satisfies `/${PolicySlug}`,
  cookiesPolicy: '/cookies-policy' satisfies `/${PolicySlug}`,
} as const;

/** The blog's RSS feed (scripts/postbuild.ts), in English; each language's at its prefix (`/ar/rss.xml`). */
export const feedPath = '/rss.xml';

export type StaticPath = (typeof paths)[keyof typeof paths];

/** A route of items' path for one slug, typed: `/blog/[slug]` and `BlogSlug` → `` `/blog/${BlogSlug}` ``. */
type ItemPath<Pattern extends string, Slug extends string> = Pattern extends `${infer Before}[slug]${infer After}` ? `${Before}${Slug}${After}` : never;
/** The path builder of a route of items (lib/route-table.ts), for the slugs of its collection. */
const itemPathOf =
  <Slug extends string>() =>
  <Id extends ItemRouteId>(id: Id) =>
  (slug: Slug) =>
    itemPath(routeTable[id].pattern, slug) as ItemPath<(typeof routeTable)[Id]['pattern'], Slug>;

export const solutionPath = itemPathOf<SolutionSlug>()('solution');
export const servicePath = itemPathOf<ServiceSlug>()('service');
export const industryPath = itemPathOf<IndustrySlug>()('industry');
export const blogPostPath = itemPathOf<BlogSlug>()('blogPost');
/** A later page of the insights hub (`/blog/page/2`); its first page is /blog. */
export const blogPagePath = itemPathOf<`${number}`>()('blogPage');
/** A topic page of the insights hub: a kind (`case-studies`), an industry's or a service's slug. */
export const blogTopicPath = itemPathOf<string>()('blogTopic');
export const policyPath = itemPathOf<PolicySlug>()('policy');
/** An open position's page, under /careers. */
export const positionPath = itemPathOf<PositionSlug>()('position');

/** Absolute URL of a path on the public site: `absoluteUrl('https://host', '/about')` → `https://host/about`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The one canonical URL of a route: the site URL plus the route's path, without query or hash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  const normalised = clean !== '/' ? clean.replace(/\/+$/, '').replace(/\.html$/, '') : '/';
  return absoluteUrl(siteUrl, normalised);
}

/** Whether a menu link is the current page (for `aria-current` and the underline). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  const current = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const target = href.replace(/\/+$/, '') || '/';
  return current === target;
}

/**
 * The rule of the solution banners' button (docs/product.md#solution-pages): a link containing "contact" stays on the site
 * (client-side navigation); any other opens in a new tab.
 */
export function staysOnSite(href: string): boolean {
  return href.includes('contact');
}

/** Previous and next items of a collection, wrapping around (the first's previous is the last). */
export function cyclicNeighbours<T>(items: readonly T[], index: number): { readonly previous: T; readonly next: T } {
  const count = items.length;
  return { previous: items[(index - 1 + count) % count]!, next: items[(index + 1) % count]! };
}
