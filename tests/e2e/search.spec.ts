import type { Locator, Page } from '@playwright/test';
import { blogs } from '@/content/blogs';
import { caseStudies } from '@/content/case-studies';
import { industries } from '@/content/industries';
import { policies } from '@/content/policies';
import { positions } from '@/content/positions';
import { services } from '@/content/services';
import { solutions } from '@/content/solutions';
import { readModuleManifest } from '@/lib/build/module-manifest';
import { localeOfPath, localePath, locales, type Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { openPositions } from '@/lib/positions';
import { blogPostPath, paths, positionPath } from '@/lib/routes';
import { SEARCH_BUNDLE_PATH } from '@/lib/search';
import { searchDialog as search, searchFor, searchWords as words } from './search-dialog';
import { expect, expectNoSeriousAxeViolations, test, watchPage } from './support';

/**
 * Site search (docs/architecture.md#search) as a visitor meets it: a control in the header (and the
 * drawer) that opens a dialog, results of the page's language with their kind and the words marked, kind
 * filters, the keys, and without JavaScript a link to /search, which lists every page by kind. The words
 * are each language's (content/ui.ts `search`), the pages and counts the content's. The CSP with search
 * open is checked in security.spec.ts.
 */
const en = words('en');
/** The addresses of the results shown. */
const hrefs = (results: Locator) => results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** What a page of search may fetch only once the visitor opens it: the dialog's chunk and sheet, Pagefind and the index. */
function searchRequests(page: Page): string[] {
  const dialogChunk = readModuleManifest().files.find((file) => file.source === 'browser/search/dialog.ts')!.url;
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(SEARCH_BUNDLE_PATH) || path === dialogChunk || /^\/_m\/search-[^/]*\.css$/.test(path)) seen.push(path);
  });
  return seen;
}

