import type { ComponentType } from 'react';
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import { defaultLocale, isLocale, locales } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';
import { languagePagePaths, languagePageProps } from '@/lib/pages/route-table';
import { routeComponents } from '@/lib/pages/generated/route-components';
import { routeOfPattern } from '@/lib/route-table';

/**
 * Every page of every language other than the source one (content/languages.ts), at its prefix:
 * /ar, /ar/about, /ar/blog/able, /ar/404… The page files at the root are the source language's; this
 * one renders the same page components with their data in the language, every route of the route table
 * (lib/route-table.ts; its data lib/pages/route-table.ts, read only here by getStaticPaths and
 * getStaticProps; its components lib/pages/generated/route-components.ts, written from the page files by lib/build/route-modules.ts), so a language adds no page file
 * (docs/architecture.md#languages).
 */

/** No Next.js runtime in the exported page: see pages/_document.tsx. Written out: Next reads it from this file's source. */
export const config = { unstable_runtimeJS: false };

const languagePaths = (async () => ({
  paths: await languagePagePaths(locales.filter((locale) => locale !== defaultLocale)),
  fallback: false,
})) satisfies GetStaticPaths;

export const getStaticPaths = previewPaths(languagePaths);

export const getStaticProps = previewSafe(
  (async ({ params }: GetStaticPropsContext) => {
    const language = String(params?.language);
    if (!isLocale(language)) throw new Error(`"${language}" is not a language of content/languages.ts`);
    return languagePageProps(language, `/${((params?.page as string[] | undefined) ?? []).join('/')}`);
  }) satisfies GetStaticProps,
  () => PageInLanguage,
  languagePaths,
);

/** The page of `pageRoute` with its data in the language (the shell's among them, for pages/_app.tsx). */
export default function PageInLanguage({ pageRoute, ...props }: { readonly pageRoute: string }) {
  const Component = routeComponents[routeOfPattern(pageRoute).id] as ComponentType<object>;
  return <Component {...props} />;
}
