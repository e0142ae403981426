/** An industry page's data in a language: one page per entry of content/industries.ts. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { industryPath } from '../../routes';
import { industryCaseStudies } from '../case-studies';
import { bySlug, slugPaths } from '../collections';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { itemSeoHead } from '../seo';
import { officeLines, withShell } from '../shell';
import { leadsOf } from '../people';
import { fill } from '../../template';
import type { RouteData } from '../route-table';

export const industryStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).industries)) satisfies GetStaticPaths;

export const industryStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { industries, industryPresence, menuCopy, ui } = siteContent(locale);
    const { imageAsset } = mediaOf(locale);
    const item = bySlug(industries, String(params?.slug), 'content/industries.ts');
    return withShell(locale, {
      seo: itemSeoHead(locale, item, industryPath(item.slug)),
      /** The band's line above the title: the menu group the page belongs to. */
      section: menuCopy.industries.label,
      /** The header's drawing: the industry's own motif (components/sections/IndustryMotif.tsx). */
      motif: item.slug,
      intro: item.page.intro,
      overview: { title: item.title1, paragraphs: [item.text1], media: { type: 'image' as const, image: imageAsset(item.image1) } },
      banner: { text: item.text_banner, image: imageAsset(item.image_banner) },
      detail: {
        title: item.title2,
        paragraphs: [item.text2],
        ...(item.list ? { list: item.list } : {}),
        media: { type: 'image' as const, image: imageAsset(item.image2) },
      },
      /** This industry's client stories (content/case-studies.ts `industry`); none leaves the section out. */
      caseStudies: { heading: { title: ui.caseStudy.related, text: ui.caseStudy.relatedText }, ...industryCaseStudies(item.slug, locale) },
      /** Who leads it (content/team.ts `leads`), each with "Talk to …". */
      experts: { title: fill(ui.team.expertsTitle, { topic: item.title }), text: ui.team.expertsText, experts: await leadsOf(locale, 'industry', item) },
      presence: { ...industryPresence, offices: officeLines(locale), allOffices: ui.locations.all },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { industry: { props: industryStaticProps, paths: industryStaticPaths } } satisfies RouteData;
