/**
 * The country codes a case study may name (lib/countries.ts) are ISO 3166-1's 249 assigned alpha-2 codes, held
 * to the flags of country-flag-icons, which has one for each of them and for a few codes that are not countries.
 */
import { countries as flagged } from 'country-flag-icons';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode, meantCountry } from '@/lib/countries';

describe('the country codes of ISO 3166-1', () => {
  it('are the 249 assigned codes, once each: every flag of two letters but the codes that are not countries', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const twoLetters = flagged.filter((code) => /^[A-Z]{2}$/.test(code));
    expect(COUNTRY_CODES.filter((code) => !twoLetters.includes(code))).toEqual([]);
    // Ascension and Tristan da Cunha, the European Union, the Canary Islands, Kosovo and private-use codes.
    expect(twoLetters.filter((code) => !isCountryCode(code)).sort()).toEqual(['AC', 'EU', 'IC', 'TA', 'XA', 'XC', 'XK', 'XO']);
  });

  it('each have a name the browsers know', () => {
    expect(COUNTRY_CODES.filter((code) => countryName(code) === code)).toEqual([]);
    expect(countryName('LB')).toBe('Lebanon');
  });

  it('tell the code meant by small letters, a reserved code or the name', () => {
    expect([meantCountry('iq'), meantCountry('UK'), meantCountry('Iraq'), meantCountry(' lebanon '), meantCountry('XX')]).toEqual([
      'IQ',
      'GB',
      'IQ',
      'LB',
      null,
    ]);
  });
});
