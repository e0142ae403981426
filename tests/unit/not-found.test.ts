import { describe, expect, it } from 'vitest';
import { defaultLocale } from '@/lib/i18n';
import { notFoundFile, prefixedNotFoundPages } from '@/lib/build/not-found';
import { notFoundSamples, prefixedLocales } from './not-found-samples';

describe('the not-found page of an address', () => {
  it("is the address's language's for a prefixed language, the root's for any other", () => {
    expect(prefixedLocales.length).toBeGreaterThan(0);
    for (const [path, file] of notFoundSamples) {
      expect(notFoundFile(path), path).toBe(file);
      expect(notFoundFile(`${path}?from=x#top`), path).toBe(file);
    }
  });

  it("is the root's for the source language, which has no prefix", () => {
    expect(notFoundFile(`/${defaultLocale}/no-such-page`)).toBe('404.html');
    expect(notFoundFile('/')).toBe('404.html');
  });

  it('names one prefix and page per prefixed language, from the language list', () => {
    expect(prefixedNotFoundPages()).toEqual(prefixedLocales.map((locale) => ({ prefix: `/${locale}`, page: `/${locale}/404` })));
  });
});
