import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PictureCardsSection } from '@/components/sections/PictureCardsSection';
import { CareerCtaSection } from '@/components/sections/CareerCtaSection';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { careerBenefits, careerCta, deliveryModel } from '@/content/careers';
import { pages } from '@/content/pages';
import { imageAsset } from '@/lib/pages/media';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () =>
  withShell(
    {
      seo: seoHead({ path: paths.careers, ...pages.careers.seo, breadcrumb: [{ name: pages.careers.intro.heading, path: paths.careers }] }),
      intro: pages.careers.intro,
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
  )) satisfies GetStaticProps;

export default function Page({ seo, intro, benefits, deliveryModel, cta }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <PictureCardsSection id="benefits" cards={benefits} />
      <MediaTextSection id="delivery-model" mediaSide="start" {...deliveryModel} />
      <CareerCtaSection title={cta.title} text={cta.text} email={cta.email} />
    </>
  );
}
