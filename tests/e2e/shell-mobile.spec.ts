import { offices } from '@/content/site';
import { expect, test, watchPage } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('narrow screens (390 px)', () => {
  test('the drawer opens on the right, at most 340 px wide, with social icons, groups and Contact', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(340);
    expect(Math.round(box.x + box.width)).toBe(390);
    await expect(drawer.locator('a[target="_blank"][rel="noopener noreferrer"]')).toHaveCount(3);
    await expect(drawer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
    expect(problems).toEqual([]);
  });

  test('the accordion keeps one group open; clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Each group is a <details> disclosure: its <summary> is announced as an expandable button.
    const solutions = drawer.locator('summary', { hasText: 'Solutions' });
    const services = drawer.locator('summary', { hasText: 'Services' });
    await solutions.click();
    await expect(page.locator('#drawer-solutions').getByRole('link')).toHaveCount(4);
    await expect(page.locator('#drawer-solutions').getByRole('link').first()).toBeVisible();
    await services.click();
    await expect(page.locator('#drawer-services').getByRole('link').first()).toBeVisible();
    await expect(page.locator('#drawer-solutions')).toBeHidden();
    await services.click();
    await expect(page.locator('#drawer-services')).toBeHidden();
    await expect(page.locator('#drawer-solutions')).toBeHidden();
    // Keyboard: Enter on a group opens it.
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#drawer-solutions').getByRole('link').first()).toBeVisible();
  });

  test('the drawer closes by its close button, Escape, the overlay and a link, and keeps focus inside', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400); // the overlay, left of the 340 px panel
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the drawer Contact button closes the drawer and goes to /contact-us', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('LOCATIONS toggles on click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Our locations' });
    const panel = page.locator('#locations-panel');
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.locator('li')).toHaveCount(offices.length);
    await button.click();
    await expect(panel).toBeHidden();
  });
});
