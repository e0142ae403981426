/** /about's data in a language: the company's story, figures, pillars, the way to its credentials, and its milestones. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { leadershipCards } from '../people';
import { companyJsonLd, pageSeoHead } from '../seo';
import { withShell } from '../shell';
import { splitTimelineAction } from '../timeline';
import type { RouteData } from '../route-table';

export const aboutStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, story, stats, homeSections, whyChoose, timeline, ui, credentialsPage } = siteContent(locale);
    const { imageAsset } = mediaOf(locale);
    return withShell(locale, {
      seo: pageSeoHead(locale, 'about', paths.about, { jsonLd: [companyJsonLd(locale)] }),
      intro: pages.about.intro,
      story: { title: story.title, paragraphs: story.paragraphs, media: { type: 'image' as const, image: imageAsset(story.image) } },
      stats,
      whyChoose: {
        heading: homeSections.whyChoose,
        cards: whyChoose.map((item) => ({ image: imageAsset(item.image), title: item.title, lead: item.text1, text: item.text2 })),
      },
      leadership: { heading: { title: ui.team.leadership, text: homeSections.team.text }, members: await leadershipCards(locale) },
      credentials: {
        title: credentialsPage.band.title,
        text: credentialsPage.band.text,
        action: { text: credentialsPage.band.action, href: paths.credentials },
      },
      timeline: { heading: homeSections.timeline, items: timeline.map((item) => ({ year: item.year, ...splitTimelineAction(item.action) })) },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { about: { props: aboutStaticProps } } satisfies RouteData;
