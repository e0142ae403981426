import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NextSteps } from '@/components/sections/NextSteps';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

const { seo, intro, nextSteps } = pages.thankYou;

// The visitor has just written to us: the footer's "contact us" band would ask them again.
export const getStaticProps = (async () =>
  withShell({ seo: seoHead({ path: paths.thankYou, ...seo, noindex: true }), intro, nextSteps }, { contactBand: null })) satisfies GetStaticProps;

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
