/**
 * The shapes of everything the site says. Content modules under content/ are plain data checked
 * against these types (at typecheck) and against the yup schemas in content/schema.ts (at build).
 * Arrays are readonly so collections can be declared `as const` and their slugs derived as unions.
 */
import type { ImageKey, IconKey, MediaKey } from './media';

export type { ImageKey, IconKey, MediaKey };

/** ISO 3166 alpha-2 codes of the flags the site shows (files under public/flags/). */
export type FlagCode = 'LB' | 'FR' | 'AE' | 'US' | 'SA' | 'EG' | 'IQ' | 'MX' | 'QA' | 'SN';

/** What search engines and social cards show for a page. */
export interface PageSeo {
  /** 10–60 characters; the brand is appended by the <Seo> component. */
  readonly title: string;
  /** 50–160 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
}

/** The visible top of a page: its one <h1> and the paragraph under it. */
export interface PageIntro {
  readonly heading: string;
  readonly intro: string;
}

export interface PageCopy {
  readonly seo: PageSeo;
  readonly intro: PageIntro;
}

export interface Office {
  readonly index: number;
  readonly flag: FlagCode;
  /** Country label as shown in the LOCATIONS panel, e.g. "Lebanon". */
  readonly name: string;
  readonly city: string;
  readonly address: string;
}

export type SocialNetwork = 'LinkedIn' | 'Facebook' | 'X' | 'Instagram' | 'Pinterest' | 'Threads';

export interface SocialLink {
  readonly name: SocialNetwork;
  readonly link: string;
  /** Hidden links are kept in content but never rendered. */
  readonly hidden: boolean;
}

export interface Slide {
  /** May contain only <br>, <strong>, <em>, <span>. */
  readonly title: string;
  readonly description: string;
  readonly button1: string;
  readonly button1_link: '#solutions' | '#services' | '#clients';
  readonly button2: string;
  readonly button2_link: '/contact-us';
  readonly image: ImageKey;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface MarketFlag {
  readonly icon: FlagCode;
  readonly label: string;
}

export interface TimelineItem {
  readonly year: number;
  /** Split at the first " - " into two lines, e.g. "Headquarters - Lebanon". */
  readonly action: string;
}

export interface WhyChooseItem {
  readonly image: ImageKey;
  readonly title: string;
  readonly text1: string;
  readonly text2: string;
}

export const clientCategories = [
  'Manuf and Distribution',
  'Financial Institutions',
  'Telco',
  'Services',
  'Education',
  'Oil & Gas',
  'France',
  'Construction',
  'Airlines',
] as const;
export type ClientCategory = (typeof clientCategories)[number];

export interface Client {
  readonly slug: string;
  readonly label: string;
  readonly logo: ImageKey;
  readonly category: ClientCategory;
  /** Modules and work delivered, one line each. */
  readonly content: readonly string[];
}

export interface TeamMember {
  readonly image: ImageKey;
  readonly name: string;
  readonly position: string;
  readonly description: string;
  readonly linkedin: string;
}

export interface SolutionTab {
  /** Tab id; every solution has an `hcm` tab, listed first. */
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly mainText: string;
  readonly lists: readonly { readonly title: string; readonly items: readonly string[] }[];
  readonly highlight: string;
  readonly endText: string;
}

export interface SolutionCard {
  readonly title: string;
  readonly text: string;
  readonly listTitle: string;
  readonly list: readonly string[];
}

export interface Solution {
  readonly slug: string;
  /** Position 0–3: chooses the banner artwork. */
  readonly id: number;
  /** Menu label and card title. */
  readonly title: string;
  readonly menuText: string;
  readonly page: PageCopy;
  readonly image: ImageKey;
  readonly text1: string;
  readonly text2: string;
  readonly button_text: string;
  /** A link containing "contact" stays on the site; any other opens in a new tab. */
  readonly button_link: string;
  readonly tabs: readonly SolutionTab[];
  readonly cards: readonly SolutionCard[];
}

export interface Benefit {
  readonly icon: IconKey;
  readonly text: string;
}

export type SectionVariant =
  { readonly type: 'image'; readonly image: ImageKey } | { readonly type: 'video'; readonly youtubeId: string; readonly videoTitle: string };

export interface ServiceSection {
  readonly title: string;
  readonly texts: readonly string[];
  /** When present, exactly six items (grid spans 2,2,2,3,3,6). */
  readonly benefits?: readonly Benefit[];
  readonly variant: SectionVariant;
}

export interface Service {
  readonly slug: string;
  /** Menu label and card title. */
  readonly title: string;
  readonly icon: IconKey;
  /** One sentence for the home page's service card and the menu. */
  readonly summary: string;
  readonly page: PageCopy;
  readonly banner: { readonly image: ImageKey; readonly title: string };
  readonly left_right_section: ServiceSection;
  readonly right_left_section: ServiceSection;
  readonly extra_details: readonly { readonly title: string; readonly text: string }[];
}

export interface Industry {
  readonly slug: string;
  /** Menu label. */
  readonly title: string;
  readonly page: PageCopy;
  readonly title1: string;
  readonly text1: string;
  readonly image1: ImageKey;
  readonly text_banner: string;
  readonly image_banner: ImageKey;
  readonly title2: string;
  readonly text2: string;
  readonly list?: readonly string[];
  readonly image2: ImageKey;
}

/**
 * What a blog post is about, shown on its card: the industry of the client, or the kind of post.
 * One closed list so the same topic is always spelled the same; a topic named after an industry
 * links to that industry's page (lib/blog.ts, `topicLink`).
 */
export const blogTopics = ['HCM Cloud', 'ERP rollout', 'Banking', 'Education', 'Telecom', 'Training', 'Events', 'Offers'] as const;
export type BlogTopic = (typeof blogTopics)[number];

export interface BlogPost {
  readonly slug: string;
  readonly title: string;
  /** Short text shown under the title and used as the description. */
  readonly text: string;
  /** ISO date, e.g. "2024-05-14". */
  readonly date: string;
  /** The card's topic line, one of `blogTopics`. */
  readonly topic: BlogTopic;
  readonly keywords: readonly string[];
  /** Gallery media in order; the first is the card and share image (must be an image). */
  readonly images: readonly MediaKey[];
  readonly content: readonly string[];
}

export interface CareerItem {
  readonly image: ImageKey;
  readonly title: string;
  readonly text: string;
}

export interface PolicySection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface Policy {
  readonly slug: 'privacy-policy' | 'cookies-policy';
  readonly page: PageCopy;
  readonly title: string;
  readonly subtitle: string;
  readonly content: readonly PolicySection[];
}

export interface SectionHeading {
  readonly title: string;
  readonly text: string;
}

export interface ImageSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image: ImageKey;
}

/** Headings and texts of the home page's sections (content/home.ts). */
export interface HomeSections {
  readonly services: SectionHeading;
  readonly clients: SectionHeading & {
    readonly allClientsButton: string;
    /** Names the logo carousel; its pause button reads pauseLabel / playLabel. */
    readonly marqueeLabel: string;
    readonly pauseLabel: string;
    readonly playLabel: string;
  };
  readonly partner: ImageSection;
  readonly about: ImageSection & { readonly buttonText: string };
  readonly aboutSolutions: ImageSection;
  readonly solutions: SectionHeading;
  readonly blogs: SectionHeading & { readonly buttonText: string };
  readonly team: SectionHeading;
  readonly timeline: SectionHeading;
  readonly whyChoose: SectionHeading;
  readonly contact: SectionHeading;
}

/** The company facts shared by the home and about pages (content/company.ts). */
export interface CompanyStory {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image: ImageKey;
}

export interface CareerCta {
  readonly title: string;
  readonly text: string;
  readonly email: string;
}

export interface ContactBand {
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly link: '/contact-us';
}
