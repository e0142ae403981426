import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { CredentialsBand } from '@/components/sections/CredentialsBand';
import { PageIntro } from '@/components/sections/PageIntro';
import { StatsSection } from '@/components/sections/StatsSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { TeamSection } from '@/components/sections/TeamSection';
import { TimelineSection } from '@/components/sections/TimelineSection';
import { PictureCardsSection } from '@/components/sections/PictureCardsSection';
import { aboutStaticProps } from '@/lib/pages/props/about';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(aboutStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, story, stats, whyChoose, credentials, leadership, timeline }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <MediaTextSection id="story" {...story} />
      <StatsSection stats={stats} />
      <PictureCardsSection id="why-choose" heading={whyChoose.heading} cards={whyChoose.cards} />
      {/* After the reasons to choose the firm (the Gold pillar among them): where each claim can be checked. */}
      <CredentialsBand {...credentials} />
      <TeamSection id="leadership" heading={leadership.heading} members={leadership.members} variant="full" />
      <TimelineSection heading={timeline.heading} items={timeline.items} />
    </>
  );
}
