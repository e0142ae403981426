import { allRoutes, routesIn } from '@/lib/build/site-routes';
import { defaultLocale, htmlLang, language, localePath, locales, openGraphLocale, otherLocales, textDirection, unlocalisedPath } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { canonicalUrl, feedPath, paths } from '@/lib/routes';
import { expect, test } from './support';

/**
 * The languages of content/languages.ts (English, Arabic right to left, French): every page in each
 * language under its prefix; the switch between a page and its twins; the alternates search engines read
 * (heads, sitemap, feeds). Nothing here names a language but the font check, which is about Arabic script.
 */
const { site } = siteContent(defaultLocale);
const translated = otherLocales(defaultLocale);
/** Letters of a script, for a page whose heading must be written in it. */
const SCRIPT_LETTERS = { Arabic: /\p{Script=Arabic}/u, Latin: /\p{Script=Latin}/u } as const;
const headingOf = (html: string) => (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '');

for (const locale of translated) {
  test.describe(`every page in ${language(locale).name}`, () => {
    for (const route of routesIn(locale)) {
      test(`${route} is in its language and direction, its heading its own`, async ({ request }) => {
        const response = await request.get(route);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${htmlLang(locale)}" dir="${textDirection(locale)}"`);
        const heading = headingOf(html);
        expect(heading, `${route} h1`).toMatch(SCRIPT_LETTERS[language(locale).script]);
        // A heading that is a proper name alone (a client's) may read the same; every page's here has words of its own.
        const source = headingOf(await (await request.get(unlocalisedPath(route))).text());
        expect(heading, `${route} h1 is the English one`).not.toBe(source);
      });
    }
  });
}

test('every page names itself in every language and x-default (English), with absolute addresses', async ({ request }) => {
  for (const route of allRoutes()) {
    const html = await (await request.get(route)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => `${match[1]} ${match[2]}`);
    const sourcePath = unlocalisedPath(route);
    expect(alternates, route).toEqual([
      ...locales.map((locale) => `${htmlLang(locale)} ${canonicalUrl(site.url, localePath(locale, sourcePath))}`),
      `x-default ${canonicalUrl(site.url, sourcePath)}`,
    ]);
    expect(html, route).toContain(`<link rel="canonical" href="${canonicalUrl(site.url, route)}"`);
  }
});

test('each language tells Open Graph its locale, with the others as alternates, and links its own feed', async ({ request }) => {
  for (const locale of locales) {
    const html = await (await request.get(localePath(locale, paths.about))).text();
    expect(html, locale).toContain(`<meta property="og:locale" content="${openGraphLocale(locale)}"`);
    for (const other of otherLocales(locale)) expect(html, locale).toContain(`<meta property="og:locale:alternate" content="${openGraphLocale(other)}"`);
    const feed = localePath(locale, feedPath).replaceAll('/', '\\/').replaceAll('.', '\\.');
    expect(html, locale).toMatch(new RegExp(`<link rel="alternate" type="application\\/rss\\+xml" title="[^"]+" href="${feed}"`));
  }
});

test('the sitemap lists every language, each page with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  expect(entries).toHaveLength(allRoutes().length);
  for (const locale of locales) {
    const about = entries.find((entry) => entry.includes(`<loc>${canonicalUrl(site.url, localePath(locale, paths.about))}</loc>`));
    for (const other of locales)
      expect(about, locale).toContain(
        `<xhtml:link rel="alternate" hreflang="${htmlLang(other)}" href="${canonicalUrl(site.url, localePath(other, paths.about))}"/>`,
      );
    expect(about, locale).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(site.url, paths.about)}"/>`);
  }
});

for (const locale of translated) {
  test(`the ${language(locale).name} feed lists its posts at their addresses in the language`, async ({ request }) => {
    const { blogs } = siteContent(locale);
    const feed = await (await request.get(localePath(locale, feedPath))).text();
    expect(feed).toContain(`<language>${htmlLang(locale)}</language>`);
    expect([...feed.matchAll(/<item>/g)]).toHaveLength(blogs.length);
    for (const post of blogs) expect(feed).toContain(`<link>${canonicalUrl(site.url, localePath(locale, `/blog/${post.slug}`))}</link>`);
    expect(feed).toContain(`<title>${blogs[0]!.title.replaceAll('&', '&amp;')}</title>`);
  });
}

