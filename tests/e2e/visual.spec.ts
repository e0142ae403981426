import { languageSample } from '@/lib/build/site-routes';
import { caseStudies } from '@/content/case-studies';
import { services } from '@/content/services';
import { defaultLocale, localePath, otherLocales } from '@/lib/i18n';
import { blogPostPath, paths, servicePath } from '@/lib/routes';
import { stubRecaptcha } from './contact-stubs';
import { expect, test } from './support';

/**
 * Visual snapshots: one page of each kind in English (languageSample: home, the single pages, a post,
 * a solution, a service, an industry, a position, a policy), a case study, the thank-you and 404
 * pages, and in each other language its home, one service and the contact page, at 1440 and 390 px,
 * full page. The kinds share their components, so one page of each catches a moved or resized block;
 * the overflow, axe and no-JavaScript checks of routes.spec.ts visit every page.
 *
 * Small on purpose (docs/decisions.md#visual-snapshots): drawn at half the device pixels, with every
 * picture and video masked by a flat box of its size (the artwork is replaceable file for file; its box,
 * not its pixels, is the layout). The whole set stays under 15 MB.
 *
 * Animations are stopped and motion reduced, fonts loaded; the page is scrolled through first, so
 * every lazy picture is loaded and every island that wakes near the screen has woken (the
 * verification widget is the tests' stub), and a run on CI draws what a visitor sees after scrolling.
 * Update them after an intended change with
 *   npm run test:visual:update
 * and look at every changed PNG in tests/e2e/__screenshots__ before committing it.
 */
/** Each other language (Arabic right to left, French): its home, one service page and the contact page. */
const translatedRoutes = otherLocales(defaultLocale).flatMap((locale) =>
  [paths.home, servicePath(services[0]!.slug), paths.contact].map((path) => localePath(locale, path)),
);
const caseStudy = blogPostPath(caseStudies[0]!.slug);
const routes = [...new Set([...languageSample(defaultLocale), caseStudy, paths.thankYou, '/404', ...translatedRoutes])];
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const fileName = (route: string, width: string) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;

for (const viewport of widths) {
  test.describe(`visual ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 0.5 });
    for (const route of routes) {
      test(route, async ({ page }) => {
        await stubRecaptcha(page);
        // Related blogs are three picked at random on each visit (docs/product.md#blog-post): a fixed seed draws the same three.
        await page.addInitScript(() => {
          let seed = 42;
          Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
        });
        await page.goto(route);
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          }
          window.scrollTo(0, 0);
          for (const image of document.querySelectorAll('img')) image.loading = 'eager';
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        // Islands that wake near the screen have finished waking (or have none on this page).
        await expect(page.locator('[data-island][data-hydrate*="near"]:not([data-island-state="hydrated"])')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        // Which positions are open depends on the day of the build (content/positions.ts): /careers is
        // drawn without them, so its picture stays true as they close; proof.spec.ts checks them.
        if (route === paths.careers) await page.addStyleTag({ content: '#open-positions { display: none !important; }' });
        // A full-page picture is drawn in one go, beyond the window: the blocks laid out only as they
        // near the screen (styles/globals.css render-children-when-near) are drawn as a visitor who
        // scrolls there sees them.
        await page.addStyleTag({ content: '.render-children-when-near > * { content-visibility: visible !important; }' });
        await expect(page).toHaveScreenshot(fileName(route, viewport.name), {
          fullPage: true,
          scale: 'device',
          mask: [page.locator('img, video')],
          maskColor: '#d9dde3',
        });
      });
    }
  });
}
