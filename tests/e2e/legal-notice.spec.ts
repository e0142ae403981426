/**
 * The legal notice (/legal-notice, content/legal-notice.ts) as a visitor and a crawler meet it: the page in
 * every language, titled in it (« Mentions légales » in French), with its publisher, director and host and
 * every company of the group with its registration numbers, whole and left to right in Arabic too; laid out
 * without overflow at 390 and 1440 px, mirrored in Arabic; readable without JavaScript; and linked from the
 * footer of every page of every language. Companies, labels and values come from the content, as the page's
 * data builds them (lib/pages/props/legal-notice.ts).
 */
import { allRoutes } from '@/lib/build/site-routes';
import { localeOfPath, localePath, locales, textDirection, type Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { legalNoticeStaticProps, type LegalEntityFacts } from '@/lib/pages/props/legal-notice';
import { paths } from '@/lib/routes';
import { expect, horizontalOverflow, scrollThrough, shownIn, test, watchPage } from './support';

/** What the page shows of each company in a language (its office's address, its labels, its capital as the language writes it). */
async function companiesIn(locale: Locale): Promise<readonly LegalEntityFacts[]> {
  const { props } = (await legalNoticeStaticProps(locale)()) as { props: { entities: { items: readonly LegalEntityFacts[] } } };
  return props.entities.items;
}

for (const locale of locales) {
  const content = siteContent(locale);
  const { legalNotice, legalEntities, ui } = content;
  const at = localePath(locale, paths.legalNotice);
  const show = (text: string) => shownIn(locale, text);

  test.describe(at, () => {
    test('is titled in its language, names the publisher, the publication director and the host, and lists every company with its numbers', async ({
      page,
    }) => {
      const problems = await watchPage(page);
      const response = await page.goto(at);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(legalNotice.page.intro.heading);
      await expect(page).toHaveTitle(new RegExp(legalNotice.page.seo.title));
      if (locale === 'fr') await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');

      const publisher = main.getByRole('region', { name: legalNotice.publisher.title });
      const lead = (await companiesIn(locale)).find((company) => company.id === legalNotice.publisher.entity)!;
      await expect(publisher).toContainText(show(lead.name));
      await expect(publisher).toContainText(show(lead.address));
      await expect(publisher.locator('a[href^="tel:"]')).toHaveText(show(content.site.phone));
      await expect(publisher.locator('a[href^="mailto:"]')).toHaveText(show(content.site.email));
      const director = main.getByRole('region', { name: legalNotice.director.title });
      await expect(director).toContainText(show(legalNotice.director.name));
      await expect(director).toContainText(show(legalNotice.director.role));
      const host = main.getByRole('region', { name: legalNotice.host.title });
      await expect(host).toContainText(show(legalNotice.host.name));
      await expect(host).toContainText(show(legalNotice.host.address));
      await expect(host.locator('a[href^="tel:"]')).toHaveText(show(legalNotice.host.phone));

      const companies = main.getByRole('region', { name: legalNotice.entities.title }).locator('[data-entity]');
      await expect(companies).toHaveCount(legalEntities.length);
      const facts = await companiesIn(locale);
      for (const entity of legalEntities) {
        const card = main.locator(`[data-entity="${entity.id}"]`);
        const shown = facts.find((company) => company.id === entity.id)!;
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(show(entity.name));
        for (const text of [shown.country, entity.legalForm, shown.address, ui.legalNotice.legalForm, ui.legalNotice.registeredOffice])
          await expect(card).toContainText(show(text));
        // Each number under its kind's label, in the page's language, written left to right whatever the page's direction.
        await expect(card.locator('dt')).toHaveText(
          [ui.legalNotice.legalForm, ui.legalNotice.registeredOffice, ...entity.registrations.map((item) => ui.legalNotice.registrations[item.kind])].map(show),
        );
        await expect(card.locator('dd bdi[dir="ltr"]')).toHaveText(shown.registrations.map((item) => show(item.value)));
      }

      for (const section of legalNotice.sections) await expect(main.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      await expect(main.locator(`a[href="${localePath(locale, paths.privacyPolicy)}"]`)).toBeVisible();
      expect(problems).toEqual([]);
    });

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`holds at ${viewport.width} px: nothing overflows, the companies in ${viewport.width < 640 ? 'one column' : 'a row'}${textDirection(locale) === 'rtl' ? ' from the right' : ''}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(at);
        expect(await horizontalOverflow(page)).toBe(0);
        const boxes = await page.locator('[data-entity]').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
        const [first, second] = boxes;
        if (viewport.width < 640) expect(second!.x).toBe(first!.x);
        else if (textDirection(locale) === 'rtl') expect(second!.x).toBeLessThan(first!.x);
        else expect(second!.x).toBeGreaterThan(first!.x);
        for (const box of boxes) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the legal notice is readable in every language: its heading and every company', async ({ page }) => {
    for (const locale of locales) {
      const { legalNotice, legalEntities } = siteContent(locale);
      await page.goto(localePath(locale, paths.legalNotice));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalNotice.page.intro.heading);
      for (const entity of legalEntities) await expect(page.locator(`[data-entity="${entity.id}"] h3`)).toHaveText(shownIn(locale, entity.name));
    }
  });
});

test.describe('the footer', () => {
  test('of every page, in every language, links to the legal notice in its language beside the policies', async ({ request }) => {
    const routes = [...allRoutes(), ...locales.map((locale) => localePath(locale, paths.thankYou))];
    for (const route of routes) {
      const locale = localeOfPath(route);
      const html = await (await request.get(route)).text();
      const footer = html.slice(html.lastIndexOf('<footer'));
      expect(footer, route).toMatch(
        new RegExp(`<a [^>]*href="${localePath(locale, paths.legalNotice)}"[^>]*>${siteContent(locale).ui.footer.legalNotice}</a>`),
      );
      const order = [paths.privacyPolicy, paths.cookiesPolicy, paths.legalNotice].map((path) => footer.indexOf(`href="${localePath(locale, path)}"`));
      expect(order, route).toEqual([...order].sort((a, b) => a - b));
      expect(order[0], route).toBeGreaterThan(-1);
    }
  });

  test('leads there from the home page, in each language, at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of locales) {
      const { ui, legalNotice } = siteContent(locale);
      await page.goto(localePath(locale, paths.home));
      // A visitor reaches the footer by scrolling: the sections above are laid out on the way.
      await scrollThrough(page);
      const link = page.locator('footer').getByRole('link', { name: ui.footer.legalNotice, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      expect(await horizontalOverflow(page)).toBe(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, paths.legalNotice)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalNotice.page.intro.heading);
    }
  });
});
