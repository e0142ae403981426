/**
 * The home hero costs nothing until the visitor reaches for it (browser/behaviours/hero-slider.ts):
 * Swiper's chunk and the other slides' pictures are fetched on the first sign of intent, and what the
 * visitor asked for before Swiper was there (a click, a key, a swipe) is replayed, never lost.
 */
import type { Page, Route } from '@playwright/test';
import { slides } from '@/content/home';
import { ui } from '@/content/ui';
import { ui as arabicUi } from '@/content/ar/ui';
import { readModuleManifest } from '@/lib/build/module-manifest';
import { localePath } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';
import { expect, test } from './support';

const swiperChunk = readModuleManifest().files.find((file) => file.source === 'browser/behaviours/hero-slider-swiper.ts')!.url;
const hero = (page: Page) => page.locator('.hero-slider');
const activeIndex = (page: Page) =>
  hero(page)
    .locator('.swiper-slide')
    .evaluateAll((elements) => elements.findIndex((slide) => slide.classList.contains('swiper-slide-active')));
/** The other slides' pictures, by their key in content/media.ts, which names their files (`hero-hcm-opt-640.WEBP`). */
const laterPictures = slides.slice(1).map((slide) => `/${slide.image}-`);

/** How many slides the track has moved by: whole once a move has ended. */
const trackOffset = (page: Page) =>
  hero(page)
    .locator('.swiper-wrapper')
    .evaluate((track) => Math.round((Math.abs(new DOMMatrix(getComputedStyle(track).transform).m41) / track.clientWidth) * 100) / 100);

/** Every same-site path the page requests from now on. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Holds Swiper's chunk until `release()`: what the visitor does meanwhile happens before Swiper is there. */
async function holdSwiper(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(swiperChunk, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test('nothing of Swiper, nor the other slides’ pictures, is fetched before the visitor reaches for the slider', async ({ page }) => {
  const paths = requested(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(paths).not.toContain(swiperChunk);
  expect(paths.filter((path) => laterPictures.some((name) => path.includes(name)))).toEqual([]);
  await expect(hero(page)).toHaveAttribute('data-slider', 'static');
  // The first slide, its arrows and its bullets are there without it.
  expect(await activeIndex(page)).toBe(0);
  await expect(hero(page).getByRole('button')).toHaveCount(2 + slides.length);

  await hero(page).hover();
  await expect(hero(page)).toHaveAttribute('data-slider', 'live');
  expect(paths).toContain(swiperChunk);
  await expect.poll(() => laterPictures.every((name) => paths.some((path) => path.includes(name)))).toBe(true);
});

test('a click on Next before Swiper is there ends on the second slide; a bullet on its slide', async ({ page }) => {
  const release = await holdSwiper(page);
  await page.goto('/');
  await hero(page).getByRole('button', { name: ui.slider.next }).click();
  await expect(hero(page)).toHaveAttribute('data-slider', 'loading');
  expect(await activeIndex(page)).toBe(0);
  release();
  await expect.poll(() => activeIndex(page)).toBe(1);
  await expect(hero(page).getByRole('button', { name: fill(ui.slider.goTo, { index: 2 }) })).toHaveAttribute('aria-current', 'true');

  const releaseAgain = await holdSwiper(page);
  await page.goto('/');
  await hero(page)
    .getByRole('button', { name: fill(ui.slider.goTo, { index: slides.length }) })
    .click();
  releaseAgain();
  await expect.poll(() => activeIndex(page)).toBe(slides.length - 1);
});

test('in Arabic, Next before Swiper is there brings the second slide too', async ({ page }) => {
  const release = await holdSwiper(page);
  await page.goto(localePath('ar', paths.home));
  await hero(page).getByRole('button', { name: arabicUi.slider.next }).click();
  release();
  await expect.poll(() => activeIndex(page)).toBe(1);
});

test('keyboard focus on a control loads Swiper; the control keeps the focus and Enter moves on', async ({ page }) => {
  await page.goto('/');
  const next = hero(page).getByRole('button', { name: ui.slider.next });
  await next.focus();
  await expect(hero(page)).toHaveAttribute('data-slider', 'live');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => activeIndex(page)).toBe(1);
  await expect(next).toBeFocused();
});

test('an arrow key pressed before Swiper is there is kept', async ({ page }) => {
  const release = await holdSwiper(page);
  await page.goto('/');
  await page.keyboard.press('ArrowRight');
  await expect(hero(page)).toHaveAttribute('data-slider', 'loading');
  release();
  await expect.poll(() => activeIndex(page)).toBe(1);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger drawn sideways across the slider's middle, by `deltaX` pixels (more than half its width: a slow swipe moves Swiper's slides only that far). */
  async function swipe(page: Page, deltaX: number) {
    const box = (await hero(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const from = box.x + box.width / 2 - deltaX / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from + (deltaX * step) / 10);
    await touch('touchEnd', from + deltaX);
  }

  for (const { locale, towardsNext } of [
    { locale: 'en', towardsNext: -250 },
    { locale: 'ar', towardsNext: 250 },
  ] as const) {
    test(`${localePath(locale, paths.home)}: a swipe begun before Swiper is there moves one slide its way`, async ({ page }) => {
      const release = await holdSwiper(page);
      await page.goto(localePath(locale, paths.home));
      await swipe(page, towardsNext);
      await expect(hero(page)).toHaveAttribute('data-slider', 'loading');
      release();
      await expect.poll(() => activeIndex(page)).toBe(1);
      // Once Swiper is there it takes the swipes itself: back to the first slide (once the move to the second has ended).
      await expect.poll(() => trackOffset(page)).toBe(1);
      await swipe(page, -towardsNext);
      await expect.poll(() => activeIndex(page)).toBe(0);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first slide shows, with its links, and the others stay out of reach', async ({ page }) => {
    await page.goto('/');
    const first = hero(page).locator('.swiper-slide').first();
    await expect(first.locator('[data-slide-text]')).toBeInViewport();
    await expect(first.locator('.hero-art img')).toBeVisible();
    await expect(hero(page).locator('.swiper-slide[inert]')).toHaveCount(slides.length - 1);
  });
});
