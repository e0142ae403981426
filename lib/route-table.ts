/**
 * The route table: every page of the site, written once. The root page files (pages/*.tsx), the other
 * languages' page (pages/[language]/[[...page]].tsx, through lib/pages/route-table.ts), the sitemap, the
 * feeds, the page kinds and the tests all read it.
 *
 * This is the table's pure part, shared with browser code (lib/routes.ts derives `paths` from it): a
 * route's pattern, whether the sitemap lists it, and, for a route with one page per item, the collection
 * its slugs come from. No content values, no props builders: those are the build-only part,
 * lib/pages/route-table.ts, whose `routeBuilders` must name every route of this table (the typecheck says
 * which one is missing).
 *
 * The order is the sitemap's (home, about, contact, clients, case studies, credentials, offices, careers and its open positions, the blog,
 * its later pages, its topics and its posts, the policies, the legal notice, solutions, services, industries, search); the routes the sitemap leaves out come last.
 */

/** The collections a route can be built from, one page per item (lib/build/site-routes.ts lists their slugs). */
export type Collection = 'positions' | 'blogs' | 'blogPages' | 'blogTopics' | 'policies' | 'solutions' | 'services' | 'industries';

/** One route: its English path (`[slug]` where an item's slug goes), and whether the sitemap lists it. */
export interface RouteSpec {
  readonly pattern: `/${string}`;
  /** One page per item of this collection, at `pattern` with the item's slug. */
  readonly items?: Collection;
  /** In sitemap.xml (and so in `routesIn`/`allRoutes`); `/thank-you` and `/404` are not. */
  readonly sitemap: boolean;
  /** The page file (under pages/, without .tsx) whose component renders the route, where its pattern is not a file's own name. */
  readonly page?: string;
}

export const routeTable = {
  home: { pattern: '/', sitemap: true },
  about: { pattern: '/about', sitemap: true },
  contact: { pattern: '/contact-us', sitemap: true },
  clients: { pattern: '/clients', sitemap: true },
  /** Every case study, filterable by industry, service, Oracle module and country; each links its post (/blog/[slug], the canonical page). */
  caseStudies: { pattern: '/case-studies', sitemap: true },
  /** The firm's partnership, certified consultants, awards and data protection, each with its public register where one exists. */
  credentials: { pattern: '/credentials', sitemap: true },
  /** Every office in full: address, phones, WhatsApp, e-mail, working week and hours, a map on request. */
  offices: { pattern: '/offices', sitemap: true },
  careers: { pattern: '/careers', sitemap: true },
  /** Open positions only (lib/positions.ts): a closed one has no page. */
  position: { pattern: '/careers/[slug]', items: 'positions', sitemap: true },
  blog: { pattern: '/blog', sitemap: true },
  /** The hub's later pages, once it holds more than a page of posts (lib/insights.ts): `/blog/page/2`, … */
  blogPage: { pattern: '/blog/page/[slug]', items: 'blogPages', sitemap: true },
  /** A topic of the hub: a kind of post, an industry or a service with posts (lib/insights.ts). */
  blogTopic: { pattern: '/blog/topics/[slug]', items: 'blogTopics', sitemap: true },
  blogPost: { pattern: '/blog/[slug]', items: 'blogs', sitemap: true },
  /** The policies sit at the root (`/privacy-policy`): a page file each (pages/privacy-policy.tsx, pages/cookies-policy.tsx). */
  policy: { pattern: '/[slug]', items: 'policies', sitemap: true, page: 'privacy-policy' },
  /** The French *mentions légales* in every language: the group's companies and their registration numbers (content/legal-notice.ts). */
  legalNotice: { pattern: '/legal-notice', sitemap: true },
  solution: { pattern: '/solutions/[slug]', items: 'solutions', sitemap: true },
  service: { pattern: '/services/[slug]', items: 'services', sitemap: true },
  industry: { pattern: '/industries/[slug]', items: 'industries', sitemap: true },
  /** Every page search finds, listed by kind (the search control's address without JavaScript), and the search box. */
  search: { pattern: '/search', sitemap: true },
  /** Where Formspree sends a visitor who sent the contact form without JavaScript. */
  thankYou: { pattern: '/thank-you', sitemap: false },
  notFound: { pattern: '/404', sitemap: false },
} as const satisfies Readonly<Record<string, RouteSpec>>;

type Table = typeof routeTable;
export type RouteId = keyof Table;
/** The routes with one page per item (`/blog/[slug]`). */
export type ItemRouteId = { [Id in RouteId]: Table[Id] extends { readonly items: Collection } ? Id : never }[RouteId];
/** The routes of one page each (`/about`). */
export type PageRouteId = Exclude<RouteId, ItemRouteId>;

export interface Route extends RouteSpec {
  readonly id: RouteId;
}

/** Every route, in the table's (the sitemap's) order. Read from the table at each call, so an entry added to it (tests/unit/route-table.test.tsx) is a route. */
export function routes(): readonly Route[] {
  return Object.entries(routeTable).map(([id, spec]) => ({ id: id as RouteId, ...(spec as RouteSpec) }));
}

/** The path of a route for one item: `/blog/[slug]` and `able` → `/blog/able`. */
export const itemPath = (pattern: string, slug: string) => pattern.replace('[slug]', slug);

/** The route of a pattern as the table writes it (`/blog/[slug]`). */
export function routeOfPattern(pattern: string): Route {
  const route = routes().find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route ${pattern} in lib/route-table.ts`);
  return route;
}

/**
 * The route an English path belongs to, and its item's slug: a page's own route first, then the routes
 * of items (`/blog/able` → blogPost, `able`; `/privacy-policy` → policy, `privacy-policy`). Whether the
 * item exists is the collection's business: undefined only when no pattern fits.
 */
export function routeAt(path: string): { readonly route: Route; readonly slug?: string } | undefined {
  const exact = routes().find((route) => !route.items && route.pattern === path);
  if (exact) return { route: exact };
  for (const route of routes().filter((candidate) => candidate.items)) {
    const [before, after] = route.pattern.split('[slug]') as [string, string];
    const slug = path.slice(before.length, path.length - after.length);
    if (path.startsWith(before) && path.endsWith(after) && slug && !slug.includes('/')) return { route, slug };
  }
  return undefined;
}
