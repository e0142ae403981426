/**
 * /credentials as a buyer meets it (issue 34, part 3): every credential of content/credentials.ts, in its
 * group and in the page's language; each Oracle claim a register can show links to Oracle Partner Finder in
 * a new tab, named for what it verifies; a law links the privacy policy instead; no grid leaves a card
 * alone under a full row, at 1440 or 390 px; the home page's partner section, /about and the footer lead
 * to it; and the self-drawn badges are gone. Items, counts and texts come from the content in each language.
 */
import type { Locator } from '@playwright/test';
import { credentials } from '@/content/credentials';
import { localePath, locales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { credentialSections } from '@/lib/pages/credentials';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';
import { expect, horizontalOverflow, scrollThrough, shownIn, test, watchPage } from './support';

const ORACLE_PARTNER_FINDER = 'https://partner-finder.oracle.com/';

/** The boxes of a group's cards, in rows (cards whose tops line up). */
async function rowsOf(cards: Locator): Promise<{ left: number; right: number }[]> {
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  const rows = new Map<number, { left: number; right: number }>();
  for (const box of boxes) {
    const row = rows.get(box.top);
    rows.set(box.top, row ? { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) } : { left: box.left, right: box.right });
  }
  return [...rows.values()];
}

for (const locale of locales) {
  const { ui, credentialsPage } = siteContent(locale);
  const at = (path: string) => localePath(locale, path);
  const sections = credentialSections(locale);
  const route = at(paths.credentials);

  test.describe(route, () => {
    test('lists every credential of the content, in its group, with its issuer and its way to check it', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(route);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(shownIn(locale, credentialsPage.intro.heading));
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections.map((section) => shownIn(locale, section.title)));
      expect(sections.flatMap((section) => section.cards.map((card) => card.id)).toSorted()).toEqual(credentials.map((item) => item.id).toSorted());

      for (const section of sections) {
        const group = main.locator(`section#${section.id}`);
        await expect(group.getByRole('heading', { level: 2 })).toHaveText(shownIn(locale, section.title));
        // Every credential of the group, in the content's order, and none of another group.
        expect(await group.locator('[data-credential]').evaluateAll((items) => items.map((item) => item.getAttribute('data-credential')))).toEqual(
          credentials.filter((item) => item.group === section.id).map((item) => item.id),
        );
        for (const card of section.cards) {
          const item = group.locator(`[data-credential="${card.id}"]`);
          await expect(item.getByRole('heading', { level: 3 })).toHaveText(shownIn(locale, card.title));
          await expect(item).toContainText(shownIn(locale, card.text));
          await expect(item.locator('dt').first()).toHaveText(card.policy ? ui.credentials.authority : ui.credentials.issuer);
          await expect(item.locator('dd').first()).toHaveText(shownIn(locale, card.issuer));
          if (card.year !== undefined) await expect(item.locator('dd')).toContainText([String(card.year)]);
          if (card.reference !== undefined) await expect(item.locator('dd')).toContainText([shownIn(locale, card.reference)]);
          if (card.consultants !== undefined) await expect(item.locator('[data-consultants]')).toContainText(String(card.consultants));

          const verify = item.locator('a[data-verify]');
          if (card.verify) {
            const name = fill(ui.credentials.verifyOn, { credential: card.title, register: card.verify.register });
            await expect(item.getByRole('link', { name, exact: true })).toHaveAttribute('href', card.verify.href);
            await expect(verify).toHaveAttribute('target', '_blank');
            await expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
            await expect(verify).toHaveText(ui.credentials.verify);
          } else await expect(verify).toHaveCount(0);

          const policy = item.locator('a[data-policy]');
          if (card.policy) {
            await expect(item.getByRole('link', { name: fill(ui.credentials.policyFor, { credential: card.title }), exact: true })).toHaveAttribute(
              'href',
              at(paths.privacyPolicy),
            );
            await expect(item.locator('a[data-policy][target]')).toHaveCount(0);
          } else await expect(policy).toHaveCount(0);
        }
      }
      expect(problems).toEqual([]);
    });

    test("links each Oracle claim that Oracle's register can show to Oracle Partner Finder, and no law to a register", async ({ page }) => {
      await page.goto(route);
      const oracle = credentials.filter((item) => item.group === 'oracle-partnership' && 'verify' in item);
      expect(oracle.length).toBeGreaterThan(0);
      for (const item of oracle) {
        const link = page.locator(`[data-credential="${item.id}"] a[data-verify]`);
        await expect(link).toHaveAttribute('href', new RegExp(`^${ORACLE_PARTNER_FINDER.replace(/[.]/g, '\\.')}`));
        await expect(link).toHaveAttribute('aria-label', new RegExp(`Oracle\\sPartner\\sFinder`));
      }
      // A law has no register: its card links the privacy policy, on the site.
      for (const item of credentials.filter((entry) => 'policy' in entry))
        await expect(page.locator(`[data-credential="${item.id}"] a[target="_blank"]`)).toHaveCount(0);
    });

    for (const width of [1440, 390]) {
      test(`at ${width} px nothing scrolls sideways and no group leaves a card alone under a full row`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        for (const section of sections) {
          const rows = await rowsOf(page.locator(`section#${section.id} [data-credential]`));
          const [first] = rows;
          const last = rows[rows.length - 1]!;
          // The last row spans the width of the first: full, or the odd card taking the whole row.
          expect(last.right - last.left, `${section.id}: its last row is as wide as its first`).toBeGreaterThanOrEqual(first!.right - first!.left - 2);
        }
        if (width === 390) for (const card of await page.locator('[data-credential]').all()) expect((await card.boundingBox())!.width).toBeGreaterThan(300);
      });
    }

    test('the home page’s partner section, /about and the footer lead to it', async ({ page }) => {
      const target = at(paths.credentials);
      await page.goto(at(paths.home));
      const partner = page.locator('section#partner');
      const fromPartner = partner.locator(`a[href="${target}"]`);
      await expect(fromPartner).toHaveText(shownIn(locale, credentialsPage.band.action));
      // After the section's text.
      expect(
        await partner.evaluate((section, href) => {
          const paragraphs = section.querySelectorAll('p');
          const link = section.querySelector(`a[href="${href}"]`)!;
          return Boolean(paragraphs[paragraphs.length - 1]!.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
        }, target),
      ).toBe(true);
      await scrollThrough(page);
      await fromPartner.scrollIntoViewIfNeeded();
      await fromPartner.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));

      await page.goto(at(paths.about));
      const band = page.locator('section#credentials');
      await expect(band.getByRole('heading', { level: 2 })).toHaveText(shownIn(locale, credentialsPage.band.title));
      await expect(band).toContainText(shownIn(locale, credentialsPage.band.text));
      await band.locator(`a[href="${target}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));

      // In the footer's upper area, under the brand's line (the page links keep their two full rows of three).
      const fromFooter = page.locator(`footer a[data-footer-credentials][href="${target}"]`);
      await expect(fromFooter).toHaveText(shownIn(locale, ui.credentials.link));
      await fromFooter.scrollIntoViewIfNeeded();
      await expect(fromFooter).toBeVisible();
    });
  });
}

test.describe('the self-drawn certification badges', () => {
  test('are gone from the home page and from the site', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localePath(locale, paths.home));
      await scrollThrough(page);
      await expect(page.locator('img[src*="/images/badges/"]')).toHaveCount(0);
    }
    for (const file of ['hcm-cloud', 'erp-cloud', 'scm-cloud', 'oci']) expect((await page.request.get(`/images/badges/${file}.svg`)).status(), file).toBe(404);
  });
});
