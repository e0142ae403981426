import { routesIn } from '@/lib/build/site-routes';
import { defaultLocale, localePath, locales } from '@/lib/i18n';
import { smallTapTargets, squeezedTexts } from './phone-layout';
import { expect, scrollThrough, test } from './support';

/**
 * On a phone, every page kind in every language reads as a page (issue 35): no heading or paragraph
 * squeezed into a column of letters (the French home's clients heading once stood 32 px wide beside a
 * button that would not wrap), and the controls a phone visitor reaches for (call, e-mail, WhatsApp,
 * the menu, share links, the blog's pages, the slider's controls) are at least 44 × 44 px.
 */
const english = routesIn(defaultLocale);
// One page of each kind: the first route under each first segment, and that segment's own page where it has one.
const routes = [...new Set(english.map((route) => `/${route.split('/')[1]}`))]
  .flatMap((prefix) => [...new Set([...(english.includes(prefix) ? [prefix] : []), english.find((route) => route.startsWith(`${prefix}/`)) ?? prefix])])
  .concat(english.find((route) => /^\/blog\/(?!page\/|topics\/)/.test(route)) ?? [], '/404');

test.describe('phone layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of locales) {
    for (const route of routes) {
      const path = localePath(locale, route);
      test(path, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        expect(await squeezedTexts(page), 'texts squeezed into a narrow column').toEqual([]);
        expect(await smallTapTargets(page), 'controls under 44 × 44 px').toEqual([]);
      });
    }
  }
});
