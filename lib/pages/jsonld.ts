/** schema.org structured data (JSON-LD), with absolute URLs. */
import type { Office } from '../content/types';
import type { WeekDay } from '../offices';
import { absoluteUrl, canonicalUrl, paths } from '../routes';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: canonicalUrl(siteUrl, crumb.path) })),
  };
}

/** A list of pages (the case-study hub's stories), in the list's order, each at its canonical URL. */
export function itemList(siteUrl: string, name: string, items: readonly { readonly name: string; readonly path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: canonicalUrl(siteUrl, item.path), name: item.name })),
  };
}

/** The page itself, in its language (`inLanguage`, a BCP 47 tag): every page has one. */
export function webPage(siteUrl: string, page: { name: string; description: string; path: string; inLanguage: string }) {
  const url = canonicalUrl(siteUrl, page.path);
  return { '@context': 'https://schema.org', '@type': 'WebPage', '@id': url, url, name: page.name, description: page.description, inLanguage: page.inLanguage };
}

export function blogPosting(
  site: { url: string; name: string; logo: string },
  post: {
    title: string;
    description: string;
    path: string;
    date: string;
    image: string;
    keywords: readonly string[];
    inLanguage: string;
    /** A case study's client: the organisation the post is about. */
    about?: string;
    /** What kind of post it is ("Case study"), as `articleSection`. */
    section?: string;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: post.inLanguage,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    image: [absoluteUrl(site.url, post.image)],
    keywords: post.keywords.join(', '),
    ...(post.about ? { about: { '@type': 'Organization', name: post.about } } : {}),
    ...(post.section ? { articleSection: post.section } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(site.url, post.path) },
    url: canonicalUrl(site.url, post.path),
    author: { '@type': 'Organization', name: site.name, url: canonicalUrl(site.url, '/') },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, site.logo) } },
  };
}

export interface OrganizationFacts {
  readonly url: string;
  readonly name: string;
  readonly description: string;
  readonly logo: string;
  readonly email: string;
  readonly phone: string;
}

/** An office as the structured data names it (content/site.ts `offices`). */
export type OfficeFacts = Pick<Office, 'id' | 'flag' | 'city' | 'region' | 'street' | 'postalCode' | 'phone' | 'email' | 'hours' | 'geo'>;

const SCHEMA_DAYS: Readonly<Record<WeekDay, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** An office's address as schema.org reads it: street, city, region, postal code and country code. */
export function postalAddress(office: Pick<OfficeFacts, 'street' | 'city' | 'region' | 'postalCode' | 'flag'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    ...(office.region ? { addressRegion: office.region } : {}),
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: office.flag,
  };
}

/** The node id other blocks use to point at the company. */
export const organizationId = (siteUrl: string) => `${canonicalUrl(siteUrl, '/')}#organization`;

/**
 * The company: name, logo, URL, contact point and social profiles, with the first office as its
 * address and every office as a LocalBusiness (ProfessionalService) that belongs to it, with its own
 * phone when it has one. The company and its contact point carry the main phone and e-mail.
 */
export function organization(company: OrganizationFacts, offices: readonly OfficeFacts[], profiles: readonly string[]) {
  const home = canonicalUrl(company.url, '/');
  const logo = absoluteUrl(company.url, company.logo);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(company.url),
    name: company.name,
    description: company.description,
    url: home,
    logo,
    email: company.email,
    telephone: company.phone,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: company.email,
        telephone: company.phone,
        areaServed: offices.map((office) => office.flag),
        availableLanguage: ['English', 'French', 'Arabic'],
      },
    ],
    sameAs: [...profiles],
    ...(offices[0] ? { address: postalAddress(offices[0]) } : {}),
    location: offices.map((office) => ({ '@id': officeId(company.url, office) })),
    department: offices.map((office) => ({
      '@type': 'ProfessionalService',
      '@id': officeId(company.url, office),
      name: `${company.name}, ${office.city}`,
      url: home,
      image: logo,
      ...(office.phone ? { telephone: office.phone } : {}),
      email: office.email ?? company.email,
      address: postalAddress(office),
      geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: office.hours.days.map((day) => SCHEMA_DAYS[day]),
        opens: office.hours.opens,
        closes: office.hours.closes,
      },
      parentOrganization: { '@id': organizationId(company.url) },
    })),
  };
}

/** An office's node id: the page /offices names each office at its anchor. */
export const officeId = (siteUrl: string, office: Pick<OfficeFacts, 'id'>) => `${canonicalUrl(siteUrl, paths.offices)}#${office.id}`;

export interface JobFacts {
  readonly title: string;
  /** Paragraphs, then the named lists (responsibilities, requirements), as plain texts. */
  readonly paragraphs: readonly string[];
  readonly lists: readonly { readonly title: string; readonly items: readonly string[] }[];
  readonly datePosted: string;
  readonly validThrough: string;
  readonly employmentType: string;
  readonly path: string;
  readonly identifier: string;
  /** The pay band, in whole units of its currency (ISO 4217) per MONTH or YEAR. */
  readonly pay?: { readonly currency: string; readonly min: number; readonly max: number; readonly period: string };
  /** A remote role's countries, by name: applicants may work from any of them. */
  readonly remoteCountries?: readonly string[];
  /** The hiring office: an on-site or hybrid role's place of work. */
  readonly office: OfficeFacts;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An open position as Google's job search reads it (JobPosting): title, an HTML description, the posting
 * and closing days, the employment type, the pay band (`baseSalary`), the hiring company, and where the
 * work is done: the office's address (`jobLocation`), or for a remote role the countries applicants may
 * work from (`jobLocationType: TELECOMMUTE` with `applicantLocationRequirements`) and no place, which
 * Google would read as "remote or at this office". The closing day is the last day applications are taken
 * (the end of that day in the office's country is not known, so the date alone is given, which Google
 * reads as that day).
 */
export function jobPosting(company: { readonly url: string; readonly name: string; readonly logo: string }, job: JobFacts) {
  const description = [
    ...job.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...job.lists.map((list) => `<h3>${escapeHtml(list.title)}</h3><ul>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`),
  ].join('');
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.identifier },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    ...(job.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.pay.currency,
            value: { '@type': 'QuantitativeValue', minValue: job.pay.min, maxValue: job.pay.max, unitText: job.pay.period },
          },
        }
      : {}),
    url: canonicalUrl(company.url, job.path),
    directApply: false,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(company.url),
      name: company.name,
      sameAs: canonicalUrl(company.url, '/'),
      logo: absoluteUrl(company.url, company.logo),
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(job.office),
    },
  };
  const { jobLocation, ...rest } = posting;
  if (!job.remoteCountries?.length) return { ...rest, jobLocation };
  return {
    ...rest,
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: job.remoteCountries.map((name) => ({ '@type': 'Country', name })),
  };
}
