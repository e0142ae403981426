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

export const getStaticProps = (async () => withShell({ seo: seoHead({ path: '/404', ...pages.notFound.seo, noindex: true }), intro: pages.notFound.intro })) satisfies GetStaticProps;

/** Written to out/404.html; hosts serve it with status 404 for any unknown address. */
export default function NotFound({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <NextSteps
        steps={[{ text: 'Back to the home page', href: paths.home }]}
      />
    </>
  );
}
