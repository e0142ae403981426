import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NextSteps } from '@/components/sections/NextSteps';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { thankYouStaticProps } from '@/lib/pages/props/thank-you';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(thankYouStaticProps(defaultLocale), () => ThankYou);

/**
 * Where Formspree sends a visitor who sent the contact form as a plain HTML form (without
 * JavaScript, or before the form's script arrived): the form's `_next` address. Not indexed.
 */
export default function ThankYou({ seo, intro, nextSteps }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="plain" />
      <Section>
        <NextSteps steps={nextSteps} />
      </Section>
    </>
  );
}
