/**
 * The route table's build-only part: each route's data in a language (its props builder in
 * lib/pages/props/, and for a route of items the builder of its paths), by the route's id in
 * lib/route-table.ts. Each props module declares its routes' builders (`export const routeData`);
 * lib/build/route-modules.ts writes the module that merges them, typed by the table, so a route
 * without builders is a type error. Read only by getStaticPaths and getStaticProps (the other languages' page,
 * pages/[language]/[[...page]].tsx, and the tests), so none of it reaches a browser bundle.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Locale } from '../i18n';
import { itemPath, routeAt, routes, type ItemRouteId, type RouteId } from '../route-table';
import { routeBuilders } from './generated/route-builders';

export { routeBuilders };

/** A route's data in a language: its props, and for a route of items the slugs of its pages. */
export interface RouteBuilders {
  readonly props: (locale: Locale) => GetStaticProps;
  readonly paths?: (locale: Locale) => GetStaticPaths;
}

/** Every route of the table must have its builders; a route of items its paths too. */
export type RouteBuilderTable = { readonly [Id in RouteId]: Id extends ItemRouteId ? Required<RouteBuilders> : RouteBuilders };
/** What a props module of lib/pages/props/ declares as `routeData`: its routes' builders (lib/build/route-modules.ts merges them). */
export type RouteData = Partial<RouteBuilderTable>;

/** The page segments of a path, as a catch-all's parameter (none for the home page). */
const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The English path of every page of a language, from the table: each route of one page, and each route
 * of items at the slugs its paths builder gives in that language (`/about`, `/blog/able`, …, `/404`).
 */
export async function pagePathsIn(locale: Locale, builders: Readonly<Record<string, RouteBuilders>> = routeBuilders): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes()) {
    const items = builders[route.id]?.paths;
    if (!route.items || !items) {
      found.push(route.pattern);
      continue;
    }
    const { paths: slugs } = await items(locale)({});
    for (const slug of slugs) found.push(itemPath(route.pattern, typeof slug === 'string' ? slug : String(slug.params?.slug)));
  }
  return found;
}

/** The catch-all's paths (`{ language, page }`) for every page of these languages. */
export async function languagePagePaths(languages: readonly Locale[], builders?: Readonly<Record<string, RouteBuilders>>) {
  const paths: { params: { language: string; page: string[] } }[] = [];
  for (const language of languages) for (const path of await pagePathsIn(language, builders)) paths.push({ params: { language, page: segments(path) } });
  return paths;
}

/**
 * The props of the page at an English path in a language, and `pageRoute`: its route's pattern, by
 * which the page renders the route's component.
 */
export async function languagePageProps(language: Locale, path: string, builders: Readonly<Record<string, RouteBuilders>> = routeBuilders) {
  const found = routeAt(path);
  const entry = found && builders[found.route.id];
  if (!found || !entry) throw new Error(`No page for ${path} in lib/route-table.ts`);
  const result = await entry.props(language)({ params: found.slug === undefined ? {} : { slug: found.slug } });
  if (!('props' in result)) throw new Error(`The page ${path} in ${language} has no props`);
  return { props: { ...((await result.props) as object), pageRoute: found.route.pattern } };
}
