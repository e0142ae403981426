/**
 * Everything the pages say, in one language: the bundle a page's getStaticProps reads, so the same page
 * code builds the English page and its Arabic twin. English is today's content/*.ts modules, as they are;
 * Arabic is their twins in content/ar/ (the content check keeps both in step), with the settings that
 * say nothing in a language (site URL, contact details, media files, social links) shared.
 */
import * as enBlogs from '@/content/blogs';
import * as enCareers from '@/content/careers';
import * as enClients from '@/content/clients';
import * as enCompany from '@/content/company';
import * as enContact from '@/content/contact';
import * as enHome from '@/content/home';
import * as enIndustries from '@/content/industries';
import * as enMedia from '@/content/media';
import * as enNavigation from '@/content/navigation';
import * as enPages from '@/content/pages';
import * as enPolicies from '@/content/policies';
import * as enServices from '@/content/services';
import * as enSite from '@/content/site';
import * as enSolutions from '@/content/solutions';
import * as enTeam from '@/content/team';
import * as enUi from '@/content/ui';
import * as ar from '@/content/ar';
import type { BlogSlug } from '@/content/blogs';
import type { ClientSlug } from '@/content/clients';
import type { IndustrySlug } from '@/content/industries';
import type { ImageKey, VideoKey } from '@/content/media';
import type { PolicySlug } from '@/content/policies';
import type { ServiceSlug } from '@/content/services';
import type { SolutionSlug } from '@/content/solutions';
import type * as T from '@/content/types';
import type { Locale } from '../i18n';

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

function english(): SiteContent {
  return {
    locale: 'en',
    ...enBlogs,
    ...enServices,
    ...enSolutions,
    ...enIndustries,
    ...enClients,
    ...enPolicies,
    ...enPages,
    ...enHome,
    ...enTeam,
    ...enCompany,
    ...enCareers,
    ...enContact,
    ...enNavigation,
    offices: enSite.offices,
    site: enSite.site,
    visibleSocialLinks: enSite.visibleSocialLinks,
    brandImages: enSite.brandImages,
    images: enMedia.images,
    videos: enMedia.videos,
    ui: enUi.ui,
  };
}

/** The Arabic twins of the same exports; settings, files and keys are the English ones. */
function arabic(): SiteContent {
  const alts: Partial<Record<ImageKey, string>> = ar.media.imageAlts;
  const { logo, logoWhite } = enSite.brandImages;
  return {
    locale: 'ar',
    ...ar.blogs,
    ...ar.services,
    ...ar.solutions,
    ...ar.industries,
    ...ar.clients,
    ...ar.policies,
    ...ar.pages,
    ...ar.home,
    ...ar.team,
    ...ar.company,
    ...ar.careers,
    ...ar.contact,
    ...ar.navigation,
    offices: ar.site.offices,
    site: { ...enSite.site, tagline: ar.site.tagline, announcement: ar.site.announcement },
    visibleSocialLinks: enSite.visibleSocialLinks,
    brandImages: { logo: { ...logo, alt: ar.site.brandImageAlts.logo }, logoWhite: { ...logoWhite, alt: ar.site.brandImageAlts.logoWhite } },
    images: mapValues(enMedia.images, (image, key) => (image.alt ? { ...image, alt: alts[key] ?? image.alt } : image)),
    videos: mapValues(enMedia.videos, (video, key) => ({ ...video, title: ar.media.videoTitles[key] })),
    ui: ar.ui.ui,
  };
}

function mapValues<K extends string, V, W>(record: Readonly<Record<K, V>>, map: (value: V, key: K) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V, key as K)])) as Record<K, W>;
}

const builders: Record<Locale, () => SiteContent> = { en: english, ar: arabic };
const built = new Map<Locale, SiteContent>();

/** The content of one language, built once per build. */
export function siteContent(locale: Locale): SiteContent {
  let content = built.get(locale);
  if (!content) built.set(locale, (content = builders[locale]()));
  return content;
}
