// @vitest-environment node
/**
 * The Arabic font: its @font-face announces exactly the characters the subset keeps, and every
 * character of the Arabic content is one of them (a letter outside would show in a fallback font).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_FILE, ARABIC_RANGES, covers, unicodeRange } from '@/lib/build/font-ranges';
import { fontPreloadLink, pageLanguage, withFontPreload } from '@/lib/build/static-html';

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('the Arabic font', () => {
  it('announces the unicode-range of the subset, from the file the subsetter writes', () => {
    const fonts = readFileSync('components/layout/fonts.ts', 'utf8');
    expect(fonts).toContain(`value: '${unicodeRange(ARABIC_RANGES)}'`);
    expect(fonts).toContain(`path: '../../${ARABIC_FONT_FILE}'`);
  });

  it('has every Arabic character the content uses', () => {
    const missing = new Map<string, string>();
    for (const file of readdirSync('content/ar')) {
      for (const character of readFileSync(`content/ar/${file}`, 'utf8'))
        if (arabicScript.test(character) && !covers(ARABIC_RANGES, character)) missing.set(character, `content/ar/${file}`);
    }
    expect([...missing].map(([character, file]) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`)).toEqual([]);
  });
});

describe('the Arabic font preload of an Arabic page', () => {
  const href = '/_next/static/media/arabic.woff2';
  const page = (head: string) => `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>${head}</head><body></body></html>`;
  const inter = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';
  const stylesheet = '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>';

  it('comes right after the fonts the page already preloads, before its stylesheet', () => {
    expect(withFontPreload(page(inter + stylesheet), href)).toBe(page(inter + fontPreloadLink(href) + stylesheet));
  });

  it('ends the head of a page that preloads no font, and is added once', () => {
    const once = withFontPreload(page(stylesheet), href);
    expect(once).toBe(page(stylesheet + fontPreloadLink(href)));
    expect(withFontPreload(once, href)).toBe(once);
  });

  it('reads the language a page is written in', () => {
    expect(pageLanguage(page(''))).toBe('ar');
    expect(pageLanguage('<html lang="en"><head></head></html>')).toBe('en');
  });
});
