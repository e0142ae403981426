import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { solutions } from '@/content/solutions';
import { bySlug, slugPaths } from '@/lib/collections';
import { solutionPath } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(solutions)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(solutions, String(params?.slug), 'content/solutions.ts');
  return withShell({ seo: seoHead({ path: solutionPath(item.slug), ...item.page.seo }), intro: item.page.intro });
}) satisfies GetStaticProps;

export default function Page({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Solutions" />
    </>
  );
}
