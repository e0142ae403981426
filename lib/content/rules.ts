/**
 * The field rules of the content model (lib/content/schema.ts builds every shape from them): what a text, a
 * slug, a key, a date, a link or a list must be, each with the message an editor reads.
 */
import { array, number, object, string, type AnyObject, type ISchema, type ObjectShape, type Schema, type TestFunction } from 'yup';
import { placeholders } from '@/lib/template';
import { icons, images, videos, type IconKey, type ImageKey, type MediaKey } from '../../content/media';
import type { CheckContext, Collection } from './validate';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LIMITS = {
  seoTitle: { min: 10, max: 45 },
  postTitle: { min: 10, max: 70 },
  description: { min: 50, max: 160 },
  heading: { max: 80 },
  intro: { max: 320 },
} as const;
/** Tags a slide title may contain (docs/decisions.md#security). */
export const ALLOWED_TITLE_TAGS = ['br', 'strong', 'em', 'span'] as const;

export const imageKeys = Object.keys(images) as ImageKey[];
const mediaKeys = [...imageKeys, ...Object.keys(videos)] as MediaKey[];
const iconKeys = Object.keys(icons) as IconKey[];

/** The first HTML tag in a text, as `<name>`, or null. */
export function firstTag(value: string): string | null {
  const match = /<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/.exec(value);
  return match ? `<${match[1]!.toLowerCase()}>` : null;
}

/** Only <br>, <strong>, <em>, <span> without attributes. */
export function disallowedTags(html: string): string[] {
  const tags = [...html.matchAll(/<\/?\s*([a-zA-Z0-9-]+)([^>]*)>/g)];
  return tags
    .filter(([, name, attributes]) => !ALLOWED_TITLE_TAGS.includes(name!.toLowerCase() as never) || /\S/.test(attributes!.replace(/\/$/, '')))
    .map(([tag]) => tag);
}

/** The rule of every plain text (a text, an alt text, a proper name): no HTML tag in it. The test's name says which kind of value it is. */
export const withoutTags: TestFunction<string | undefined> = (value, context) => {
  const tag = firstTag(value ?? '');
  return tag === null || context.createError({ message: `plain text only: remove ${tag}` });
};

/** A LIMITS entry's name ("seoTitle"), so a language can state its own (content/languages.ts `limits`). */
const limitName = (limits: object) => Object.entries(LIMITS).find(([, value]) => value === limits)?.[0];

/**
 * At least `min` and at most `max` characters. A language other than the source one may state its own
 * limits for a LIMITS entry (content/languages.ts); the check passes them in its context.
 */
const lengthRules = <R extends ReturnType<typeof filled>>(rule: R, limits: { min?: number; max?: number }): R => {
  if (limits.min === undefined && limits.max === undefined) return rule;
  const name = limitName(limits);
  return rule.test('length', (value, context) => {
    const stated = (context.options.context as CheckContext | undefined)?.limits;
    const { min, max } = { ...limits, ...(name ? stated?.[name] : undefined) };
    const length = String(value ?? '').length;
    if (value === undefined) return true;
    if (min !== undefined && length < min) return context.createError({ message: `must be at least ${min} characters (it has ${length})` });
    if (max !== undefined && length > max) return context.createError({ message: `must be at most ${max} characters (it has ${length})` });
    return true;
  }) as R;
};

export const filled = () =>
  string()
    .required('is required')
    .test('not-blank', 'is required', (value) => value === undefined || value.trim() !== '');

/** A plain text the site shows: required, not blank, no HTML tags, optionally bounded. */
export const text = (limits: { min?: number; max?: number } = {}) => lengthRules(filled().test('plain-text', withoutTags), limits);
/**
 * A text with blanks the site fills in, e.g. "Go to slide {{index}}": each of `names` must be in it, once
 * or more, and no other blank (a misspelt one would be shown as it is).
 */
export const template = (...names: readonly string[]) =>
  text().test('placeholders', (value, context) => {
    const found = placeholders(value ?? '');
    const blank = (name: string) => `{{${name}}}`;
    const missing = names.filter((name) => !found.includes(name));
    if (missing.length > 0) return context.createError({ message: `must contain ${missing.map(blank).join(' and ')}, which the site fills in` });
    const unknown = found.filter((name) => !names.includes(name));
    if (unknown.length === 0) return true;
    const known = names.length ? `its blanks are ${names.map(blank).join(', ')}` : 'it has none';
    return context.createError({ message: `${unknown.map(blank).join(' and ')} is not a blank of this text (${known})` });
  });
/** A text that may carry the few inline tags of ALLOWED_TITLE_TAGS (slide titles). */
export const richText = () =>
  filled().test('allowed-tags', (value, context) => {
    const bad = disallowedTags(value ?? '');
    return bad.length === 0 || context.createError({ message: `contains tags that are not allowed: ${bad.join(' ')} (only ${ALLOWED_TITLE_TAGS.join(', ')})` });
  });
export const texts = (min = 1) =>
  array(text())
    .required('is required')
    .min(min, (p) => `needs at least ${p.min} item(s)`);
/**
 * A proper name (a client's): written as its owner writes it, once, in the
 * source language's file, and the same on every language's pages (lib/build/latin-names.ts).
 */
