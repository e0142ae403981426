/**
 * The site's heading rule: sentence case. Only the first word of a heading (and of any sentence in it)
 * starts with a capital; after that, only proper nouns, product names and acronyms keep theirs.
 * Used by tests/unit/heading-case.test.ts over every heading field of content/.
 *
 * Names are not headings and are not checked: service, solution and industry titles used as menu labels
 * and card titles ("Consultancy & Implementation", "Oracle Cloud Solutions"), client labels, people's
 * names and job titles, certification names, and texts fixed word for word ('All Clients', docs/product.md#fixed-texts).
 */

/**
 * The company, Oracle's products, programmes and tools, and acronyms: names written as their owners write
 * them, in Latin letters in every language (an Arabic page may name them in its interface words too,
 * tests/e2e/arabic-text.spec.ts).
 */
export const PRODUCT_NAMES: readonly string[] = [
  // The company.
  'Cedrus Consulting',
  'Cedrus',
  // Oracle and its products, programmes and tools.
  'Oracle',
  'Oracle Cloud',
  'Oracle Cloud Infrastructure',
  'Oracle Integration Cloud',
  'Oracle Fusion',
  'Oracle Fusion Cloud',
  'Oracle Fusion Cloud Applications',
  'Fusion Applications',
  'Fusion Cloud',
  'Fusion',
  'Fusion Data Intelligence',
  'HCM Cloud',
  'ERP Cloud',
  'SCM Cloud',
  'EPM Cloud',
  'ERP Financials',
  'Cloud Financials',
  'E-Business Suite',
  'E-Business Suite Financials',
  'JD Edwards',
  'EnterpriseOne',
  'PeopleSoft',
  'PeopleTools',
  'Primavera',
  'NetSuite',
  'Hyperion',
  'Hyperion Planning',
  // Hyperion Financial Management, as in "Oracle Hyperion Planning and Financial Management".
  'Financial Management',
  'Essbase',
  'AI Agent Studio',
  'Visual Builder',
  'BI Publisher',
  'HCM Extracts',
  'HCM Data Loader',
  'Oracle Global Gold Partner',
  'Oracle Global Gold Partners',
  'Oracle HCM Cloud Excellence Implementer',
  // Oracle's partner programme, its public register and products named on /credentials.
  'Oracle PartnerNetwork',
  'Oracle Partner Finder',
  'Oracle Integration',
  'Oracle Database',
  // Acronyms.
  'AI',
  'APEX',
  'API',
  'APIs',
  'BI',
  'CV',
  'CX',
  'EPM',
  'ERP',
  'EU',
  'FBDI',
  'GDPR',
  'HCM',
  'HDL',
  'HR',
  'HRMS',
  'HTTPS',
  'ISO/IEC',
  'IT',
  'OCI',
  'OIC',
  'OPN',
  'OTBI',
  'PDPL',
  'PL/SQL',
  'REST',
  'SaaS',
  'SCM',
  'SOAP',
  'VAT',
];

/** Places, languages and regions. */
const PLACES: readonly string[] = [
  'Lebanon',
  'Levant',
  'Beirut',
  'Paris',
  'France',
  'Dubai',
  'U.A.E',
  'UAE',
  'United Arab Emirates',
  'Michigan',
  'USA',
  'United States',
  'KSA',
  'Saudi Arabia',
  'Gulf',
  'Middle East',
  'Iraq',
  'Erbil',
  'Mexico',
  'Egypt',
  'Qatar',
  'Senegal',
  'Europe',
  'European Union',
  'Africa',
  'Americas',
  'North America',
  'Arabic',
  'French',
  'English',
  'Spanish',
];

/** Other companies and services the site names. */
export const OTHER_COMPANIES: readonly string[] = [
  'Google',
  'Formspree',
  'LinkedIn',
  'Facebook',
  'YouTube',
  'SAP',
  // The public register of accredited certificates that /credentials links, and the authorities it names.
  'IAF CertSearch',
  'SDAIA',
  'CNIL',
];

/**
 * Proper nouns, product names and acronyms that keep their capitals inside a heading. An entry of several
 * words only allows its capitals when the whole phrase appears ("Fusion Cloud" allows "Cloud" there, not
 * elsewhere). Matching is case-sensitive and on whole words.
 */
export const HEADING_PROPER_NOUNS: readonly string[] = [
  ...PRODUCT_NAMES,
  ...PLACES,
  ...OTHER_COMPANIES,
  // The laws and regulations named on /credentials.
  'Personal Data Protection Law',
  'Federal Decree-Law',
  'General Data Protection Regulation',
  'Law 81/2018',
  // Authorities and schemes named in case studies.
  'ZATCA',
  'GOSI',
  'WPS',
  // Months (policy dates).
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
const FILLER = '\u0001';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Blanks out every allowed phrase (longest first) with a non-word filler of the same length. */
function maskAllowed(text: string, allowed: readonly string[]): string {
  let masked = text;
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'gu');
    masked = masked.replace(pattern, (match) => FILLER.repeat(match.length));
  }
  return masked;
}

