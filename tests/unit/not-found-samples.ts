/**
 * Unknown addresses of the site with the not-found file each should get (lib/build/not-found.ts), for
 * the tests of every host's form of that choice: the local server's, Netlify's, Vercel's, CloudFront's.
 * Built from the language list, so a new language is sampled too.
 */
import { defaultLocale, localePath, locales, type Locale } from '@/lib/i18n';

/** The languages whose addresses have a prefix (`/ar/…`): every one but the source language. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

/** Unknown addresses of one language: a page, a nested one, a file name. */
const unknownIn = (locale: Locale) => ['/no-such-page', '/blog/no-such-post', '/a/b/c', '/missing.png'].map((path) => localePath(locale, path));
/** Unknown addresses outside any language's folder, some of them only looking like one. */
const unknownAtRoot = [
  '/no-such-page',
  '/blog/no-such-post',
  '/_next/static/missing.js',
  ...prefixedLocales.flatMap((locale) => [`/${locale}x/page`, `/x/${locale}/page`]),
];

/** Each sample unknown address (a path, no query) with the file under out/ the site means for it. */
export const notFoundSamples: readonly (readonly [path: string, file: string])[] = [
  ...prefixedLocales.flatMap((locale) => unknownIn(locale).map((path) => [path, `${locale}/404.html`] as const)),
  ...unknownAtRoot.map((path) => [path, '404.html'] as const),
];
