import { industries, industryPresence } from '@/content/industries';
import { offices } from '@/content/site';
import { industryPath } from '@/lib/routes';
import { expectOfficePhoneLinks, expectPhonePerOffice } from './office-phones';
import { expect, test, watchPage } from './support';
import { addressText } from '@/lib/offices';

for (const industry of industries) {
  test(`${industry.title}: intro, banner, second section and offices`, async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto(industryPath(industry.slug));
    await expect(page.getByRole('heading', { level: 2, name: industry.title1 })).toBeVisible();
    await expect(page.getByText(industry.text1)).toBeVisible();
    await expect(page.getByText(industry.text_banner)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: industry.title2 })).toBeVisible();
    await expect(page.getByText(industry.text2)).toBeVisible();
    for (const item of 'list' in industry ? industry.list : []) await expect(page.getByText(item, { exact: true })).toBeVisible();
    const main = page.locator('main');
    await expect(main.locator('img[alt*=":"]')).toHaveCount(2);

    const presence = page.locator('section#presence');
    await expect(presence.getByRole('heading', { level: 2, name: industryPresence.title })).toBeVisible();
    await expect(presence.getByRole('listitem')).toHaveCount(offices.length);
    for (const office of offices) {
      const card = presence.getByRole('listitem').filter({ has: page.getByRole('heading', { name: office.name, exact: true }) });
      await expect(card).toContainText(office.city);
      await expect(card).toContainText(addressText(office));
      await expect(card.locator(`img[src="/flags/${office.flag}.svg"]`)).toHaveCount(1);
    }
    await expectOfficePhoneLinks(presence);
    await expectPhonePerOffice(presence);
    expect(problems).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const industry of industries) {
    test(`${industry.title}: headings and text are readable`, async ({ page }) => {
      await page.goto(industryPath(industry.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.page.intro.heading);
      for (const text of [industry.title1, industry.text1, industry.text_banner, industry.title2, industry.text2])
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.locator('section#presence').getByRole('listitem')).toHaveCount(offices.length);
    });
  }
});
