import { buildNavigation } from '@/lib/pages/navigation';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { canonicalUrl, paths } from '@/lib/routes';
import { defaultLocale, htmlLang, localePath, otherLocales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { allRoutes, checkedRoutes } from '@/lib/build/site-routes';
import { stubRecaptcha } from './contact-stubs';
import { recordHeaderWarnings, recordViolations, scrollToEnd } from './csp';
import { smallTapTargets, squeezedTexts } from './phone-layout';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, shownIn, test, watchPage } from './support';

/** Every route of the source language and one page of each kind in the others (`checkedRoutes`): a visit with axe is the suite's most expensive step. */
const routes = checkedRoutes();

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route} renders the shell, its heading and its metadata, with no CSP violation`, async ({ page }) => {
      const problems = await watchPage(page);
      const warnings = recordHeaderWarnings(page);
      // The one request to another host a page may make by itself: the contact form's check (stubbed).
      await stubRecaptcha(page);
      const violations = await recordViolations(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);

      await expect(page.locator('header#site-header')).toBeVisible();
      await expect(page.locator('main#main h1')).toHaveCount(1);
      await expect(page.locator('main#main h1')).not.toBeEmpty();
      await expect(page.locator('footer')).toContainText(`© ${site.copyrightYear}`);

      const canonicals = page.locator('link[rel="canonical"]');
      await expect(canonicals).toHaveCount(1);
      await expect(canonicals).toHaveAttribute('href', canonicalUrl(site.url, route));
      expect((await page.title()).length).toBeGreaterThan(10);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonicalUrl(site.url, route));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.locator('main#main h1')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);

      // Scrolled to the end, so every lazy part (gallery, form, pictures) has loaded: nothing the
      // Content-Security-Policy blocked, no security header the browser could not apply.
      await scrollToEnd(page);
      // A phone reads it as a page (issue 35): no text squeezed into a column of letters (the French
      // home's clients heading once stood 32 px wide), and a phone visitor's controls at least 44 px.
      expect(await squeezedTexts(page), 'texts squeezed into a narrow column at 390 px').toEqual([]);
      expect(await smallTapTargets(page), 'controls under 44 × 44 px at 390 px').toEqual([]);
      expect(await violations()).toEqual([]);
      expect(warnings).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('titles and descriptions are unique across routes', async ({ request }) => {
    const seen = new Map<string, string>();
    // By request: every page of every language.
    for (const route of allRoutes()) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title, `${route} title`).toBeTruthy();
      expect(description, `${route} description`).toBeTruthy();
      for (const [kind, value] of [
        ['title', title],
        ['description', description],
      ] as const) {
        expect(seen.get(`${kind}:${value}`), `${kind} of ${route} repeats`).toBeUndefined();
        seen.set(`${kind}:${value}`, route);
      }
    }
  });
});

test('sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(
    allRoutes()
      .map((route) => canonicalUrl(site.url, route))
      .sort(),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('the not-found pages are noindex and name no address of their own: no canonical URL, no hreflang alternates, no og:url', async ({ request }) => {
  // An unknown address (served 404.html with status 404), and the two pages as files.
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/404.html', 200],
    ['/ar/404', 200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<title\b[^>]*>[^<]+<\/title>/);
    expect(head, path).toMatch(/<meta name="robots" content="noindex[,"]/);
    expect(head, path).not.toMatch(/<link\b[^>]*\brel="canonical"/);
    expect(head, path).not.toMatch(/<link\b[^>]*\bhreflang=/i);
    expect(head, path).not.toContain('property="og:url"');
    expect(head, path).not.toContain('"@type":"WebPage"');
  }
});

test('an unknown address gets the 404 page with a way home and to every main section', async ({ page }) => {
  const problems = await watchPage(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.intro.heading);
  const main = page.getByRole('main');
  const { directory } = pages.notFound;
  await expect(main.getByRole('heading', { level: 2, name: directory.title })).toBeVisible();
  // Every page of the menu (but home, which the button leads to), the contact page, and each
  // menu group with all its links: the navigation the header shows.
  for (const item of buildNavigation('en')) {
    if (item.href && item.href !== paths.home) {
      await expect(main.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
    }
    if (item.menu) {
      const group = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: item.label, exact: true }) });
      await expect(group.getByRole('link')).toHaveText(item.menu.rightItems.map((link) => link.title));
      for (const [index, link] of item.menu.rightItems.entries()) await expect(group.getByRole('link').nth(index)).toHaveAttribute('href', link.link);
    }
  }
  await expect(main.getByRole('link', { name: directory.contactText, exact: true })).toHaveAttribute('href', paths.contact);
  await main.getByRole('link', { name: pages.notFound.nextSteps[0].text }).click();
  await expect(page).toHaveURL(/\/$/);
  // The browser reports the document's own 404 status on the console; nothing else may appear.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

// Every host serves the not-found page of the address's language (lib/build/not-found.ts); the test server does as they do.
for (const locale of otherLocales(defaultLocale)) {
  test(`an unknown ${locale} address gets the ${locale} 404 page, with status 404`, async ({ page }) => {
    const response = await page.goto(localePath(locale, '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownIn(locale, siteContent(locale).pages.notFound.intro.heading));
    // Read on a phone, as the routes above are.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await squeezedTexts(page), 'texts squeezed into a narrow column at 390 px').toEqual([]);
    expect(await smallTapTargets(page), 'controls under 44 × 44 px at 390 px').toEqual([]);
  });
}
