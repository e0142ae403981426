import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { isolateInText } from '@/lib/build/latin-runs';
import { textDirection, type Locale } from '@/lib/i18n';

export { expect };

/**
 * A text of the content as a page in `locale` shows it: on a right-to-left page its Latin runs are held
 * whole and, where they need it, isolated, with invisible characters the build writes
 * (lib/build/latin-runs.ts). Compare a page's text with this, not with the content's text.
 */
export const shownIn = (locale: Locale, text: string) => (textDirection(locale) === 'rtl' ? isolateInText(text) : text);
/** Scrolls to the end of the page as a visitor does, so the sections laid out only as they near the screen (render-children-when-near) are, then back to the top. */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 40 && (await page.evaluate(() => innerHeight + scrollY < document.documentElement.scrollHeight - 1)); step += 1)
    await page.mouse.wheel(0, 800);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A page's text without those characters: its words as the content wrote them. */
export const plainText = (text: string) => text.replace(/[\u2060\u2066-\u2069]/g, '').replace(/\u00A0/g, ' ');

/**
 * Every spec's `test`: `page.goto` and `page.reload` return once the page's behaviour modules
 * have started (browser/site.ts marks `<html data-behaviours="ready">`), because they are ES
 * modules that run after the HTML is parsed and a click before that would test the static HTML
 * instead. With JavaScript disabled they return at the load event as usual.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async () => {
      if (javaScriptEnabled !== false) await page.waitForSelector('html[data-behaviours="ready"]', { state: 'attached', timeout: 15_000 });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await provide(page);
  },
});

/**
 * Watches a page for what must never happen: a console error (React hydration warnings included),
 * an uncaught exception, or a request to any host but the site's own (which is also blocked).
 */
export async function watchPage(page: Page, allowedHosts: readonly string[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || allowedHosts.includes(url.hostname) || url.protocol === 'data:')
      return route.fallback();
    problems.push(`request to another host: ${url.href}`);
    return route.abort('blockedbyclient');
  });
  return problems;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, 'axe serious/critical violations').toEqual([]);
}

export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
