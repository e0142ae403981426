/** The policy pages' data in a language: /privacy-policy and /cookies-policy, one per entry of content/policies.ts. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { PolicySlug } from '@/content/policies';
import type { Locale } from '../../i18n';
import { policyPath } from '../../routes';
import { bySlug, slugPaths } from '../collections';
import { siteContent } from '../content';
import { seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const policyStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).policies)) satisfies GetStaticPaths;

export const policyStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const policy = bySlug(siteContent(locale).policies, String(params?.slug), 'content/policies.ts');
    const path = policyPath(policy.slug);
    return withShell(locale, { seo: seoHead({ locale, path, ...policy.page.seo, breadcrumb: [{ name: policy.page.intro.heading, path }] }), policy });
  }) satisfies GetStaticProps;

/** The data of one policy's page (its page file at the root names its slug). */
export const policyPageProps = (locale: Locale, slug: PolicySlug) =>
  ((context) => policyStaticProps(locale)({ ...context, params: { slug } })) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { policy: { props: policyStaticProps, paths: policyStaticPaths } } satisfies RouteData;
