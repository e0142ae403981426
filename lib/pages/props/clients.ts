/** /clients's data in a language: every client, the category filters and the directory's words. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { clientDetails, clientFilters } from '../clients';
import { siteContent } from '../content';
import { pageSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const clientsStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, clientsDirectoryCopy } = siteContent(locale);
    return withShell(locale, {
      seo: pageSeoHead(locale, 'clients', paths.clients),
      intro: pages.clients.intro,
      clients: clientDetails(locale),
      categories: clientFilters(locale),
      copy: clientsDirectoryCopy,
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { clients: { props: clientsStaticProps } } satisfies RouteData;
