/** First-load JS budgets (DESIGN.md §6): the gzip size of every script a page's HTML loads. */
import { deferredScriptSources } from './deferred-scripts';

/** Kilobytes as Lighthouse and the Next build report them: 1 KB = 1024 bytes. */
export const KB = 1024;
export const BUDGETS = { home: 165 * KB, content: 125 * KB } as const;

/**
 * Code that only a page with the contact form may load up front (everywhere else it must come on
 * demand, if at all). Matched against the text of first-load chunks.
 */
export const FORM_ONLY_MARKERS = ['formspree.io', 'country_calling_codes', 'recaptcha/api.js', 'PhoneInputCountry'] as const;
/** Pages allowed to carry the form's code in their first load (none: it is always loaded on demand). */
export const FORM_PAGES: readonly string[] = [];

export function routeOfHtmlFile(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Every script a page loads without being asked: its `<script src>` tags and the ones it defers past the first frame. */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
  return [...tags, ...deferredScriptSources(html)];
}

export function budgetFor(route: string): number {
  return route === '/' ? BUDGETS.home : BUDGETS.content;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
