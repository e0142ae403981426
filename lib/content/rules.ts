/**
 * The field rules of the content model (lib/content/schema.ts builds every shape from them): what a text, a
 * slug, a key, a date, a link or a list must be, each with the message an editor reads.
 */
import { array, number, object, string, type AnyObject, type ISchema, type ObjectShape, type Schema, type TestFunction } from 'yup';
import { countryName, isCountryCode, meantCountry } from '@/lib/countries';
import { isAllowedTag, RICH_TEXT_TAGS, richTextMistake, richTextTokens } from '@/lib/rich-text-markup';
import { placeholders } from '@/lib/template';
import { icons, images, videos, type IconKey, type ImageKey, type MediaKey } from '../../content/media';
import { closest, didYouMean, namesOrNearest } from './nearest';
import { wrongKind, type CheckContext, type Collection } from './validate';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LIMITS = {
  /** A page's own title (`seo.title`, a post's `seoTitle`); its most is the page title's, less the brand. */
  seoTitle: { min: 10 },
  /** The page title as search results show it, brand included ("… | Cedrus Consulting"): lib/content/check.ts `pageHeadIssues`. */
  pageTitle: { max: 60 },
  /** A post's or a position's heading (and its page title, unless it has a shorter `seoTitle`). */
  postTitle: { min: 10, max: 70 },
  /** A meta description, and every description a page makes of one (lib/content/check.ts `pageHeadIssues`). */
  description: { min: 50, max: 160 },
  heading: { max: 80 },
  intro: { max: 320 },
} as const;
/** Tags a slide title may contain (docs/decisions.md#security). */
export const ALLOWED_TITLE_TAGS = RICH_TEXT_TAGS;

export const imageKeys = Object.keys(images) as ImageKey[];
const mediaKeys = [...imageKeys, ...Object.keys(videos)] as MediaKey[];
const iconKeys = Object.keys(icons) as IconKey[];

/** The first HTML tag in a text, as `<name>`, or null. */
export function firstTag(value: string): string | null {
  const match = /<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/.exec(value);
  return match ? `<${match[1]!.toLowerCase()}>` : null;
}