test('nothing of search is fetched before the visitor opens it; the control then opens the dialog in the page', async ({ page }) => {
  const problems = await watchPage(page);
  const fetched = searchRequests(page);
  await page.goto(paths.about);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  const { control, dialog, box, status } = search(page);
  await expect(control).toHaveAttribute('href', paths.search);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await control.click();
  await expect(dialog).toBeVisible();
  await expect(box).toBeFocused();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await expect(status).toHaveText(en.hint);
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  expect(fetched).toContain(`${SEARCH_BUNDLE_PATH}pagefind.js`);
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

const queries: Readonly<Record<Locale, string>> = { en: 'payroll', ar: 'الرواتب', fr: 'paie' };

for (const locale of locales) {
  test(`${locale}: "${queries[locale]}" lists pages in ${locale} only, each with its kind and the words marked, right to left in Arabic`, async ({ page }) => {
    const problems = await watchPage(page);
    const text = words(locale);
    const { dialog, results } = search(page, locale);
    await page.goto(localePath(locale, paths.home));
    await search(page, locale).control.click();
    await searchFor(page, queries[locale], locale);
    await expect(results.first()).toBeVisible();
    const found = await hrefs(results);
    expect(found.length).toBeGreaterThan(2);
    for (const href of found) expect(localeOfPath(href), href).toBe(locale);
    // Each result names its kind in the page's language, and marks what matched.
    for (const item of await results.all()) {
      await expect(item.locator('mark').first()).toBeVisible();
      expect(Object.values(text.kinds)).toContain(await item.locator('.search-kind').textContent());
    }
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    expect(problems).toEqual([]);
  });
}

/** Presses "Show more" until every result is listed, waiting for each page of them to be added. */
async function showAll(page: Page) {
  const { dialog, list } = search(page);
  const more = dialog.getByRole('button', { name: en.more });
  while (await more.isVisible()) {
    await more.click();
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
}

test('"Fusion HCM", narrowed to case studies, finds every story whose Oracle modules include it, and only case studies', async ({ page }) => {
  const { control, results, filter, status } = search(page);
  await page.goto(paths.home);
  await control.click();
  await searchFor(page, 'Fusion HCM');
  const all = await status.textContent();
  await filter(en.kindGroups['case-study']).click();
  await expect(filter(en.kindGroups['case-study'])).toHaveAttribute('aria-pressed', 'true');
  await expect(filter(en.all)).toHaveAttribute('aria-pressed', 'false');
  await expect(search(page).list).toHaveAttribute('aria-busy', 'false');
  // Every result of the filter, shown a page at a time.
  await showAll(page);
  const expected = caseStudies
    .filter((story) => (story.modules as readonly string[]).includes('Oracle Fusion Cloud HCM'))
    .map((story) => blogPostPath(story.slug));
  const found = await hrefs(results);
  expect(found.length).toBeLessThan(Number(all!.match(/\d+/)![0]));
  for (const path of expected) expect(found).toContain(path);
  const kinds = await results.locator('.search-kind').allTextContents();
  expect(new Set(kinds)).toEqual(new Set([en.kinds['case-study']]));
});

test('"ZATCA" finds the posts that mention it; a role\'s title finds its page first', async ({ page }) => {
  const { control, results } = search(page);
  await page.goto(paths.home);
  await control.click();
  await searchFor(page, 'ZATCA');
  const mentioning = blogs.filter((post) => JSON.stringify(post).includes('ZATCA')).map((post) => blogPostPath(post.slug));
  expect(mentioning.length).toBeGreaterThan(0);
  await showAll(page);
  const found = await hrefs(results);
  for (const path of mentioning) expect(found).toContain(path);

  const [role] = openPositions(positions);
  test.skip(!role, 'no open position today');
  await searchFor(page, role!.title);
  await expect(results.first()).toHaveAttribute('href', positionPath(role!.slug));
  await expect(results.first().locator('.search-kind')).toHaveText(en.kinds.role);
});

test('a typo, or a word without its accents, still finds the pages with the word', async ({ page }) => {
  await page.goto(paths.home);
  await search(page).control.click();
  await searchFor(page, 'integraton');
  await expect(search(page).results.first()).toBeVisible();
  expect((await search(page).dialog.locator('mark').allTextContents()).some((mark) => /^integration/i.test(mark))).toBe(true);

  await page.goto(localePath('fr', paths.home));
  const french = search(page, 'fr');
  await french.control.click();
  await searchFor(page, 'integration', 'fr');
  await expect(french.results.first()).toBeVisible();
  expect((await french.dialog.locator('mark').allTextContents()).some((mark) => /^intégration/i.test(mark))).toBe(true);
});

test('keys: "/" and Ctrl+K open it, Arrow keys move between the box and the results, Escape closes it and gives focus back', async ({ page }) => {
  const { control, dialog, box, results } = search(page);
  await page.goto(paths.home);
  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  await expect(box).toBeFocused();
  // In a field, "/" is a character.
  await page.keyboard.type('a/b');
  await expect(box).toHaveValue('a/b');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await expect(box).toBeFocused();
  await searchFor(page, 'payroll');
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(results.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('aria-expanded', 'false');

  // Enter on a result goes to its page.
  await page.keyboard.press('Control+k');
  await searchFor(page, 'payroll');
  const first = await results.first().getAttribute('href');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
});

test('with a kind and no words, the dialog lists every page of that kind', async ({ page }) => {
  const { control, results, filter, dialog } = search(page);
  await page.goto(paths.home);
  await control.click();
  await filter(en.kindGroups.service).click();
  await expect(search(page).list).toHaveAttribute('aria-busy', 'false');
  await expect(results).toHaveCount(Math.min(services.length, 6));
  const more = dialog.getByRole('button', { name: en.more });
  while (await more.isVisible()) await more.click();
  await expect(results).toHaveCount(services.length);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the drawer's search opens over it, and Escape comes back to the drawer", async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto(paths.home);
    await page.getByRole('button', { name: siteContent('en').ui.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: siteContent('en').ui.menu.drawer });
    const inDrawer = drawer.getByRole('button', { name: en.open, exact: true });
    await inDrawer.click();
    const { dialog, box } = search(page);
    await expect(dialog).toBeVisible();
    await expect(box).toBeFocused();
    const size = (await dialog.boundingBox())!;
    expect(Math.round(size.width)).toBe(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(inDrawer).toBeFocused();
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: the control is a link to /search, which lists every page by kind`, async ({ page }) => {
      const text = words(locale);
      const { pages } = siteContent(locale);
      await page.goto(localePath(locale, paths.about));
      const link = page.locator('header#site-header').getByRole('link', { name: text.open, exact: true });
      await expect(link).toHaveAttribute('href', localePath(locale, paths.search));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, paths.search)}$`));
      await expect(page.locator('main h1')).toHaveText(pages.search.intro.heading);
      const group = (kind: keyof typeof text.kindGroups) => page.locator(`#kind-${kind}`);
      const counts = {
        service: services.length,
        solution: solutions.length,
        industry: industries.length,
        'case-study': blogs.filter((post) => post.kind === 'case-study').length,
        post: blogs.filter((post) => post.kind !== 'case-study').length,
        role: openPositions(positions).length,
        policy: policies.length,
      } as const;
      for (const [kind, count] of Object.entries(counts) as [keyof typeof counts, number][]) {
        if (count === 0) continue;
        await expect(group(kind).getByRole('heading', { level: 2 })).toHaveText(text.kindGroups[kind]);
        await expect(group(kind).getByRole('link')).toHaveCount(count);
      }
      await expect(group('page').getByRole('link', { name: pages.about.intro.heading })).toHaveAttribute('href', localePath(locale, paths.about));
      for (const href of await hrefs(page.locator('main ul a'))) expect(localeOfPath(href), href).toBe(locale);
    });
  }
});
