import type { Browser, Locator, Page } from '@playwright/test';
import { blogs } from '@/content/blogs';
import { images, isVideoKey, videos } from '@/content/media';
import { ui } from '@/content/ui';
import { localePath } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { blogPostPath } from '@/lib/routes';
import { fill } from '@/lib/template';
import tailwindConfig from '@/tailwind.config';
import { expect, expectNoSeriousAxeViolations, test, watchPage } from './support';

/** The blog gallery as a visitor meets it: the stage, its controls, the thumbnails, a video. */

const post = blogs.find((item) => item.images.some((key) => isVideoKey(key)));
if (!post) throw new Error('content/blogs.ts has no post with a video: the gallery tests need one');
const total = post.images.length;
const videoIndex = post.images.findIndex((key) => isVideoKey(key));
const videoKey = post.images[videoIndex]!;
const video = isVideoKey(videoKey) ? videos[videoKey] : null;
if (!video) throw new Error('unreachable: videoIndex points at a video key');

/** "Image 1: <alt>" / "Video 2: <title>", as every thumbnail is named. */
const thumbnailNames = post.images.map((key, index) => {
  if (isVideoKey(key)) return `Video ${index + 1}: ${videos[key].title}`;
  return `Image ${index + 1}: ${images[key].alt || post.title}`;
});

const brand = (tailwindConfig.theme?.extend?.colors as { brand: Record<string, string> }).brand;
/** '#0b3a6e' → '11, 58, 110': compared with the r, g, b of a computed colour, whatever its alpha. */
const rgbOfHex = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ');
const rgbOfCss = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).join(', ');
/** react-image-gallery's default colour, which the brand colours replace. */
const LIBRARY_BLUE = '51, 122, 183';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The strip along a video's bottom edge where every engine draws its controls. */
const controlsBand = (box: Box): Box => ({ x: box.x, y: box.y + box.height - 56, width: box.width, height: 56 });

function galleryOf(page: Page) {
  return page.getByRole('region', { name: `Gallery: ${post!.title}` });
}

async function openGallery(page: Page) {
  await page.goto(blogPostPath(post!.slug));
  const gallery = galleryOf(page);
  await gallery.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-state', 'hydrated');
  return gallery;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Where the gallery's parts sit, relative to the gallery (so the page's scroll does not matter). */
async function layout(gallery: Locator) {
  return gallery.evaluate((root) => {
    const origin = root.getBoundingClientRect();
    const parts = {
      stage: '.image-gallery-slide.image-gallery-center .gallery-stage',
      media: '.image-gallery-slide.image-gallery-center .gallery-media',
      counter: '.image-gallery-index',
      fullscreen: '.image-gallery-fullscreen-button',
      previous: '.image-gallery-left-nav',
      next: '.image-gallery-right-nav',
      thumbnails: '.gallery-thumbs',
      active: '.image-gallery-thumbnail.active',
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, css]) => {
        const rect = root.querySelector(css)?.getBoundingClientRect();
        return [name, rect ? [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map((value) => Math.round(value * 2) / 2) : null];
      }),
    );
  });
}

