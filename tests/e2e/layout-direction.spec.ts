/**
 * What mirrors in Arabic and what never does (docs/architecture.md#direction-what-mirrors-in-arabic-and-what-never-does),
 * and the layout defects a buyer notices first: measured in the browser, in both languages.
 */
import type { Page } from '@playwright/test';
import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { solutions } from '@/content/solutions';
import { ui } from '@/content/ui';
import { ui as arabicUi } from '@/content/ar/ui';
import { localePath, textDirection, type Locale } from '@/lib/i18n';
import { industryPath, paths, servicePath, solutionPath } from '@/lib/routes';
import { expect, horizontalOverflow, test } from './support';

const languages: readonly { readonly locale: Locale; readonly learnMore: string }[] = [
  { locale: 'en', learnMore: ui.services.learnMore },
  { locale: 'ar', learnMore: arabicUi.services.learnMore },
];

/** Every header-band drawing of a page: its markup and its computed transform. */
const bandDrawings = (page: Page) =>
  page.locator('main [data-art-direction]').evaluateAll((elements) =>
    elements.map((element) => ({
      direction: element.getAttribute('data-art-direction'),
      markup: element.innerHTML,
      transform: getComputedStyle(element).transform,
    })),
  );

test.describe('pictures with a meaning of their own never mirror', () => {
  const pages = [...industries.map((industry) => industryPath(industry.slug)), solutionPath(solutions[0]!.slug), servicePath(services[0]!.slug)];
  for (const path of pages) {
    test(`${path}: its band drawing is the same, unflipped, in Arabic`, async ({ page }) => {
      await page.goto(path);
      const english = await bandDrawings(page);
      expect(english.length).toBeGreaterThan(0);
      await page.goto(localePath('ar', path));
      const arabic = await bandDrawings(page);
      expect(arabic.map(({ direction, markup }) => ({ direction, markup }))).toEqual(english.map(({ direction, markup }) => ({ direction, markup })));
      for (const drawing of arabic.filter(({ direction }) => direction === 'neutral')) expect(drawing.transform).toBe('none');
    });
  }

  test("each industry's header art is its own motif, drawn the same and never mirrored in Arabic", async ({ page }) => {
    const drawings = new Set<string>();
    for (const industry of industries) {
      const drawn: string[] = [];
      for (const locale of ['en', 'ar'] as const) {
        await page.goto(localePath(locale, industryPath(industry.slug)));
        const motif = page.locator(`main [data-motif="${industry.slug}"]`);
        await expect(motif).toHaveAttribute('data-art-direction', 'neutral');
        // An airliner flies, a crane's jib points, the same way on the screen whatever the text's direction.
        expect(await motif.evaluate((svg) => getComputedStyle(svg).transform)).toBe('none');
        drawn.push(await motif.evaluate((svg) => svg.innerHTML));
      }
      expect(drawn[1], industry.slug).toBe(drawn[0]);
      drawings.add(drawn[0]!);
    }
    // Nine industries, nine drawings: not one chart for all.
    expect(drawings.size).toBe(industries.length);
  });

  test("each solution's and service's header art is its own motif, the same drawing in Arabic", async ({ request }) => {
    // By request: the built pages' markup (the unflipped transform is measured above, on one page of each).
    const pages = [...solutions.map(({ slug }) => ({ slug, path: solutionPath(slug) })), ...services.map(({ slug }) => ({ slug, path: servicePath(slug) }))];
    const drawings = new Set<string>();
    for (const { slug, path } of pages) {
      const drawn: string[] = [];
      for (const locale of ['en', 'ar'] as const) {
        const html = await (await request.get(localePath(locale, path))).text();
        const motif = new RegExp(`<svg[^>]*data-motif="${slug}"[^>]*>[\\s\\S]*?</svg>`).exec(html)?.[0];
        expect(motif, `${locale} ${path}`).toBeTruthy();
        expect(motif, `${locale} ${path}`).toContain('data-art-direction="neutral"');
        drawn.push(motif!);
      }
      expect(drawn[1], path).toBe(drawn[0]);
      drawings.add(drawn[0]!);
    }
    expect(drawings.size).toBe(pages.length);
  });

  test.describe('home hero at 1440 px', () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test('the artwork sits beside the text, on the end side, never flipped', async ({ page }) => {
      for (const locale of ['en', 'ar'] as const) {
        await page.goto(localePath(locale, paths.home));
        const slide = page.locator('.hero-slider .swiper-slide').first();
        const art = await slide.locator('.hero-art').evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, right: box.right, transform: getComputedStyle(element.querySelector('img')!).transform };
        });
        const text = (await slide.locator('[data-slide-text]').boundingBox())!;
        expect(art.transform).toBe('none');
        if (locale === 'en') expect(art.left).toBeGreaterThanOrEqual(1440 / 2 - 1);
        else expect(art.right).toBeLessThanOrEqual(1440 / 2 + 1);
        // The text's own half stays clear of the drawing: the headline starts in the other half.
        if (locale === 'en') expect(text.x).toBeLessThan(art.left);
        else expect(text.x + text.width).toBeGreaterThan(art.right);
      }
    });
  });
});

