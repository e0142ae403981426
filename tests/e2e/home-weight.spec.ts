/**
 * What the home page costs before the visitor scrolls or acts (issue 25), at 390×844 in every
 * language: a handful of requests, no picture of a section below the screen, no placeholder request,
 * and markup written once (the logo strip's loop is made by its script); and what it weighs (issue 33):
 * at most HOME_MAX_ELEMENTS elements in its HTML and HOME_MAX_HEIGHT px tall on a phone, every
 * section of the spec laid out.
 */
import type { Page } from '@playwright/test';
import { clients } from '@/content/clients';
import { HOME_MAX_ELEMENTS, HOME_MAX_HEIGHT, PHONE_VIEWPORT } from '@/lib/build/budget';
import { localePath, locales } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { expect, test } from './support';

/** docs/decisions.md#budgets: requests before the visitor scrolls on the home page. */
const HOME_REQUESTS = 20;

/** The pictures of the parts of the home page below a phone's screen, and of the hero's other slides. */
const LATER =
  '#case-studies img, #blogs img, #clients img, #team img, #why-choose img, #partner img, #about img, .hero-slider .swiper-slide ~ .swiper-slide img';

/** The file each picture would fetch first, without its folder and width step: `hero-hcm`, `asiacell-1`, `cedar-wings.svg`. */
const pictureNames = (page: Page) =>
  page
    .locator(LATER)
    .evaluateAll((images) => images.map((image) => (image.getAttribute('src') ?? '').replace(/^.*\//, '').replace(/-opt-\d+\.WEBP$/, '')).filter(Boolean));

test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

for (const locale of locales) {
  const home = localePath(locale, paths.home);

  test(`${home}: at most ${HOME_REQUESTS} requests before the visitor scrolls, and no picture of what is below the screen`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(home);
    await page.waitForLoadState('networkidle');
    expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(HOME_REQUESTS);
    const later = await pictureNames(page);
    expect(later.length).toBeGreaterThan(10);
    expect(requested.filter((path) => later.some((name) => path.endsWith(name) || path.includes(`/${name}-opt-`)))).toEqual([]);
    // Blur placeholders travel in the page (data: URIs): none is a request.
    expect(requested.filter((path) => /-opt-10\.WEBP$/.test(path))).toEqual([]);
  });
}

for (const locale of locales) {
  const home = localePath(locale, paths.home);

  test(`${home}: its HTML carries at most ${HOME_MAX_ELEMENTS} elements, and at 390×844 it is at most ${HOME_MAX_HEIGHT} px tall with every section laid out`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(home)).text();
    await page.goto(home);
    // Parsed as a crawler parses it (no scripting: a <noscript>'s contents are elements), templates' contents included.
    const elements = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const templates = [...doc.querySelectorAll('template')].reduce((sum, template) => sum + template.content.querySelectorAll('*').length, 0);
      return doc.getElementsByTagName('*').length + templates;
    }, html);
    expect(elements).toBeLessThanOrEqual(HOME_MAX_ELEMENTS);
    // Every section laid out (the blocks below the first screen wait for it: render-children-when-near).
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('.render-children-when-near > *').forEach((block) => (block.style.contentVisibility = 'visible')),
    );
    for (const id of ['services', 'clients', 'partner', 'about', 'about-solutions', 'solutions', 'blogs', 'team', 'timeline', 'why-choose', 'contact'])
      expect((await page.locator(`#${id}`).boundingBox())?.height ?? 0, id).toBeGreaterThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(HOME_MAX_HEIGHT);
  });
}

test('the HTML holds each client logo once; the strip’s loop is added by its script and moves', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/<button [^>]*data-client="/g)).toHaveLength(clients.length);
  await page.goto('/');
  const strip = page.locator('.client-marquee');
  await expect(strip).toHaveAttribute('data-looped', 'true');
  await expect(strip.locator('[data-marquee-logos]')).toHaveCount(2);
  await expect(strip.locator('[data-marquee-logos]').nth(1)).toHaveAttribute('aria-hidden', 'true');
  await expect(strip.locator('[data-marquee-logos]').nth(1).locator('button[tabindex="-1"]')).toHaveCount(clients.length);
  // The copy names no one twice to assistive technology.
  await expect(strip.getByRole('button')).toHaveCount(clients.length);
});
