import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PolicyContent } from '@/components/sections/PolicyContent';
import { policies } from '@/content/policies';
import { bySlug } from '@/lib/collections';
import { paths } from '@/lib/routes';
import { withShell } from '@/lib/shell';

export const getStaticProps = (async () => withShell({ policy: bySlug(policies, 'cookies-policy', 'content/policies.ts') })) satisfies GetStaticProps;

export default function CookiesPolicyPage({ policy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo path={paths.cookiesPolicy} {...policy.page.seo} />
      <PolicyContent policy={policy} />
    </>
  );
}
