import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PolicyContent } from '@/components/sections/PolicyContent';
import { policyStaticPaths, policyStaticProps } from '@/lib/pages/props/policy';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

/** The policy pages, /privacy-policy and /cookies-policy: one page per entry of content/policies.ts. */
export const getStaticPaths = policyStaticPaths('en');
export const getStaticProps = policyStaticProps('en');

export default function PolicyPage({ seo, policy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PolicyContent policy={policy} />
    </>
  );
}
