/**
 * Page metadata, generated at build time. `seoHead()` runs in getStaticProps: next-seo's
 * `generateNextSeo` produces the tags there, and the page receives them as plain data, so
 * next-seo's code never reaches the browser (it would cost every page ~3 KB gzip).
 */
import { isValidElement, type ReactElement } from 'react';
import { generateNextSeo } from 'next-seo/pages';
import { brandImages, offices, site, visibleSocialLinks } from '@/content/site';
import { breadcrumbList, organization, type Crumb } from './jsonld';
import { ogImage } from './og';
import { absoluteUrl, canonicalUrl, paths } from '../routes';

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
  /** The route's path, e.g. "/about": gives the one canonical URL. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly type?: 'website' | 'article';
  readonly jsonLd?: readonly object[];
  /** Where the page sits below the home page, itself last: becomes its BreadcrumbList. */
  readonly breadcrumb?: readonly Crumb[];
  readonly noindex?: boolean;
}

/** The first crumb of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: paths.home };
export const BLOG_CRUMB: Crumb = { name: 'Blog', path: paths.blog };

/** The company and its offices (Organization with LocalBusiness departments): home, about and contact. */
export function companyJsonLd() {
  return organization(
    { url: site.url, name: site.name, description: site.tagline, logo: brandImages.logo.src, email: site.email, phone: site.phone },
    offices,
    visibleSocialLinks.map((profile) => profile.link),
  );
}

/** The full title: "Page title | Brand". */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/**
 * The page's head. Its share image is the page's own card (lib/og.ts), drawn after the export from
 * the same `title` and the route's section by scripts/og-images.ts: `/og/<route>.jpg`, 1200×630.
 */
export function seoHead({ path, title, description, keywords, type = 'website', jsonLd = [], breadcrumb = [], noindex = false }: SeoInput): SeoHead {
  const fullTitle = pageTitle(title, site.name);
  const canonical = canonicalUrl(site.url, path);
  const image = ogImage(path, title, site.name);
  const imageUrl = absoluteUrl(site.url, image.src);
  const nodes = generateNextSeo({
    title: fullTitle,
    description,
    canonical,
    noindex,
    openGraph: {
      type,
      url: canonical,
      title: fullTitle,
      description,
      siteName: site.name,
      locale: site.locale,
      images: [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt, type: image.type }],
    },
    twitter: { cardType: 'summary_large_image' },
    additionalMetaTags: [
      { name: 'keywords', content: keywords.join(', ') },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: image.alt },
    ],
  });
  return {
    tags: nodes.filter(isValidElement).map((node, index) => toHeadTag(node as ReactElement<Record<string, unknown>>, index)),
    jsonLd: breadcrumb.length ? [...jsonLd, breadcrumbList(site.url, [HOME_CRUMB, ...breadcrumb])] : [...jsonLd],
  };
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