/** The tags of a text that are not <br>, <strong>, <em> or <span> without attributes, as written. */
export function disallowedTags(html: string): string[] {
  return richTextTokens(html)
    .filter((token) => token.kind === 'tag' && !isAllowedTag(token))
    .map((token) => token.text);
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
/** A text that may carry the few inline tags of ALLOWED_TITLE_TAGS (slide titles), each closed, in order. */
export const richText = () =>
  filled().test('allowed-tags', (value, context) => {
    const mistake = richTextMistake(value ?? '');
    return mistake === null || context.createError({ message: mistake });
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
/** A key of the media registry (content/media.ts): a key that is not one is named with the nearest ones. */
const registryKey = <K extends string>(keys: readonly K[], what: string) =>
  filled().oneOf(keys, (p) => `"${String(p.value)}" is not ${what} of content/media.ts (${didYouMean(String(p.value), keys)})`);
export const imageKey = () => registryKey(imageKeys, 'an image key');
export const mediaKey = () => registryKey(mediaKeys, 'a media key');
export const iconKey = () => registryKey(iconKeys, 'an icon key');
export const whole = (min: number, max: number) =>
  number()
    .required('is required')
    .integer('must be a whole number')
    .min(min, (p) => `must be ${p.min} or more`)
    .max(max, (p) => `must be ${p.max} or less`);
/** An ISO day, e.g. "2024-05-14", that is a day of the calendar. */
export const isoDate = () =>
  filled()
    .typeError((p: { value: unknown; originalValue?: unknown }) => wrongKind(p.originalValue ?? p.value, 'a date in quotes, like "2024-05-14"'))
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
    return context.createError({ message: `"${value}" is not in ${file} (${didYouMean(value, keys)})` });
  });
/** A country's ISO 3166-1 alpha-2 code ("IQ"): a name, small letters or a reserved code ("UK") is named with the code meant. */
export const countryCode = () =>
  filled().test('country-code', (value, context) => {
    if (value === undefined || isCountryCode(value)) return true;
    const meant = meantCountry(value);
    const fix = meant ? `did you mean "${meant}" (${countryName(meant)})?` : 'write the two capital letters of the country, e.g. "IQ" for Iraq';
    return context.createError({ message: `"${value}" is not a country code of ISO 3166-1; ${fix}` });
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

/**
 * An object with exactly these fields: a misspelt field name is reported by its name, not ignored, with the
 * field it was likely meant to be; that field is then not also reported missing (`meant`, lib/content/validate.ts).
 */
export const shape = <S extends ObjectShape>(fields: S) =>
  object(fields)
    .required('is required')
    .test('known-fields', (value, context) => {
      const known = Object.keys(fields);
      const written = Object.keys((value as AnyObject | undefined) ?? {});
      const unknown = written.find((key) => !known.includes(key));
      if (unknown === undefined) return true;
      const at = (field: string) => (context.path ? `${context.path}.${field}` : field);
      const missing = closest(
        unknown,
        known.filter((field) => !written.includes(field)),
      );
      const meant = missing ?? closest(unknown, known);
      if (meant !== null)
        return context.createError({
          path: at(unknown),
          message: `is not a field here; did you mean "${meant}"?`,
          params: missing ? { meant: at(missing) } : {},
        });
      return context.createError({ path: at(unknown), message: `is not a field here (${namesOrNearest(unknown, known, 'the fields are')})` });
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

/**
 * The registration numbers a company of the group shows in the legal notice (content/legal-notice.ts), by
 * kind: the country whose register issues it (none: any country) and the form of its value, in the words
 * the check says it in. Spaces between groups of digits are allowed where the form shows them.
 */
export const REGISTRATION_KINDS = {
  'fr-rcs': {
    country: 'FR',
    form: /^\p{Lu}[\p{L}' -]* (?:[AB] )?\d{3} ?\d{3} ?\d{3}$/u,
    says: 'the registry\'s town, B and the SIREN, e.g. "Paris B 000 000 000"',
  },
  'fr-siren': { country: 'FR', form: /^\d{3} ?\d{3} ?\d{3}$/, says: 'a SIREN of 9 digits, e.g. "000 000 000"' },
  'fr-vat': { country: 'FR', form: /^FR ?\d{2} ?\d{3} ?\d{3} ?\d{3}$/, says: '"FR", a two-digit key and the SIREN, e.g. "FR 12 000 000 000"' },
  'share-capital': { country: undefined, form: /^\d{1,3}(?: ?\d{3})* [A-Z]{3}$/, says: 'an amount and its currency code, e.g. "10 000 EUR"' },
  'lb-commercial-register': { country: 'LB', form: /^\d{1,8}$/, says: 'the register number, up to 8 digits, e.g. "1000000"' },
  'ae-trade-licence': { country: 'AE', form: /^\d{6,7}$/, says: 'a licence number of 6 or 7 digits, e.g. "1000000"' },
  'sa-cr': { country: 'SA', form: /^\d{10}$/, says: 'a commercial registration number of 10 digits, e.g. "1010000000"' },
  'sa-vat': { country: 'SA', form: /^3\d{13}3$/, says: 'a VAT number of 15 digits that starts and ends with 3, e.g. "300000000000003"' },
  'us-mi-entity-id': { country: 'US', form: /^\d{9}$/, says: 'a Michigan entity ID of 9 digits, e.g. "800000000"' },
} as const satisfies Readonly<Record<string, { readonly country: string | undefined; readonly form: RegExp; readonly says: string }>>;
export type RegistrationKind = keyof typeof REGISTRATION_KINDS;
export const registrationKinds = Object.keys(REGISTRATION_KINDS) as RegistrationKind[];
/** What French law (LCEN art. 6-III) asks a company registered in France to show, by country. */
export const REQUIRED_REGISTRATIONS: Readonly<Record<string, readonly RegistrationKind[]>> = { FR: ['fr-rcs', 'fr-siren', 'fr-vat', 'share-capital'] };

/** A number's digits alone ("000 000 000" → "000000000"). */
export const digitsOf = (value: string) => value.replace(/\D/g, '');
/** Digits in groups of three, as French numbers are written ("000000000" → "000 000 000"). */
const groupsOfThree = (digits: string) => digits.replace(/(\d{3})(?=\d)/g, '$1 ');
/** Whether 9 digits are a SIREN: its last digit is the Luhn check digit of the others. */
export function isSiren(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}
/** The French VAT number of a SIREN: "FR", its key (12 + 3 × (SIREN mod 97)) mod 97, and the SIREN, written "FR 12 000 000 000". */
export function frenchVatNumber(siren: string): string {
  const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
  return `FR ${key} ${groupsOfThree(siren)}`;
}

/** A registration's value has the form of its kind (the kind's own mistakes are its field's); a SIREN its check digit. */
export const registrationValue: TestFunction<string | undefined> = (value, context) => {
  const kind = (context.parent as { kind?: string } | undefined)?.kind;
  const rule = kind && kind in REGISTRATION_KINDS ? REGISTRATION_KINDS[kind as RegistrationKind] : undefined;
  if (!rule || value === undefined) return true;
  if (!rule.form.test(value)) return context.createError({ message: `must be ${rule.says}` });
  if (kind === 'fr-siren' && !isSiren(digitsOf(value)))
    return context.createError({ message: `"${value}" is not a SIREN: its last digit is not the check digit of the other eight` });
  return true;
};

type EntityFacts = { country?: string; office?: string; address?: string; registrations?: { kind?: string; value?: string }[] };

/**
 * A company's registered office and registrations as a whole: an office of the site or an address (one of
 * them), registrations of its own country only, those French law asks of its country, and in France an RCS
 * number and a VAT number that are its SIREN's.
 */
export const entityRegistrations: TestFunction<EntityFacts | undefined> = (entity, context) => {
  const { country = '', office, address, registrations = [] } = entity ?? {};
  if (office !== undefined && address !== undefined)
    return context.createError({ path: 'address', message: 'give either office (an office id of content/site.ts) or address, not both' });
  if (office === undefined && address === undefined)
    return context.createError({ path: 'office', message: 'is required without an address: an office id of content/site.ts, or the company’s own address' });
  const foreign = registrations.findIndex((item) => {
    const rule = item?.kind && item.kind in REGISTRATION_KINDS ? REGISTRATION_KINDS[item.kind as RegistrationKind] : undefined;
    return rule?.country !== undefined && rule.country !== country;
  });
  if (foreign >= 0) {
    const kind = registrations[foreign]!.kind as RegistrationKind;
    return context.createError({
      path: `registrations[${foreign}].kind`,
      message: `"${kind}" is a registration of ${REGISTRATION_KINDS[kind].country}; this company is in ${country}`,
    });
  }
  const kinds = registrations.map((item) => item?.kind);
  // A misspelt kind is its own line; it is likely the one that seems missing.
  if (kinds.some((kind) => !kind || !(kind in REGISTRATION_KINDS))) return true;
  const missing = (REQUIRED_REGISTRATIONS[country] ?? []).filter((kind) => !kinds.includes(kind));
  if (missing.length > 0)
    return context.createError({
      path: 'registrations',
      message: `must include ${missing.map((kind) => `"${kind}"`).join(', ')}: French law (LCEN art. 6-III) asks a company in ${country} to show ${missing.length === 1 ? 'it' : 'them'}`,
    });
  const siren = digitsOf(registrations.find((item) => item?.kind === 'fr-siren')?.value ?? '');
  if (!isSiren(siren)) return true;
  const rcs = registrations.findIndex((item) => item?.kind === 'fr-rcs');
  if (rcs >= 0 && !digitsOf(registrations[rcs]!.value ?? '').endsWith(siren))
    return context.createError({ path: `registrations[${rcs}].value`, message: `must end with this company's SIREN (${groupsOfThree(siren)})` });
  const vat = registrations.findIndex((item) => item?.kind === 'fr-vat');
  const expected = frenchVatNumber(siren);
  if (vat >= 0 && digitsOf(registrations[vat]!.value ?? '') !== digitsOf(expected))
    return context.createError({ path: `registrations[${vat}].value`, message: `must be "${expected}", the VAT number of this company's SIREN` });
  return true;
};

/** Whether an ISO date (YYYY-MM-DD) names a real day: 2024-02-29 does, 2023-02-29 does not. */
export function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
