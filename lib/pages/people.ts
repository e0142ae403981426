/**
 * The firm's people as their cards show them in a language (content/team.ts): portrait (a file named after
 * their id, lib/build/portraits.ts) or a drawn tile, name, role, office, languages, certifications, and for
 * a lead on a service's or an industry's page, "Talk to …" with the topic.
 */
import type { ImageAsset } from '@/content/media';
import { portraits } from '../build/portraits';
import { intlLocale, type Locale } from '../i18n';
import { paths } from '../routes';
import { talkToHref, topicKey, type TalkToWords, type TopicKind } from '../talk-to';
import { fill } from '../template';
import { siteContent } from './content';

export interface PersonCard {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  readonly description: string;
  readonly linkedin: string;
  /** Their portrait, when its file is there; otherwise the card draws a tile from their id. */
  readonly portrait?: ImageAsset;
  /** "Beirut" */
  readonly city: string;
  /** "Arabic, English, French", in the page's language. */
  readonly languages: string;
  readonly certifications: readonly string[];
  /** On a service's or an industry's page: the contact form with the topic and the person. */
  readonly talkTo?: { readonly href: string; readonly label: string };
}

type Person = ReturnType<typeof siteContent>['team'][number];

/** A language list in a language: ["ar", "en", "fr"] → "Arabic, English and French" / "arabe, anglais et français" / "العربية والإنجليزية والفرنسية". */
function languageNames(codes: readonly string[], locale: Locale): string {
  const intl = intlLocale(locale);
  const names = new Intl.DisplayNames(intl, { type: 'language' });
  return new Intl.ListFormat(intl, { style: 'long', type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}

async function cardsOf(people: readonly Person[], locale: Locale, topic?: { readonly key: string; readonly title: string }): Promise<PersonCard[]> {
  const { offices, ui } = siteContent(locale);
  const files = await portraits(people.map((person) => person.id));
  return people.map((person) => {
    const file = files.get(person.id);
    return {
      id: person.id,
      name: person.name,
      position: person.position,
      description: person.description,
      linkedin: person.linkedin,
      ...(file ? { portrait: { ...file, alt: fill(ui.team.portrait, { name: person.name }) } } : {}),
      city: offices.find((office) => office.id === person.office)?.city ?? '',
      languages: languageNames(person.languages, locale),
      certifications: person.certifications,
      ...(topic ? { talkTo: { href: talkToHref(paths.contact, topic.key, person.id), label: fill(ui.team.talkTo, { name: person.name }) } } : {}),
    };
  });
}

/** Everyone, in content order (the home page's team). */
export const teamCards = (locale: Locale) => cardsOf(siteContent(locale).team, locale);

/** The people who lead the firm (`leadership: true`): /about. */
export const leadershipCards = (locale: Locale) =>
  cardsOf(
    siteContent(locale).team.filter((person) => person.leadership),
    locale,
  );

/**
 * The people who lead a service or an industry, each with "Talk to …" carrying the topic. A topic nobody
 * leads yet (a new industry) offers the first leader, so every page names a person.
 */
export function leadsOf(locale: Locale, kind: TopicKind, item: { readonly slug: string; readonly title: string }): Promise<PersonCard[]> {
  const { team } = siteContent(locale);
  const field = kind === 'service' ? 'services' : 'industries';
  const leads = team.filter((person) => (person.leads[field] as readonly string[] | undefined)?.includes(item.slug));
  const fallback = team.find((person) => person.leadership) ?? team[0];
  return cardsOf(leads.length > 0 ? leads : fallback ? [fallback] : [], locale, { key: topicKey(kind, item.slug), title: item.title });
}

/** What the contact page needs to word a "Talk to …" link's first line: every topic and every person, in its language. */
export function talkToWords(locale: Locale): TalkToWords {
  const { services, industries, team, ui } = siteContent(locale);
  return {
    message: ui.team.message,
    topics: Object.fromEntries([
      ...services.map((item) => [topicKey('service', item.slug), item.title]),
      ...industries.map((item) => [topicKey('industry', item.slug), item.title]),
    ]),
    experts: Object.fromEntries(team.map((person) => [person.id, person.name])),
  };
}
