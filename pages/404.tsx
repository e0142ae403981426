import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import Link from 'next/link';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticProps = (async () => withShell({ page: pages.notFound })) satisfies GetStaticProps;

/** Written to out/404.html; hosts serve it with status 404 for any unknown address. */
export default function NotFound({ page }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path="/404" {...page.seo} noindex />
      <PageIntro intro={page.intro} />
      <div className="container-page py-14">
        <Link href={paths.home} className="btn-primary">
          Back to the home page
        </Link>
      </div>
    </>
  );
}