export const properName = () => filled().test('proper-name', withoutTags);
export const slug = () => filled().matches(SLUG_PATTERN, 'must be lowercase words joined by hyphens (e.g. "oil-gas")');
export const oneOf = <T extends string>(values: readonly T[]) =>
  filled().oneOf(values, (p) => `"${String(p.value)}" is not one of: ${values.map((v) => `"${v}"`).join(', ')}`);
export const imageKey = () => filled().oneOf(imageKeys, (p) => `"${String(p.value)}" is not an image key of content/media.ts`);
export const mediaKey = () => filled().oneOf(mediaKeys, (p) => `"${String(p.value)}" is not a media key of content/media.ts`);
export const iconKey = () => filled().oneOf(iconKeys, (p) => `"${String(p.value)}" is not an icon key of content/media.ts`);
export const whole = (min: number, max: number) =>
  number()
    .required('is required')
    .integer('must be a whole number')
    .min(min, (p) => `must be ${p.min} or more`)
    .max(max, (p) => `must be ${p.max} or less`);
/** An ISO day, e.g. "2024-05-14", that is a day of the calendar. */
export const isoDate = () =>
  filled()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-14')
    .test(
      'calendar-date',
      (p) => `"${String(p.value)}" is not a day of the calendar`,
      (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value),
    );
/**
 * The key of an item of another collection (a client's slug, an office's id). Checked against the keys the
 * check passes in its context, so a key that points nowhere is named with the nearest one.
 */
export const reference = (collection: Collection, file: string) =>
  filled().test('known-key', (value, context) => {
    const keys = (context.options.context as CheckContext | undefined)?.keys?.[collection];
    if (!keys || value === undefined || keys.includes(value)) return true;
    const suggestion = closest(value, keys);
    return context.createError({ message: `"${value}" is not in ${file}${suggestion ? ` (did you mean "${suggestion}"?)` : ` (it has: ${keys.join(', ')})`}` });
  });
export const email = () => filled().matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address like name@example.com');
/** A phone number in international format: "+", the country code and the number, spaces allowed. */
export const phone = () => filled().matches(/^\+[1-9][\d ]{6,18}\d$/, 'must be in international format, e.g. "+961 1 234 567"');
/**
 * The address of a public register where a buyer can check a claim themselves (Oracle Partner Finder, a
 * certification body's register, IAF CertSearch): https only, since the page sends visitors there.
 */
export const registerAddress = () =>
  filled().matches(
    /^https:\/\/[^\s/]+\.[^\s]+$/,
    'must be the https:// address of a public register where a buyer can check this (e.g. "https://partner-finder.oracle.com/")',
  );
/** An address on the web: https only. */
export const webAddress = () => filled().matches(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be a full web address starting with "https://"');
/**
 * A link: a page of this site ("/about", "/blog/able#gallery"), a web address, or a mailto:.
 * A page path is checked against the site's routes when the check passes them in its context.
 */
export const link = () =>
  filled()
    .matches(/^(\/|https:\/\/|mailto:)/, 'must start with "/", "https://" or "mailto:"')
    .test('known-page', (value, context) => {
      const routes = (context.options.context as { routes?: readonly string[] } | undefined)?.routes;
      if (!routes || !value?.startsWith('/')) return true;
      const path = value.replace(/[?#].*$/, '');
      if (routes.includes(path)) return true;
      const suggestion = closest(path, routes);
      return context.createError({ message: `"${value}" is not a page of this site${suggestion ? ` (did you mean "${suggestion}"?)` : ''}` });
    });

/** An object with exactly these fields: a misspelt field name is reported by its name, not ignored. */
export const shape = <S extends ObjectShape>(fields: S) =>
  object(fields)
    .required('is required')
    .test('known-fields', (value, context) => {
      const known = Object.keys(fields);
      const unknown = Object.keys((value as AnyObject | undefined) ?? {}).find((key) => !known.includes(key));
      if (unknown === undefined) return true;
      const path = context.path ? `${context.path}.${unknown}` : unknown;
      return context.createError({ path, message: `is not a field here (the fields are: ${known.join(', ')})` });
    });
export const list = <T>(item: ISchema<T>, min = 1, what = 'item') =>
  array(item)
    .required('is required')
    .min(min, (p) => `needs at least ${p.min} ${what}${p.min === 1 ? '' : 's'}`);
export const optionalList = <T>(item: ISchema<T>) => array(item).optional();
/**
 * The field that names an item of a list whose items mix texts and other values: another language's
 * texts for the item are keyed by it (lib/content/translate.ts), never by the item's position.
 */
export const keyedBy = <S extends Schema>(schema: S, field: string): S =>
  schema.meta({ key: field }).test('unique-key', (items, context) => {
    const values = ((items ?? []) as AnyObject[]).map((item) => item?.[field]);
    const repeated = values.find((value, index) => value !== undefined && values.indexOf(value) !== index);
    return repeated === undefined || context.createError({ message: `two items have the ${field} "${String(repeated)}": each needs its own` });
  }) as S;

/** Whether an ISO date (YYYY-MM-DD) names a real day: 2024-02-29 does, 2023-02-29 does not. */
export function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The route (or name) nearest to a mistyped one (edit distance of at most a third of its length), or null. */
export function closest(path: string, routes: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(path.length / 3)) + 1;
  for (const route of routes) {
    const distance = editDistance(path, route);
    if (distance < bestDistance) [best, bestDistance] = [route, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
