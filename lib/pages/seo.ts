/**
 * Page metadata, generated at build time. `seoHead()` runs in getStaticProps: next-seo's
 * `generateNextSeo` produces the tags there, and the page receives them as plain data, so
 * next-seo's code never reaches the browser (it would cost every page ~3 KB gzip).
 */
import { isValidElement, type ReactElement } from 'react';
import { generateNextSeo } from 'next-seo/pages';
import type { PageSeo } from '@/lib/content/types';
import { defaultLocale, htmlLang, localePath, locales, openGraphLocale, otherLocales, type Locale } from '../i18n';
import { absoluteUrl, canonicalUrl, paths } from '../routes';
import { siteContent } from './content';
import { pageTitle } from './heads';
import { breadcrumbList, organization, webPage, type Crumb } from './jsonld';
import { ogImage } from './og';

export interface HeadTag {
  readonly tag: 'title' | 'meta' | 'link';
  readonly key: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

/** What a page's <Seo> renders: its head tags and its structured data. */
export interface SeoHead {
  readonly tags: readonly HeadTag[];
  readonly jsonLd: readonly object[];
}

export interface SeoInput {
  /** The page's language: its paths get the language's prefix (`/ar/about`). */
  readonly locale: Locale;
  /** The route's path in English, e.g. "/about": gives the one canonical URL. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly type?: 'website' | 'article';
  readonly jsonLd?: readonly object[];
  /** Where the page sits below the home page, itself last, by English paths: becomes its BreadcrumbList. */
  readonly breadcrumb?: readonly Crumb[];
  readonly noindex?: boolean;
  /**
   * A not-found page (404.html, which hosts serve at any unknown address): noindex, and no canonical
   * URL, language alternates, og:url or WebPage node, since it has no address of its own to name.
   */
  readonly notFound?: boolean;
}

/** The blog's crumb, first in a post's trail (named like the menu's item). */
export function blogCrumb(locale: Locale): Crumb {
  return { name: siteContent(locale).menuCopy.blog, path: paths.blog };
}

/** The company and its offices (Organization with LocalBusiness departments): home, about and contact. */
export function companyJsonLd(locale: Locale) {
  const { site, brandImages, offices, visibleSocialLinks } = siteContent(locale);
  return organization(
    { url: site.url, name: site.name, description: site.tagline, logo: brandImages.logo.src, email: site.email, phone: site.phone },
    offices,
    visibleSocialLinks.map((profile) => profile.link),
  );
}

/** The full title, "Page title | Brand": lib/pages/heads.ts, where the content check reads every page's. */
export { pageTitle };

/**
 * The page's head. Its share image is the page's own card (lib/og.ts), drawn after the export from
 * the same `title` and the route's section by scripts/og-images.ts: `/og/<route>.jpg` (an Arabic
 * page's `/og/ar/<route>.jpg`), 1200×630.
 */
export function seoHead({
  locale,
  path,
  title,
  description,
  keywords,
  type = 'website',
  jsonLd = [],
  breadcrumb = [],
  noindex = false,
  notFound = false,
}: SeoInput): SeoHead {
  const content = siteContent(locale);
  const { site, menuCopy } = content;
  const localised = localePath(locale, path);
  const fullTitle = pageTitle(title, site.name);
  const canonical = canonicalUrl(site.url, localised);
  // The page's own card, in its language (an Arabic page's is drawn right to left, /og/ar/…).
  const image = ogImage(localised, title, site.name, content);
  const imageUrl = absoluteUrl(site.url, image.src);
  const address = notFound
    ? {}
    : {
        canonical,
        // The same page in every language, and x-default (the English page) for any other reader.
        languageAlternates: [
          ...locales.map((language) => ({ hrefLang: htmlLang(language), href: canonicalUrl(site.url, localePath(language, path)) })),
          { hrefLang: 'x-default', href: canonicalUrl(site.url, localePath(defaultLocale, path)) },
        ],
      };
  const nodes = generateNextSeo({
    title: fullTitle,
    description,
    ...address,
    noindex: noindex || notFound,
    openGraph: {
      type,
      ...(notFound ? {} : { url: canonical }),
      title: fullTitle,
      description,
      siteName: site.name,
      locale: openGraphLocale(locale),
      images: [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt, type: image.type }],
    },
    twitter: { cardType: 'summary_large_image' },
    additionalMetaTags: [
      { name: 'keywords', content: keywords.join(', ') },
      ...otherLocales(locale).map((other) => ({
        property: 'og:locale:alternate',
        content: openGraphLocale(other),
        keyOverride: `og:locale:alternate:${other}`,
      })),
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: image.alt },
    ],
  });
  // The home page first, every crumb at its path in the page's language.
  const trail = [{ name: menuCopy.home, path: paths.home }, ...breadcrumb].map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }));
  return {
    tags: nodes.filter(isValidElement).map((node, index) => toHeadTag(node as ReactElement<Record<string, unknown>>, index)),
    jsonLd: [
      ...(notFound ? [] : [webPage(site.url, { name: fullTitle, description, path: localised, inLanguage: htmlLang(locale) })]),
      ...jsonLd,
      ...(breadcrumb.length ? [breadcrumbList(site.url, trail)] : []),
    ],
  };
}

/**
 * The head of a single page of content/pages.ts right under the home page (about, careers, clients,
 * contact): its SEO copy, and its heading as the last crumb of its trail.
 */
export function pageSeoHead(
  locale: Locale,
  page: 'about' | 'careers' | 'clients' | 'caseStudies' | 'contactUs' | 'offices' | 'search',
  path: string,
  extra: Pick<SeoInput, 'jsonLd'> = {},
): SeoHead {
  const { seo, intro } = siteContent(locale).pages[page];
  return seoHead({ locale, path, ...seo, ...extra, breadcrumb: [{ name: intro.heading, path }] });
}

/** The head of a solution, service or industry page: its SEO copy, and its title (the menu's label) as its crumb. */
export function itemSeoHead(locale: Locale, item: { readonly title: string; readonly page: { readonly seo: PageSeo } }, path: string): SeoHead {
  return seoHead({ locale, path, ...item.page.seo, breadcrumb: [{ name: item.title, path }] });
}

function toHeadTag(element: ReactElement<Record<string, unknown>>, index: number): HeadTag {
  const tag = element.type;
  if (tag !== 'title' && tag !== 'meta' && tag !== 'link') throw new Error(`next-seo produced an unexpected <${String(tag)}> tag`);
  const attributes: Record<string, string> = {};
  let text: string | undefined;
  for (const [name, value] of Object.entries(element.props)) {
    if (name === 'children') text = String(value);
    else if (value !== undefined && value !== null) attributes[name] = String(value);
  }
  return { tag, key: String(element.key ?? `${tag}-${index}`), attributes, ...(text === undefined ? {} : { text }) };
}
