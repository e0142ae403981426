/** /careers's data in a language: the open positions (and their filters), how we hire, the benefits, the delivery model and the call to apply; and each open position's page. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths, positionPath } from '../../routes';
import type { PositionSlug } from '@/content/positions';
import { bySlug, slugPaths } from '../collections';
import { positionJsonLd, positionsList, positionSummary, publishedPositions } from '../positions';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { formatPostDate } from '../blog';
import { seoTitleOf } from '../heads';
import { pageSeoHead, seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const careersStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, careerBenefits, hiringProcess, deliveryModel, careerCta } = siteContent(locale);
    const { imageAsset } = mediaOf(locale);
    return withShell(
      locale,
      {
        seo: pageSeoHead(locale, 'careers', paths.careers),
        intro: pages.careers.intro,
        /** Open on the build's day (lib/positions.ts); none leaves the section out. Filters only when there are many. */
        positions: positionsList(locale),
        hiringProcess,
        benefits: careerBenefits.map((benefit) => ({ ...benefit, image: imageAsset(benefit.image) })),
        deliveryModel: {
          title: deliveryModel.title,
          paragraphs: deliveryModel.paragraphs,
          media: { type: 'image' as const, image: imageAsset(deliveryModel.image) },
        },
        cta: careerCta,
      },
      // The page ends with its own call to apply; the client-facing contact band would follow it with a different audience's ask.
      { contactBand: null },
    );
  }) satisfies GetStaticProps;

export const positionStaticPaths = (locale: Locale) => (async () => slugPaths(publishedPositions(locale))) satisfies GetStaticPaths;

export const positionStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { pages, menuCopy, site, ui, hiringProcess } = siteContent(locale);
    const position = bySlug(publishedPositions(locale), String(params?.slug), 'content/positions.ts (open positions)');
    const path = positionPath(position.slug as PositionSlug);
    return withShell(
      locale,
      {
        seo: seoHead({
          locale,
          path,
          title: seoTitleOf(position),
          description: position.summary,
          keywords: [position.title, ...pages.careers.seo.keywords],
          jsonLd: [positionJsonLd(position, locale)],
          breadcrumb: [
            { name: pages.careers.intro.heading, path: paths.careers },
            { name: position.title, path },
          ],
        }),
        /** The band's line above the title: the careers page, named like the menu's item. */
        section: menuCopy.careers,
        position: {
          ...positionSummary(position, locale),
          posted: { name: ui.careers.posted, value: formatPostDate(position.datePosted, locale), date: position.datePosted },
          description: position.description,
          responsibilities: position.responsibilities,
          requirements: position.requirements,
          email: site.recruitmentEmail,
        },
        hiringProcess,
      },
      { contactBand: null },
    );
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { careers: { props: careersStaticProps }, position: { props: positionStaticProps, paths: positionStaticPaths } } satisfies RouteData;