test.describe('home page structure', () => {
  for (const { locale } of languages) {
    test(`${localePath(locale, paths.home)}: the <h1> is the first heading`, async ({ page }) => {
      await page.goto(localePath(locale, paths.home));
      const first = await page.locator('main').evaluate((main) => main.querySelector('h1, h2, h3, h4, h5, h6')?.tagName);
      expect(first).toBe('H1');
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { locale, learnMore } of languages) {
    test(`${localePath(locale, paths.home)}: service cards show their whole summary and "${learnMore}"`, async ({ page }) => {
      await page.goto(localePath(locale, paths.home));
      const cards = page.locator('[data-service-card]');
      await expect(cards).toHaveCount(services.length);
      for (const card of await cards.all()) {
        await expect(card.getByText(learnMore)).toBeVisible();
        const clipped = await card.locator('p').evaluate((summary) => summary.scrollHeight > summary.clientHeight + 1);
        expect(clipped).toBe(false);
      }
    });

    test(`${localePath(locale, paths.home)}: nothing of the hero artwork sticks out beside the text`, async ({ page }) => {
      await page.goto(localePath(locale, paths.home));
      const image = page.locator('.hero-slider .swiper-slide').first().locator('.hero-art img');
      // On phones the picture shows its plain start edge only (the left in English, the right of the Arabic
      // twin): the drawing lies in its other half.
      expect(await image.evaluate((img) => getComputedStyle(img).objectPosition)).toMatch(textDirection(locale) === 'rtl' ? /^100%|^right/ : /^0%|^left/);
      expect(await horizontalOverflow(page)).toBe(0);
    });

    test(`${localePath(locale, paths.about)}: each milestone's year sits beside its dot and label`, async ({ page }) => {
      await page.goto(localePath(locale, paths.about));
      const items = await page.locator('#timeline li').evaluateAll((elements) =>
        elements.map((item) => {
          const [year, label] = Array.from(item.querySelectorAll('p')).map((p) => {
            const range = document.createRange();
            range.selectNodeContents(p);
            return range.getBoundingClientRect();
          });
          return { yearLeft: year!.left, yearRight: year!.right, labelLeft: label!.left, labelRight: label!.right };
        }),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        // The year's text starts at the same edge as the label's: the start edge of the page's direction.
        if (locale === 'ar') expect(Math.abs(item.yearRight - item.labelRight)).toBeLessThanOrEqual(2);
        else expect(Math.abs(item.yearLeft - item.labelLeft)).toBeLessThanOrEqual(2);
      }
    });

    test(`${localePath(locale, paths.home)}: the drawer leads with Contact, then the navigation`, async ({ page }) => {
      await page.goto(localePath(locale, paths.home));
      await page.locator('[aria-controls="mobile-menu"]').first().click();
      const drawer = page.locator('dialog#mobile-menu');
      await expect(drawer).toBeVisible();
      const order = await drawer.evaluate((dialog) => {
        const contact = dialog.querySelector('a.btn-primary')!;
        const nav = dialog.querySelector('nav')!;
        const social = dialog.querySelector('a[target="_blank"]')!;
        const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { contactFirst: before(contact, nav), socialAfterNav: before(nav, social) };
      });
      expect(order).toEqual({ contactFirst: true, socialAfterNav: true });
    });
  }
});

test.describe('home clients strip', () => {
  test('every logo has loaded before the strip reaches the screen', async ({ page }) => {
    await page.goto(paths.home);
    const strip = page.locator('.client-marquee');
    // Bring the strip to just below the screen's bottom edge: near, not yet visible.
    await strip.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200));
    await expect
      .poll(() =>
        strip.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await strip.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight)).toBe(true);
  });
});

test.describe('contact page at 1440 px', () => {
  for (const { locale } of languages) {
    test(`${localePath(locale, paths.contact)}: the cards sit on the header band's own ground, with no picture behind them`, async ({ page }) => {
      await page.goto(localePath(locale, paths.contact));
      const section = page.locator('main section[aria-labelledby="contact-form-title"]');
      // The decorative layer behind the cards holds no picture (pieces of illustrations used to show between them).
      await expect(section.locator(':scope > [aria-hidden="true"] img')).toHaveCount(0);
      const bandBottom = await page.locator('main h1').evaluate((h1) => h1.closest('.isolate')!.getBoundingClientRect().bottom);
      const cardsTop = (await page.locator('#contact-form-title').boundingBox())!.y;
      // The cards overlap the band: their top lies inside it.
      expect(cardsTop).toBeLessThan(bandBottom);
    });
  }
});

test.describe('desktop header at its narrowest (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 800 } });
  for (const { locale } of languages) {
    test(`${localePath(locale, paths.home)}: every menu label stays on one line and the bar fits`, async ({ page }) => {
      await page.goto(localePath(locale, paths.home));
      const bar = page.locator('#site-header .container-page');
      expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      const labels = await page
        .locator('#site-header nav > ul > li > a, #site-header nav > ul > li > button, #site-header a.btn-primary')
        .evaluateAll((elements) =>
          elements.map((element) => {
            // The lines its words sit on: the distinct tops of its text's boxes (its icon is not text).
            const lines = new Set<number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) lines.add(Math.round(rect.top));
            }
            return { text: element.textContent, lines: lines.size };
          }),
        );
      // The header's own labels (the closed drawer's Contact button draws no line at all).
      const shown = labels.filter(({ lines }) => lines > 0);
      expect(shown.length).toBeGreaterThanOrEqual(9);
      for (const label of shown) expect(label, label.text ?? '').toMatchObject({ lines: 1 });
    });
  }
});
