/**
 * /credentials as the page receives it, in the page's language (build time only): each group of
 * content/credentials.ts in the page's order, with its heading and its cards, and for each card the public
 * register that confirms it (`verify`) or, for a law, the page that says how the firm complies (`policy`).
 */
import { credentialGroups } from '@/lib/content/schema';
import type { CredentialGroup } from '@/lib/content/types';
import type { Locale } from '../i18n';
import { paths } from '../routes';
import { siteContent } from './content';
import { mediaOf, type ImageAsset } from './media';

/** What one credential's card shows. */
export interface CredentialCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Who grants it; for a law (a card with `policy`), the authority that oversees it. */
  readonly issuer: string;
  readonly year?: number;
  readonly reference?: string;
  /** The certified-consultants group: how many hold the certification. */
  readonly consultants?: number;
  /** The issuer's official artwork, once staff have added it. */
  readonly artwork?: ImageAsset;
  /** The public register, and its name for the link's accessible name. */
  readonly verify?: { readonly href: string; readonly register: string };
  /** A law's page on this site (an English path: the link localises it). */
  readonly policy?: string;
}

export interface CredentialSection {
  readonly id: CredentialGroup;
  readonly title: string;
  readonly text: string;
  readonly cards: readonly CredentialCard[];
}

/** The public registers the site links, by host, as they name themselves. */
const REGISTERS: Readonly<Record<string, string>> = {
  'partner-finder.oracle.com': 'Oracle Partner Finder',
  'www.iafcertsearch.org': 'IAF CertSearch',
  'iafcertsearch.org': 'IAF CertSearch',
};

/** A register's name for a link to it: its own name where the site knows it, else its host ("bsigroup.com"). */
export function registerName(address: string): string {
  const host = new URL(address).hostname;
  return REGISTERS[host] ?? host.replace(/^www\./, '');
}

/** Every group that has credentials, in the page's order, each with its cards in the content's order. */
export function credentialSections(locale: Locale): CredentialSection[] {
  const { credentials, credentialsPage } = siteContent(locale);
  const { imageAsset } = mediaOf(locale);
  return credentialGroups
    .map((group) => ({
      id: group,
      title: credentialsPage.groups[group].title,
      text: credentialsPage.groups[group].text,
      cards: credentials
        .filter((item) => item.group === group)
        .map((item): CredentialCard => ({
          id: item.id,
          title: item.title,
          text: item.text,
          issuer: item.issuer,
          // Only the fields an item has: the page's props carry no undefined values.
          ...(item.year === undefined ? {} : { year: item.year }),
          ...(item.reference === undefined ? {} : { reference: item.reference }),
          ...(item.consultants === undefined ? {} : { consultants: item.consultants }),
          ...(item.artwork === undefined ? {} : { artwork: imageAsset(item.artwork) }),
          ...(item.verify === undefined ? {} : { verify: { href: item.verify, register: registerName(item.verify) } }),
          ...(item.policy === undefined ? {} : { policy: item.policy }),
        })),
    }))
    .filter((section) => section.cards.length > 0);
}

/** A badge of the home page's team: how many consultants hold a practice's certifications, linking its group on /credentials. */
export interface CertifiedBadge {
  readonly id: string;
  readonly consultants: number;
  readonly title: string;
  readonly href: string;
}

/** The certified-consultants group as the team's badges (text, never drawn marks). */
export function certifiedBadges(locale: Locale): CertifiedBadge[] {
  const group: CredentialGroup = 'certified-consultants';
  return siteContent(locale)
    .credentials.filter((item) => item.group === group && item.consultants !== undefined)
    .map((item) => ({ id: item.id, consultants: item.consultants!, title: item.title, href: `${paths.credentials}#${group}` }));
}
