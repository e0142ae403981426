import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NextSteps } from '@/components/sections/NextSteps';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () => withShell({ seo: seoHead({ path: paths.thankYou, ...pages.thankYou.seo, noindex: true }), intro: pages.thankYou.intro })) satisfies GetStaticProps;

/**
 * Where Formspree sends a visitor who sent the contact form as a plain HTML form (without
 * JavaScript, or before the form's script arrived): the form's `_next` address. Not indexed.
 */
export default function ThankYou({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <NextSteps
        steps={[
          { text: 'Back to the home page', href: paths.home },
          { text: 'Read our latest news', href: paths.blog },
        ]}
      />
    </>
  );
}
