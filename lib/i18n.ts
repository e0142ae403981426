/**
 * The site's languages and how their pages are addressed: English at the root (`/about`), every other
 * language under its own prefix (`/ar/about`). Pure and shared: pages' data, components and browser code
 * may all use it.
 */

import { languages, type Language } from '@/content/languages';

/** The codes of the site's languages (content/languages.ts), the source language first. */
export const locales = languages.map((language) => language.code);
export type Locale = (typeof languages)[number]['code'];
/** The language of the unprefixed pages: the first of the list, whose content modules hold the structure. */
export const defaultLocale: Locale = languages[0].code;

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** A language's entry in content/languages.ts. */
export function language(locale: Locale): Language {
  return languages.find((entry) => entry.code === locale)!;
}

/** The `dir` of a language's pages. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return language(locale).direction;
}

/** The Open Graph locale of a language's pages (`og:locale`: language_TERRITORY). */
export function openGraphLocale(locale: Locale): string {
  return language(locale).openGraph;
}

/** The other languages than this one, in the site's order: the language switch's and the alternates' targets. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}

/** The locale `Intl` formats a language's dates and numbers in (content/languages.ts `dates`). */
export function intlLocale(locale: Locale): string {
  return language(locale).dates;
}

/** What a language writes between the parts of a list or an address: the Arabic comma in Arabic script, else ", ". */
export function listComma(locale: Locale): string {
  return language(locale).script === 'Arabic' ? '، ' : ', ';
}

/** The `lang` of a language's pages (a BCP 47 tag). */
export function htmlLang(locale: Locale): string {
  return locale;
}

/** The path split into its page and what follows it (`?query`, `#hash`). */
function splitPath(path: string): { readonly page: string; readonly rest: string } {
  const at = path.search(/[?#]/);
  return at < 0 ? { page: path, rest: '' } : { page: path.slice(0, at), rest: path.slice(at) };
}

/** A path of this site ('/…'), as opposed to an address elsewhere, a mailto:, a tel: or an in-page '#…'. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The language a path of this site is in: its prefix (`/ar/about` → 'ar'), else the default language. */
export function localeOfPath(path: string): Locale {
  if (!isSitePath(path)) return defaultLocale;
  const first = splitPath(path).page.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** A path of this site without its language prefix: `/ar/about` → `/about`, `/ar` → `/`. */
export function unlocalisedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  const { page, rest } = splitPath(path);
  return `${page.slice(locale.length + 1) || '/'}${rest}`;
}

/**
 * A path of this site in a language: `localePath('ar', '/about')` → `/ar/about`, `'/'` → `/ar`,
 * `'/blog/able#gallery'` → `/ar/blog/able#gallery`. The default language's paths have no prefix.
 * Addresses elsewhere, mailto:, tel: and in-page `#…` links are returned as they are, and so is a path
 * that already carries a language.
 */
export function localePath(locale: Locale, path: string): string {
  if (!isSitePath(path)) return path;
  const english = unlocalisedPath(path);
  if (locale === defaultLocale) return english;
  const { page, rest } = splitPath(english);
  return `/${locale}${page === '/' ? '' : page}${rest}`;
}

/**
 * The language switch of a page (the header's and the drawer's links): the same page in each other
 * language, in the list's order, with that language's name in that language: `/about` → `/ar/about`.
 */
export function languageSwitch(currentPath: string): { readonly locale: Locale; readonly name: string; readonly short: string; readonly href: string }[] {
  const { page } = splitPath(currentPath);
  return otherLocales(localeOfPath(currentPath)).map((locale) => ({
    locale,
    name: language(locale).name,
    short: language(locale).short,
    href: localePath(locale, page),
  }));
}
