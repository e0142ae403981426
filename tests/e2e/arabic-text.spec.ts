import type { Page } from '@playwright/test';
import { englishIn, latinNames } from '@/lib/build/latin-names';
import { repeatedHubPages, routesIn } from '@/lib/build/site-routes';
import { localePath } from '@/lib/i18n';
import { blogPostPath, industryPath, paths, servicePath } from '@/lib/routes';
import { blogs } from '@/content/blogs';
import { siteContent } from '@/lib/pages/content';
import { RECAPTCHA_SCRIPT } from './contact-stubs';
import { expect, test } from './support';

/**
 * Arabic at native quality (issue 20): no English in an Arabic page's interface words, the libraries'
 * included; Latin runs inside Arabic text isolated and never broken across lines (lib/build/latin-runs.ts);
 * Arabic's own type scale, without letter-spacing (styles/globals.css).
 */
const names = latinNames();
/** The attributes that hold words a visitor reads or hears. */
const WORD_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder'] as const;

/** Every interface word of the page as it is now: the attributes above and the visually hidden texts. */
async function interfaceWords(page: Page): Promise<{ readonly where: string; readonly text: string }[]> {
  return page.evaluate((attributes) => {
    const found: { where: string; text: string }[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/)[0]}` : ''}`;
    const pageLang = document.documentElement.lang;
    for (const element of document.body.querySelectorAll('*')) {
      // Words marked as another language's (the language switch: "English", "Français") are that language's.
      if ((element.closest('[lang]') as HTMLElement | null)?.lang !== pageLang) continue;
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute);
        if (value) found.push({ where: `${name(element)}[${attribute}]`, text: value });
      }
    }
    // Text only screen readers get: visually hidden spans and the live regions libraries write into.
    for (const element of document.body.querySelectorAll('.sr-only, .swiper-notification')) {
      const text = element.textContent?.trim();
      if (text) found.push({ where: name(element), text });
    }
    return found;
  }, WORD_ATTRIBUTES);
}

async function expectNoEnglish(page: Page, route: string) {
  const english = (await interfaceWords(page)).flatMap(({ where, text }) => englishIn(text, names).map((run) => `${where}: "${run}" in "${text}"`));
  expect([...new Set(english)], `${route}: English interface words`).toEqual([]);
}

test.describe('no English in the interface words of an Arabic page', () => {
  // Every Arabic page but the hub's repeated topic and later pages (one template, their cards' words only).
  const repeated = repeatedHubPages(routesIn('ar'));
  for (const route of routesIn('ar').filter((path) => !repeated.has(path))) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await expectNoEnglish(page, route);
    });
  }

  test('nor in what the libraries write once they run: the gallery, the contact form, the hero slider', async ({ page }) => {
    const post = localePath('ar', blogPostPath(blogs[0]!.slug));
    await page.goto(post);
    const gallery = page.locator('[data-island="gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute('data-island-state', 'hydrated');
    await page.locator('.image-gallery-thumbnail').nth(1).click();
    await expectNoEnglish(page, `${post}, gallery hydrated`);

    const contact = localePath('ar', paths.contact);
    // No verification service on the test machines: the form wakes and offers its e-mail fallback.
    await page.route(RECAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto(contact);
    await page.locator('[data-island="contact-form"] input[name="fullname"]').focus();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expectNoEnglish(page, `${contact}, form hydrated`);

    const home = localePath('ar', paths.home);
    await page.goto(home);
    // Swiper announces the first and last slides in its live region when its arrows are used from the keyboard.
    for (const arrow of ['[data-slider-next]', '[data-slider-next]', '[data-slider-prev]', '[data-slider-prev]']) {
      await page.locator(arrow).focus();
      await page.keyboard.press('Enter');
    }
    await expectNoEnglish(page, `${home}, slider used`);
  });
});

/**
 * Pages that hold the runs issue 20 saw broken ("Oracle⏎ERP", "Oracle Global Gold⏎Partner.",
 * "وE-Business⏎Suite", "Oracle Fusion⏎Cloud ERP", "Antonine⏎University"), with the runs to find there,
 * taken from the content: home, about, the first industry naming Oracle ERP, the first service naming
 * E-Business Suite, and the first post whose title names a client (that client's name is the run; none is
 * looked for once no post title names a client).
 */
const arabicContent = siteContent('ar');
const naming = <T>(items: readonly T[], run: string): T => items.find((item) => JSON.stringify(item).includes(run)) ?? items[0]!;
const clientInTitle = (title: string) => arabicContent.clients.find((client) => title.includes(client.label))?.label;
const clientPost = arabicContent.blogs.find((post) => clientInTitle(post.title));
const RUN_PAGES = [
  '/',
  '/about',
  industryPath(naming(arabicContent.industries, 'Oracle ERP').slug),
  servicePath(naming(arabicContent.services, 'E-Business Suite').slug),
  ...(clientPost ? [blogPostPath(clientPost.slug)] : []),
].map((path) => localePath('ar', path));
const NAMED_RUNS = [
  'Oracle ERP',
  'Oracle PartnerNetwork',
  'E-Business Suite',
  'Oracle Fusion Cloud ERP',
  ...(clientPost ? [clientInTitle(clientPost.title)!] : []),
];

