import type { ComponentType } from 'react';
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n';
import { aboutStaticProps } from '@/lib/pages/props/about';
import { blogIndexStaticProps, blogPostStaticPaths, blogPostStaticProps } from '@/lib/pages/props/blog';
import { careersStaticProps, positionStaticPaths, positionStaticProps } from '@/lib/pages/props/careers';
import { clientsStaticProps } from '@/lib/pages/props/clients';
import { contactStaticProps } from '@/lib/pages/props/contact';
import { homeStaticProps } from '@/lib/pages/props/home';
import { industryStaticPaths, industryStaticProps } from '@/lib/pages/props/industries';
import { notFoundStaticProps } from '@/lib/pages/props/not-found';
import { policyStaticPaths, policyStaticProps } from '@/lib/pages/props/policy';
import { serviceStaticPaths, serviceStaticProps } from '@/lib/pages/props/services';
import { solutionStaticPaths, solutionStaticProps } from '@/lib/pages/props/solutions';
import { thankYouStaticProps } from '@/lib/pages/props/thank-you';
import NotFound from '../404';
import About from '../about';
import Blog from '../blog';
import BlogPost from '../blog/[slug]';
import Careers from '../careers';
import Position from '../careers/[slug]';
import Clients from '../clients';
import ContactUs from '../contact-us';
import Home from '../index';
import Industry from '../industries/[slug]';
import PolicyPage from '../privacy-policy';
import Service from '../services/[slug]';
import Solution from '../solutions/[slug]';
import ThankYou from '../thank-you';

/**
 * Every page of every language other than the source one (content/languages.ts), at its prefix:
 * /ar, /ar/about, /ar/blog/able, /ar/404… The page files at the root are the source language's; this
 * one renders the same page components with their data in the language (lib/pages/props, which read
 * the language's content), so a language adds no page file (docs/architecture.md#languages).
 */

/** No Next.js runtime in the exported page: see pages/_document.tsx. Written out: Next reads it from this file's source. */
export const config = { unstable_runtimeJS: false };

/** The data of a page in a language (lib/pages/props), by route (`/blog/[slug]`: one page per item). */
interface PageData {
  readonly route: string;
  readonly props: (locale: Locale) => GetStaticProps;
  readonly paths?: (locale: Locale) => GetStaticPaths;
}

/** Read only by getStaticPaths and getStaticProps, so none of it reaches a browser bundle. */
const DATA: readonly PageData[] = [
  { route: '/', props: homeStaticProps },
  { route: '/about', props: aboutStaticProps },
  { route: '/contact-us', props: contactStaticProps },
  { route: '/clients', props: clientsStaticProps },
  { route: '/careers', props: careersStaticProps },
  { route: '/blog', props: blogIndexStaticProps },
  { route: '/thank-you', props: thankYouStaticProps },
  { route: '/404', props: notFoundStaticProps },
  { route: '/careers/[slug]', props: positionStaticProps, paths: positionStaticPaths },
  { route: '/blog/[slug]', props: blogPostStaticProps, paths: blogPostStaticPaths },
  { route: '/solutions/[slug]', props: solutionStaticProps, paths: solutionStaticPaths },
  { route: '/services/[slug]', props: serviceStaticProps, paths: serviceStaticPaths },
  { route: '/industries/[slug]', props: industryStaticProps, paths: industryStaticPaths },
  { route: '/[slug]', props: policyStaticProps, paths: policyStaticPaths },
];

/** The component of each route: the source language's page files' own. */
const COMPONENTS: Readonly<Record<string, ComponentType<never>>> = {
  '/': Home,
  '/about': About,
  '/contact-us': ContactUs,
  '/clients': Clients,
  '/careers': Careers,
  '/blog': Blog,
  '/thank-you': ThankYou,
  '/404': NotFound,
  '/careers/[slug]': Position,
  '/blog/[slug]': BlogPost,
  '/solutions/[slug]': Solution,
  '/services/[slug]': Service,
  '/industries/[slug]': Industry,
  '/[slug]': PolicyPage,
};

/** The path of a route for one item: `/blog/[slug]` and `able` → `/blog/able`. */
const itemPath = (route: string, slug: string) => route.replace('[slug]', slug);
/** The page segments of a path, as the `page` parameter (none for the home page). */
const segments = (path: string) => path.split('/').filter(Boolean);

export const getStaticPaths = (async () => {
  const paths: { params: { language: string; page: string[] } }[] = [];
  for (const language of locales.filter((locale) => locale !== defaultLocale))
    for (const { route, paths: items } of DATA) {
      if (!items) {
        paths.push({ params: { language, page: segments(route) } });
        continue;
      }
      const { paths: slugs } = await items(language)({});
      for (const slug of slugs) {
        const item = typeof slug === 'string' ? slug : String(slug.params?.slug);
        paths.push({ params: { language, page: segments(itemPath(route, item)) } });
      }
    }
  return { paths, fallback: false };
}) satisfies GetStaticPaths;

/** The page at a path, and its item's slug: a page's own route first, then the routes of items. */
function pageAt(path: string): { readonly entry: PageData; readonly slug?: string } {
  const exact = DATA.find((entry) => !entry.paths && entry.route === path);
  if (exact) return { entry: exact };
  for (const entry of DATA.filter((candidate) => candidate.paths)) {
    const [before, after] = entry.route.split('[slug]') as [string, string];
    if (path.startsWith(before) && path.endsWith(after) && !path.slice(before.length, path.length - after.length).includes('/'))
      return { entry, slug: path.slice(before.length, path.length - after.length) };
  }
  throw new Error(`No page for ${path}`);
}

export const getStaticProps = (async ({ params }: GetStaticPropsContext) => {
  const language = String(params?.language);
  if (!isLocale(language)) throw new Error(`"${language}" is not a language of content/languages.ts`);
  const path = `/${((params?.page as string[] | undefined) ?? []).join('/')}`;
  const { entry, slug } = pageAt(path);
  const result = await entry.props(language)({ params: slug === undefined ? {} : { slug } });
  if (!('props' in result)) throw new Error(`The page ${path} in ${language} has no props`);
  return { props: { ...((await result.props) as object), pageRoute: entry.route } };
}) satisfies GetStaticProps;

/** The page of `pageRoute` with its data in the language (the shell's among them, for pages/_app.tsx). */
export default function PageInLanguage({ pageRoute, ...props }: { readonly pageRoute: string }) {
  const Component = COMPONENTS[pageRoute] as ComponentType<object>;
  return <Component {...props} />;
}
