/** /thank-you's data in a language: where Formspree sends a visitor who sent the form without JavaScript. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { siteContent } from '../content';
import { seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const thankYouStaticProps = (locale: Locale) =>
  (async () => {
    const { seo, intro, nextSteps } = siteContent(locale).pages.thankYou;
    // The visitor has just written to us: the footer's "contact us" band would ask them again.
    return withShell(locale, { seo: seoHead({ locale, path: paths.thankYou, ...seo, noindex: true }), intro, nextSteps }, { contactBand: null });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { thankYou: { props: thankYouStaticProps } } satisfies RouteData;
