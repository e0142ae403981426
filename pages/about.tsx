import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { StatsSection } from '@/components/sections/StatsSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { TimelineSection } from '@/components/sections/TimelineSection';
import { PictureCardsSection } from '@/components/sections/PictureCardsSection';
import { stats, story, timeline, whyChoose } from '@/content/company';
import { homeSections } from '@/content/home';
import { pages } from '@/content/pages';
import { imageAsset } from '@/lib/pages/media';
import { paths } from '@/lib/routes';
import { companyJsonLd, seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';
import { splitTimelineAction } from '@/lib/pages/timeline';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () =>
  withShell({
    seo: seoHead({ path: paths.about, ...pages.about.seo, jsonLd: [companyJsonLd()], breadcrumb: [{ name: pages.about.intro.heading, path: paths.about }] }),
    intro: pages.about.intro,
    story: { title: story.title, paragraphs: story.paragraphs, media: { type: 'image' as const, image: imageAsset(story.image) } },
    stats,
    whyChoose: {
      heading: homeSections.whyChoose,
      cards: whyChoose.map((item) => ({ image: imageAsset(item.image), title: item.title, lead: item.text1, text: item.text2 })),
    },
    timeline: { heading: homeSections.timeline, items: timeline.map((item) => ({ year: item.year, ...splitTimelineAction(item.action) })) },
  })) satisfies GetStaticProps;

export default function Page({ seo, intro, story, stats, whyChoose, timeline }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <MediaTextSection id="story" {...story} />
      <StatsSection stats={stats} />
      <PictureCardsSection id="why-choose" heading={whyChoose.heading} cards={whyChoose.cards} />
      <TimelineSection heading={timeline.heading} items={timeline.items} />
    </>
  );
}
