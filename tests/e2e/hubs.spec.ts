/**
 * The proof hubs as a buyer and a crawler meet them (issue 33): /case-studies lists every case study and
 * its four filters combine, live in the URL (Back and Forward follow them) and work without JavaScript;
 * /blog's topics are pages of their own; every industry page shows its proof and its own header art.
 * Counts, labels and slugs come from the content in each language.
 */
import type { Page } from '@playwright/test';
import { caseStudies } from '@/content/case-studies';
import { moduleKey, type Facet } from '@/lib/case-study-filters';
import { hasTopic } from '@/lib/insights';
import { defaultLocale, localePath, locales } from '@/lib/i18n';
import { hubTopics } from '@/lib/pages/blog';
import { siteContent } from '@/lib/pages/content';
import { blogPostPath, industryPath, paths } from '@/lib/routes';
import { sharedPostUrl } from '@/lib/share';
import { fill } from '@/lib/template';
import { newestFirstByDate } from './blog-cards';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, shownIn, test, watchPage } from './support';

type Story = (typeof caseStudies)[number];
const valuesOf = (item: Story): Record<Facet, readonly string[]> => ({
  industry: [item.industry],
  service: item.services,
  module: item.modules.map(moduleKey),
  country: item.countries.map((code) => code.toLowerCase()),
});
/** The case studies with every chosen value. */
const matching = (filters: Partial<Record<Facet, string>>) =>
  caseStudies.filter((item) => Object.entries(filters).every(([facet, value]) => valuesOf(item)[facet as Facet].includes(value)));

/** The shown cards' links, as paths. */
const shownStories = (page: Page) =>
  page.locator('[data-hub-cards] > li:visible article h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
const storyPaths = (items: readonly Story[], locale: (typeof locales)[number]) => items.map((item) => localePath(locale, blogPostPath(item.slug))).toSorted();
/** A filter value's link in its facet's group. */
const valueLink = (page: Page, facet: Facet, value: string) => page.locator(`[data-hub-filters] a[data-facet="${facet}"][data-value="${value}"]`);

// Two values that leave some cards and, together, fewer: the first story's industry and country.
const first = caseStudies[0]!;
const industry = first.industry;
const country = first.countries[0]!.toLowerCase();

for (const locale of locales) {
  const { ui, pages } = siteContent(locale);
  const hub = localePath(locale, paths.caseStudies);

  test.describe(`${hub}`, () => {
    test('lists every case study with its client, industry, go-live and headline figure, as an ItemList', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(hub);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.caseStudies.intro.heading);
      expect((await shownStories(page)).toSorted()).toEqual(storyPaths(caseStudies, locale));
      await expect(page.locator('[data-hub-status]')).toHaveText(fill(ui.caseStudy.showing, { count: caseStudies.length, total: caseStudies.length }));
      const card = page.locator('[data-hub-cards] > li').filter({ has: page.locator(`a[href="${localePath(locale, blogPostPath(first.slug))}"]`) });
      const facts = siteContent(locale).caseStudies.find((item) => item.slug === first.slug)!;
      await expect(card).toContainText(facts.outcomes[0]!.figure);
      await expect(card.locator('time')).toHaveAttribute('datetime', first.goLive);
      const list = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as { '@type': string; numberOfItems?: number })
        .find((node) => node['@type'] === 'ItemList');
      expect(list?.numberOfItems).toBe(caseStudies.length);
      // The hub is in the main navigation.
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: siteContent(locale).menuCopy.caseStudies, exact: true })
          .first(),
      ).toHaveAttribute('href', hub);
      expect(problems).toEqual([]);
    });

    for (const width of [1440, 390]) {
      test(`at ${width} px the filters combine, live in the URL, and Back and Forward follow them`, async ({ page }) => {
        const problems = await watchPage(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hub);
        await valueLink(page, 'industry', industry).click();
        await expect(page).toHaveURL(new RegExp(`\\?industry=${industry}$`));
        expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry }), locale));
        await expect(valueLink(page, 'industry', industry)).toHaveAttribute('aria-current', 'true');

        await valueLink(page, 'country', country).click();
        await expect(page).toHaveURL(new RegExp(`\\?industry=${industry}&country=${country}$`));
        expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry, country }), locale));
        const count = matching({ industry, country }).length;
        await expect(page.locator('[data-hub-status]')).toHaveText(fill(ui.caseStudy.showing, { count, total: caseStudies.length }));

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`\\?industry=${industry}$`));
        expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry }), locale));
        await page.goForward();
        expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry, country }), locale));

        // A shared address opens in the same state.
        await page.goto(`${hub}?industry=${industry}&country=${country}`);
        expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry, country }), locale));
        // Choosing the chosen value again clears its facet; a facet's All clears it too.
        await valueLink(page, 'industry', industry).click();
        await expect(page).toHaveURL(new RegExp(`\\?country=${country}$`));
        await valueLink(page, 'country', '').click();
        await expect(page).toHaveURL(new RegExp(`${paths.caseStudies}$`));
        expect(await shownStories(page)).toHaveLength(caseStudies.length);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
      });
    }

    test('a combination no case study has says so, and offers to clear the filters', async ({ page }) => {
      const modules = [...new Set(caseStudies.flatMap((item) => item.modules))].map(moduleKey);
      const moduleValue = modules.find((key) => matching({ industry, module: key }).length === 0)!;
      await page.goto(`${hub}?industry=${industry}&module=${moduleValue}`);
      await expect(page.getByText(ui.caseStudy.none)).toBeVisible();
      await page.locator('[data-hub-clear]').click();
      expect(await shownStories(page)).toHaveLength(caseStudies.length);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/case-studies lists every card, and each filter value is a link that shows only its cards', async ({ page }) => {
    await page.goto(paths.caseStudies);
    expect(await shownStories(page)).toHaveLength(caseStudies.length);
    for (const [facet, value] of [
      ['industry', industry],
      ['country', country],
      ['service', first.services[0]!],
      ['module', moduleKey(first.modules[0]!)],
    ] as const) {
      await valueLink(page, facet, value).click();
      await expect(page).toHaveURL(new RegExp(`#${facet}-${value}$`));
      expect((await shownStories(page)).toSorted(), `${facet}=${value}`).toEqual(storyPaths(matching({ [facet]: value }), 'en'));
    }
  });

  test('an industry page links the hub showing its stories', async ({ page }) => {
    await page.goto(industryPath(industry));
    await page.locator('[data-hub-link]').click();
    expect((await shownStories(page)).toSorted()).toEqual(storyPaths(matching({ industry }), 'en'));
  });
});

