/**
 * Open positions as pages receive them, in the page's language (build time only): the cards on /careers
 * (with its filters once there are many) and each position's own page with its JobPosting data. Only the
 * positions open on the build's day are built (lib/positions.ts).
 */
import type { PositionSlug } from '@/content/positions';
import type { Position } from '@/lib/content/types';
import { fill } from '../template';
import { defaultLocale, intlLocale, localePath, type Locale } from '../i18n';
import { byLabel, facetGroup, moduleKey, type FacetGroup, type FacetValues } from '../facet-filters';
import { formatPay, hasFilters, openPositions, positionCountries, positionValues, type PositionFacet } from '../positions';
import { positionPath } from '../routes';
import { formatPostDate } from './blog';
import { countriesText, countryName } from './case-studies';
import { siteContent } from './content';
import { jobPosting } from './jsonld';

/** A fact of a position: its name and its value for reading. */
export interface PositionFact {
  readonly name: string;
  readonly value: string;
  /** An ISO day, when the value is a date (for `<time datetime>`). */
  readonly date?: string;
}

/** A position as its card and its page show it. */
export interface PositionSummary {
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly summary: string;
  /** Location, workplace, type, pay (when given) and closing day. */
  readonly facts: readonly PositionFact[];
  /** The Oracle modules it works on, as Oracle names them. */
  readonly modules: readonly string[];
  /** Its values for /careers's filters. */
  readonly values: FacetValues<PositionFacet>;
  /** The recruitment address with a subject naming the role. */
  readonly apply: string;
}

/** The positions of the build's day, in the language. */
export function publishedPositions(locale: Locale): Position[] {
  return openPositions(siteContent(locale).positions);
}

/** `mailto:` the recruitment address, its subject naming the role ("Application: …"). */
export function applyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

const officeOf = (position: Position, locale: Locale) => siteContent(locale).offices.find((entry) => entry.id === position.office)!;

export function positionSummary(position: Position, locale: Locale): PositionSummary {
  const { site, ui } = siteContent(locale);
  const words = ui.careers;
  const office = officeOf(position, locale);
  const place =
    position.workplace === 'remote'
      ? countriesText(positionCountries(position, office.flag), locale, 'disjunction')
      : fill(words.place, { city: office.city, country: office.name });
  return {
    slug: position.slug,
    href: positionPath(position.slug as PositionSlug),
    title: position.title,
    summary: position.summary,
    facts: [
      { name: words.location, value: place },
      { name: words.workplace, value: words.workplaces[position.workplace] },
      { name: words.type, value: words.employmentTypes[position.employmentType] },
      ...(position.pay ? [{ name: words.pay, value: formatPay(position.pay, intlLocale(locale), words.payPeriods) }] : []),
      { name: words.closes, value: formatPostDate(position.validThrough, locale), date: position.validThrough },
    ],
    modules: position.modules,
    values: positionValues(position, office.flag),
    apply: applyLink(site.recruitmentEmail, fill(words.applySubject, { title: position.title })),
  };
}

/**
 * /careers's positions: their cards, and the filters by country and module (values with a position each,
 * in the language's alphabetical order) when there are more than fit at a glance, else none.
 */
export function positionsList(locale: Locale, positions: readonly Position[] = publishedPositions(locale)) {
  const cards = positions.map((position) => positionSummary(position, locale));
  if (!hasFilters(cards.length)) return { cards, filters: null };
  const { ui } = siteContent(locale);
  const values = cards.map((card) => card.values);
  const countries = [...new Set(positions.flatMap((position) => positionCountries(position, officeOf(position, locale).flag)))];
  const modules = [...new Set(positions.flatMap((position) => position.modules))];
  const options = (entries: readonly { value: string; label: string }[]) => byLabel(entries, intlLocale(locale));
  const filters: FacetGroup<PositionFacet>[] = [
    facetGroup('country', ui.caseStudy.countries, options(countries.map((code) => ({ value: code.toLowerCase(), label: countryName(code, locale) }))), values),
    facetGroup('module', ui.caseStudy.modules, options(modules.map((name) => ({ value: moduleKey(name), label: name }))), values),
  ];
  return { cards, filters };
}

/** A position's JobPosting, at its page's address in the language. */
export function positionJsonLd(position: Position, locale: Locale) {
  const { site, brandImages, ui } = siteContent(locale);
  const office = officeOf(position, locale);
  return jobPosting(
    { url: site.url, name: site.name, logo: brandImages.logo.src },
    {
      title: position.title,
      paragraphs: position.description,
      lists: [
        { title: ui.careers.responsibilities, items: position.responsibilities },
        { title: ui.careers.requirements, items: position.requirements },
      ],
      datePosted: position.datePosted,
      validThrough: position.validThrough,
      employmentType: position.employmentType,
      path: localePath(locale, positionPath(position.slug as PositionSlug)),
      identifier: position.slug,
      ...(position.pay ? { pay: position.pay } : {}),
      // The countries by their names in the source language, on every language's page: the names a job search geocodes surely.
      ...(position.workplace === 'remote' ? { remoteCountries: positionCountries(position, office.flag).map((code) => countryName(code, defaultLocale)) } : {}),
      office,
    },
  );
}
