import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { industries } from '@/content/industries';
import { bySlug, slugPaths } from '@/lib/collections';
import { industryPath } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(industries)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(industries, String(params?.slug), 'content/industries.ts');
  return withShell({ slug: item.slug, page: item.page });
}) satisfies GetStaticProps;

export default function Page({ slug, page }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path={industryPath(slug)} {...page.seo} />
      <PageIntro intro={page.intro} eyebrow="Industries" />
    </>
  );
}
