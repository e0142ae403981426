import type { Page } from '@playwright/test';
import { clients, clientsDirectoryCopy } from '@/content/clients';
import { clientCategories } from '@/lib/content/types';
import { categorySlug } from '@/lib/browser/client-filter';
import { expect, expectNoSeriousAxeViolations, test, watchPage } from './support';

const labels = (category?: string) => clients.filter((client) => !category || client.category === category).map((client) => client.label);
const clientList = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('button[aria-haspopup="dialog"]') });
const clientButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label},`) });
const filterButton = (page: Page, label: string) =>
  page.getByRole('group', { name: clientsDirectoryCopy.filterLabel }).getByRole('button', { name: label, exact: true });

async function expectShown(page: Page, expected: readonly string[]) {
  if (expected.length === 0) {
    await expect(page.getByText(clientsDirectoryCopy.emptyText)).toBeVisible();
    await expect(clientList(page)).toHaveCount(0);
    return;
  }
  // The logo carries the client's name; the tile does not print it a second time under the logo.
  const tiles = clientList(page);
  await expect(tiles.locator('img')).toHaveCount(expected.length);
  expect(await tiles.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([...expected]);
  for (const label of expected) await expect(tiles.getByText(label, { exact: true })).toHaveCount(0);
}

test.describe('/clients', () => {
  test('lists every client with its logo, label and category', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/clients');
    await expectShown(page, labels());
    for (const client of clients) {
      const button = clientButton(page, client.label);
      await expect(button).toContainText(client.category);
      await expect(button.getByRole('img', { name: client.label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('status')).toHaveText(`${clients.length} clients`);
    expect(problems).toEqual([]);
  });

  test('the filters come in order, and each shows exactly its clients', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/clients');
    const group = page.getByRole('group', { name: clientsDirectoryCopy.filterLabel });
    await expect(group.getByRole('button')).toHaveText([
      clientsDirectoryCopy.allLabel,
      'Manuf and Distribution',
      'Financial Institutions',
      'Telco',
      'Services',
      'Education',
      'Oil & Gas',
      'France',
      'Construction',
      'Airlines',
    ]);
    await expect(filterButton(page, clientsDirectoryCopy.allLabel)).toHaveAttribute('aria-pressed', 'true');

    for (const category of clientCategories) {
      await filterButton(page, category).click();
      await expect(page).toHaveURL(new RegExp(`/clients#${categorySlug(category)}$`));
      await expectShown(page, labels(category));
      const count = labels(category).length;
      await expect(page.getByRole('status')).toHaveText(`${count} ${count === 1 ? 'client' : 'clients'} in ${category}`);
      await expect(group.locator('button[aria-pressed="true"]')).toHaveText([category]);
    }

    await filterButton(page, clientsDirectoryCopy.allLabel).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expectShown(page, labels());
    await expect(group.locator('button[aria-pressed="true"]')).toHaveText([clientsDirectoryCopy.allLabel]);
    expect(problems).toEqual([]);
  });

  test('the filter is kept in the hash: a shared address applies it, back and forward restore it', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/clients#oil-gas');
    await expectShown(page, labels('Oil & Gas'));
    await expect(filterButton(page, 'Oil & Gas')).toHaveAttribute('aria-pressed', 'true');

    await filterButton(page, 'Telco').click();
    await expect(page).toHaveURL(/#telco$/);
    await expectShown(page, labels('Telco'));

    await page.goBack();
    await expect(page).toHaveURL(/#oil-gas$/);
    await expectShown(page, labels('Oil & Gas'));
    await expect(filterButton(page, 'Oil & Gas')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'Telco')).toHaveAttribute('aria-pressed', 'false');

    await page.goForward();
    await expect(page).toHaveURL(/#telco$/);
    await expectShown(page, labels('Telco'));

    await filterButton(page, clientsDirectoryCopy.allLabel).click();
    await expect(page).toHaveURL(/\/clients$/);
    await page.goBack();
    await expectShown(page, labels('Telco'));

    await page.goto('/clients#no-such-category');
    await expectShown(page, labels());
    await expect(filterButton(page, clientsDirectoryCopy.allLabel)).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('a client opens its modal with its logo, category, label and work; Close and Escape return focus', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/clients');
    const dialog = page.getByRole('dialog');

    for (const client of [clients[0], clients[clients.length - 1]!]) {
      const opener = clientButton(page, client.label);
      await opener.click();
      const modal = page.getByRole('dialog', { name: client.label, exact: true });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('heading', { level: 2 })).toHaveText(client.label);
      await expect(modal.getByRole('img', { name: client.label, exact: true })).toBeVisible();
      await expect(modal).toContainText(client.category);
      await expect(modal.getByRole('listitem')).toHaveText([...client.content]);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }

    const opener = clientButton(page, clients[1].label);
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: clients[1].label });
    await expect(modal).toBeVisible();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('the modal has no serious accessibility problem, wide and narrow', async ({ page }) => {
    // The client with the longest list of work (the tallest modal), opened under its category's filter.
    const client = clients.toSorted((a, b) => b.content.length - a.content.length)[0]!;
    await page.goto(`/clients#${categorySlug(client.category)}`);
    await clientButton(page, client.label).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('/clients without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the heading and all clients, even with a filter in the address', async ({ page }) => {
    await page.goto('/clients#telco');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our clients');
    await expectShown(page, labels());
    for (const client of clients) await expect(page.getByRole('img', { name: client.label, exact: true })).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
