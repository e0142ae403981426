/** The 404 page's data in a language: the ways back in, and the directory of the site's pages. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { siteContent } from '../content';
import { seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const notFoundStaticProps = (locale: Locale) =>
  (async () => {
    const { seo, intro, nextSteps, directory } = siteContent(locale).pages.notFound;
    return withShell(locale, { seo: seoHead({ locale, path: '/404', ...seo, notFound: true }), intro, nextSteps, directory });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { notFound: { props: notFoundStaticProps } } satisfies RouteData;
