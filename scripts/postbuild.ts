/**
 * After the export: every page's scripts move past its first frame (lib/deferred-scripts.ts); the
 * security headers, with a hash of every inline script the pages now contain, are written for the
 * hosts (out/_headers, out/vercel.json, lib/security-headers.ts); and the files built from
 * lib/site-routes.ts and content/site.ts: sitemap.xml, robots.txt (with its Sitemap: line), rss.xml.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogs } from '../content/blogs';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { deferScripts } from '../lib/deferred-scripts';
import { rssXml } from '../lib/rss';
import { headerRules, headersFile, inlineScriptHashes, vercelConfig } from '../lib/security-headers';
import { blogPostPath, paths } from '../lib/routes';
import { sitemapXml, robotsTxt } from '../lib/sitemap';
import { allRoutes } from '../lib/site-routes';

const out = join(process.cwd(), 'out');
if (!existsSync(join(out, 'index.html'))) {
  console.error('out/index.html is missing: run `next build` first.');
  process.exit(1);
}
if (!existsSync(join(out, '404.html'))) {
  console.error('out/404.html is missing: the custom 404 page did not export.');
  process.exit(1);
}

const pagesHtml = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const finalHtml = pagesHtml.map((file) => {
  const path = join(out, file);
  const html = deferScripts(readFileSync(path, 'utf8'));
  writeFileSync(path, html);
  return html;
});
console.log(`${pagesHtml.length} pages load their scripts after the first frame.`);

const scriptHashes = inlineScriptHashes(finalHtml);
const rules = headerRules(scriptHashes);
writeFileSync(join(out, '_headers'), headersFile(rules));
writeFileSync(join(out, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
// GitHub Pages would otherwise run Jekyll, which drops folders starting with "_" (such as _next).
writeFileSync(join(out, '.nojekyll'), '');
console.log(`_headers and vercel.json written: a Content-Security-Policy allowing ${scriptHashes.length} inline script hashes.`);

const routes = allRoutes();
writeFileSync(join(out, 'sitemap.xml'), sitemapXml(site.url, routes));
writeFileSync(join(out, 'robots.txt'), robotsTxt(site.url));
writeFileSync(
  join(out, 'rss.xml'),
  rssXml(
    { siteUrl: site.url, title: `${site.name} blog`, description: pages.blog.seo.description, blogPath: paths.blog },
    blogs.map((post) => ({ title: post.title, description: post.text, path: blogPostPath(post.slug), date: post.date })),
  ),
);
console.log(`sitemap.xml (${routes.length} routes), robots.txt and rss.xml (${blogs.length} posts) written to out/.`);
