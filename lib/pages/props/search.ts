/** /search's data in a language: its head and heading, and every page search finds, grouped by kind with the kind's name. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { siteContent } from '../content';
import { pagesByKind, searchablePages } from '../search';
import { pageSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const searchStaticProps = (locale: Locale) =>
  (async () => {
    const content = siteContent(locale);
    return withShell(locale, {
      seo: pageSeoHead(locale, 'search', paths.search),
      intro: content.pages.search.intro,
      groups: pagesByKind(searchablePages(content)).map(({ kind, pages }) => ({
        kind,
        title: content.ui.search.kindGroups[kind],
        links: pages.map((page) => ({ title: page.title, href: page.path })),
      })),
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { search: { props: searchStaticProps } } satisfies RouteData;
