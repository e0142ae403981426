import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { services } from '@/content/services';
import { bySlug, slugPaths } from '@/lib/collections';
import { servicePath } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(services)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(services, String(params?.slug), 'content/services.ts');
  return withShell({ seo: seoHead({ path: servicePath(item.slug), ...item.page.seo }), intro: item.page.intro });
}) satisfies GetStaticProps;

export default function Page({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Services" />
    </>
  );
}
