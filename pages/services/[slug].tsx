import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { CaseStudiesSection } from '@/components/sections/CaseStudiesSection';
import { ExpertsSection } from '@/components/sections/ExpertsSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { ServiceDetails } from '@/components/sections/ServiceDetails';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { ServiceNeighbours } from '@/components/sections/ServiceNeighbours';
import { serviceStaticPaths, serviceStaticProps } from '@/lib/pages/props/services';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(serviceStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(serviceStaticProps(defaultLocale), () => Page, serviceStaticPaths(defaultLocale));

export default function Page({
  seo,
  section,
  motif,
  intro,
  banner,
  neighbours,
  leftRight,
  rightLeft,
  details,
  caseStudies,
  experts,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow={section} variant="service" tagline={banner.title} motif={motif} backdrop={banner.image}>
        <ServiceNeighbours {...neighbours} />
      </PageIntro>
      <MediaTextSection id="approach" mediaSide="end" {...leftRight} />
      <MediaTextSection id="more" mediaSide="start" tone="surface" {...rightLeft} />
      <ServiceDetails details={details} />
      <CaseStudiesSection {...caseStudies} tone="surface" />
      <ExpertsSection {...experts} />
    </>
  );
}
