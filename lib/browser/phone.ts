/**
 * Phone rules of the contact form (docs/product.md#fields-and-rules): full-width, Arabic-Indic and Persian digits count as
 * ASCII digits, separators are dropped, and validity is the possible length for the country.
 *
 * The field keeps the visitor's text as typed; these pure functions read it. A number written the
 * way people write it (a local `03 123 456`, `3123456`, the `00` international prefix, `+961 03…`,
 * the prefilled `+961` with a whole number typed or pasted after it) becomes one E.164 value
 * (`+9613123456`), in the country the visitor picked (Lebanon unless they picked another) when it
 * has no calling code. Text with letters or other signs is not a number: it is kept as typed, so
 * the form can say it is invalid instead of losing it.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'LB';

/** First code point of each run of ten digits that count as 0–9. */
const DIGIT_ZEROS = [
  0x30, // ASCII
  0xff10, // full-width
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Persian, Urdu)
];

function digitValue(character: string): number | undefined {
  const code = character.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? undefined : code - zero;
}

/** Keeps a leading "+" (ASCII or full-width) and the digits, as ASCII; drops everything else. */
export function normalizePhoneDigits(input: string): string {
  let result = '';
  for (const character of input) {
    const digit = digitValue(character);
    if (digit !== undefined) result += String(digit);
    else if ((character === '+' || character === '＋') && result === '') result = '+';
  }
  return result;
}

/**
 * What a number is written with but is not part of it: spaces (no-break and ideographic too),
 * hyphens and dashes, dots, brackets, slashes, and invisible characters that copying brings along
 * (zero-width space/joiners, direction marks and isolates, word joiner, soft hyphen, BOM).
 */
const SEPARATORS = /[\s\-.()/\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2010-\u2015\u2060-\u2064\u2066-\u2069\u2212\uFEFF]/g;

/** The ASCII digits and "+" signs of a number, or null when the text holds anything else (a letter). */
function digitsOf(text: string): string | null {
  let result = '';
  for (const character of text.replace(SEPARATORS, '')) {
    const digit = digitValue(character);
    if (digit !== undefined) result += String(digit);
    else if (character === '+' || character === '＋') result += '+';
    else return null;
  }
  return result;
}

const callingCodes = metadata.country_calling_codes as Record<string, readonly CountryCode[]>;

/** The calling code a run of international digits starts with (codes are prefix-free), if any. */
function callingCodeOf(digits: string): string | undefined {
  for (let length = 1; length <= 3; length++) if (callingCodes[digits.slice(0, length)]) return digits.slice(0, length);
  return undefined;
}

/**
 * The number in one canonical writing: "+" and digits when international, digits alone when local;
 * null when it is not a number. "00" is the international prefix, and a calling code directly
 * followed by a whole international number (the prefilled "+961", then "+961 3…" or "00961 3…"
 * typed or pasted after it) is that number.
 */
function canonical(text: string): string | null {
  const written = digitsOf(text);
  if (written === null) return null;
  let digits: string = written;
  for (;;) {
    if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
    const code: string | undefined = digits.startsWith('+') ? callingCodeOf(digits.slice(1)) : undefined;
    const rest: string = code ? digits.slice(1 + code.length) : '';
    if (!code || !(rest.startsWith('+') || rest.startsWith('00'))) break;
    digits = rest;
  }
  // A "+" anywhere but first is not a way of writing a number.
  return digits.lastIndexOf('+') > 0 ? null : digits;
}

/**
 * The value the form keeps and sends for what is in the phone field: E.164 (`+9613123456`) for a
 * number, `''` for an empty field or a bare calling code (the prefilled `+961`), and the text
 * itself, trimmed, when it is not a number (letters or other signs), for the rules to reject.
 * Digits that make no complete number are kept as "+" and digits, for the length check to judge.
 */
export function toE164(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const number = canonical(text);
  if (number === null) return text.trim();
  const digits = number.replace('+', '');
  if (digits === '' || (number.startsWith('+') && callingCodes[digits])) return '';
  const parsed = parsePhoneNumberFromString(number, country);
  if (parsed) return parsed.number;
  return number.startsWith('+') ? number : `+${getCountryCallingCode(country)}${digits}`;
}

/**
 * The country whose flag the field shows: that of the number's own calling code when it has one
 * (the picked country when it shares that code and the number does not say otherwise), else the
 * country the visitor picked.
 */
export function phoneCountry(text: string, picked: CountryCode = DEFAULT_PHONE_COUNTRY): CountryCode {
  const number = canonical(text);
  const code = number?.startsWith('+') ? callingCodeOf(number.slice(1)) : undefined;
  if (!number || !code) return picked;
  const countries = callingCodes[code]!;
  return parsePhoneNumberFromString(number)?.country ?? (countries.includes(picked) ? picked : countries[0]!);
}

/** A possible number written the international way (`+961 3 123 456`); anything else as it is. */
export function formatPhone(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const value = toE164(text, country);
  return isPossiblePhone(value) ? (parsePhoneNumberFromString(value)?.formatInternational() ?? text) : text;
}

/**
 * The field's text after the visitor picks `country` in the list: an empty field or one holding a
 * calling code gets that country's code, with the digits after the old code kept; a local number,
 * or text that is no number, stays as it is (it is now read in that country).
 */
export function textForCountry(text: string, country: CountryCode): string {
  const prefix = `+${getCountryCallingCode(country)}`;
  const number = canonical(text);
  if (number === null) return text;
  if (number.replace('+', '') === '') return prefix;
  if (!number.startsWith('+')) return text;
  const code = callingCodeOf(number.slice(1));
  const rest = code ? (parsePhoneNumberFromString(number)?.nationalNumber ?? number.slice(1 + code.length)) : number.slice(1);
  return rest ? `${prefix} ${rest}` : prefix;
}

export type PhoneLengthResult = 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID_COUNTRY' | 'NOT_A_NUMBER';

/** The length verdict for a number written any of the ways `toE164` reads; text that is no number is NOT_A_NUMBER. */
export function phoneLengthResult(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneLengthResult {
  const value = toE164(input, country);
  if (!/^\+\d+$/.test(value)) return 'NOT_A_NUMBER';
  return validatePhoneNumberLength(value) ?? 'IS_POSSIBLE';
}

export function isPossiblePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return phoneLengthResult(input, country) === 'IS_POSSIBLE';
}