/**
 * The Latin runs of the page held whole (lib/build/latin-runs.ts: words joined by no-break spaces, at most
 * KEPT_WHOLE_MAX characters) that show on more than one line, unless the run alone is wider than its block.
 */
async function brokenRuns(page: Page): Promise<{ broken: string[]; runs: string[] }> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const runs: string[] = [];
    const held = /[\p{Script=Latin}\p{N}][^ \t\n\r\u00A0]*(?:\u00A0[^ \t\n\r\u00A0]+)+/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(held)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (!rects.length) continue;
        const text = match[0].replace(/[\u00A0]/g, ' ').replace(/[\u2060\u2066-\u2069]/g, '');
        runs.push(text);
        const tops = rects.map((rect) => rect.top).sort((a, b) => a - b);
        const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > rects[0]!.height / 2).length;
        if (lines < 2) continue;
        // A run longer than the line itself (its pieces' widths together) must wrap rather than stick out.
        const block = node.parentElement?.closest('p, h1, h2, h3, h4, li, dd, dt, div, a, button');
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (block && width >= block.clientWidth - 1) continue;
        broken.push(`"${text}" on ${lines} lines`);
      }
    }
    return { broken, runs };
  });
}

for (const width of [390, 1440]) {
  test(`Latin runs inside Arabic text stay on one line at ${width} px, and the page never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seen = new Set<string>();
    for (const route of RUN_PAGES) {
      await page.goto(route);
      const { broken, runs } = await brokenRuns(page);
      expect(broken, `${route} at ${width} px`).toEqual([]);
      for (const run of runs) for (const name of NAMED_RUNS) if (run.includes(name)) seen.add(name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    }
    expect([...seen].sort(), 'the runs issue 20 saw broken are isolated').toEqual([...NAMED_RUNS].sort());
  });
}

/** What each kind of text is on a blog post (the same page in both languages). */
const TEXTS = {
  'body text': 'main article p:not([class])',
  'lead paragraph': 'main h1 + p',
  'small label': 'main .tracking-widest',
  'menu item': '#site-header nav[aria-label] > ul > li > :is(a, button)',
  button: '#site-header .btn-primary',
} as const;

/** The computed size, letter-spacing and case of each kind of text on a page. */
async function textStyles(page: Page, route: string) {
  await page.goto(route);
  const styles: Record<string, { fontSize: number; letterSpacing: string; textTransform: string }> = {};
  for (const [kind, selector] of Object.entries(TEXTS)) {
    styles[kind] = await page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { fontSize: parseFloat(style.fontSize), letterSpacing: style.letterSpacing, textTransform: style.textTransform };
      });
  }
  return styles;
}

for (const width of [390, 1440]) {
  test(`Arabic text is set larger than English at ${width} px, without letter-spacing or capitals`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const post = blogPostPath(blogs[0]!.slug);
    const english = await textStyles(page, post);
    const arabic = await textStyles(page, localePath('ar', post));
    for (const kind of Object.keys(TEXTS)) {
      const [en, ar] = [english[kind]!, arabic[kind]!];
      expect(ar.fontSize, `${kind}: Arabic ${ar.fontSize} px, English ${en.fontSize} px`).toBeGreaterThan(en.fontSize);
      expect(['normal', '0px'], `${kind} letter-spacing`).toContain(ar.letterSpacing);
      expect(ar.textTransform, `${kind} text-transform`).toBe('none');
    }
  });
}

test('in Arabic, no element has letter-spacing, and the desktop header holds its menu on one row, each label on one line, from 1024 to 1440 px', async ({
  page,
}) => {
  const menu = `#site-header nav[aria-label="${siteContent('ar').ui.menu.mainNav}"]`;
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localePath('ar', paths.about));
    const spaced = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => !['normal', '0px'].includes(getComputedStyle(element).letterSpacing))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(spaced, `letter-spacing at ${width} px`).toEqual([]);
    const tops = await page.locator(`${menu} > ul > li`).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `desktop menu rows at ${width} px`).toBe(1);
    // Every label of the header's row (menu, language, contact) on one line: the lines its text lies on.
    const wrapped = await page.locator(`${menu} > ul > li > :is(a, button), #site-header .container-page > div > :is(a, button)`).evaluateAll((labels) =>
      labels
        .filter((label) => {
          const bottoms = new Set<number>();
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom / 4));
          }
          return bottoms.size > 1;
        })
        .map((label) => label.textContent?.trim()),
    );
    expect(wrapped, `header labels on two lines at ${width} px`).toEqual([]);
  }
});
