import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticProps = (async () => withShell({ page: pages.careers })) satisfies GetStaticProps;

export default function Page({ page }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path={paths.careers} {...page.seo} />
      <PageIntro intro={page.intro} />
    </>
  );
}