test('a page in Arabic script preloads the font its text is drawn in; a page in Latin script never fetches it', async ({ browser }) => {
  /** The font files a fresh visit to a page preloads and fetches. */
  const visit = async (route: string) => {
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.woff2')) fetched.add(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await page.close();
    return { preloaded: preloaded.sort(), fetched: [...fetched].sort() };
  };
  const latin = await visit(paths.about);
  // Latin script: Inter only, preloaded and used.
  expect(latin.preloaded).toHaveLength(1);
  expect(latin.fetched).toEqual(latin.preloaded);
  for (const locale of translated) {
    const page = await visit(localePath(locale, paths.about));
    // Arabic script: Inter (the Latin words) and the Arabic font, both preloaded and both used.
    expect(page.preloaded, locale).toHaveLength(language(locale).script === 'Arabic' ? 2 : 1);
    expect(page.fetched, locale).toEqual(page.preloaded);
    expect(page.preloaded, locale).toContain(latin.preloaded[0]);
  }
});

test('a Latin letter outside the preloaded core is drawn in Inter’s second file, fetched only then', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(paths.about);
  await page.evaluate(() => document.fonts.ready);
  expect(fetched).toHaveLength(1);
  // An editor writes a name with a letter English and French do not use.
  await page.locator('main h1').evaluate((heading) => heading.insertAdjacentHTML('afterend', '<p id="more-letters">Peña, Straße</p>'));
  await expect.poll(() => fetched.length).toBe(2);
  const ranges = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.unicodeRange);
  });
  /** Whether a CSS unicode-range ("U+A1-A8, U+F1") holds a character. */
  const holds = (range: string, character: string) =>
    range.split(',').some((part) => {
      const [first, last = first] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return character.codePointAt(0)! >= first! && character.codePointAt(0)! <= last!;
    });
  // Two faces in use: the core, which announces every character, and the second file, whose range holds ñ and ß but not e.
  expect(ranges).toHaveLength(2);
  const more = ranges.find((range) => !holds(range, 'e'));
  expect(more && holds(more, 'ñ') && holds(more, 'ß')).toBe(true);
});

test.describe('the language switch', () => {
  for (const locale of translated) {
    test(`in the header, goes to the same page in ${language(locale).name} and back`, async ({ page }) => {
      const { pages } = siteContent(locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(paths.about);
      const switchTo = (target: typeof locale | typeof defaultLocale) =>
        page
          .locator('header#site-header')
          .getByRole('link', { name: language(target).name, exact: true })
          .first();
      const there = switchTo(locale);
      await expect(there).toHaveAttribute('href', localePath(locale, paths.about));
      await expect(there).toHaveAttribute('lang', htmlLang(locale));
      await expect(there).toHaveAttribute('hreflang', htmlLang(locale));
      await there.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, paths.about)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      await expect(page.locator('html')).toHaveAttribute('dir', textDirection(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.about.intro.heading);
      // Every other language is offered from here too, the page's own is not.
      for (const other of otherLocales(locale)) await expect(switchTo(other)).toHaveAttribute('href', localePath(other, paths.about));
      await expect(page.locator('header#site-header').getByRole('link', { name: language(locale).name, exact: true })).toHaveCount(0);
      await switchTo(defaultLocale).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(defaultLocale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteContent(defaultLocale).pages.about.intro.heading);
    });
  }

  test('in the drawer on a phone, from the last language’s home page to every other one', async ({ page }) => {
    const from = locales.at(-1)!;
    const { ui } = siteContent(from);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const target of otherLocales(from)) {
      await page.goto(localePath(from, paths.home));
      await page.getByRole('button', { name: ui.menu.open }).click();
      const drawer = page.getByRole('dialog', { name: ui.menu.drawer });
      const link = drawer.getByRole('link', { name: language(target).name, exact: true });
      await expect(link).toHaveAttribute('href', localePath(target, paths.home));
      await link.click();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(target));
    }
  });
});

/** Every text of an interface-words object, by its path ("menu.open"). */
const wordsOf = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) => wordsOf(entry, path ? `${path}.${key}` : key));

for (const locale of translated.filter((code) => language(code).script === 'Latin')) {
  // In a language of the English script no check of letters tells an English word left behind: this one
  // looks for each English interface sentence (three words or more, its blanks cut out) in every page.
  test(`no English interface sentence on a ${language(locale).name} page`, async ({ request }) => {
    const own = new Map(wordsOf(siteContent(locale).ui));
    const english = wordsOf(siteContent(defaultLocale).ui)
      .filter(([path, text]) => own.get(path) !== text)
      .flatMap(([, text]) => text.split(/{{\w+}}/))
      .map((part) => part.trim())
      .filter((part) => part.split(/\s+/).length >= 3);
    for (const route of routesIn(locale)) {
      const html = (await (await request.get(route)).text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
      const body = html.slice(html.indexOf('<body'));
      expect(
        english.filter((sentence) => body.includes(sentence)),
        route,
      ).toEqual([]);
    }
  });
}
