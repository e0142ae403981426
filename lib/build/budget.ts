/**
 * JS budgets (docs/decisions.md#budgets): the gzip size of the JavaScript a browser at 390×844 fetches before
 * the visitor scrolls or types, however it is requested (module script, import(), preload).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Kilobytes as Lighthouse reports them: 1 KB = 1024 bytes. */
export const KB = 1024;
/** JS fetched before the visitor acts, on every page (the home page, a post, the case-study hub alike). */
export const JS_BUDGET = 6 * KB;

/** The viewport of "a mid-range phone", where nothing is scrolled or typed. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
/** The home page on a phone (docs/decisions.md#budgets): at most this tall at PHONE_VIEWPORT with every section laid out, in every language. */
export const HOME_MAX_HEIGHT = 10_000;
/** The elements the home page's HTML carries, in every language (templates' contents included): a crawler's and a mid-range phone's parse. */
export const HOME_MAX_ELEMENTS = 1_000;

/**
 * Code of the contact form (phone metadata, Formspree, reCAPTCHA): it comes with the form's island,
 * on demand, never before the visitor acts. Matched against the text of the fetched scripts.
 */
export const FORM_ONLY_MARKERS = ['formspree.io', 'country_calling_codes', 'recaptcha/api.js', 'PhoneInputCountry'] as const;

export function routeOfHtmlFile(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Gzip (level 9) size and text of a file of out/ by its URL path, cached. */
const cache = new Map<string, { size: number; text: string }>();
export function builtScript(outDir: string, urlPath: string): { size: number; text: string } {
  const key = `${outDir}:${urlPath}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const text = readFileSync(join(outDir, decodeURIComponent(urlPath)), 'utf8');
  const entry = { size: gzipSync(text, { level: 9 }).length, text };
  cache.set(key, entry);
  return entry;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