for (const locale of locales) {
  const { blogs, caseStudies: stories, industries, ui } = siteContent(locale);
  test(`${localePath(locale, paths.blog)}: every topic is a page listing its posts newest first, each card with its Share on: row`, async ({ page }) => {
    const problems = await watchPage(page);
    // Every topic in the source language; one of each group in the others (the same page, in their words).
    const groups = hubTopics(locale).filter((group) => group.topics.length > 0);
    const topics = locale === defaultLocale ? groups.flatMap((group) => group.topics) : groups.map((group) => group.topics[0]!);
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics) {
      await page.goto(localePath(locale, paths.blog));
      await page.getByRole('navigation', { name: ui.blog.topics }).getByRole('link', { name: topic.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, topic.href)}$`));
      await expect(page.getByRole('navigation', { name: ui.blog.topics }).locator('[aria-current="page"]')).toHaveText(topic.label);
      const expected = newestFirstByDate(blogs.filter((post) => hasTopic(post, stories, topic.slug)));
      const cards = page.locator('[data-blog-list] article');
      await expect(cards.getByRole('heading')).toHaveText(expected.map((post) => shownIn(locale, post.title)));
      const share = cards.first().locator('[data-card-share]');
      await expect(share).toContainText(ui.blog.shareOn);
      const shared = encodeURIComponent(sharedPostUrl(siteContent(locale).site.url, localePath(locale, blogPostPath(expected[0]!.slug))));
      for (const link of await share.locator('a').all()) expect(await link.getAttribute('href')).toContain(shared);
    }
    expect(industries.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}

test('the hubs have no serious accessibility problem', async ({ page }) => {
  for (const path of [paths.caseStudies, `${paths.caseStudies}?industry=${industry}`, paths.blog, hubTopics('en')[0]!.topics[0]!.href]) {
    await page.goto(path);
    await expectNoSeriousAxeViolations(page);
  }
});

test('every industry page shows a case study or a person to talk to, and its own header art', async ({ page }) => {
  const { industries } = siteContent('en');
  for (const item of industries) {
    await page.goto(industryPath(item.slug));
    await expect(page.locator(`[data-motif="${item.slug}"]`), item.slug).toHaveCount(1);
    await expect(page.locator('#case-studies article, [data-industry-lead]').first(), item.slug).toBeVisible();
  }
});
