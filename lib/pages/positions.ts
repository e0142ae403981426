/**
 * Open positions as pages receive them, in the page's language (build time only): the cards on /careers and
 * each position's own page with its JobPosting data. Only the positions open on the build's day are built
 * (lib/positions.ts).
 */
import type { PositionSlug } from '@/content/positions';
import type { Position } from '@/lib/content/types';
import { fill } from '../template';
import { htmlLang, localePath, type Locale } from '../i18n';
import { openPositions } from '../positions';
import { positionPath } from '../routes';
import { formatPostDate } from './blog';
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
  /** Location, type, and closing day. */
  readonly facts: readonly PositionFact[];
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

export function positionSummary(position: Position, locale: Locale): PositionSummary {
  const { offices, site, ui } = siteContent(locale);
  const words = ui.careers;
  const office = offices.find((entry) => entry.id === position.office)!;
  return {
    slug: position.slug,
    href: positionPath(position.slug as PositionSlug),
    title: position.title,
    summary: position.summary,
    facts: [
      { name: words.location, value: fill(words.place, { city: office.city, country: office.name }) },
      { name: words.type, value: words.employmentTypes[position.employmentType] },
      { name: words.closes, value: formatPostDate(position.validThrough, locale), date: position.validThrough },
    ],
    apply: applyLink(site.recruitmentEmail, fill(words.applySubject, { title: position.title })),
  };
}

/** A position's JobPosting, at its page's address in the language. */
export function positionJsonLd(position: Position, locale: Locale) {
  const { offices, site, brandImages, ui } = siteContent(locale);
  const office = offices.find((entry) => entry.id === position.office)!;
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
      inLanguage: htmlLang(locale),
      office,
    },
  );
}
