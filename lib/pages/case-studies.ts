/**
 * Case studies as pages receive them, in the page's language (build time only): the key-facts panel of a
 * client-story post, and the cards that link it from its industry, the services it used, the client's
 * modal and the home page. Every link comes from the keys in content/case-studies.ts.
 */
import type { BlogSlug } from '@/content/blogs';
import { FACETS, moduleKey, type Facet, type FacetValues } from '../case-study-filters';
import { byLabel, facetGroup, valueAnchor, type FacetGroup } from '../facet-filters';
import type { CaseStudy } from '@/lib/content/types';
import { intlLocale, type Locale } from '../i18n';
import { blogPostPath, industryPath, paths, servicePath } from '../routes';
import { coverImage } from './blog';
import { siteContent } from './content';
import { mediaOf, type ImageAsset } from './media';
import type { IndustrySlug } from '@/content/industries';
import type { ServiceSlug } from '@/content/services';

export interface LinkedName {
  readonly label: string;
  readonly href: string;
}

/** What a post's key-facts panel shows (components/blog/CaseStudyFacts.tsx). */
export interface CaseStudyFacts {
  readonly client: { readonly name: string; readonly logo: ImageAsset };
  readonly industry: LinkedName;
  /** The countries' names as one list in the language: "Iraq and Lebanon". */
  readonly countries: string;
  readonly services: readonly LinkedName[];
  readonly modules: readonly string[];
  /** The month, e.g. "2022-10", and for reading ("October 2022"). */
  readonly goLive: { readonly month: string; readonly text: string };
  readonly challenge: string;
  readonly approach: string;
  readonly outcomes: readonly { readonly figure: string; readonly label: string }[];
  /** Who said it: the name only once the client has approved the quote (content/case-studies.ts). */
  readonly quote: { readonly text: string; readonly name?: string; readonly role: string };
}

/** A case study's card on industry and service pages and the home page. */
export interface CaseStudyCard {
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly client: string;
  readonly industry: string;
  readonly image: ImageAsset;
  readonly outcomes: readonly { readonly figure: string; readonly label: string }[];
}

/** The case studies whose `field` holds `key` (an industry, or one of the services used), newest post first. */
export function caseStudiesWith(
  caseStudies: readonly CaseStudy[],
  posts: readonly { readonly slug: string; readonly date: string }[],
  match: (item: CaseStudy) => boolean,
): CaseStudy[] {
  const date = (item: CaseStudy) => posts.find((post) => post.slug === item.slug)?.date ?? '';
  return caseStudies.filter(match).sort((a, b) => date(b).localeCompare(date(a)));
}

/** A country's name in the language, from the runtime's own list ("IQ" → "Iraq", "العراق"). */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code) ?? code;
}

