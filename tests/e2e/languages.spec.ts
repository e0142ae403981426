import { allRoutes, routesIn } from '@/lib/build/site-routes';
import { defaultLocale, language, localePath } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { canonicalUrl, feedPath, paths } from '@/lib/routes';
import { expect, test } from './support';

/**
 * The two languages (issue 15): every page in Arabic under /ar, right to left; the switch between a
 * page and its twin; the alternates search engines read (heads, sitemap, feeds).
 */
const { site } = siteContent(defaultLocale);
const arabic = siteContent('ar');
const english = siteContent('en');
/** Arabic letters (the Arabic block). */
const ARABIC = /[\u0600-\u06FF]/;

test.describe('every Arabic page', () => {
  for (const route of routesIn('ar')) {
    test(`${route} is in Arabic, right to left`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      expect(heading, `${route} h1`).toMatch(ARABIC);
    });
  }
});

test('every page names itself in both languages and x-default (English), with absolute addresses', async ({ request }) => {
  for (const route of allRoutes()) {
    const html = await (await request.get(route)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => `${match[1]} ${match[2]}`);
    const englishPath = localePath('en', route);
    expect(alternates, route).toEqual([
      `en ${canonicalUrl(site.url, englishPath)}`,
      `ar ${canonicalUrl(site.url, localePath('ar', route))}`,
      `x-default ${canonicalUrl(site.url, englishPath)}`,
    ]);
    expect(html, route).toContain(`<link rel="canonical" href="${canonicalUrl(site.url, route)}"`);
  }
});

test('the Arabic pages say ar_AR to Open Graph, with en_US as the alternate, and link the Arabic feed', async ({ request }) => {
  const html = await (await request.get('/ar/about')).text();
  expect(html).toContain('<meta property="og:locale" content="ar_AR"');
  expect(html).toContain('<meta property="og:locale:alternate" content="en_US"');
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/ar\/rss.xml"/);
  const englishHtml = await (await request.get('/about')).text();
  expect(englishHtml).toContain('<meta property="og:locale" content="en_US"');
  expect(englishHtml).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"/);
});

test('the sitemap lists both languages, each page with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  expect(entries).toHaveLength(allRoutes().length);
  const about = entries.find((entry) => entry.includes(`<loc>${canonicalUrl(site.url, '/ar/about')}</loc>`));
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${canonicalUrl(site.url, '/about')}"/>`);
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${canonicalUrl(site.url, '/ar/about')}"/>`);
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(site.url, '/about')}"/>`);
});

test('the Arabic feed lists the Arabic posts at their Arabic addresses', async ({ request }) => {
  const feed = await (await request.get(localePath('ar', feedPath))).text();
  expect(feed).toContain('<language>ar</language>');
  expect([...feed.matchAll(/<item>/g)]).toHaveLength(arabic.blogs.length);
  for (const post of arabic.blogs) expect(feed).toContain(`<link>${canonicalUrl(site.url, `/ar/blog/${post.slug}`)}</link>`);
  expect(feed).toContain(`<title>${arabic.blogs[0]!.title}</title>`);
});

test('an Arabic page preloads the font its Arabic text is drawn in; an English page never fetches it', async ({ browser }) => {
  /** The font files a fresh visit to a page preloads and fetches. */
  const visit = async (route: string) => {
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.woff2')) fetched.add(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await page.close();
    return { preloaded: preloaded.sort(), fetched: [...fetched].sort() };
  };
  const arabicPage = await visit('/ar/about');
  const englishPage = await visit('/about');
  // Arabic: Inter (the Latin words) and the Arabic font, both preloaded and both used.
  expect(arabicPage.preloaded).toHaveLength(2);
  expect(arabicPage.fetched).toEqual(arabicPage.preloaded);
  // English: Inter only.
  expect(englishPage.preloaded).toHaveLength(1);
  expect(englishPage.fetched).toEqual(englishPage.preloaded);
  expect(arabicPage.preloaded).toContain(englishPage.preloaded[0]);
});

test.describe('the language switch', () => {
  test('in the header, goes to the same page in Arabic and back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.about);
    const toArabic = page
      .locator('header#site-header')
      .getByRole('link', { name: language('ar').name, exact: true })
      .first();
    await expect(toArabic).toHaveAttribute('href', '/ar/about');
    await expect(toArabic).toHaveAttribute('lang', 'ar');
    await expect(toArabic).toHaveAttribute('hreflang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.pages.about.intro.heading);
    const toEnglish = page
      .locator('header#site-header')
      .getByRole('link', { name: language('en').name, exact: true })
      .first();
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.pages.about.intro.heading);
  });

  test('in the drawer on a phone, from the Arabic home page to the English one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar');
    await page.getByRole('button', { name: arabic.ui.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: arabic.ui.menu.drawer });
    const toEnglish = drawer.getByRole('link', { name: language('en').name, exact: true });
    await expect(toEnglish).toHaveAttribute('href', '/');
    await toEnglish.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
