import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { paths } from '@/lib/routes';
import { languageSample } from '@/lib/build/site-routes';
import { localeOfPath, localePath, locales } from '@/lib/i18n';
import { expect, test } from './support';

/**
 * Every route with JavaScript disabled (docs/product.md#without-javascript): its heading, its text, every picture and a
 * way to every other part of the site. Tabs and filters showing all their content are checked in
 * the solutions and clients specs; the contact details here.
 */
test.use({ javaScriptEnabled: false });

/** Pictures that failed to load (without scripting, browsers load lazy images at once). */
const brokenImages = (page: Page) =>
  page
    .locator('main img')
    .evaluateAll((images) =>
      images
        .filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0)
        .map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')),
    );

const SECTIONS = [paths.about, paths.clients, paths.careers, paths.blog, paths.contact];

// One page of each kind in every language (`languageSample`): the shell and its links are the kind's
// template; every page's pictures and links are crawled by `npm run test:links`.
for (const route of locales.flatMap((locale) => languageSample(locale))) {
  test(`${route} reads and navigates without JavaScript`, async ({ page }) => {
    // The links of a page are in its language (`/ar/about` on an Arabic page).
    const inLanguage = (path: string) => localePath(localeOfPath(route), path);
    await page.goto(route);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toBeEmpty();
    const longestParagraph = await page
      .locator('main p')
      .evaluateAll((paragraphs) => Math.max(0, ...paragraphs.map((paragraph) => (paragraph as HTMLElement).innerText.trim().length)));
    expect(longestParagraph).toBeGreaterThan(60);
    await expect.poll(() => brokenImages(page)).toEqual([]);

    const header = page.locator('header#site-header');
    for (const href of SECTIONS.map(inLanguage)) await expect(header.locator(`a[href="${href}"]`).first(), `header link to ${href}`).toBeVisible();
    // The same page in the other language, a plain link.
    await expect(header.locator('a[hreflang]').first()).toBeVisible();
    // The footer's columns reach every solution, service and industry page.
    for (const folder of ['/solutions/', '/services/', '/industries/'])
      await expect(page.locator(`footer a[href^="${inLanguage(folder)}"]`).first(), `footer links under ${inLanguage(folder)}`).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator(`footer a[href="${inLanguage(paths.about)}"]`).first(), 'on a phone the footer carries the navigation').toBeVisible();
  });
}

test('the contact page shows the e-mail and the phone without JavaScript', async ({ page }) => {
  await page.goto(paths.contact);
  const card = page.getByRole('complementary', { name: 'Contact information' });
  await expect(card.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(card.getByRole('link', { name: site.phone })).toBeVisible();
});
