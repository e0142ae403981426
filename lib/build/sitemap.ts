/** sitemap.xml and robots.txt from the route list (pure: unit-tested). */
import { canonicalUrl, absoluteUrl } from '../routes';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = routes
    .map((route) => `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, route))}</loc>\n    <priority>${route === '/' ? '1.0' : '0.7'}</priority>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
