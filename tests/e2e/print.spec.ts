import { blogs } from '@/content/blogs';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import { blogPostPath, paths, servicePath } from '@/lib/routes';
import { expect, test } from './support';

/** On paper a content page is its main column: no shell, no screen-only controls, black on white. */
for (const route of [paths.about, blogPostPath(blogs[0]!.slug), servicePath(services[0]!.slug)]) {
  test(`${route} prints its content without the shell`, async ({ page }) => {
    await page.goto(route);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main p').first()).toBeVisible();
    await expect(page.locator('header#site-header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    for (const button of await page.locator('main button').all()) await expect(button).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.locator('main#main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe('0px');
  });
}

test('a post prints without its share buttons; the about page keeps its heading', async ({ page }) => {
  await page.goto(blogPostPath(blogs[0]!.slug));
  const shareLinks = page.locator('a[aria-label^="Share on "]');
  await expect(shareLinks.first()).toBeVisible();
  expect(await shareLinks.count()).toBeGreaterThan(3);
  await page.emulateMedia({ media: 'print' });
  for (const label of await page.getByText('Share on:').all()) await expect(label).toBeHidden();
  for (const link of await shareLinks.all()) await expect(link).toBeHidden();
  await page.goto(paths.about);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main h1')).toHaveText(pages.about.intro.heading);
});
