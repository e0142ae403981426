/**
 * The page a host answers with, status 404, for an address that names no file: the not-found page of
 * the address's language (`/ar/…` → `ar/404.html`, `/fr/…` → `fr/404.html`), and the source
 * language's at the root (`404.html`) for any other. The languages and their prefixes come from
 * lib/i18n (content/languages.ts), so a new language gets its own not-found page with no change here.
 *
 * `notFoundFile` is the choice itself; the local server makes it per request.
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
