import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { solutions } from '@/content/solutions';
import { bySlug, slugPaths } from '@/lib/collections';
import { solutionPath } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(solutions)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(solutions, String(params?.slug), 'content/solutions.ts');
  return withShell({ slug: item.slug, page: item.page });
}) satisfies GetStaticProps;

export default function Page({ slug, page }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path={solutionPath(slug)} {...page.seo} />
      <PageIntro intro={page.intro} eyebrow="Solutions" />
    </>
  );
}
