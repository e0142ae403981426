/**
 * Open positions as pages receive them, in the page's language (build time only): the cards on /careers
 * and each position's own page with its JobPosting data. Only the
 * positions open on the build's day are built (lib/positions.ts).
 */
import type { PositionSlug } from '@/content/positions';
import type { Position } from '@/lib/content/types';
import { fill } from '../template';
import { defaultLocale, intlLocale, localePath, type Locale } from '../i18n';
import { formatPay, openPositions, positionCountries } from '../positions';
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
    apply: applyLink(site.recruitmentEmail, fill(words.applySubject, { title: position.title })),
  };
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
