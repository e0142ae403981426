import { allRoutes } from '@/lib/build/site-routes';
import { expect, horizontalOverflow, test } from './support';

/**
 * Text that editors control must never break the layout (issue 12, item 16): a 246-character URL
 * pasted into a paragraph once made a 375 px page 1,752 px wide. This puts such a URL, and an
 * unbroken 80-letter word, at the end of every text block of a page (paragraphs, list items,
 * headings, the footer's addresses, the modal's lines), then checks that nothing scrolls sideways.
 */
const LONG_URL = `https://www.example.com/${'oracle-cloud-hcm-implementation-'.repeat(7)}final-report.pdf?utm_source=newsletter`;
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

async function stuffTextBlocks(page: import('@playwright/test').Page) {
  return page.evaluate(
    ([url, word]) => {
      const blocks = document.querySelectorAll(
        'main p, main li, main h1, main h2, main h3, main dd, main dt, main blockquote, footer p, footer li, footer address, header li',
      );
      for (const block of blocks) block.append(` ${url} ${word}`);
      return blocks.length;
    },
    [LONG_URL, LONG_WORD],
  );
}

// One page of each type, plus home: the sections differ by page type, not by item.
const routes = ['/', ...new Set(allRoutes().map((route) => `/${route.split('/')[1]}`))].flatMap(
  (prefix) => allRoutes().find((route) => route === prefix || route.startsWith(`${prefix}/`)) ?? [],
);

test.describe('long words and URLs from content wrap at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const route of [...new Set(routes)]) {
    test(route, async ({ page }) => {
      await page.goto(route);
      expect(await stuffTextBlocks(page)).toBeGreaterThan(5);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }

  test('the client modal keeps its logo in view with a long line', async ({ page }) => {
    await page.goto('/clients');
    await page.locator('[data-client]').first().click();
    const modal = page.getByRole('dialog');
    await modal
      .locator('li')
      .first()
      .evaluate((item, text) => item.append(` ${text}`), LONG_URL);
    await modal
      .locator('p')
      .first()
      .evaluate((item, text) => item.append(` ${text}`), LONG_WORD);
    const logo = modal.getByRole('img').first();
    const box = await logo.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
