import { solutions } from '@/content/solutions';
import { solutionPath, staysOnSite } from '@/lib/routes';
import { expect, test, watchPage } from './support';

for (const solution of solutions) {
  test.describe(solution.title, () => {
    test('tabs: hcm first, one selected, click and arrow keys switch', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(solutionPath(solution.slug));
      const tablist = page.getByRole('tablist', { name: `${solution.title} by area` });
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(solution.tabs.length);
      const selected = tablist.locator('[role="tab"][aria-selected="true"]');
      const expectSelected = async (index: number) => {
        const tab = solution.tabs[index]!;
        await expect(selected).toHaveCount(1);
        await expect(selected).toHaveText(tab.label);
        await expect(tabs.nth(index)).toHaveAttribute('tabindex', '0');
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('heading', { name: tab.title })).toBeVisible();
        await expect(panel).toContainText(tab.highlight);
        await expect(panel).toContainText(tab.endText);
      };

      expect(solution.tabs[0]!.id).toBe('hcm');
      await expectSelected(0);
      await expect(tabs.nth(0)).toHaveAttribute('aria-controls', 'area-panel-hcm');

      await tabs.nth(1).click();
      await expectSelected(1);
      await expect(tabs.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expectSelected(2);
      await expect(tabs.nth(2)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expectSelected(1);
      await page.keyboard.press('End');
      await expectSelected(solution.tabs.length - 1);
      await expect(tabs.last()).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expectSelected(0);
      await page.keyboard.press('ArrowLeft');
      await expectSelected(solution.tabs.length - 1);
      await page.keyboard.press('Home');
      await expectSelected(0);
      await expect(tabs.first()).toBeFocused();
      expect(problems).toEqual([]);
    });

    test('banner button follows the contact rule, cards are shown', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(solutionPath(solution.slug));
      await expect(page.getByRole('heading', { level: 2, name: solution.title })).toBeVisible();
      await expect(page.getByText(solution.text1)).toBeVisible();
      const button = page.getByRole('link', { name: solution.button_text });
      await expect(button).toHaveAttribute('href', solution.button_link);
      if (staysOnSite(solution.button_link)) {
        expect(await button.getAttribute('target')).toBeNull();
      } else {
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      }
      for (const card of solution.cards) {
        await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
        await expect(page.getByText(card.text)).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the internal banner button navigates on the site', async ({ page }) => {
  const solution = solutions.find((item) => staysOnSite(item.button_link))!;
  await page.goto(solutionPath(solution.slug));
  await page.getByRole('link', { name: solution.button_text }).click();
  await expect(page).toHaveURL(new RegExp(`${solution.button_link}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const solution of solutions) {
    test(`${solution.title}: every tab panel is readable`, async ({ page }) => {
      await page.goto(solutionPath(solution.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.page.intro.heading);
      await expect(page.getByRole('heading', { level: 2, name: solution.title })).toBeVisible();
      for (const tab of solution.tabs) {
        await expect(page.getByRole('heading', { level: 3, name: tab.title, exact: true })).toBeVisible();
        await expect(page.getByText(tab.mainText)).toBeVisible();
        await expect(page.getByText(tab.highlight)).toBeVisible();
        await expect(page.getByText(tab.endText)).toBeVisible();
        for (const list of tab.lists) await expect(page.getByText(list.items[0]!, { exact: true }).first()).toBeVisible();
        // The tab list is a list of links to the panels.
        await expect(page.locator('#areas').getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('href', `#area-panel-${tab.id}`);
      }
    });
  }
});
