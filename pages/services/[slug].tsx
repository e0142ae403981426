import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { services } from '@/content/services';
import { bySlug, slugPaths } from '@/lib/collections';
import { servicePath } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(services)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(services, String(params?.slug), 'content/services.ts');
  return withShell({ slug: item.slug, page: item.page });
}) satisfies GetStaticProps;

export default function Page({ slug, page }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path={servicePath(slug)} {...page.seo} />
      <PageIntro intro={page.intro} eyebrow="Services" />
    </>
  );
}
