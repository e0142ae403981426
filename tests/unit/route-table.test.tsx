/**
 * The route table (lib/route-table.ts) is the one list of pages. Adding a page costs three places: its
 * page file, its props module (lib/pages/props/, declaring `routeData`) and its entry in the table. The
 * builders and components the other languages' page reads are written from the files
 * (lib/build/route-modules.ts). Here a throwaway page is added that way: the written modules name it,
 * and (its entry and the written modules' lines applied to the loaded objects) every other language,
 * the sitemap and the page kinds have it without any other change.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { policies } from '@/content/policies';
import { defaultLocale, htmlLang, localePath, locales, type Locale } from '@/lib/i18n';
import { routes, routeTable } from '@/lib/route-table';
import { routeBuilders } from '@/lib/pages/route-table';
import { routeComponents } from '@/lib/pages/generated/route-components';
import { routeModulesSources, rootPageFiles, routePropsModules } from '@/lib/build/route-modules';
import { withShell } from '@/lib/pages/shell';
import { allRoutes, pageKind, routesIn } from '@/lib/build/site-routes';
import { sitemapXml } from '@/lib/build/sitemap';
import LanguagePage, { getStaticPaths, getStaticProps } from '@/pages/[language]/[[...page]]';
import { inShell } from './in-shell';

const others = locales.filter((locale) => locale !== defaultLocale);

describe('adding a page: its page file, its props module, its entry in the table', () => {
  // 1. The page file's component (pages/events.tsx would export it as its default).
  const Events = ({ heading }: { readonly heading: string }) => <h1 data-throwaway="">{heading}</h1>;
  // 2. Its props builder (lib/pages/props/events.ts), a function of the language.
  const eventsStaticProps = (locale: Locale) => async () => withShell(locale, { heading: `Events in ${locale}` });
  // 3. Its entry in the table; the written modules' lines for it (the test above), applied to the loaded objects.
  Object.assign(routeTable, { events: { pattern: '/events', sitemap: true } });
  Object.assign(routeBuilders, { events: { props: eventsStaticProps } });
  Object.assign(routeComponents, { events: Events });
  afterAll(() => {
    for (const table of [routeTable, routeBuilders, routeComponents]) delete (table as Record<string, unknown>).events;
  });

  it('needs no other file: the builders and components written from the files name it', () => {
    const root = mkdtempSync(join(tmpdir(), 'route-modules-'));
    try {
      cpSync(join(process.cwd(), 'pages'), join(root, 'pages'), { recursive: true });
      cpSync(join(process.cwd(), 'lib/pages/props'), join(root, 'props'), { recursive: true });
      writeFileSync(join(root, 'pages', 'events.tsx'), 'export default function Events() { return null; }\n');
      writeFileSync(join(root, 'props', 'events.ts'), 'export const routeData = { events: { props: eventsStaticProps } };\n');
      const { builders, components } = routeModulesSources(rootPageFiles(join(root, 'pages')), routePropsModules(join(root, 'props')));
      expect(builders).toContain("import { routeData as events } from '../props/events';");
      expect(builders).toMatch(/routeBuilders: RouteBuilderTable = \{[^}]*\.\.\.events\b/);
      expect(components).toContain("import page_events from '../../../pages/events';");
      expect(components).toContain('\n  events: page_events,\n');
      // Without its page file, the table's entry is named as the mistake.
      rmSync(join(root, 'pages', 'events.tsx'));
      expect(() => routeModulesSources(rootPageFiles(join(root, 'pages')), [])).toThrow(
        'lib/route-table.ts › events: there is no page file pages/events.tsx for /events: add it',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is built in every other language by their one page file, with its data in the language', async () => {
    const { paths } = await getStaticPaths();
    for (const language of others) {
      expect(paths, language).toContainEqual({ params: { language, page: ['events'] } });
      const result = await getStaticProps({ params: { language, page: ['events'] } });
      const props = result.props as unknown as { pageRoute: string; shell: Parameters<typeof inShell>[1] };
      expect(props.pageRoute).toBe('/events');
      const html = renderToStaticMarkup(inShell(<LanguagePage {...props} />, props.shell));
      expect(html).toBe(`<h1 data-throwaway="">Events in ${language}</h1>`);
    }
  });

  it('is in the sitemap in every language, with its alternates, and is a kind of page of its own', () => {
    for (const locale of locales) expect(routesIn(locale)).toContain(localePath(locale, '/events'));
    const xml = sitemapXml(site.url, allRoutes());
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`<loc>${site.url}/events</loc>`));
    expect(entry).toBeDefined();
    for (const locale of locales) expect(entry).toContain(`hreflang="${htmlLang(locale)}" href="${site.url}${localePath(locale, '/events')}"`);
    expect(entry).toContain(`hreflang="x-default" href="${site.url}/events"`);
    expect(pageKind('/events')).toBe('/events');
    expect(pageKind(localePath(others[0]!, '/events'))).toBe('/events');
  });
});

describe('the route table and the page files', () => {
  /** The root page files, as paths under pages/ without extension: `about`, `blog/[slug]`, `index`. */
  const pageFiles = rootPageFiles(join(process.cwd(), 'pages'));

  it('has one entry for every page file at the root, and a page file for every entry', () => {
    const expected = routes().flatMap((route) => {
      const file = route.pattern === '/' ? 'index' : route.pattern.slice(1);
      // A route of items at the root (the policies) has a page file per item: Next allows no second dynamic segment beside [language].
      if (route.items && !file.includes('/')) return policies.map((policy) => policy.slug);
      // `/blog` is pages/blog/index.tsx beside pages/blog/[slug].tsx.
      return [pageFiles.includes(`${file}/index`) ? `${file}/index` : file];
    });
    expect(expected.toSorted()).toEqual(pageFiles.toSorted());
  });

  it('builds every route of items from a collection and names each route once', () => {
    for (const route of routes()) expect(route.pattern.includes('[slug]'), route.id).toBe(Boolean(route.items));
    expect(new Set(routes().map((route) => route.pattern)).size).toBe(routes().length);
    expect(Object.keys(routeBuilders).toSorted()).toEqual(Object.keys(routeTable).toSorted());
    expect(Object.keys(routeComponents).toSorted()).toEqual(Object.keys(routeTable).toSorted());
  });
});
