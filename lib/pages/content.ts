/**
 * Everything the pages say, in one language: the bundle a page's getStaticProps reads, so the same page
 * code builds every language's page. The source language (the first of content/languages.ts) is the
 * content/*.ts modules as they are; another language is the same modules with its texts laid over them
 * (content/translations.ts, content/translate.ts): structure once, texts per language.
 */
import { contentModules, translatedContent } from '@/content/entries';
import { formatIssue } from '@/content/schema';
import { translations } from '@/content/translations';
import type { BlogSlug } from '@/content/blogs';
import type { ClientSlug } from '@/content/clients';
import type { IndustrySlug } from '@/content/industries';
import type { ImageKey, VideoKey } from '@/content/media';
import type { PolicySlug } from '@/content/policies';
import type { ServiceSlug } from '@/content/services';
import type { SolutionSlug } from '@/content/solutions';
import type * as T from '@/content/types';
import { defaultLocale, type Locale } from '../i18n';

/** An item of a collection, its slug one of the English collection's (so links to it typecheck). */
type Slugged<Item, Slug extends string> = Omit<Item, 'slug'> & { readonly slug: Slug };

/** One language's content: the exports of the content modules, by the same names. */
export interface SiteContent {
  readonly locale: Locale;
  readonly blogs: readonly Slugged<T.BlogPost, BlogSlug>[];
  readonly services: readonly Slugged<T.Service, ServiceSlug>[];
  readonly solutions: readonly Slugged<T.Solution, SolutionSlug>[];
  readonly industries: readonly Slugged<T.Industry, IndustrySlug>[];
  readonly industryPresence: T.SectionHeading;
  readonly clients: readonly Slugged<T.Client, ClientSlug>[];
  readonly clientsDirectoryCopy: T.ClientsDirectoryCopy;
  readonly caseStudies: readonly T.CaseStudy[];
  readonly positions: readonly T.Position[];
  readonly policies: readonly Slugged<T.Policy, PolicySlug>[];
  readonly pages: T.Pages;
  readonly slides: readonly T.Slide[];
  readonly homeSections: T.HomeSections;
  readonly team: readonly T.TeamMember[];
  readonly badges: readonly ImageKey[];
  readonly stats: readonly T.Stat[];
  readonly markets: readonly T.MarketFlag[];
  readonly timeline: readonly T.TimelineItem[];
  readonly whyChoose: readonly T.WhyChooseItem[];
  readonly story: T.CompanyStory;
  /** The footer's default contact band. */
  readonly contactBand: T.ContactBand;
  readonly careerBenefits: readonly T.CareerItem[];
  readonly deliveryModel: T.ImageSection;
  readonly careerCta: T.CareerCta;
  readonly contactCard: T.ContactCardContent;
  readonly contactFormCopy: T.ContactFormCopy;
  readonly menuCopy: T.MenuCopy;
  readonly offices: readonly T.Office[];
  /** The site's settings (shared by every language) with this language's tagline and announcement. */
  readonly site: T.Site;
  /** The social profiles the site shows (hidden ones left out). */
  readonly visibleSocialLinks: readonly T.SocialLink[];
  /** The logos, with this language's text alternatives. */
  readonly brandImages: T.BrandImages;
  /** The media registry (content/media.ts), with this language's alt texts and video titles. */
  readonly images: Readonly<Record<ImageKey, T.ImageAsset>>;
  readonly videos: Readonly<Record<VideoKey, T.VideoAsset>>;
  /** The interface's own words (content/ui.ts). */
  readonly ui: T.Ui;
}

type Modules = typeof contentModules;

/** The content modules in a language: the source's, with the language's texts over their exports. */
function modulesIn(locale: Locale): Modules {
  if (locale === defaultLocale) return contentModules;
  const { modules, issues } = translatedContent(locale, translations[locale as keyof typeof translations]);
  // A published page never shows the source language for a missing text: the build stops, naming it
  // (the content check, first step of the build, names it first). The preview shows it in its banner.
  if (issues.length > 0 && process.env.NODE_ENV === 'production') throw new Error(`Content problems:\n${issues.map(formatIssue).join('\n')}`);
  return Object.fromEntries(Object.entries(contentModules).map(([file, module]) => [file, { ...module, ...modules[file] }])) as unknown as Modules;
}

function build(locale: Locale): SiteContent {
  const m = modulesIn(locale);
  const site = m['content/site.ts'];
  const media = m['content/media.ts'];
  return {
    locale,
    ...m['content/blogs.ts'],
    ...m['content/services.ts'],
    ...m['content/solutions.ts'],
    ...m['content/industries.ts'],
    ...m['content/clients.ts'],
    ...m['content/policies.ts'],
    ...m['content/pages.ts'],
    ...m['content/home.ts'],
    ...m['content/team.ts'],
    ...m['content/company.ts'],
    ...m['content/careers.ts'],
    ...m['content/case-studies.ts'],
    ...m['content/positions.ts'],
    ...m['content/contact.ts'],
    ...m['content/navigation.ts'],
    offices: site.offices,
    site: site.site,
    visibleSocialLinks: site.visibleSocialLinks,
    brandImages: site.brandImages,
    images: media.images,
    videos: media.videos,
    ui: m['content/ui.ts'].ui,
  };
}

const built = new Map<Locale, SiteContent>();

/** The content of one language, built once per build. */
export function siteContent(locale: Locale): SiteContent {
  let content = built.get(locale);
  if (!content) built.set(locale, (content = build(locale)));
  return content;
}
