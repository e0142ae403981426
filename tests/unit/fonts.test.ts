// @vitest-environment node
/**
 * The fonts' @font-face rules announce exactly the characters their subsets keep: Inter's two files
 * share out @fontsource's Latin characters with nothing lost or doubled, and every character of the
 * Arabic content is in the Arabic font (a letter outside would show in a fallback font).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_FONT_FILE,
  ARABIC_RANGES,
  charactersOf,
  covers,
  INTER_CORE_FONT_FILE,
  INTER_CORE_RANGES,
  INTER_MORE_FONT_FILE,
  INTER_MORE_RANGES,
  LATIN_RANGES,
  unicodeRange,
} from '@/lib/build/font-ranges';
import { fontPreloadLink, pageLanguage, withFontPreload } from '@/lib/build/static-html';

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe("Inter's two files", () => {
  it('share out the Latin characters: each one in exactly one file', () => {
    const latin = [...charactersOf(LATIN_RANGES)];
    const inBoth = latin.filter((character) => covers(INTER_CORE_RANGES, character) && covers(INTER_MORE_RANGES, character));
    const inNeither = latin.filter((character) => !covers(INTER_CORE_RANGES, character) && !covers(INTER_MORE_RANGES, character));
    expect({ inBoth, inNeither }).toEqual({ inBoth: [], inNeither: [] });
    expect([...charactersOf(INTER_CORE_RANGES), ...charactersOf(INTER_MORE_RANGES)].every((character) => covers(LATIN_RANGES, character))).toBe(true);
  });

  it('keep the French letters and typography in the preloaded core', () => {
    for (const character of 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ«»’–—…€\u00a0\u202f') expect(covers(INTER_CORE_RANGES, character), character).toBe(true);
  });

  it('are declared from the files the subsetter writes, the second with its unicode-range', () => {
    const fonts = readFileSync('components/layout/fonts.ts', 'utf8');
    expect(fonts).toContain(`path: '../../${INTER_CORE_FONT_FILE}'`);
    expect(fonts).toContain(`path: '../../${INTER_MORE_FONT_FILE}'`);
    expect(fonts).toContain(`'${unicodeRange(INTER_MORE_RANGES)}'`);
  });
});

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
