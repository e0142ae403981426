import Head from 'next/head';
import { generateNextSeo } from 'next-seo/pages';
import { brandImages, site } from '@/content/site';
import { seoTags } from '@/lib/seo';
import type { ImageAsset } from '@/content/media';

export interface SeoProps {
  /** The route's path, e.g. "/about": gives the one canonical URL. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Share image; the brand's default when absent. */
  readonly image?: ImageAsset;
  readonly type?: 'website' | 'article';
  /** Structured data objects (schema.org), one <script type="application/ld+json"> each. */
  readonly jsonLd?: readonly object[];
  readonly noindex?: boolean;
}

/** One per page: title, description, keywords, canonical, Open Graph, Twitter and JSON-LD. */
export function Seo({ path, title, description, keywords, image = brandImages.share, type = 'website', jsonLd = [], noindex = false }: SeoProps) {
  const tags = seoTags({ siteUrl: site.url, siteName: site.name, path, title, description, keywords, image, type });
  return (
    <Head>
      {generateNextSeo({
        title: tags.title,
        description: tags.description,
        canonical: tags.canonical,
        noindex,
        openGraph: {
          type,
          url: tags.canonical,
          title: tags.title,
          description: tags.description,
          siteName: site.name,
          locale: site.locale,
          images: [{ url: tags.imageUrl, width: image.width, height: image.height, alt: image.alt }],
        },
        twitter: { cardType: 'summary_large_image' },
        additionalMetaTags: [
          { name: 'keywords', content: tags.keywords },
          { name: 'twitter:title', content: tags.title },
          { name: 'twitter:description', content: tags.description },
          { name: 'twitter:image', content: tags.imageUrl },
        ],
      })}
      {jsonLd.map((data, index) => (
        <script
          key={`jsonld-${index}`}
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}
