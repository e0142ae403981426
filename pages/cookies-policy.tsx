import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PolicyContent } from '@/components/sections/PolicyContent';
import { policies } from '@/content/policies';
import { bySlug } from '@/lib/collections';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () => {
  const policy = bySlug(policies, 'cookies-policy', 'content/policies.ts');
  return withShell({ seo: seoHead({ path: paths.cookiesPolicy, ...policy.page.seo, breadcrumb: [{ name: policy.page.intro.heading, path: paths.cookiesPolicy }] }), policy });
}) satisfies GetStaticProps;

export default function CookiesPolicyPage({ seo, policy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PolicyContent policy={policy} />
    </>
  );
}
