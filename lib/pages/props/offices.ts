/** /offices's data in a language: every office as a card, the drawn map's words, and the company's structured data. */
import type { GetStaticProps } from 'next';
import { listComma, type Locale } from '../../i18n';
import { paths } from '../../routes';
import { fill } from '../../template';
import { siteContent } from '../content';
import { officeCards } from '../offices';
import { companyJsonLd, pageSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const officesStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, ui } = siteContent(locale);
    const offices = officeCards(locale);
    return withShell(locale, {
      seo: pageSeoHead(locale, 'offices', paths.offices, { jsonLd: [companyJsonLd(locale)] }),
      intro: pages.offices.intro,
      offices,
      copy: {
        ...ui.offices,
        mapAlt: fill(ui.offices.mapAlt, { cities: offices.map((office) => office.city).join(listComma(locale)) }),
      },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { offices: { props: officesStaticProps } } satisfies RouteData;
