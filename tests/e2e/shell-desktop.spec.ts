import { offices, site } from '@/content/site';
import { expect, test, watchPage } from './support';

test.describe('header at 1440 px', () => {
  test('logo, menu order, current page and Contact button', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/about');
    const header = page.locator('#site-header');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header.getByRole('link', { name: 'Cedrus Consulting home' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li > :is(a, button)')).toHaveText(['Home', 'About', 'Solutions', 'Services', 'Industries', 'Clients', 'Careers', 'Blog']);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
    expect(problems).toEqual([]);
  });

  test('mega-menus open on hover and on keyboard focus, with two columns above six links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutionsPanel = page.locator('#menu-solutions');
    await expect(solutionsPanel).toBeHidden();
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await expect(solutionsPanel).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(solutionsPanel.getByRole('link')).toHaveCount(4);
    await expect(solutionsPanel).toContainText('Oracle solutions');

    await page.mouse.move(5, 600);
    await expect(solutionsPanel).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Services' }).focus();
    const servicesPanel = page.locator('#menu-services');
    await expect(servicesPanel).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(servicesPanel.getByRole('link').first()).toBeFocused();

    // Industries has 9 links: two columns; Services has 6: one column.
    await nav.getByRole('button', { name: 'Industries' }).hover();
    const industryLinks = page.locator('#menu-industries a');
    await expect(industryLinks).toHaveCount(9);
    const lefts = new Set(await industryLinks.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left))));
    expect(lefts.size).toBe(2);
    const serviceLefts = new Set(await page.locator('#menu-services a').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left))));
    expect(serviceLefts.size).toBe(1);
  });

  test('a menu opened by click closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 800);
    await expect(page.locator('#menu-services')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the current page inside a mega-menu is marked', async ({ page }) => {
    await page.goto('/industries/telecom');
    const link = page.locator('#menu-industries a[href="/industries/telecom"]');
    await expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('LOCATIONS opens on hover with every office', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('#locations-panel');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Our locations' }).hover();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('LOCATIONS');
    for (const office of offices) {
      await expect(panel).toContainText(office.name);
      await expect(panel).toContainText(office.address);
    }
    await expect(panel.locator('img[src^="/flags/"]')).toHaveCount(offices.length);
  });

  test('the announcement banner hides while scrolling down and returns when scrolling up or near the top', async ({ page }) => {
    await page.goto('/privacy-policy');
    const banner = page.locator('#announcement');
    await expect(banner).toContainText(site.announcement.text);
    const learnMore = banner.getByRole('link', { name: /^Learn more about our Oracle HCM Cloud Excellence/ });
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAttribute('href', '/blog/able');
    await expect(page.locator('#site-header')).toHaveAttribute('data-banner', 'shown');
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(page.locator('#site-header')).toHaveAttribute('data-banner', 'hidden');
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(page.locator('#site-header')).toHaveAttribute('data-banner', 'shown');
    await expect(banner).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(page.locator('#site-header')).toHaveAttribute('data-banner', 'hidden');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(page.locator('#site-header')).toHaveAttribute('data-banner', 'shown');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/careers');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test('client-side navigation replaces the title, canonical and description', async ({ page }) => {
  const problems = await watchPage(page);
  await page.goto('/');
  const homeTitle = await page.title();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/careers`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(page).toHaveTitle(/Careers/);
  expect(problems).toEqual([]);
});

test.describe('footer', () => {
  test('contact band, follow us, link columns, offices, copyright and policies', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /contact us/i }).first()).toHaveAttribute('href', '/contact-us');
    await expect(footer.getByRole('heading', { level: 2 })).toContainText(['Solutions', 'Services', 'Industries', 'Offices']);
    await expect(footer.getByRole('navigation', { name: 'Solutions links' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('navigation', { name: 'Services links' }).getByRole('link')).toHaveCount(6);
    await expect(footer.getByRole('navigation', { name: 'Industries links' }).getByRole('link')).toHaveCount(9);
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /instagram|pinterest|threads/i })).toHaveCount(0);
    await expect(footer).toContainText('Follow us');
    await expect(footer).toContainText('© 2025');
    for (const office of offices) await expect(footer).toContainText(office.address);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    await page.locator('footer').getByRole('link', { name: 'Cookies Policy' }).click();
    await expect(page).toHaveURL(/\/cookies-policy$/);
  });
});
