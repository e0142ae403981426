import type { Locator, Page } from '@playwright/test';
import { blogs } from '@/content/blogs';
import { isVideoKey } from '@/content/media';
import { site } from '@/content/site';
import { localePath, locales } from '@/lib/i18n';
import { pageCount, postsOfPage } from '@/lib/insights';
import { formatPostDate, HOME_POST_COUNT, kindLink } from '@/lib/pages/blog';
import { siteContent } from '@/lib/pages/content';
import { ogImagePath } from '@/lib/pages/og';
import { blogPagePath, blogPostPath, canonicalUrl, feedPath, paths } from '@/lib/routes';
import { SHARE_LABELS } from '@/lib/share';
import { fill } from '@/lib/template';
import { expectPostCard, newestFirstByDate } from './blog-cards';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, shownIn, test, watchPage } from './support';

const NETWORKS = ['Facebook', 'X', 'LinkedIn', 'WhatsApp', 'Telegram'];

/** Records window.open calls instead of opening popups. */
async function spyOnWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: { url: string; name: string; features: string }[] = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    window.open = ((url: string, name: string, features: string) => {
      calls.push({ url: String(url), name, features });
      return { closed: false, opener: null } as unknown as Window;
    }) as typeof window.open;
  });
  return () => page.evaluate(() => (window as unknown as { __opened: { url: string; name: string; features: string }[] }).__opened);
}

