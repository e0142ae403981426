import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { industries } from '@/content/industries';
import { bySlug, slugPaths } from '@/lib/collections';
import { industryPath } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(industries)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(industries, String(params?.slug), 'content/industries.ts');
  return withShell({ seo: seoHead({ path: industryPath(item.slug), ...item.page.seo }), intro: item.page.intro });
}) satisfies GetStaticProps;

export default function Page({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Industries" />
    </>
  );
}
