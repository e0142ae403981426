import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { SolutionCards } from '@/components/sections/SolutionCards';
import { SolutionTabs } from '@/components/sections/SolutionTabs';
import { solutionStaticPaths, solutionStaticProps } from '@/lib/pages/props/solutions';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(solutionStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(solutionStaticProps(defaultLocale), () => Page, solutionStaticPaths(defaultLocale));

export default function Page({ seo, section, motif, intro, banner, tabsLabel, tabs, cards }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow={section} variant="solution" motif={motif} />
      <MediaTextSection id="overview" {...banner} />
      <SolutionTabs label={tabsLabel} tabs={tabs} />
      <SolutionCards cards={cards} />
    </>
  );
}
