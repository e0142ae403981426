/**
 * After the export: checks that no page ships the Next.js runtime or an inline executable script
 * (lib/static-html.ts); adds the Arabic font's preload to the Arabic pages; writes the pictures' blur
 * placeholders into the pages; gives each kind of page
 * its own cut of the site's stylesheet and checks each page's CSS against its budget
 * (lib/build/page-styles.ts); writes the security headers for the hosts (out/_headers, out/vercel.json,
 * lib/security-headers.ts: the same for every build), each language's not-found rule (out/_redirects,
 * Vercel's rewrites: lib/build/not-found.ts), the speculation rules, and the files built
 * from lib/build/site-routes.ts (the route table) and content/site.ts: sitemap.xml, robots.txt (with its Sitemap: line),
 * rss.xml and each language's feed (ar/rss.xml); then the search index, out/pagefind/ (lib/build/search-index.ts), and the pages' share cards, out/og/ (scripts/og-images.ts). The .env files are loaded
 * first, as `next build` loads them, and the build fails if the pages were exported for another
 * site address than the one these files would be written for.
 */
// First: content/site.ts reads the settings when it is evaluated (lib/build/load-env.ts).
import '../lib/build/load-env';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../content/site';
import { htmlLang, language, localePath, locales } from '../lib/i18n';
import { siteContent } from '../lib/pages/content';
import { fill } from '../lib/template';
import { rssXml } from '../lib/build/rss';
import { headerRules, headersFile, vercelConfig } from '../lib/build/security-headers';
import { redirectsFile } from '../lib/build/not-found';
import { blogPostPath, feedPath, paths } from '../lib/routes';
import { sitemapXml, robotsTxt } from '../lib/build/sitemap';
import { allRoutes } from '../lib/build/site-routes';
import { ARABIC_FONT_FILE } from '../lib/build/font-ranges';
import { isolateLatinRuns } from '../lib/build/latin-runs';
import { pageDirection, pageLanguage, siteUrlMismatch, staticHtmlProblems, withFontPreload, withInlineBlurs } from '../lib/build/static-html';
import { routeOfHtmlFile } from '../lib/build/budget';
import { readModuleManifest } from '../lib/build/module-manifest';
import { CSS_BUDGET, cssBudgetProblems, gzipSize, isSiteSheet, kindSheets, stylesheetLinks, withAbsoluteUrls, withKindSheet } from '../lib/build/page-styles';
import { writeSearchIndex } from '../lib/build/search-index';
import { unshippedFiles } from '../lib/build/unshipped';
import { describeResult, generateOgImages } from './og-images';

// Where the build is written: out/, or the folder scripts/build-site.ts builds aside (SITE_OUT_DIR) before it swaps it in.
const out = join(process.cwd(), process.env.SITE_OUT_DIR ?? 'out');
if (!existsSync(join(out, 'index.html'))) {
  console.error('out/index.html is missing: run `next build` first.');
  process.exit(1);
}
if (!existsSync(join(out, '404.html'))) {
  console.error('out/404.html is missing: the custom 404 page did not export.');
  process.exit(1);
}
const addressProblem = siteUrlMismatch('out/index.html', readFileSync(join(out, 'index.html'), 'utf8'), site.url);
if (addressProblem) {
  console.error(addressProblem);
  process.exit(1);
}

