/**
 * What every page hands to the layout, in the page's language: the language, the interface's words, the
 * menu (built at build time from the collections), the offices, the announcement, the social links,
 * the logos and the footer's contact band. The layout gives them to its components through a context
 * (components/layout/ShellContext.tsx); passing them as props keeps the collections out of the
 * components and out of the browser bundle.
 *
 * Under `npm run dev` only, also the content check's problems (lib/content/check.ts), which the preview
 * shows in a banner until they are fixed (components/layout/Preview.tsx, ContentProblems.tsx). Next runs
 * getStaticProps on every request in development, so the banner follows each save. The built
 * site never has the key, so its HTML is the same as without the banner. Also, from `npm run dev` only,
 * the count of translations older than their English (`translationsNote`, scripts/dev.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSiteContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/schema';
import type { BrandImages, ContactBand, Office, Site, SocialLink, Ui } from '@/lib/content/types';
import { addressText } from '@/lib/offices';
import { listComma, type Locale } from '../i18n';
import { siteContent } from './content';
import { buildNavigation, type NavItem } from './navigation';

/** An office as the short lists show it (the LOCATIONS panel, the footer, the contact card, an industry's presence): its address on one line. */
export type OfficeLine = Pick<Office, 'id' | 'index' | 'flag' | 'name' | 'city' | 'phone'> & { readonly address: string };

/** The offices in a language as the short lists show them; /offices shows each in full (lib/pages/offices.ts). */
export function officeLines(locale: Locale): OfficeLine[] {
  return siteContent(locale).offices.map(({ id, index, flag, name, city, phone, ...office }) => ({
    id,
    index,
    flag,
    name,
    city,
    ...(phone ? { phone } : {}),
    address: addressText({ flag, name, city, ...office }, listComma(locale)),
  }));
}

export interface ShellOptions {
  /**
   * The footer's contact band: absent for the language's default band (content/company.ts), null for
   * none, or the band to show instead.
   */
  readonly contactBand?: ContactBand | null;
}

export interface ShellProps {
  readonly locale: Locale;
  /** The interface's own words (content/ui.ts). */
  readonly ui: Ui;
  readonly navigation: readonly NavItem[];
  readonly offices: readonly OfficeLine[];
  readonly announcement: Site['announcement'];
  /** The site's name and what the footer and the document's head show of its settings. */
  readonly site: Pick<Site, 'name' | 'tagline' | 'copyrightYear' | 'themeColor' | 'verification'>;
  readonly socialLinks: readonly SocialLink[];
  readonly brandImages: BrandImages;
  /** The footer's contact band, or null for none. */
  readonly contactBand: ContactBand | null;
  /** Development only: the content check's problems, one `file › item › field: message` line each. */
  readonly contentProblems?: readonly string[];
  /** `npm run dev` only: "3 translations older than their English (npm run check:translations)", when there are any. */
  readonly translationsNote?: string;
}

/** The content check's problems in development (`next dev`); nothing in a build or a test. */
export function devContentProblems(): Pick<ShellProps, 'contentProblems'> {
  if (process.env.NODE_ENV !== 'development') return {};
  try {
    return { contentProblems: checkSiteContent(join(process.cwd(), 'public')).map(formatIssue) };
  } catch (error) {
    // The page still renders, and says why the check did not run.
    return { contentProblems: [`The content check could not run: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/**
 * The count of translations older than their English, under `npm run dev`: scripts/dev.ts runs the report
 * after each content check and writes its line to the file CONTENT_TRANSLATIONS_NOTE names; reading it
 * costs a page nothing, and a missing or unreadable file is no note.
 */
function devTranslationsNote(): Pick<ShellProps, 'translationsNote'> {
  const file = process.env.CONTENT_TRANSLATIONS_NOTE;
  if (process.env.NODE_ENV !== 'development' || !file) return {};
  try {
    const note = readFileSync(file, 'utf8').trim();
    return note ? { translationsNote: note } : {};
  } catch {
    return {};
  }
}

/** The shell's props in a language. */
export function shellProps(locale: Locale, options: ShellOptions = {}): ShellProps {
  const content = siteContent(locale);
  const { name, tagline, copyrightYear, themeColor, verification, announcement } = content.site;
  return {
    locale,
    ui: content.ui,
    navigation: buildNavigation(locale),
    offices: officeLines(locale),
    announcement,
    site: { name, tagline, copyrightYear, themeColor, verification },
    socialLinks: content.visibleSocialLinks,
    brandImages: content.brandImages,
    contactBand: options.contactBand === undefined ? content.contactBand : options.contactBand,
    ...devContentProblems(),
    ...devTranslationsNote(),
  };
}

/**
 * getStaticProps result for a page: its own props plus the shell's in the page's language, e.g.
 * `withShell(locale, { seo }, { contactBand: null })` for a page without the footer's contact band.
 */
export function withShell<P extends object>(locale: Locale, props: P, options: ShellOptions = {}): { props: P & { shell: ShellProps } } {
  return { props: { ...props, shell: shellProps(locale, options) } };
}