/**
 * The words of `heading` that break sentence case: words after the first (of the heading or of a sentence
 * in it, after ".", "?" or "!") that start with a capital letter and are not part of an allowed proper noun.
 * Hyphenated words are checked part by part ("Round-the-Clock" breaks the rule, "Industry-specific" does not).
 * HTML tags (slide titles) are ignored. An empty result means the heading is in sentence case.
 */
export function headingCaseViolations(heading: string, allowed: readonly string[] = HEADING_PROPER_NOUNS): string[] {
  const text = heading.replace(/<[^>]*>/g, ' ');
  const masked = maskAllowed(text, allowed);
  const sentenceStarts = new Set<number>();
  const first = text.search(/[\p{L}\p{N}]/u);
  if (first >= 0) sentenceStarts.add(first);
  for (const match of masked.matchAll(/[.?!]\s+(?=[\p{L}\p{N}])/gu)) sentenceStarts.add(match.index + match[0].length);
  const violations: string[] = [];
  for (const match of masked.matchAll(WORD)) {
    if (sentenceStarts.has(match.index)) continue;
    if (/^\p{Lu}/u.test(match[0])) violations.push(match[0]);
  }
  return violations;
}

/** Where a heading lives: the content file, the item (slug or name) and the field path within it. */
export interface HeadingSource {
  readonly file: string;
  /** An array (items named by `itemName`, else slug/title/label/name, else "#n") or a record (items named by key). */
  readonly items: readonly unknown[] | Readonly<Record<string, unknown>>;
  /** Field paths; `[]` walks every element of an array, e.g. "tabs[].lists[].title". */
  readonly fields: readonly string[];
  readonly itemName?: (item: unknown, key: string) => string;
}

export interface HeadingField {
  readonly file: string;
  readonly item: string;
  /** The concrete path, with indexes: "extra_details[2].title". */
  readonly field: string;
  readonly value: string;
}

function defaultName(item: unknown, key: string): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const field of ['slug', 'title', 'label', 'name']) if (typeof record[field] === 'string') return record[field] as string;
  }
  return key;
}

function resolve(value: unknown, segments: readonly string[], path: string): { path: string; value: unknown }[] {
  if (segments.length === 0) return [{ path, value }];
  const [segment, ...rest] = segments as [string, ...string[]];
  const each = segment.endsWith('[]');
  const key = each ? segment.slice(0, -2) : segment;
  const child = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const childPath = path ? `${path}.${key}` : key;
  if (child === undefined) return [];
  if (!each) return resolve(child, rest, childPath);
  if (!Array.isArray(child)) throw new Error(`${childPath} is not an array`);
  return child.flatMap((element, index) => resolve(element, rest, `${childPath}[${index}]`));
}

/**
 * Every heading the sources point at. Throws when a declared field path finds no string anywhere in its
 * collection, or finds something that is not a string, so a renamed field cannot silently drop out of the check.
 */
export function collectHeadings(sources: readonly HeadingSource[]): HeadingField[] {
  const found: HeadingField[] = [];
  for (const source of sources) {
    const entries: [string, unknown][] = Array.isArray(source.items)
      ? source.items.map((item, index) => [`#${index + 1}`, item])
      : Object.entries(source.items);
    const nameOf = source.itemName ?? (Array.isArray(source.items) ? defaultName : (_: unknown, key: string) => key);
    for (const fieldPath of source.fields) {
      let count = 0;
      for (const [key, item] of entries) {
        const itemName = nameOf(item, key);
        for (const hit of resolve(item, fieldPath.split('.'), '')) {
          if (typeof hit.value !== 'string') throw new Error(`${source.file} › ${itemName} › ${hit.path} is not a string`);
          found.push({ file: source.file, item: itemName, field: hit.path, value: hit.value });
          count += 1;
        }
      }
      if (count === 0) throw new Error(`${source.file}: the heading field "${fieldPath}" matches nothing`);
    }
  }
  return found;
}

/** One line per heading that breaks sentence case: "file › item › field: "text" capitalizes Word, Word". */
export function headingCaseIssues(headings: readonly HeadingField[], allowed: readonly string[] = HEADING_PROPER_NOUNS): string[] {
  return headings.flatMap((heading) => {
    const words = headingCaseViolations(heading.value, allowed);
    return words.length ? [`${heading.file} › ${heading.item} › ${heading.field}: "${heading.value}" capitalizes ${words.join(', ')}`] : [];
  });
}
