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
  // 1. The page file's component (pages/offices.tsx would export it as its default).
  const Offices = ({ heading }: { readonly heading: string }) => <h1 data-throwaway="">{heading}</h1>;
  // 2. Its props builder (lib/pages/props/offices.ts), a function of the language.
  const officesStaticProps = (locale: Locale) => async () => withShell(locale, { heading: `Offices in ${locale}` });
  // 3. Its entry in the table; the written modules' lines for it (the test above), applied to the loaded objects.
  Object.assign(routeTable, { offices: { pattern: '/offices', sitemap: true } });
  Object.assign(routeBuilders, { offices: { props: officesStaticProps } });
  Object.assign(routeComponents, { offices: Offices });
  afterAll(() => {
    for (const table of [routeTable, routeBuilders, routeComponents]) delete (table as Record<string, unknown>).offices;
  });

  it('needs no other file: the builders and components written from the files name it', () => {
    const root = mkdtempSync(join(tmpdir(), 'route-modules-'));
    try {
      cpSync(join(process.cwd(), 'pages'), join(root, 'pages'), { recursive: true });
      cpSync(join(process.cwd(), 'lib/pages/props'), join(root, 'props'), { recursive: true });
      writeFileSync(join(root, 'pages', 'offices.tsx'), 'export default function Offices() { return null; }\n');
      writeFileSync(join(root, 'props', 'offices.ts'), 'export const routeData = { offices: { props: officesStaticProps } };\n');
      const { builders, components } = routeModulesSources(rootPageFiles(join(root, 'pages')), routePropsModules(join(root, 'props')));
      expect(builders).toContain("import { routeData as offices } from '../props/offices';");
      expect(builders).toMatch(/routeBuilders: RouteBuilderTable = \{[^}]*\.\.\.offices\b/);
      expect(components).toContain("import page_offices from '../../../pages/offices';");
      expect(components).toContain('\n  offices: page_offices,\n');
      // Without its page file, the table's entry is named as the mistake.
      rmSync(join(root, 'pages', 'offices.tsx'));
      expect(() => routeModulesSources(rootPageFiles(join(root, 'pages')), [])).toThrow(
        'lib/route-table.ts › offices: there is no page file pages/offices.tsx for /offices: add it',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is built in every other language by their one page file, with its data in the language', async () => {
    const { paths } = await getStaticPaths();
    for (const language of others) {
      expect(paths, language).toContainEqual({ params: { language, page: ['offices'] } });
      const result = await getStaticProps({ params: { language, page: ['offices'] } });
      const props = result.props as unknown as { pageRoute: string; shell: Parameters<typeof inShell>[1] };
      expect(props.pageRoute).toBe('/offices');
      const html = renderToStaticMarkup(inShell(<LanguagePage {...props} />, props.shell));
      expect(html).toBe(`<h1 data-throwaway="">Offices in ${language}</h1>`);
    }
  });

  it('is in the sitemap in every language, with its alternates, and is a kind of page of its own', () => {
    for (const locale of locales) expect(routesIn(locale)).toContain(localePath(locale, '/offices'));
    const xml = sitemapXml(site.url, allRoutes());
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`<loc>${site.url}/offices</loc>`));
    expect(entry).toBeDefined();
    for (const locale of locales) expect(entry).toContain(`hreflang="${htmlLang(locale)}" href="${site.url}${localePath(locale, '/offices')}"`);
    expect(entry).toContain(`hreflang="x-default" href="${site.url}/offices"`);
    expect(pageKind('/offices')).toBe('/offices');
    expect(pageKind(localePath(others[0]!, '/offices'))).toBe('/offices');
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
