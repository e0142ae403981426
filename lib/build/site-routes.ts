/**
 * The list of every route of the site (docs/product.md#routes): the route table's (lib/route-table.ts)
 * that the sitemap lists, in its order, a route of items at the slugs of its collection.
 * Build-time only (getStaticPaths, sitemap, tests): never import it from a component.
 *
 * `routesIn(locale)`: one language's pages, at their paths in that language (`/ar/about`);
 * `allRoutes()`: every language's, English first: what the sitemap lists and the route-wide checks visit.
 * The collections' slugs are the same in every language (the content check compares the twins).
 */
import { solutions } from '@/content/solutions';
import { services } from '@/content/services';
import { industries } from '@/content/industries';
import { blogs } from '@/content/blogs';
import { policies } from '@/content/policies';
import { positions } from '@/content/positions';
import { caseStudies } from '@/content/case-studies';
import { laterPageSlugs, topicsWithPosts } from '../insights';
import { openPositions } from '../positions';
import { defaultLocale, localePath, locales, unlocalisedPath, type Locale } from '../i18n';
import { itemPath, routeAt, routes, type Collection } from '../route-table';
import { blogPostPath, paths } from '../routes';

/** The slugs of each collection a route is built from (lib/route-table.ts `items`), in the content's order. */
const collectionSlugs: { readonly [Name in Collection]: () => readonly string[] } = {
  positions: () => openPositions(positions).map((position) => position.slug),
  blogs: () => blogs.map((post) => post.slug),
  blogPages: () => laterPageSlugs(blogs.length),
  blogTopics: () =>
    Object.values(topicsWithPosts(blogs, caseStudies, { industries: industries.map((item) => item.slug), services: services.map((item) => item.slug) })).flat(),
  policies: () => policies.map((policy) => policy.slug),
  solutions: () => solutions.map((solution) => solution.slug),
  services: () => services.map((service) => service.slug),
  industries: () => industries.map((industry) => industry.slug),
};

/** The English paths of the sitemap's routes, in the route table's order, a route of items at each item's slug. */
function englishRoutes(): string[] {
  return routes()
    .filter((route) => route.sitemap)
    .flatMap((route) => (route.items ? collectionSlugs[route.items]().map((slug) => itemPath(route.pattern, slug)) : [route.pattern]));
}

/** One language's routes, at their paths in that language: `routesIn('ar')` → `/ar`, `/ar/about`, … */
export function routesIn(locale: Locale): string[] {
  return englishRoutes().map((route) => localePath(locale, route));
}

/** Every route in every language, English first. */
export function allRoutes(): string[] {
  return locales.flatMap((locale) => routesIn(locale));
}

/**
 * A few pages of a language for the slow suites that cannot visit every page twice (the benchmark, the
 * other engines): its home page, about and its first blog post (the page with the most behaviours).
 */
export function sampleRoutes(locale: Locale): string[] {
  const [first] = blogs;
  return [paths.home, paths.about, ...(first ? [blogPostPath(first.slug)] : [])].map((route) => localePath(locale, route));
}

/**
 * The kind of page a route is, in any language: the page file it is built from, named by its path
 * (`/about`, `/`) or, for an item of a collection, by the collection's folder (`blog` for every post,
 * `blog/topics` for every topic page, `careers` for every open position; `/careers` itself is a kind of its own).
 */
export function pageKind(route: string): string {
  const path = unlocalisedPath(route);
  const found = routeAt(path);
  if (!found) return path.split('/').length > 2 ? path.split('/')[1]! : path;
  const folder = found.route.pattern.split('/').slice(1, -1).join('/');
  return found.slug !== undefined && folder ? folder : path;
}

/**
 * One page of each kind in a language: home, the single pages, the first post, solution, service,
 * industry and open position, and a policy. The kinds share their components and layout, so a check
 * that is expensive per page (a browser visit with axe, the page read without JavaScript, the CSP
 * scroll-through) reads every page in the source language and this sample in the others.
 */
export function languageSample(locale: Locale): string[] {
  const kinds = new Map<string, string>();
  for (const route of routesIn(defaultLocale)) {
    const kind = pageKind(route);
    if (!kinds.has(kind) && route !== paths.cookiesPolicy) kinds.set(kind, route);
  }
  return [...kinds.values()].map((route) => localePath(locale, route));
}

/**
 * The routes the insights hub generates from the posts (its topic pages and later pages: one template,
 * no text of their own but their cards'), past the first of each: the expensive checks read one of each.
 */
export function repeatedHubPages(routes: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const route of routes) {
    const id = routeAt(unlocalisedPath(route))?.route.id;
    if (id !== 'blogTopic' && id !== 'blogPage') continue;
    if (seen.has(id)) repeated.add(route);
    else seen.add(id);
  }
  return repeated;
}

/**
 * The routes of the expensive browser checks: every route of the source language but the hub's repeated
 * pages (`repeatedHubPages`), and a sample of each other language (`languageSample`).
 */
export function checkedRoutes(): string[] {
  return locales.flatMap((locale) => {
    if (locale !== defaultLocale) return languageSample(locale);
    const routes = routesIn(locale);
    const repeated = repeatedHubPages(routes);
    return routes.filter((route) => !repeated.has(route));
  });
}
