/** /case-studies's data in a language: every case study as a card, the four filters and their words. */
import type { GetStaticProps } from 'next';
import { localePath, type Locale } from '../../i18n';
import { paths } from '../../routes';
import { hubCards, hubFacets } from '../case-studies';
import { siteContent } from '../content';
import { itemList } from '../jsonld';
import { pageSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const caseStudiesStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, ui, site } = siteContent(locale);
    const cards = hubCards(locale);
    return withShell(locale, {
      seo: pageSeoHead(locale, 'caseStudies', paths.caseStudies, {
        jsonLd: [
          itemList(
            site.url,
            pages.caseStudies.intro.heading,
            cards.map((card) => ({ name: card.title, path: localePath(locale, card.href) })),
          ),
        ],
      }),
      intro: pages.caseStudies.intro,
      cards,
      facets: hubFacets(locale, cards),
      copy: {
        filters: ui.caseStudy.filters,
        all: ui.caseStudy.all,
        showing: ui.caseStudy.showing,
        none: ui.caseStudy.none,
        clearFilters: ui.caseStudy.clearFilters,
        read: ui.caseStudy.read,
        goLive: ui.caseStudy.goLive,
        modules: ui.caseStudy.modules,
      },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { caseStudies: { props: caseStudiesStaticProps } } satisfies RouteData;