async function staticLayout(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(blogPostPath(post!.slug));
  const result = await layout(galleryOf(page));
  await context.close();
  return result;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the page as built and the hydrated gallery lay out the same, with no layout shift in the gallery', async ({ page, browser }) => {
      const before = await staticLayout(browser, viewport);
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: Node[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.flatMap((source) => (source.node ? [source.node] : [])) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const gallery = await openGallery(page);
      const after = await layout(gallery);
      expect(Object.values(before).every(Boolean), 'every part of the gallery is in the HTML as built').toBe(true);
      expect(after).toEqual(before);
      const galleryShifts = await page.evaluate(() => {
        const island = document.querySelector('[data-island="gallery"]')!;
        const shifts = (window as unknown as { __shifts: { value: number; nodes: Node[] }[] }).__shifts;
        return shifts.filter((shift) => shift.nodes.some((node) => island.contains(node))).map((shift) => shift.value);
      });
      expect(galleryShifts).toEqual([]);
    });

    test('the video slide plays with controls, and the fullscreen button and arrows keep clear of them', async ({ page }) => {
      const problems = await watchPage(page);
      const gallery = await openGallery(page);
      await gallery.getByRole('button', { name: thumbnailNames[videoIndex]! }).click();
      await expect(gallery.locator('.image-gallery-index')).toHaveText(`${videoIndex + 1} / ${total}`);
      const player = gallery.locator('.image-gallery-slide.image-gallery-center video');
      await expect(player).toHaveAttribute('controls', '');
      await expect(player).toHaveAccessibleName(video.title);
      await expect(player.locator('source')).toHaveAttribute('src', video.src);
      await expect(player.locator('source')).toHaveAttribute('src', /\.mp4$/);

      const band = controlsBand(await box(player));
      const fullscreen = gallery.getByRole('button', { name: ui.gallery.fullscreen });
      await expect(fullscreen).toBeVisible();
      expect(intersects(await box(fullscreen), band), 'fullscreen button over the video controls').toBe(false);
      for (const arrow of [gallery.locator('.image-gallery-left-nav'), gallery.locator('.image-gallery-right-nav')]) {
        expect(intersects(await box(arrow), band), 'arrow over the video controls').toBe(false);
      }
      await expectNoSeriousAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('the counter and the fullscreen button sit inset in the stage, clear of its rounded corners', async ({ page }) => {
      const gallery = await openGallery(page);
      const stage = await box(gallery.locator('.image-gallery-slide-wrapper'));
      const radius = await gallery.locator('.image-gallery-slide-wrapper').evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));
      expect(radius).toBeGreaterThan(0);
      for (const control of [gallery.locator('.image-gallery-index'), gallery.getByRole('button', { name: ui.gallery.fullscreen })]) {
        const inner = await box(control);
        expect(inner.y - stage.y).toBeGreaterThanOrEqual(radius);
        expect(Math.min(inner.x - stage.x, stage.x + stage.width - (inner.x + inner.width))).toBeGreaterThanOrEqual(radius);
        expect(intersects(inner, stage)).toBe(true);
      }
      // Its own pill: a rounded, opaque-enough navy background of its own.
      const counter = gallery.locator('.image-gallery-index');
      const pill = await counter.evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: parseFloat(style.borderTopLeftRadius), height: element.getBoundingClientRect().height, background: style.backgroundColor };
      });
      expect(pill.radius).toBeGreaterThanOrEqual(pill.height / 2);
      expect(rgbOfCss(pill.background)).toBe(rgbOfHex(brand.dark!));
    });
  });
}

