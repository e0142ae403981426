/** sitemap.xml and robots.txt from the route list (pure: unit-tested). */
import { defaultLocale, htmlLang, localePath, locales } from '../i18n';
import { canonicalUrl, absoluteUrl } from '../routes';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * Every route (in any language) as a <url>, with the same page in every language and x-default (the
 * English page) as `xhtml:link rel="alternate"` (the same alternates as the pages' heads). The
 * sitemaps.org schema fixes the order of a <url>'s children: loc, lastmod, changefreq, priority,
 * then elements of other namespaces (the alternates); strict validators refuse any other order.
 */
export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const alternate = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(canonicalUrl(siteUrl, path))}"/>`;
  const urls = routes
    .map((route) =>
      [
        '  <url>',
        `    <loc>${escapeXml(canonicalUrl(siteUrl, route))}</loc>`,
        `    <priority>${localePath(defaultLocale, route) === '/' ? '1.0' : '0.7'}</priority>`,
        ...locales.map((locale) => alternate(htmlLang(locale), localePath(locale, route))),
        alternate('x-default', localePath(defaultLocale, route)),
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
