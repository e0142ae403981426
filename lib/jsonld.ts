/** schema.org structured data (JSON-LD), with absolute URLs. */
import { absoluteUrl, canonicalUrl } from './routes';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: canonicalUrl(siteUrl, crumb.path) })),
  };
}

export function blogPosting(
  site: { url: string; name: string; logo: string },
  post: { title: string; description: string; path: string; date: string; image: string; keywords: readonly string[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    image: [absoluteUrl(site.url, post.image)],
    keywords: post.keywords.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(site.url, post.path) },
    url: canonicalUrl(site.url, post.path),
    author: { '@type': 'Organization', name: site.name, url: canonicalUrl(site.url, '/') },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, site.logo) } },
  };
}
