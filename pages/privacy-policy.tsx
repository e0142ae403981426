import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PolicyContent } from '@/components/sections/PolicyContent';
import { policyPageProps } from '@/lib/pages/props/policy';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

/** /privacy-policy: the entry of content/policies.ts with this slug. The policies are the spec's two (pages/cookies-policy.tsx). */
export const getStaticProps = previewSafe(policyPageProps(defaultLocale, 'privacy-policy'), () => PolicyPage);

export default function PolicyPage({ seo, policy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PolicyContent policy={policy} />
    </>
  );
}
