/**
 * The countries of ISO 3166-1: their 249 officially assigned alpha-2 codes, the codes a case study's `countries`
 * are written in (content/case-studies.ts; their names come from the browser's own list in each language).
 * Written out here rather than taken from a package: country-flag-icons also has flags for codes that are not
 * countries of ISO 3166-1 (EU, XK, AC, TA, the nations of the United Kingdom…), and libphonenumber-js lists
 * the regions that have calling codes. tests/unit/countries.test.ts holds this list to theirs.
 */

export const COUNTRY_CODES = [
  ...['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ'],
  ...['BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ'],
  ...['CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ'],
  ...['DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR'],
  ...['GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY'],
  ...['HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP'],
  ...['KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY'],
  ...['MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ'],
  ...[
    'NA',
    'NC',
    'NE',
    'NF',
    'NG',
    'NI',
    'NL',
    'NO',
    'NP',
    'NR',
    'NU',
    'NZ',
    'OM',
    'PA',
    'PE',
    'PF',
    'PG',
    'PH',
    'PK',
    'PL',
    'PM',
    'PN',
    'PR',
    'PS',
    'PT',
    'PW',
    'PY',
  ],
  ...[
    'QA',
    'RE',
    'RO',
    'RS',
    'RU',
    'RW',
    'SA',
    'SB',
    'SC',
    'SD',
    'SE',
    'SG',
    'SH',
    'SI',
    'SJ',
    'SK',
    'SL',
    'SM',
    'SN',
    'SO',
    'SR',
    'SS',
    'ST',
    'SV',
    'SX',
    'SY',
    'SZ',
  ],
  ...['TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ'],
  ...['VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'],
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Codes people write for a country that are not its ISO 3166-1 code, reserved so they are never assigned. */
const RESERVED: Readonly<Record<string, CountryCode>> = { UK: 'GB', EL: 'GR' };

const englishNames = new Intl.DisplayNames('en', { type: 'region' });

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The country's name in English ("Iraq"), for the check's messages. */
export const countryName = (code: CountryCode): string => englishNames.of(code) ?? code;

/**
 * The code meant by a value that is not one, or null: "iq" (small letters), "UK" (reserved for the United
 * Kingdom, whose code is GB) or "Iraq" (the name, in English).
 */
export function meantCountry(value: string): CountryCode | null {
  const upper = value.trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (RESERVED[upper]) return RESERVED[upper];
  return COUNTRY_CODES.find((code) => countryName(code).toLowerCase() === value.trim().toLowerCase()) ?? null;
}
