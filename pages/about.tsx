import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticProps = (async () => withShell({ seo: seoHead({ path: paths.about, ...pages.about.seo }), intro: pages.about.intro })) satisfies GetStaticProps;

export default function Page({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
    </>
  );
}
