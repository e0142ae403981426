/**
 * After the export: checks that no page ships the Next.js runtime or an inline executable script
 * (lib/static-html.ts); writes the security headers for the hosts (out/_headers, out/vercel.json,
 * lib/security-headers.ts: the same for every build), the speculation rules, and the files built
 * from lib/site-routes.ts and content/site.ts: sitemap.xml, robots.txt (with its Sitemap: line),
 * rss.xml; then the pages' share cards, out/og/ (scripts/og-images.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogs } from '../content/blogs';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { rssXml } from '../lib/build/rss';
import { headerRules, headersFile, SPECULATION_RULES_PATH, speculationRules, vercelConfig } from '../lib/build/security-headers';
import { blogPostPath, paths } from '../lib/routes';
import { sitemapXml, robotsTxt } from '../lib/build/sitemap';
import { allRoutes } from '../lib/build/site-routes';
import { staticHtmlProblems } from '../lib/build/static-html';
import { describeResult, generateOgImages } from './og-images';

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
const problems = pagesHtml.flatMap((file) => staticHtmlProblems(readFileSync(join(out, file), 'utf8')).map((problem) => `out/${file}: ${problem}`));
if (problems.length) {
  console.error(`Pages must be static HTML plus the site's modules (pages/_document.tsx):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${pagesHtml.length} pages: no Next.js runtime, no inline executable script.`);

const rules = headerRules();
writeFileSync(join(out, '_headers'), headersFile(rules));
writeFileSync(join(out, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
writeFileSync(join(out, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(speculationRules(), null, 2)}\n`);
// GitHub Pages would otherwise run Jekyll, which drops folders starting with "_" (such as _next).
writeFileSync(join(out, '.nojekyll'), '');
console.log('_headers, vercel.json and speculation-rules.json written.');

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

generateOgImages(out)
  .then((result) => console.log(describeResult(result)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
