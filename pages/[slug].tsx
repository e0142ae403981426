import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PolicyContent } from '@/components/sections/PolicyContent';
import { policies } from '@/content/policies';
import { bySlug, slugPaths } from '@/lib/pages/collections';
import { policyPath } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

/** The policy pages, /privacy-policy and /cookies-policy: one page per entry of content/policies.ts. */
export const getStaticPaths = (async () => slugPaths(policies)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const policy = bySlug(policies, String(params?.slug), 'content/policies.ts');
  const path = policyPath(policy.slug);
  return withShell({ seo: seoHead({ path, ...policy.page.seo, breadcrumb: [{ name: policy.page.intro.heading, path }] }), policy });
}) satisfies GetStaticProps;

export default function PolicyPage({ seo, policy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PolicyContent policy={policy} />
    </>
  );
}
