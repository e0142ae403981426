import { contactBand } from '@/content/company';
import { industries } from '@/content/industries';
import { buildNavigation, type NavItem } from '@/lib/pages/navigation';
import { offices, site, socialLinks, visibleSocialLinks } from '@/content/site';
import { industryPath, paths } from '@/lib/routes';
import { localePath, locales } from '@/lib/i18n';
import { expectOfficePhoneLinks, expectPhonePerOffice } from './office-phones';
import { expect, test, watchPage } from './support';
import { addressText } from '@/lib/offices';

const navigation = buildNavigation('en');
/** A menu group's links, from the menu (lib/pages/navigation.ts, built from the collections). */
const menuLinks = (label: string) => navigation.find((item) => item.label === label)!.menu!.rightItems;
/** Spec §2: the footer's link columns are the navigation groups at positions 3, 4 and 5. */
const footerGroups = [3, 4, 5]
  .map((position) => navigation[position - 1]!)
  .filter((item): item is NavItem & { menu: NonNullable<NavItem['menu']> } => Boolean(item.menu));
/** Spec §9: a dropdown switches to two columns above 6 items. */
const LONG_MENU = 6;

test.describe('header at 1440 px', () => {
  test('logo, menu order, current page and Contact button', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/about');
    const header = page.locator('#site-header');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header.getByRole('link', { name: 'Cedrus Consulting home' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li > :is(a, button)')).toHaveText([
      'Home',
      'About',
      'Solutions',
      'Services',
      'Industries',
      'Clients',
      'Case studies',
      'Careers',
      'Blog',
    ]);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
    expect(problems).toEqual([]);
  });

  test('mega-menus open on hover and from the keyboard (Enter, ArrowDown), with two columns above six links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutionsPanel = page.locator('#menu-solutions');
    await expect(solutionsPanel).toBeHidden();
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await expect(solutionsPanel).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(solutionsPanel.getByRole('link')).toHaveText(menuLinks('Solutions').map((link) => link.title));
    await expect(solutionsPanel).toContainText(navigation.find((item) => item.label === 'Solutions')!.menu!.leftTitle);

    await page.mouse.move(5, 600);
    await expect(solutionsPanel).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
    const services = nav.getByRole('button', { name: 'Services' });
    const servicesPanel = page.locator('#menu-services');
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(servicesPanel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(servicesPanel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Industries' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-industries')).toBeVisible();
    await expect(page.locator('#menu-industries').getByRole('link').first()).toBeFocused();

    // One column up to six links, two above; the counts come from the collections.
    for (const label of ['Solutions', 'Services', 'Industries']) {
      const links = page.locator(`#menu-${label.toLowerCase()} a`);
      await nav.getByRole('button', { name: label }).hover();
      await expect(links).toHaveCount(menuLinks(label).length);
      const lefts = new Set(await links.evaluateAll((items) => items.map((link) => Math.round(link.getBoundingClientRect().left))));
      expect(lefts.size, `${label} columns`).toBe(menuLinks(label).length > LONG_MENU ? 2 : 1);
    }
  });

  test('a two-column menu reads down: the first half of the links fills the first column', async ({ page }) => {
    await page.goto('/');
    const links = menuLinks('Industries');
    expect(links.length).toBeGreaterThan(LONG_MENU);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' }).hover();
    const anchors = page.locator('#menu-industries a');
    await expect(anchors.first()).toBeVisible();
    await expect(anchors).toHaveText(links.map((link) => link.title));
    const boxes = await anchors.evaluateAll((items) =>
      items.map((link) => link.getBoundingClientRect()).map(({ left, top }) => ({ left: Math.round(left), top: Math.round(top) })),
    );
    const firstColumn = Math.ceil(links.length / 2);
    const columns = [boxes.slice(0, firstColumn), boxes.slice(firstColumn)];
    expect(new Set(columns[0]!.map((box) => box.left)).size, 'first column: one left edge').toBe(1);
    expect(new Set(columns[1]!.map((box) => box.left)).size, 'second column: one left edge').toBe(1);
    expect(columns[1]![0]!.left).toBeGreaterThan(columns[0]![0]!.left);
    for (const column of columns) {
      // Down each column in content order, from the top of the list.
      for (let index = 1; index < column.length; index += 1) expect(column[index]!.top).toBeGreaterThan(column[index - 1]!.top);
    }
    expect(columns[1]![0]!.top).toBe(columns[0]![0]!.top);
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

  /**
   * The keyboard script of issue 35 (WCAG 1.4.13, the WAI menu-button pattern), in every language:
   * crossing the header with Tab opens no panel; each panel opened from the keyboard closes with one
   * Escape from inside it and stays closed while focus sits on its button.
   */
  for (const locale of locales) {
    test(`${localePath(locale, '/')}: Tab crosses the header without opening a panel, one Escape closes each`, async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const toggles = page.locator('#site-header button[aria-controls][aria-expanded]:visible');
      const count = await toggles.count();
      expect(count).toBeGreaterThan(1);
      const main = page.locator('main');
      for (let stop = 0; stop < 60 && !(await main.evaluate((element) => element.contains(document.activeElement))); stop += 1) {
        await page.keyboard.press('Tab');
        await expect(page.locator('#site-header [aria-expanded="true"]')).toHaveCount(0);
      }
      for (let index = 0; index < count; index += 1) {
        const toggle = toggles.nth(index);
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(panel).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(panel.locator(':focus')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
        await page.waitForTimeout(400);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    });
  }

  test('the current page inside a mega-menu is marked', async ({ page }) => {
    const path = industryPath(industries[0]!.slug);
    await page.goto(path);
    const link = page.locator(`#menu-industries a[href="${path}"]`);
    await expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('LOCATIONS opens on hover with every office and its phone', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('#locations-panel');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Our locations' }).hover();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('LOCATIONS');
    for (const office of offices) {
      await expect(panel).toContainText(office.name);
      await expect(panel).toContainText(addressText(office));
    }
    await expect(panel.locator('img[src^="/flags/"]')).toHaveCount(offices.length);
    await expectOfficePhoneLinks(panel);
    await expectPhonePerOffice(panel);
  });

  test('the announcement banner hides while scrolling down and returns when scrolling up or near the top', async ({ page }) => {
    await page.goto(paths.privacyPolicy);
    const banner = page.locator('#announcement');
    await expect(banner).toContainText(site.announcement.text);
    const learnMore = banner.getByRole('link', { name: `${site.announcement.linkText} ${site.announcement.linkContext}` });
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAttribute('href', site.announcement.href);
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
  test('contact band, follow us, link columns, offices with their phones, copyright and policies', async ({ page }) => {
    await page.goto(paths.about);
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: contactBand.title })).toBeVisible();
    await expect(footer.getByRole('link', { name: contactBand.action })).toHaveAttribute('href', paths.contact);
    await expect(footer.getByRole('heading', { level: 2 })).toContainText([...footerGroups.map((group) => group.label), 'Offices']);
    for (const group of footerGroups) {
      await expect(footer.getByRole('navigation', { name: `${group.label} links` }).getByRole('link')).toHaveText(
        group.menu.rightItems.map((link) => link.title),
      );
    }
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(visibleSocialLinks.length);
    for (const link of await social.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const hidden of socialLinks.filter((link) => link.hidden))
      await expect(footer.getByRole('link', { name: new RegExp(hidden.name, 'i') })).toHaveCount(0);
    await expect(footer).toContainText('Follow us');
    await expect(footer).toContainText('© 2025');
    for (const office of offices) await expect(footer).toContainText(addressText(office));
    await expectOfficePhoneLinks(footer);
    await expectPhonePerOffice(footer);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    await page.locator('footer').getByRole('link', { name: 'Cookies Policy' }).click();
    await expect(page).toHaveURL(/\/cookies-policy$/);
  });

  test('at 1440 px every link column is open, with no toggle, and the columns start on one line', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.locator('summary')).toHaveCount(footerGroups.length);
    for (const summary of await footer.locator('summary').all()) await expect(summary).toBeHidden();
    for (const group of footerGroups) {
      const links = footer.getByRole('navigation', { name: `${group.label} links` }).getByRole('link');
      for (const link of await links.all()) await expect(link).toBeVisible();
    }
    // The first link of each column and the first office start at the same height.
    const firstLinkTops = await Promise.all(
      footerGroups.map((group) =>
        footer
          .getByRole('navigation', { name: `${group.label} links` })
          .getByRole('link')
          .first()
          .evaluate((link) => link.getBoundingClientRect().top + parseFloat(getComputedStyle(link).paddingTop)),
      ),
    );
    const firstOfficeTop = await footer
      .locator('li:has(> img[src^="/flags/"]) span')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
    for (const top of firstLinkTops) expect(Math.abs(top - firstOfficeTop)).toBeLessThanOrEqual(1);
    // The page links under the logo fill their rows: none stands alone on a line.
    const tops = await footer
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values()];
    expect(Math.min(...perRow), `links per row: ${perRow.join(', ')}`).toBeGreaterThan(1);
  });

  // The footer's "contact us" band fits most pages, but not those that already end with a way to get in touch.
  for (const path of [paths.home, paths.contact, paths.careers, paths.thankYou]) {
    test(`${path} ends without the contact band: the page already ends with its own call to action`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('footer')).toContainText(`© ${site.copyrightYear}`);
      await expect(page.locator('footer').getByRole('heading', { name: contactBand.title })).toHaveCount(0);
      await expect(page.locator(`footer a[href="${paths.contact}"]`).filter({ hasText: contactBand.action })).toHaveCount(0);
    });
  }
  test('other pages keep the contact band', async ({ page }) => {
    for (const path of [paths.about, paths.clients, paths.blog]) {
      await page.goto(path);
      await expect(page.locator('footer').getByRole('heading', { name: contactBand.title })).toBeVisible();
    }
  });
});

test.describe('the header holds every language where it is narrowest', () => {
  for (const width of [1024, 1280]) {
    test(`at ${width} px, logo, menu, language links and Contact fit inside the page's edges, never touching`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of locales) {
        await page.goto(localePath(locale, paths.home));
        const fit = await page.locator('#site-header .container-page').evaluate((row) => {
          const box = row.getBoundingClientRect();
          const style = getComputedStyle(row);
          const [start, end] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
          const parts = [...row.children].map((child) => child.getBoundingClientRect()).sort((a, b) => a.left - b.left);
          return {
            inside: parts[0]!.left >= start - 0.5 && parts.at(-1)!.right <= end + 0.5,
            gaps: parts.slice(1).map((part, index) => part.left - parts[index]!.right),
          };
        });
        expect(fit.inside, locale).toBe(true);
        for (const gap of fit.gaps) expect(gap, locale).toBeGreaterThanOrEqual(8);
      }
    });
  }
});
