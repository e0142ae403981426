import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import Link from 'next/link';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticProps = (async () => withShell({ seo: seoHead({ path: '/404', ...pages.notFound.seo, noindex: true }), intro: pages.notFound.intro })) satisfies GetStaticProps;

/** Written to out/404.html; hosts serve it with status 404 for any unknown address. */
export default function NotFound({ seo, intro }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <div className="container-page py-14">
        <Link href={paths.home} className="btn-primary">
          Back to the home page
        </Link>
      </div>
    </>
  );
}