test('counter "1 / N", one thumbnail per item named after it, a play badge only on the video', async ({ page }) => {
  const problems = await watchPage(page);
  const gallery = await openGallery(page);
  await expect(gallery.locator('.image-gallery-index')).toHaveText(`1 / ${total}`);
  await expect(gallery.locator('.image-gallery-play-button')).toHaveCount(0);

  const strip = gallery.getByRole('group', { name: 'Thumbnails' });
  const thumbnails = strip.getByRole('button');
  await expect(thumbnails).toHaveCount(total);
  for (const [index, name] of thumbnailNames.entries()) {
    const thumbnail = thumbnails.nth(index);
    await expect(thumbnail).toHaveAccessibleName(name);
    expect(Math.round((await box(thumbnail.locator('img'))).height)).toBe(100);
    // The badge is decorative: the name already says "Video".
    await expect(thumbnail.locator('.gallery-play-badge[aria-hidden="true"]')).toHaveCount(isVideoKey(post.images[index]!) ? 1 : 0);
  }
  await expect(strip.locator('.gallery-play-badge')).toBeVisible();
  // Main media 500 px high on a desktop screen (docs/product.md#blog-post). (The last slide's clone, for the loop, is centred too.)
  expect(Math.round((await box(gallery.locator('.image-gallery-slide.image-gallery-center .gallery-stage').first())).height)).toBe(500);

  await gallery.getByRole('button', { name: ui.gallery.next }).click();
  await expect(gallery.locator('.image-gallery-index')).toHaveText(`2 / ${total}`);
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(strip.locator('[aria-current="true"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

/** How many times the gallery's accessibility tree names an image exactly `alt` (the loop's copies included, unless hidden). */
async function timesNamed(gallery: Locator, alt: string) {
  const tree = await gallery.ariaSnapshot();
  return tree.split('\n').filter((line) => line.trim() === `- img "${alt}"`).length;
}

test('a screen reader meets each picture once: the loop copies are hidden, in the built HTML and after sliding', async ({ browser, page }) => {
  const pictures = post.images.flatMap((key) => (isVideoKey(key) ? [] : [images[key].alt]));
  expect(pictures.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await context.newPage();
  await staticPage.goto(blogPostPath(post.slug));
  // The pictures the library draws before it is asked (the first, and the neighbours of a lazy gallery): once each.
  for (const alt of pictures) expect(await timesNamed(galleryOf(staticPage), alt), alt).toBeLessThanOrEqual(1);
  expect(await timesNamed(galleryOf(staticPage), pictures[0]!), pictures[0]).toBe(1);
  await context.close();

  const gallery = await openGallery(page);
  // Every slide drawn once: the last, reached from its thumbnail, then the one before it.
  const thumbnails = gallery.getByRole('group', { name: 'Thumbnails' }).getByRole('button');
  for (const index of [total - 1, total - 2]) {
    // A click during the previous slide's transition is ignored by the library: click again until it moves.
    await expect(async () => {
      await thumbnails.nth(index).click();
      await expect(gallery.locator('.image-gallery-index')).toHaveText(`${index + 1} / ${total}`, { timeout: 1_000 });
    }).toPass();
  }
  for (const alt of pictures) expect(await timesNamed(gallery, alt), alt).toBe(1);
});

test('brand colours: accent ring on the active thumbnail, navy controls that turn gold, none of the library blue', async ({ page }) => {
  const gallery = await openGallery(page);
  const thumbnails = gallery.getByRole('group', { name: 'Thumbnails' }).getByRole('button');
  const accent = `rgb(${rgbOfHex(brand.accent!)})`;
  await expect(thumbnails.nth(0)).toHaveCSS('border-top-color', accent);
  await expect(thumbnails.nth(1)).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');

  const next = gallery.getByRole('button', { name: ui.gallery.next });
  expect(rgbOfCss(await next.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(rgbOfHex(brand.dark!));
  await next.hover();
  await expect(next).toHaveCSS('color', `rgb(${rgbOfHex(brand.gold!)})`);
  await next.click();
  await expect(thumbnails.nth(1)).toHaveCSS('border-top-color', accent);
  await expect(thumbnails.nth(0)).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');

  const blue = await gallery.evaluate((root, libraryBlue) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      for (const property of ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'outline-color'] as const) {
        if ((style.getPropertyValue(property).match(/[\d.]+/g) ?? []).slice(0, 3).join(', ') === libraryBlue) found.push(`${element.className} ${property}`);
      }
    }
    return found;
  }, LIBRARY_BLUE);
  expect(blue).toEqual([]);
});

/** The space left and right of the thumbnails in their strip (equal when the strip is centred). */
async function stripSides(gallery: Locator) {
  return gallery.getByRole('group').evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    const thumbs = [...strip.children].map((thumb) => thumb.getBoundingClientRect());
    return [Math.min(...thumbs.map((thumb) => thumb.left)) - box.left, box.right - Math.max(...thumbs.map((thumb) => thumb.right))].map(Math.round);
  });
}

test('the arrows and the fullscreen button are named in the page language, and on an Arabic page the left arrow brings the next item; the thumbnails are centred in both', async ({
  page,
}) => {
  const gallery = await openGallery(page);
  const [left, right] = await stripSides(gallery);
  expect(Math.abs(left! - right!)).toBeLessThanOrEqual(2);
  await expect(gallery.locator('.image-gallery-left-nav')).toHaveAccessibleName(ui.gallery.previous);
  await expect(gallery.locator('.image-gallery-right-nav')).toHaveAccessibleName(ui.gallery.next);

  const arabic = siteContent('ar');
  const arabicPost = arabic.blogs.find((item) => item.slug === post.slug)!;
  await page.goto(localePath('ar', blogPostPath(post.slug)));
  const arabicGallery = page.getByRole('region', { name: fill(arabic.ui.gallery.label, { title: arabicPost.title }) });
  await arabicGallery.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-island-state', 'hydrated');
  const leftArrow = arabicGallery.locator('.image-gallery-left-nav');
  await expect(leftArrow).toHaveAccessibleName(arabic.ui.gallery.next);
  await expect(arabicGallery.locator('.image-gallery-right-nav')).toHaveAccessibleName(arabic.ui.gallery.previous);
  await expect(arabicGallery.getByRole('button', { name: arabic.ui.gallery.fullscreen })).toBeVisible();
  await expect(arabicGallery.locator('.image-gallery-index')).toHaveText(`1 / ${total}`);
  await leftArrow.click();
  await expect(arabicGallery.locator('.image-gallery-index')).toHaveText(`2 / ${total}`);
  await expect(arabicGallery.getByRole('group', { name: arabic.ui.gallery.thumbnails }).getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
  const [arabicLeft, arabicRight] = await stripSides(arabicGallery);
  expect(Math.abs(arabicLeft! - arabicRight!)).toBeLessThanOrEqual(2);
});
