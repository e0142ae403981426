import type { Page } from '@playwright/test';
import { stats, story, timeline, whyChoose } from '@/content/company';
import { homeSections } from '@/content/home';
import { images } from '@/content/media';
import { pages } from '@/content/pages';
import { expect, test, watchPage } from './support';

const timelineSection = (page: Page) => page.getByRole('region', { name: homeSections.timeline.title });

async function expectAboutContent(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.about.intro.heading);

  const storySection = main.getByRole('region', { name: story.title });
  for (const paragraph of story.paragraphs) await expect(storySection).toContainText(paragraph);
  await expect(storySection.getByRole('img', { name: images[story.image].alt })).toBeVisible();

  await expect(main.locator('dl dd')).toHaveText(stats.map((stat) => stat.value));
  await expect(main.locator('dl dt')).toHaveText(stats.map((stat) => stat.label));
  expect(stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['+15 Years of experience', '+100 Projects done', '+45 Customers', '+12 Markets']);

  const why = main.getByRole('region', { name: homeSections.whyChoose.title });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(whyChoose.map((pillar) => pillar.title));
  for (const pillar of whyChoose) {
    const card = why.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pillar.title }) });
    await expect(card).toContainText(pillar.text1);
    await expect(card).toContainText(pillar.text2);
    await expect(card.locator('img')).toHaveCount(1);
  }

  const items = timelineSection(page).getByRole('listitem');
  await expect(items).toHaveCount(timeline.length);
  expect(timeline.map((item) => item.year)).toEqual([2011, 2015, 2018, 2020, 2022]);
  for (const [index, item] of timeline.entries()) {
    const [first, second] = item.action.split(' - ');
    await expect(items.nth(index).locator('p').first()).toHaveText(String(item.year));
    await expect(items.nth(index).locator('span.block')).toHaveText([first!, second!]);
  }
}

test.describe('/about', () => {
  test('shows the story, the figures, why choose us and the timeline', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/about');
    await expectAboutContent(page);
    expect(problems).toEqual([]);
  });

  test('the timeline alternates above and below its line on wide screens, and is a list on phones', async ({ page }) => {
    await page.goto('/about');
    const items = timelineSection(page).getByRole('listitem');
    const line = (await timelineSection(page).locator('ol').boundingBox())!;
    const middle = line.y + line.height / 2;
    for (let index = 0; index < 5; index += 1) {
      const box = (await items.nth(index).locator('div').boundingBox())!;
      if (index % 2 === 0) expect(box.y + box.height).toBeLessThanOrEqual(middle);
      else expect(box.y).toBeGreaterThanOrEqual(middle);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    let previous = -1;
    for (let index = 0; index < 5; index += 1) {
      const box = (await items.nth(index).boundingBox())!;
      expect(box.y).toBeGreaterThan(previous);
      previous = box.y + box.height - 1;
    }
  });
});

test.describe('/about without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is readable: every heading and text is in the HTML', async ({ page }) => {
    await page.goto('/about');
    await expectAboutContent(page);
  });
});
