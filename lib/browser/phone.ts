/**
 * Phone rules of the contact form (spec §5): full-width, Arabic-Indic and Persian digits count as
 * ASCII digits, other characters are dropped, and validity is the possible length for the country.
 */
import { validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';

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

export type PhoneLengthResult = 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID_COUNTRY' | 'NOT_A_NUMBER';

/** The length verdict for a number typed in any of the accepted digit sets. */
export function phoneLengthResult(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneLengthResult {
  const normalized = normalizePhoneDigits(input);
  if (normalized.replace('+', '') === '') return 'NOT_A_NUMBER';
  return validatePhoneNumberLength(normalized, country) ?? 'IS_POSSIBLE';
}

export function isPossiblePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return phoneLengthResult(input, country) === 'IS_POSSIBLE';
}
