import { buildNavigation, type NavItem } from '@/lib/pages/navigation';
import { offices } from '@/content/site';
import { solutions } from '@/content/solutions';
import { solutionPath } from '@/lib/routes';
import { expectOfficePhoneLinks } from './office-phones';
import { expect, horizontalOverflow, scrollThrough, test, watchPage } from './support';

const navigation = buildNavigation('en');
/** Spec §2: the footer's link columns are the navigation groups at positions 3, 4 and 5. */
const footerGroups = [3, 4, 5]
  .map((position) => navigation[position - 1]!)
  .filter((item): item is NavItem & { menu: NonNullable<NavItem['menu']> } => Boolean(item.menu));

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
    await expectOfficePhoneLinks(panel);
    await button.click();
    await expect(panel).toBeHidden();
  });

  test('the LOCATIONS panel sits centred, with equal space on both sides', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our locations' }).click();
    const box = (await page.getByRole('region', { name: 'LOCATIONS' }).boundingBox())!;
    const left = box.x;
    const right = 390 - (box.x + box.width);
    expect(left, 'space on the left').toBeGreaterThanOrEqual(8);
    expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThanOrEqual(2);
  });

  test('the footer link columns are a collapsed accordion that opens on tap', async ({ page }) => {
    await page.goto('/');
    // A visitor reaches the footer by scrolling: the sections above are laid out on the way.
    await scrollThrough(page);
    const footer = page.locator('footer');
    for (const group of footerGroups) {
      const column = footer.getByRole('navigation', { name: `${group.label} links` });
      const toggle = column.locator('summary');
      const links = column.locator('a[href]');
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveText(group.label);
      // Real links in the page, collapsed out of sight.
      await expect(links).toHaveCount(group.menu.rightItems.length);
      await expect(links.first()).toBeHidden();
      await toggle.click();
      for (const link of await links.all()) await expect(link).toBeVisible();
      await expect(links.first()).toHaveAttribute('href', group.menu.rightItems[0]!.link);
    }
    // One group open at a time: the last one opened is the only one showing its links.
    const openGroups = await footer.locator('details[open]').count();
    expect(openGroups).toBe(1);
    const last = footer.getByRole('navigation', { name: `${footerGroups.at(-1)!.label} links` });
    await last.locator('summary').click();
    await expect(last.locator('a[href]').first()).toBeHidden();
  });

  test('the footer takes well under half of the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    const share = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().height / document.documentElement.scrollHeight);
    expect(share).toBeLessThan(0.4);
  });

  test('a long word in the shell wraps instead of widening the page', async ({ page }) => {
    await page.goto('/');
    const long = 'Straßenbahnhaltestellenüberdachungsreinigungsunternehmen-Generalbevollmächtigter';
    await page.evaluate((word) => {
      for (const address of document.querySelectorAll('footer li:has(> img[src^="/flags/"]) span span:last-child, #locations-panel li span span:last-child'))
        address.textContent = word;
      document.querySelector('footer nav[aria-label="Company"] a')!.textContent = word;
      document.querySelector('footer h2')!.textContent = word;
    }, long);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const footerWidth = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().width);
    expect(footerWidth).toBe(390);
  });

  test('the solution tabs stay on one row that scrolls, and the chosen tab is fully shown', async ({ page }) => {
    const solution = solutions.find((item) => item.tabs.length >= 5) ?? solutions[0]!;
    await page.goto(solutionPath(solution.slug));
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(solution.tabs.length);
    const tops = new Set(await tabs.evaluateAll((items) => items.map((tab) => Math.round(tab.getBoundingClientRect().top))));
    expect(tops.size, 'rows of tabs').toBe(1);
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    const list = (await page.getByRole('tablist').boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(list.x);
    expect(last.x + last.width).toBeLessThanOrEqual(list.x + list.width + 1);
  });
});

test.describe('narrow screens without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer accordion opens without a script', async ({ page }) => {
    await page.goto('/about');
    const group = footerGroups[0]!;
    const column = page.locator('footer').getByRole('navigation', { name: `${group.label} links` });
    await expect(column.locator('a[href]').first()).toBeHidden();
    await column.locator('summary').click();
    await expect(column.locator('a[href]').first()).toBeVisible();
  });
});
