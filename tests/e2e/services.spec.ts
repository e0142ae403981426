import type { Locator } from '@playwright/test';
import { services } from '@/content/services';
import { cyclicNeighbours, servicePath } from '@/lib/routes';
import type { Service, ServiceSection } from '@/lib/content/types';
import { expect, test, watchPage } from './support';

const sectionsOf = (service: Service): readonly ServiceSection[] => [service.left_right_section, service.right_left_section];

const withVideo = services.filter((service) => sectionsOf(service).some((section) => section.variant.type === 'video'));

services.forEach((service, index) => {
  test(`${service.title}: banner, cyclic previous/next links, sections and details`, async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto(servicePath(service.slug));
    // One header band: the h1, the banner's line and the links to the neighbours sit in the page's first block.
    const band = page.getByRole('main').locator('> *').first();
    await expect(band.getByRole('heading', { level: 1 })).toHaveText(service.page.intro.heading);
    await expect(band.getByText(service.banner.title, { exact: true })).toBeVisible();
    await expect(band.getByRole('navigation', { name: 'Other services' })).toBeVisible();
    const { previous, next } = cyclicNeighbours(services, index);
    await expect(page.getByRole('link', { name: `Previous service: ${previous.title}`, exact: true })).toHaveAttribute('href', servicePath(previous.slug));
    await expect(page.getByRole('link', { name: `Next service: ${next.title}`, exact: true })).toHaveAttribute('href', servicePath(next.slug));
    for (const section of sectionsOf(service)) {
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      for (const text of section.texts) await expect(page.getByText(text)).toBeVisible();
      for (const benefit of section.benefits ?? []) await expect(page.getByText(benefit.text, { exact: true })).toBeVisible();
    }
    for (const detail of service.extra_details) {
      await expect(page.getByRole('heading', { level: 3, name: detail.title })).toBeVisible();
      await expect(page.getByText(detail.text)).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

test('the first service links back to the last and the last on to the first', async ({ page }) => {
  const first = services[0];
  const last = services[services.length - 1]!;
  await page.goto(servicePath(first.slug));
  await page.getByRole('link', { name: `Previous service: ${last.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${servicePath(last.slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.page.intro.heading);
  await page.getByRole('link', { name: `Next service: ${first.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.page.intro.heading);
});

test('a video loads nothing from YouTube until the visitor clicks play', async ({ page }) => {
  expect(withVideo.length).toBeGreaterThan(0);
  for (const service of withVideo) {
    const section = sectionsOf(service).find((item) => item.variant.type === 'video')!;
    if (section.variant.type !== 'video') throw new Error('unreachable');
    const { videoTitle, youtubeId } = section.variant;
    const youtube: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
    };
    page.on('request', onRequest);
    await page.unrouteAll();
    const problems = await watchPage(page, ['www.youtube-nocookie.com']);
    await page.route('**youtube-nocookie.com/**', (route) => route.abort());
    await page.goto(servicePath(service.slug));
    const play = page.getByRole('button', { name: `Play video: ${videoTitle}` });
    await play.scrollIntoViewIfNeeded();
    const before = await play.boundingBox();
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`);
    await expect(frame).toHaveAttribute('title', videoTitle);
    await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    const after = await frame.boundingBox();
    expect(Math.round(after!.width)).toBe(Math.round(before!.width));
    expect(Math.round(after!.height)).toBe(Math.round(before!.height));
    expect(Math.abs(after!.width / after!.height - 16 / 9)).toBeLessThan(0.02);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(problems.filter((problem) => !/youtube-nocookie|ERR_FAILED/.test(problem))).toEqual([]);
    page.off('request', onRequest);
  }
});

async function widths(items: Locator) {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
  return boxes.map(Math.round);
}

test('benefits grid spans: thirds, halves and a full-width highlight at 1440 px; pairs at 390 px', async ({ page }) => {
  const service = services[0];
  const problems = await watchPage(page);
  await page.goto(servicePath(service.slug));
  const grid = page.locator('ul', { has: page.getByText(sectionsOf(service).find((section) => section.benefits)!.benefits![0]!.text, { exact: true }) }).last();
  const items = grid.locator(':scope > li');
  await expect(items).toHaveCount(6);
  const full = Math.round((await grid.boundingBox())!.width);

  const desktop = await widths(items);
  const gap = 16;
  expect(desktop[5]).toBe(full);
  for (const index of [0, 1, 2]) expect(Math.abs(desktop[index]! - (full - 2 * gap) / 3)).toBeLessThanOrEqual(1);
  for (const index of [3, 4]) expect(Math.abs(desktop[index]! - (full - gap) / 2)).toBeLessThanOrEqual(1);
  // The full-width item closes the grid as a highlight, not as a wide empty card.
  const backgrounds = await items.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
  expect(new Set(backgrounds.slice(0, 5)).size).toBe(1);
  expect(backgrounds[5]).not.toBe(backgrounds[0]);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = Math.round((await grid.boundingBox())!.width);
  const mobile = await widths(items);
  const mobileGap = 12;
  for (const width of mobile) expect(Math.abs(width - (narrow - mobileGap) / 2)).toBeLessThanOrEqual(1);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const service of services) {
    test(`${service.title}: headings, text and links are readable`, async ({ page }) => {
      await page.goto(servicePath(service.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.page.intro.heading);
      await expect(page.getByText(service.banner.title, { exact: true })).toBeVisible();
      for (const section of sectionsOf(service)) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        for (const text of section.texts) await expect(page.getByText(text)).toBeVisible();
      }
      for (const detail of service.extra_details) await expect(page.getByText(detail.text)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Previous service: / })).toBeVisible();
    });
  }
});
