/** Pure helpers for page metadata (used by components/layout/Seo.tsx and the tests). */
import { absoluteUrl, canonicalUrl } from './routes';

export interface SeoInput {
  readonly siteUrl: string;
  readonly siteName: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly image: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
  readonly type?: 'website' | 'article';
}

export interface SeoTags {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly imageUrl: string;
}

/** The full title: "Page title | Brand"; the home page may already be the brand's headline. */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export function seoTags(input: SeoInput): SeoTags {
  return {
    title: pageTitle(input.title, input.siteName),
    description: input.description,
    keywords: input.keywords.join(', '),
    canonical: canonicalUrl(input.siteUrl, input.path),
    imageUrl: absoluteUrl(input.siteUrl, input.image.src),
  };
}
