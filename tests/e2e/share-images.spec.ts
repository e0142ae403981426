import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { site } from '@/content/site';
import { metaContents } from '@/lib/pages/og';
import { ogCards } from '@/lib/build/og-cards';
import { allRoutes } from '@/lib/build/site-routes';
import { defaultLocale, language, localeOfPath, unlocalisedPath } from '@/lib/i18n';
import { expect, test } from './support';

/**
 * What LinkedIn, X and WhatsApp read from each exported page: exactly one share image, its size, its
 * text alternative and the large-card request, and an image that exists and is 1200×630. Every page
 * has its own card in its language, under /og/<code>/ (an Arabic page's drawn right to left), and its
 * alt describes it in that language. Also the thank-you and 404 pages, which have heads but no sitemap entry.
 */
const cards = new Map(ogCards().map((card) => [card.route, card]));
const ARABIC = /[\u0600-\u06FF]/;

test('every route of the sitemap has a card', () => {
  for (const route of allRoutes()) expect(cards.has(route), route).toBe(true);
});

for (const card of cards.values()) {
  const { route } = card;
  test(`${route}: one share card, 1200×630, in out/, with a large Twitter card`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const property = (name: string) => metaContents(html, 'property', name);
    const named = (name: string) => metaContents(html, 'name', name);

    const images = property('og:image');
    expect(images).toHaveLength(1);
    const url = new URL(images[0]!);
    expect(`${url.origin}`).toBe(new URL(site.url).origin);
    expect(url.pathname).toMatch(/^\/og\/[a-z0-9/-]+\.jpg$/);
    expect(property('og:image:width')).toEqual(['1200']);
    expect(property('og:image:height')).toEqual(['630']);
    expect(property('og:image:type')).toEqual(['image/jpeg']);
    expect(url.pathname).toBe(card.src);
    expect(property('og:image:alt')).toEqual([card.alt]);
    const locale = localeOfPath(route);
    if (locale !== defaultLocale) {
      // The page's own card in its language, under /og/<code>/, described in that language: its section's label and its title.
      expect(url.pathname.startsWith(`/og/${locale}/`), url.pathname).toBe(true);
      expect(card.alt).toContain(card.title);
      if (language(locale).script === 'Arabic') {
        if (card.label) expect(card.label).toMatch(ARABIC);
        expect(card.title).toMatch(ARABIC);
      } else {
        // In the English script: the title is the language's own, not the English page's.
        expect(card.title).not.toBe(cards.get(unlocalisedPath(route))!.title);
      }
    }
    expect(named('twitter:card')).toEqual(['summary_large_image']);
    expect(named('twitter:image')).toEqual(images);
    expect(named('twitter:image:alt')).toEqual([card.alt]);

    expect(existsSync(join('out', url.pathname)), `out${url.pathname}`).toBe(true);
    const response = await request.get(url.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/jpeg');
    const file = await response.body();
    expect(file.length).toBeLessThanOrEqual(150 * 1024);
    const metadata = await sharp(file).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });
}

test('every page, in every language, has its own card', async ({ request }) => {
  const images = await Promise.all(allRoutes().map(async (route) => metaContents(await (await request.get(route)).text(), 'property', 'og:image')[0]));
  expect(new Set(images).size).toBe(allRoutes().length);
});
