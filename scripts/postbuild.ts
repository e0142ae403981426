/**
 * Files written into out/ after the export, all from lib/site-routes.ts and content/site.ts:
 * sitemap.xml and robots.txt (with its Sitemap: line).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../content/site';
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
console.log(`sitemap.xml (${routes.length} routes) and robots.txt written to out/.`);