/** Countries' names as one list in the language: "Iraq and Lebanon", "العراق ولبنان" (or, as a choice, "Iraq or Lebanon"). */
export const countriesText = (codes: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat(intlLocale(locale), { type }).format(codes.map((code) => countryName(code, locale)));

/** A month ("2022-10") for reading in the language: "October 2022", "أكتوبر 2022". */
export function formatMonth(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** The case study a post tells, if it is a client story. */
export function caseStudyOf(slug: string, locale: Locale): CaseStudy | undefined {
  return siteContent(locale).caseStudies.find((item) => item.slug === slug);
}

/** The key-facts panel of a post, or null when the post is not a case study. */
export function caseStudyFacts(slug: string, locale: Locale): CaseStudyFacts | null {
  const item = caseStudyOf(slug, locale);
  if (!item) return null;
  const { clients, industries, services } = siteContent(locale);
  const client = clients.find((entry) => entry.slug === item.client)!;
  const industry = industries.find((entry) => entry.slug === item.industry)!;
  return {
    client: { name: client.label, logo: mediaOf(locale).imageAsset(client.logo, client.label) },
    industry: { label: industry.title, href: industryPath(industry.slug) },
    countries: countriesText(item.countries, locale),
    services: item.services.map((key) => {
      const service = services.find((entry) => entry.slug === key)!;
      return { label: service.title, href: servicePath(service.slug) };
    }),
    modules: item.modules,
    goLive: { month: item.goLive, text: formatMonth(item.goLive, locale) },
    challenge: item.challenge,
    approach: item.approach,
    outcomes: item.outcomes.map(({ figure, label }) => ({ figure, label })),
    quote: { text: item.quote.text, role: item.quote.role, ...(item.quote.approved && item.quote.name ? { name: item.quote.name } : {}) },
  };
}

/** Cards of the case studies that `match` keeps, newest first, at most `limit`. */
export function caseStudyCards(locale: Locale, match: (item: CaseStudy) => boolean = () => true, limit = Infinity): CaseStudyCard[] {
  const { caseStudies, blogs, clients, industries } = siteContent(locale);
  return caseStudiesWith(caseStudies, blogs, match)
    .slice(0, limit)
    .map((item) => {
      const post = blogs.find((entry) => entry.slug === item.slug)!;
      return {
        slug: item.slug,
        href: blogPostPath(item.slug as BlogSlug),
        title: post.title,
        client: clients.find((entry) => entry.slug === item.client)!.label,
        industry: industries.find((entry) => entry.slug === item.industry)!.title,
        image: coverImage(post, locale),
        outcomes: item.outcomes.slice(0, 2).map(({ figure, label }) => ({ figure, label })),
      };
    });
}

/** A link to the hub, showing one facet's value (or every case study): `/case-studies#industry-telecom`, which works with and without JavaScript. */
export const hubLink = (locale: Locale, facet?: { readonly facet: Facet; readonly value: string }) => ({
  label: siteContent(locale).ui.caseStudy.allCaseStudies,
  href: facet ? `${paths.caseStudies}#${valueAnchor(facet.facet, facet.value)}` : paths.caseStudies,
});

/** An industry page's case studies, and the hub showing the industry's. */
export const industryCaseStudies = (slug: IndustrySlug, locale: Locale) => ({
  cards: caseStudyCards(locale, (item) => item.industry === slug),
  more: hubLink(locale, { facet: 'industry', value: slug }),
});
/** A service page's: the case studies that used the service, and the hub showing them. */
export const serviceCaseStudies = (slug: ServiceSlug, locale: Locale) => ({
  cards: caseStudyCards(locale, (item) => item.services.includes(slug)),
  more: hubLink(locale, { facet: 'service', value: slug }),
});

/** How many case studies the home page features, the newest (docs/product.md#constants). */
export const HOME_CASE_STUDY_COUNT = 3;

/** The client's story, for the client's modal: its post's path, or none. */
export function clientStoryPath(clientSlug: string, locale: Locale): string | undefined {
  const item = siteContent(locale).caseStudies.find((entry) => entry.client === clientSlug);
  return item ? blogPostPath(item.slug as BlogSlug) : undefined;
}

/** A case study's card on the hub (/case-studies): its facts at a glance, and its values for the filters. */
export interface HubCard {
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly client: { readonly name: string; readonly logo: ImageAsset };
  readonly industry: string;
  readonly countries: string;
  readonly modules: readonly string[];
  readonly goLive: { readonly month: string; readonly text: string };
  /** The headline result: the story's first outcome. */
  readonly outcome: { readonly figure: string; readonly label: string };
  readonly values: FacetValues;
}

/** One filter of the hub: a facet's name and its values, each with its label and how many cards have it. */
export type HubFacet = FacetGroup<Facet>;

/** Every case study as a hub card, newest post first. */
export function hubCards(locale: Locale): HubCard[] {
  const { caseStudies, blogs, clients, industries } = siteContent(locale);
  const { imageAsset } = mediaOf(locale);
  return caseStudiesWith(caseStudies, blogs, () => true).map((item) => {
    const post = blogs.find((entry) => entry.slug === item.slug)!;
    const client = clients.find((entry) => entry.slug === item.client)!;
    const outcome = item.outcomes[0]!;
    return {
      slug: item.slug,
      href: blogPostPath(item.slug as BlogSlug),
      title: post.title,
      client: { name: client.label, logo: imageAsset(client.logo, client.label) },
      industry: industries.find((entry) => entry.slug === item.industry)!.title,
      countries: countriesText(item.countries, locale),
      modules: item.modules,
      goLive: { month: item.goLive, text: formatMonth(item.goLive, locale) },
      outcome: { figure: outcome.figure, label: outcome.label },
      values: {
        industry: [item.industry],
        service: [...item.services],
        module: item.modules.map(moduleKey),
        country: item.countries.map((code) => code.toLowerCase()),
      },
    };
  });
}

/**
 * The hub's four filters, each value with a card: industries and services in their collections' order
 * (the menu's), modules and countries in the language's alphabetical order.
 */
export function hubFacets(locale: Locale, cards: readonly HubCard[]): HubFacet[] {
  const { industries, services, caseStudies, ui } = siteContent(locale);
  const modules = [...new Set(caseStudies.flatMap((item) => item.modules))].map((name) => ({ value: moduleKey(name), label: name }));
  const countries = [...new Set(caseStudies.flatMap((item) => item.countries))].map((code) => ({
    value: code.toLowerCase(),
    label: countryName(code, locale),
  }));
  const labels: Record<Facet, string> = {
    industry: ui.caseStudy.industry,
    service: ui.caseStudy.services,
    module: ui.caseStudy.modules,
    country: ui.caseStudy.countries,
  };
  const values: Record<Facet, readonly { value: string; label: string }[]> = {
    industry: industries.map((item) => ({ value: item.slug, label: item.title })),
    service: services.map((item) => ({ value: item.slug, label: item.title })),
    module: byLabel(modules, intlLocale(locale)),
    country: byLabel(countries, intlLocale(locale)),
  };
  const items = cards.map((card) => card.values);
  return FACETS.map((facet) => facetGroup(facet, labels[facet], values[facet], items));
}
