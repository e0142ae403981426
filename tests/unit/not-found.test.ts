import { describe, expect, it } from 'vitest';
import { defaultLocale } from '@/lib/i18n';
import { notFoundFile, prefixedNotFoundPages, redirectsFile } from '@/lib/build/not-found';
import { headerRules, vercelConfig } from '@/lib/build/security-headers';
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

/**
 * A host's answer to an unknown address, as the file it serves: the first matching rule's, or the
 * root's 404.html, which Netlify and Vercel serve by themselves when no rule matches.
 */
function expectEveryHostChoice(served: (path: string) => string) {
  for (const [path, file] of notFoundSamples) expect(served(path), path).toBe(file);
}

describe("Netlify's _redirects", () => {
  const rules = redirectsFile()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);

  it('has one splat rule per prefixed language, status 404 and never forced (a page of the language is never shadowed)', () => {
    expect(rules.map(([from]) => from)).toEqual(prefixedLocales.map((locale) => `/${locale}/*`));
    for (const [, to, status] of rules) {
      expect(status).toBe('404');
      expect(to).toMatch(/^\/\w+\/404\.html$/);
    }
  });

  it('serves every unknown address the page notFoundFile names', () => {
    const matches = (from: string, path: string) => path.startsWith(from.slice(0, -1));
    expectEveryHostChoice((path) => rules.find(([from]) => matches(from, path))?.[1].slice(1) ?? '404.html');
  });
});

describe("Vercel's rewrites", () => {
  const { rewrites, cleanUrls } = vercelConfig(headerRules());

  it('keep the 404 status and name the page by its clean URL (cleanUrls serves ar/404.html at /ar/404)', () => {
    expect(cleanUrls).toBe(true);
    expect(rewrites.map(({ source }) => source)).toEqual(prefixedLocales.map((locale) => `/${locale}/(.*)`));
    for (const rewrite of rewrites) expect(rewrite.statusCode).toBe(404);
  });

  it('serve every unknown address the page notFoundFile names', () => {
    // Vercel's sources are path-to-regexp patterns; these ones are plain regular expressions once anchored.
    const matches = (source: string, path: string) => new RegExp(`^${source}$`).test(path);
    expectEveryHostChoice((path) => {
      const rewrite = rewrites.find(({ source }) => matches(source, path));
      return rewrite ? `${rewrite.destination.slice(1)}.html` : '404.html';
    });
  });
});