const pagesHtml = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const problems = pagesHtml.flatMap((file) => staticHtmlProblems(readFileSync(join(out, file), 'utf8')).map((problem) => `out/${file}: ${problem}`));
if (problems.length) {
  console.error(`Pages must be static HTML plus the site's modules (pages/_document.tsx):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${pagesHtml.length} pages: no Next.js runtime, no inline executable script.`);

// The Arabic font is not preloaded by next/font (an English page never needs it); a page in a language
// that uses it (content/languages.ts `fonts`) preloads it, so its text is drawn in it from the first paint instead of moving when it arrives.
const media = join(out, '_next/static/media');
const arabicFont = readFileSync(ARABIC_FONT_FILE);
const builtArabicFont = readdirSync(media).find((file) => file.endsWith('.woff2') && readFileSync(join(media, file)).equals(arabicFont));
if (!builtArabicFont) {
  console.error(`No copy of ${ARABIC_FONT_FILE} in out/_next/static/media: the Arabic pages could not preload it.`);
  process.exit(1);
}
// A right-to-left page's Latin runs (product and client names, acronyms, numbers) are isolated and
// kept whole on one line, wherever they are in its text (lib/build/latin-runs.ts).
let arabicPages = 0;
let rightToLeftPages = 0;
for (const file of pagesHtml) {
  const original = readFileSync(join(out, file), 'utf8');
  let html = original;
  if (locales.some((locale) => htmlLang(locale) === pageLanguage(html) && (language(locale).fonts as readonly string[]).includes('arabic'))) {
    html = withFontPreload(html, `/_next/static/media/${builtArabicFont}`);
    arabicPages += 1;
  }
  if (pageDirection(html) === 'rtl') {
    html = isolateLatinRuns(html);
    rightToLeftPages += 1;
  }
  html = withInlineBlurs(html, (path) => readFileSync(join(out, decodeURIComponent(path))));
  if (html !== original) writeFileSync(join(out, file), html);
}
console.log(
  `${arabicPages} pages in Arabic script preload ${builtArabicFont}; ${rightToLeftPages} right-to-left pages have their Latin runs isolated; pictures' blur placeholders written into the pages.`,
);

// Each kind of page links its own cut of the site's stylesheet (after the Latin runs: they add classes).
const outText = (href: string) => readFileSync(join(out, href), 'utf8');
const styledPages = pagesHtml.map((file) => {
  const html = readFileSync(join(out, file), 'utf8');
  return { file, route: routeOfHtmlFile(file), lang: pageLanguage(html) ?? '', html };
});
const siteSheets = new Set(styledPages.flatMap((page) => stylesheetLinks(page.html).filter(isSiteSheet)));
if (siteSheets.size !== 1) {
  console.error(`Expected every page to link one stylesheet from next build, found ${[...siteSheets].join(', ') || 'none'}.`);
  process.exit(1);
}
const [siteSheet] = [...siteSheets] as [string];
const manifest = readModuleManifest();
const sheets = kindSheets(
  styledPages,
  // Its fonts' addresses are relative to where next build wrote it.
  withAbsoluteUrls(outText(siteSheet), siteSheet),
  manifest.sources.map((source) => readFileSync(source, 'utf8')),
  outText,
);
for (const sheet of sheets) {
  writeFileSync(join(out, sheet.href), sheet.css);
  for (const page of styledPages.filter((candidate) => sheet.routes.includes(candidate.route))) {
    writeFileSync(join(out, page.file), withKindSheet(page.html, siteSheet, sheet));
  }
}
rmSync(join(out, siteSheet));
const cssPerPage = styledPages.map(({ file, route }) => ({
  route,
  sheets: stylesheetLinks(readFileSync(join(out, file), 'utf8')).map((href) => ({ href, size: gzipSize(outText(href)) })),
}));
const cssProblems = cssBudgetProblems(cssPerPage);
if (cssProblems.length) {
  console.error(`CSS budget (docs/decisions.md#budgets):\n  ${cssProblems.join('\n  ')}`);
  process.exit(1);
}
const cssTotals = cssPerPage.map((page) => page.sheets.reduce((sum, sheet) => sum + sheet.size, 0));
console.log(
  `${sheets.length} cuts of the site's stylesheet; CSS per page ${(Math.min(...cssTotals) / 1024).toFixed(1)}–${(Math.max(...cssTotals) / 1024).toFixed(1)} KB gzip (budget ${CSS_BUDGET / 1024} KB).`,
);

// Nothing that no page uses (lib/build/unshipped.ts): what _next/ holds besides the fonts (once the site's sheet
// has been cut from it), and the optimised copies of pictures that are gone.
const unshipped = unshippedFiles(out, join(process.cwd(), 'public'));
for (const relative of unshipped) rmSync(join(out, relative), { recursive: true, force: true });
if (unshipped.length)
  console.log(`Removed ${unshipped.length} unused file(s) from the export: ${unshipped.slice(0, 3).join(', ')}${unshipped.length > 3 ? ', …' : ''}.`);

let rules: ReturnType<typeof headerRules>;
try {
  rules = headerRules();
} catch (error) {
  // A host setting the headers read (CSP_REPORT_URL): its one line.
  console.error((error as Error).message);
  process.exit(1);
}
writeFileSync(join(out, '_headers'), headersFile(rules));
writeFileSync(join(out, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
// Netlify: an unknown /ar/… address gets ar/404.html, not the root's (lib/build/not-found.ts).
writeFileSync(join(out, '_redirects'), redirectsFile());
// GitHub Pages would otherwise run Jekyll, which drops folders starting with "_" (such as _next).
writeFileSync(join(out, '.nojekyll'), '');
console.log('_headers, vercel.json and _redirects written.');

const routes = allRoutes();
writeFileSync(join(out, 'sitemap.xml'), sitemapXml(site.url, routes));
writeFileSync(join(out, 'robots.txt'), robotsTxt(site.url));
// The blog's feed in every language, with the posts' titles and addresses in that language.
const feeds = locales.map((locale) => {
  const { blogs, pages, ui } = siteContent(locale);
  const path = localePath(locale, feedPath);
  writeFileSync(
    join(out, path.slice(1)),
    rssXml(
      {
        siteUrl: site.url,
        title: fill(ui.blog.feed, { name: site.name }),
        description: pages.blog.seo.description,
        blogPath: localePath(locale, paths.blog),
        feedPath: path,
        language: htmlLang(locale),
      },
      blogs.map((post) => ({ title: post.title, description: post.text, path: localePath(locale, blogPostPath(post.slug)), date: post.date })),
    ),
  );
  return `${path.slice(1)} (${blogs.length} posts)`;
});
console.log(`sitemap.xml (${routes.length} routes), robots.txt and ${feeds.join(', ')} written to out/.`);

// Last of the pages' changes: the index reads each searchable page as it will be served.
writeSearchIndex(out)
  .then((index) => {
    const languages = Object.entries(index.pages).map(([language, count]) => `${language} ${count}`);
    console.log(`search index: ${languages.join(', ')} pages in out/pagefind/ (${index.files} files, ${index.ms} ms).`);
    return generateOgImages(out);
  })
  .then((result) => console.log(describeResult(result)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
