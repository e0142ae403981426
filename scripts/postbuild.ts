/**
 * Files written into out/ after the export, all from lib/site-routes.ts and content/site.ts:
 * sitemap.xml, robots.txt (with its Sitemap: line) and the blog's rss.xml.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogs } from '../content/blogs';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { rssXml } from '../lib/rss';
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
