/**
 * Every URL of the site comes from here: links, canonical URLs, the sitemap, share links and JSON-LD.
 * Slug types are imported as types only, so this module adds no content to a browser bundle,
 * yet a link to a slug that does not exist fails the typecheck.
 *
 * URL policy: paths have no trailing slash (`/about`); the export writes `about.html` and hosts serve
 * it at `/about`. The canonical URL is the site URL followed by the path (`https://host/about`, `https://host/`).
 */
import type { SolutionSlug } from '@/content/solutions';
import type { ServiceSlug } from '@/content/services';
import type { IndustrySlug } from '@/content/industries';
import type { BlogSlug } from '@/content/blogs';
import type { PolicySlug } from '@/content/policies';
import type { PositionSlug } from '@/content/positions';

export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact-us',
  clients: '/clients',
  careers: '/careers',
  blog: '/blog',
  privacyPolicy: '/privacy-policy',
  cookiesPolicy: '/cookies-policy',
  /** Where Formspree sends a visitor who sent the contact form without JavaScript; not in the sitemap. */
  thankYou: '/thank-you',
} as const;

/** The blog's RSS feed (scripts/postbuild.ts), in English; each language's at its prefix (`/ar/rss.xml`). */
export const feedPath = '/rss.xml';

export type StaticPath = (typeof paths)[keyof typeof paths];

export const solutionPath = (slug: SolutionSlug) => `/solutions/${slug}` as const;
export const servicePath = (slug: ServiceSlug) => `/services/${slug}` as const;
export const industryPath = (slug: IndustrySlug) => `/industries/${slug}` as const;
export const blogPostPath = (slug: BlogSlug) => `/blog/${slug}` as const;
export const policyPath = (slug: PolicySlug) => `/${slug}` as const;
/** An open position's page, under /careers. */
export const positionPath = (slug: PositionSlug) => `/careers/${slug}` as const;

/** Absolute URL of a path on the public site: `absoluteUrl('https://host', '/about')` → `https://host/about`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The one canonical URL of a route: the site URL plus the route's path, without query or hash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  const normalised = clean !== '/' ? clean.replace(/\/+$/, '').replace(/\.html$/, '') : '/';
  return absoluteUrl(siteUrl, normalised);
}

/** Whether a menu link is the current page (for `aria-current` and the underline). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  const current = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const target = href.replace(/\/+$/, '') || '/';
  return current === target;
}

/**
 * The rule of the solution banners' button (docs/product.md#solution-pages): a link containing "contact" stays on the site
 * (client-side navigation); any other opens in a new tab.
 */
export function staysOnSite(href: string): boolean {
  return href.includes('contact');
}

/** Previous and next items of a collection, wrapping around (the first's previous is the last). */
export function cyclicNeighbours<T>(items: readonly T[], index: number): { readonly previous: T; readonly next: T } {
  const count = items.length;
  return { previous: items[(index - 1 + count) % count]!, next: items[(index + 1) % count]! };
}
