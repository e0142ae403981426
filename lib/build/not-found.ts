/**
 * The page a host answers with, status 404, for an address that names no file: the not-found page of
 * the address's language (`/ar/…` → `ar/404.html`, `/fr/…` → `fr/404.html`), and the source
 * language's at the root (`404.html`) for any other. The languages and their prefixes come from
 * lib/i18n (content/languages.ts), so a new language gets its own not-found page on every host with no
 * change here.
 *
 * `notFoundFile` is the choice itself (the local server makes it per request); the hosts get it in
 * their own forms, written by scripts/postbuild.ts: Netlify's `_redirects` and Vercel's rewrites
 * (`vercelConfig` in ./security-headers). Cloudflare Pages makes the same choice by itself (the
 * nearest 404.html up the folders), and so does CloudFront's not-found function
 * (docs/deploy/cloudfront-not-found.js: the first folder's 404 page if it has one), whose test runs it
 * against `notFoundFile`. GitHub Pages serves only the root one (docs/deploy.md).
 */
import { defaultLocale, localeOfPath, localePath, locales, type Locale } from '../i18n';
import { paths } from '../routes';

/** A language's not-found page as an address: `/404`, `/ar/404`. */
const notFoundPage = (locale: Locale) => localePath(locale, paths.notFound);

/** The file under out/ a host answers an unknown path with: `/ar/no-such-page` → `ar/404.html`, `/no-such-page` → `404.html`. */
export function notFoundFile(path: string): string {
  return `${notFoundPage(localeOfPath(path)).slice(1)}.html`;
}

/** Each language that has an address prefix, with its prefix and its not-found page's address: `{ prefix: '/ar', page: '/ar/404' }`. */
export function prefixedNotFoundPages(): { readonly prefix: string; readonly page: string }[] {
  return locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ prefix: localePath(locale, '/'), page: notFoundPage(locale) }));
}

/**
 * Netlify's `out/_redirects`: one rule per prefixed language. A rule with status 404 serves its page
 * only where no file answers the path (Netlify never lets a splat rule shadow a file unless forced),
 * so the language's pages are untouched; any other unknown path gets Netlify's default, `404.html`.
 * Cloudflare Pages reads this file too, and skips these lines with a warning: it supports no status 404
 * in `_redirects`, and finds each folder's 404.html by itself.
 */
export function redirectsFile(): string {
  const rules = prefixedNotFoundPages().map(({ prefix, page }) => `${prefix}/*  ${page}.html  404`);
  return `# Written by scripts/postbuild.ts from lib/build/not-found.ts: do not edit.\n${rules.join('\n')}\n`;
}

/**
 * Vercel's rewrites for the same rule. Vercel applies rewrites only after looking for a file, so they
 * catch only unknown paths; `statusCode` keeps the 404. With `cleanUrls`, Vercel serves `ar/404.html`
 * at `/ar/404`, hence the destination without `.html`. Any other unknown path gets `404.html` by itself.
 */
export function vercelNotFoundRewrites(): { readonly source: string; readonly destination: string; readonly statusCode: 404 }[] {
  return prefixedNotFoundPages().map(({ prefix, page }) => ({ source: `${prefix}/(.*)`, destination: page, statusCode: 404 }));
}
