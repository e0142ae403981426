import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { CaseStudiesSection } from '@/components/sections/CaseStudiesSection';
import { ExpertsSection } from '@/components/sections/ExpertsSection';
import { IndustryBanner } from '@/components/sections/IndustryBanner';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { PresenceSection } from '@/components/sections/PresenceSection';
import { industryStaticPaths, industryStaticProps } from '@/lib/pages/props/industries';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(industryStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(industryStaticProps(defaultLocale), () => Page, industryStaticPaths(defaultLocale));

export default function Page({
  seo,
  section,
  motif,
  intro,
  overview,
  banner,
  detail,
  caseStudies,
  experts,
  presence,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow={section} variant="industry" motif={motif} />
      <MediaTextSection id="overview" {...overview} />
      <IndustryBanner {...banner} />
      <MediaTextSection id="delivery" mediaSide="start" tone="surface" {...detail} />
      <CaseStudiesSection {...caseStudies} />
      <ExpertsSection {...experts} tone="surface" />
      <PresenceSection {...presence} />
    </>
  );
}
