import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PictureCardsSection } from '@/components/sections/PictureCardsSection';
import { CareerCtaSection } from '@/components/sections/CareerCtaSection';
import { HiringStepsSection } from '@/components/sections/HiringStepsSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { PositionsSection } from '@/components/sections/PositionsSection';
import { careersStaticProps } from '@/lib/pages/props/careers';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(careersStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, positions, hiringProcess, benefits, deliveryModel, cta }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <PositionsSection {...positions} />
      <HiringStepsSection process={hiringProcess} />
      <PictureCardsSection id="benefits" cards={benefits} />
      <MediaTextSection id="delivery-model" mediaSide="start" {...deliveryModel} />
      <CareerCtaSection title={cta.title} text={cta.text} email={cta.email} />
    </>
  );
}
