/** A service page's data in a language: one page per entry of content/services.ts. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { SectionMedia } from '@/components/sections/MediaTextSection';
import type { ServiceSection } from '@/lib/content/types';
import type { Locale } from '../../i18n';
import { cyclicNeighbours, servicePath } from '../../routes';
import { serviceCaseStudies } from '../case-studies';
import { bySlug, slugPaths } from '../collections';
import { siteContent } from '../content';
import { iconSrc, mediaOf, type Media } from '../media';
import { itemSeoHead } from '../seo';
import { withShell } from '../shell';
import { leadsOf } from '../people';
import { fill } from '../../template';
import type { RouteData } from '../route-table';

/** A section's props: media resolved to assets; a video's poster is the picture that side would carry. */
function sectionProps(media: Media, slug: string, section: ServiceSection, side: 'a' | 'b') {
  const { variant } = section;
  const resolved: SectionMedia =
    variant.type === 'image'
      ? { type: 'image', image: media.imageAsset(variant.image) }
      : { type: 'video', youtubeId: variant.youtubeId, videoTitle: variant.videoTitle, poster: media.optionalImageAsset(`service-${slug}-${side}`) };
  return {
    title: section.title,
    paragraphs: section.texts,
    ...(section.benefits ? { benefits: section.benefits.map((benefit) => ({ icon: iconSrc(benefit.icon), text: benefit.text })) } : {}),
    media: resolved,
  };
}

export const serviceStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).services)) satisfies GetStaticPaths;

export const serviceStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { services, menuCopy, ui } = siteContent(locale);
    const media = mediaOf(locale);
    const item = bySlug(services, String(params?.slug), 'content/services.ts');
    const { previous, next } = cyclicNeighbours(services, services.indexOf(item));
    return withShell(locale, {
      seo: itemSeoHead(locale, item, servicePath(item.slug)),
      /** The band's line above the title: the menu group the page belongs to. */
      section: menuCopy.services.label,
      /** The header's drawing: the service's own motif (components/sections/ServiceMotif.tsx). */
      motif: item.slug,
      intro: item.page.intro,
      /** The banner's line, under the band's intro, and its picture, faint across the band under the service's drawing. */
      banner: { title: item.banner.title, image: media.imageAsset(item.banner.image, '') },
      neighbours: { previous: { href: servicePath(previous.slug), title: previous.title }, next: { href: servicePath(next.slug), title: next.title } },
      leftRight: sectionProps(media, item.slug, item.left_right_section, 'a'),
      rightLeft: sectionProps(media, item.slug, item.right_left_section, 'b'),
      details: item.extra_details,
      /** The client stories that used this service (content/case-studies.ts `services`). */
      caseStudies: { heading: { title: ui.caseStudy.related, text: ui.caseStudy.relatedText }, ...serviceCaseStudies(item.slug, locale) },
      /** Who leads it (content/team.ts `leads`), each with "Talk to …". */
      experts: { title: fill(ui.team.expertsTitle, { topic: item.title }), text: ui.team.expertsText, experts: await leadsOf(locale, 'service', item) },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { service: { props: serviceStaticProps, paths: serviceStaticPaths } } satisfies RouteData;