/** Top edges of the visible boxes grouped into rows; each row as [left, right] of its boxes. */
async function rowsOf(items: Locator) {
  const boxes = await items.evaluateAll((elements) =>
    elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  const rows = new Map<number, { left: number; right: number }>();
  for (const box of boxes) {
    const top = Math.round(box.top);
    const row = rows.get(top) ?? { left: Infinity, right: -Infinity };
    rows.set(top, { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
  }
  return [...rows.values()];
}

for (const locale of locales) {
  const { blogs: posts, ui } = siteContent(locale);
  const newest = newestFirstByDate(posts);
  const listPath = localePath(locale, paths.blog);

  test(`${listPath} and its later pages list every post once, newest first, as cards with working links and a Share on: row`, async ({ page }) => {
    const problems = await watchPage(page);
    const pages = Array.from({ length: pageCount(newest.length) }, (_, index) => index + 1);
    for (const number of pages) {
      await page.goto(localePath(locale, number === 1 ? paths.blog : blogPagePath(String(number) as `${number}`)));
      const shown = postsOfPage(newest, number);
      await expect(page.locator('[data-blog-list] article').getByRole('heading')).toHaveText(shown.map((post) => shownIn(locale, post.title)));
      if (pages.length > 1) await expect(page.getByRole('navigation', { name: ui.blog.pages }).locator('[aria-current="page"]')).toHaveText(String(number));
    }
    await page.goto(listPath);
    const cards = page.locator('[data-blog-list] article');
    for (const [index, post] of postsOfPage(newest, 1).entries()) {
      const card = cards.nth(index);
      await expectPostCard(card, post, locale);
      await expect(card.locator('[data-card-share]')).toContainText(ui.blog.shareOn);
      await expect(card.locator('[data-card-share] a')).toHaveCount(NETWORKS.length);
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/images\/blog\/nextImageExportOptimizer\/.+\.WEBP$/);
    }
    await cards
      .first()
      .getByRole('link', { name: shownIn(locale, newest[0]!.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, blogPostPath(newest[0]!.slug))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownIn(locale, newest[0]!.title));
    expect(problems).toEqual([]);
  });

  // The post's own share bar beside (from lg) or above the text; each related card has its quiet row for its own post.
  const post = newest[0]!;
  const postPath = localePath(locale, blogPostPath(post.slug));
  const shareNames = Object.values(SHARE_LABELS).map((network) => fill(ui.blog.shareOnNetwork, { network }));
  for (const width of [1440, 390]) {
    test(`${postPath} at ${width} px: the post's facts and its one share bar, ${width === 1440 ? 'beside a reading column, at its end' : 'above the text'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(postPath);
      const facts = page.locator('[data-post-facts]');
      const text = page.locator('[data-post-text]');
      await expect(facts.locator('time')).toHaveText(formatPostDate(post.date, locale));
      await expect(facts.locator('[data-topic]')).toContainText(kindLink(post, locale).label);
      await expect(facts).toContainText(ui.blog.shareOn);
      for (const name of shareNames) {
        await expect(facts.getByRole('link', { name, exact: true }), name).toHaveCount(1);
        await expect(facts.getByRole('link', { name, exact: true })).toBeVisible();
      }
      const related = page.locator('[data-related] > li:not([hidden])');
      await expect(related.locator('[data-card-share]')).toHaveCount(await related.count());
      await expect(text).toContainText(post.content[0]!);

      const textBox = (await text.boundingBox())!;
      const factsBox = (await facts.boundingBox())!;
      // The post's column: its <article> inside the page's padding.
      const article = page.locator('article').filter({ has: text });
      const box = (await article.boundingBox())!;
      const padding = await article.evaluate((element) => parseFloat(getComputedStyle(element).paddingInlineStart));
      const [start, end] = [box.x + padding, box.x + box.width - padding];
      if (width === 1440) {
        // Side by side from the same top: the text at the start edge, the facts at the end edge (mirrored in Arabic).
        expect(Math.abs(factsBox.y - textBox.y)).toBeLessThanOrEqual(1);
        const rtl = locale === 'ar';
        expect(Math.round(rtl ? textBox.x + textBox.width : textBox.x)).toBe(Math.round(rtl ? end : start));
        expect(Math.round(rtl ? factsBox.x : factsBox.x + factsBox.width)).toBe(Math.round(rtl ? start : end));
        expect(rtl ? factsBox.x + factsBox.width < textBox.x : textBox.x + textBox.width < factsBox.x, 'the facts beside the text, not over it').toBe(true);
        // A readable measure: at most about 85 characters a line.
        const perLine = await text
          .locator('p')
          .first()
          .evaluate(
            (paragraph) =>
              paragraph.textContent!.length / Math.round(paragraph.getBoundingClientRect().height / parseFloat(getComputedStyle(paragraph).lineHeight)),
          );
        expect(perLine).toBeLessThanOrEqual(85);
        // The gallery below takes the whole width.
        const gallery = (await page.getByRole('region', { name: fill(ui.gallery.label, { title: post.title }) }).boundingBox())!;
        expect(Math.round(gallery.width)).toBe(Math.round(end - start));
      } else {
        // Above the text, the whole column wide.
        expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(textBox.y);
        expect(Math.round(factsBox.width)).toBe(Math.round(textBox.width));
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test(`${localePath(locale, paths.home)}: the blog strip shows the ${HOME_POST_COUNT} newest posts, newest first`, async ({ page }) => {
    await page.goto(localePath(locale, paths.home));
    const cards = page.locator('section#blogs article');
    await expect(cards.getByRole('heading')).toHaveText(newest.slice(0, HOME_POST_COUNT).map((post) => shownIn(locale, post.title)));
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', newest[0]!.date);
  });

  const feed = localePath(locale, feedPath);
  test(`${feed} is well-formed XML listing every post newest first, and the pages in its language link it`, async ({ page, request }) => {
    const xml = await (await request.get(feed)).text();
    await page.goto(listPath);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feed);
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        titles: [...document.querySelectorAll('item > title')].map((node) => node.textContent),
        links: [...document.querySelectorAll('item > link')].map((node) => node.textContent),
        days: [...document.querySelectorAll('item > pubDate')].map((node) => new Date(node.textContent!).toISOString().slice(0, 10)),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.titles).toEqual(newest.map((post) => post.title));
    expect(parsed.links).toEqual(newest.map((post) => canonicalUrl(site.url, localePath(locale, blogPostPath(post.slug)))));
    expect(parsed.days).toEqual(newest.map((post) => post.date));
  });
}

for (const width of [1440, 1024, 768, 390]) {
  test(`/blog at ${width} px: every row of cards is full, and the page never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    const list = page.locator('[data-blog-list]');
    const edges = (await list.boundingBox())!;
    const rows = await rowsOf(list.locator(':scope > li'));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(Math.abs(row.left - edges.x), 'row starts at the grid start').toBeLessThanOrEqual(1);
      expect(Math.abs(row.right - (edges.x + edges.width)), 'row ends at the grid end').toBeLessThanOrEqual(1);
    }
    for (const post of postsOfPage(newestFirstByDate(blogs), 1)) await expectPostCard(list.locator('article').filter({ hasText: post.title }), post);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

for (const [route, cards] of [
  ['/blog', '[data-blog-list] article'],
  ['/', 'section#blogs article'],
] as const) {
  test(`${route}: a word longer than a card wraps inside it instead of widening the card or the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const card = page.locator(cards).first();
    const before = (await card.boundingBox())!.width;
    const long = `https://www.example.com/${'oraclecloud'.repeat(12)}`;
    const title = card.getByRole('heading');
    const summary = card.locator('[data-summary]');
    await title.locator('a').evaluate((link, text) => (link.textContent = text), long);
    await summary.evaluate((element, text) => (element.textContent = text), long);
    for (const text of [title, summary])
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the text wraps within its box').toBe(true);
    expect((await card.boundingBox())!.width).toBe(before);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

for (const post of blogs) {
  test(`${post.slug}: text, gallery, share bar, related posts`, async ({ page }) => {
    const problems = await watchPage(page);
    const opened = await spyOnWindowOpen(page);
    await page.goto(blogPostPath(post.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('main')).toContainText(post.text);
    await expect(page.getByRole('main')).toContainText(post.content[0]!);

    // Gallery: an island that wakes when near, then counter, thumbnails, fullscreen, no play button, <video controls> for mp4.
    const gallery = page.getByRole('region', { name: `Gallery: ${post.title}` });
    await gallery.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(gallery.locator('.image-gallery-index')).toHaveText(`1 / ${post.images.length}`);
    await expect(gallery.locator('.image-gallery-thumbnail')).toHaveCount(post.images.length);
    await expect(gallery.locator('.image-gallery-fullscreen-button')).toHaveCount(1);
    await expect(gallery.locator('.image-gallery-play-button')).toHaveCount(0);
    const videos = post.images.filter((key) => isVideoKey(key)).length;
    await expect(gallery.locator('video[controls]')).toHaveCount(videos);
    const thumbHeight = await gallery
      .locator('.image-gallery-thumbnail img')
      .first()
      .evaluate((img) => img.getBoundingClientRect().height);
    expect(Math.round(thumbHeight)).toBe(100);
    await gallery.locator('.image-gallery-right-nav').click();
    await expect(gallery.locator('.image-gallery-index')).toHaveText(`2 / ${post.images.length}`);
    // Keys move the gallery too (ignored while a slide transition runs, hence the retry).
    await expect(async () => {
      await page.keyboard.press('ArrowLeft');
      await expect(gallery.locator('.image-gallery-index')).toHaveText(`1 / ${post.images.length}`, { timeout: 500 });
    }).toPass();

    // Share bar: five buttons in order, each a popup on its network with the .html address.
    const bar = page
      .getByRole('article')
      .locator('ul')
      .filter({ has: page.getByRole('link', { name: 'Share on Facebook' }) })
      .first();
    expect(await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(
      NETWORKS.map((name) => `Share on ${name}`),
    );
    const shared = `${site.url}${blogPostPath(post.slug)}.html`;
    for (const name of NETWORKS) await bar.getByRole('link', { name: `Share on ${name}` }).click();
    const calls = await opened();
    expect(calls).toHaveLength(5);
    const hosts = calls.map((call) => new URL(call.url).hostname);
    expect(hosts).toEqual(['www.facebook.com', 'x.com', 'www.linkedin.com', 'api.whatsapp.com', 't.me']);
    for (const call of calls) expect(decodeURIComponent(call.url)).toContain(shared);
    expect(new URL(calls[0]!.url).searchParams.get('hashtag')).toBe(`#${post.title}`);
    expect(
      calls.map((call) =>
        call.features
          .match(/width=(\d+),height=(\d+)/)!
          .slice(1)
          .join('x'),
      ),
    ).toEqual(['550x400', '550x400', '750x600', '550x400', '550x400']);
    await expect(page).toHaveURL(new RegExp(`${blogPostPath(post.slug)}$`));

    // Related Blogs: three distinct other posts.
    const related = page.locator('[data-related] article').filter({ visible: true });
    await expect(related).toHaveCount(3);
    const titles = await related.getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(3);
    expect(titles).not.toContain(post.title);
    for (const title of titles)
      await expectPostCard(
        related.filter({ hasText: title }),
        blogs.find((other) => other.title === title)!,
      );

    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('related posts change across reloads but never include the current post', async ({ page }) => {
  const problems = await watchPage(page);
  const seen = new Set<string>();
  const post = blogs[0]!;
  for (let load = 0; load < 6; load += 1) {
    await page.goto(blogPostPath(post.slug));
    const related = page.locator('[data-related] article h3').filter({ visible: true });
    await expect(related).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    const titles = await related.allTextContents();
    expect(titles).not.toContain(post.title);
    expect(new Set(titles).size).toBe(3);
    seen.add(titles.join('|'));
  }
  expect(seen.size).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

test('posts carry WebPage, BlogPosting and BreadcrumbList data, and their own share card', async ({ page }) => {
  const post = blogs.at(-1)!;
  await page.goto(blogPostPath(post.slug));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { '@type': string; headline?: string; image?: string[] });
  expect(data.map((item) => item['@type'])).toEqual(['WebPage', 'BlogPosting', 'BreadcrumbList']);
  expect(data.find((item) => item['@type'] === 'BlogPosting')!.headline).toBe(post.title);
  // The share card is generated from the post's first image and title (tests/e2e/share-images.spec.ts checks the file).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site.url}${ogImagePath(blogPostPath(post.slug))}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a post shows its text, its first image and every thumbnail', async ({ page }) => {
    // The last gallery with a video among its items (tests/e2e/gallery.spec.ts plays the first), else the largest.
    const post = blogs.findLast((item) => item.images.some((key) => isVideoKey(key))) ?? blogs.toSorted((a, b) => b.images.length - a.images.length)[0]!;
    await page.goto(blogPostPath(post.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const gallery = page.getByRole('region', { name: `Gallery: ${post.title}` });
    await expect(gallery.locator('.image-gallery-thumbnail img').filter({ visible: true })).toHaveCount(post.images.length);
    await expect(gallery.locator('.image-gallery-slide.image-gallery-center').locator('img, video').first()).toBeVisible();
    await expect(gallery).toContainText(`1 / ${post.images.length}`);
    await expect(page.locator('[data-related] article').filter({ visible: true })).toHaveCount(3);
  });
});
