/**
 * The content model: one yup schema per shape of content, and nothing else declares those shapes.
 * The TypeScript types in content/types.ts are inferred from these schemas (`Model<typeof …>`), and
 * the content check (content/check.ts, first step of `npm run build`) validates every export of
 * every content module against them. Every problem is one line, "file › item › field: message", e.g.
 *   content/blogs.ts › beirut-open-day › title: must be at most 70 characters (it has 91)
 */
import {
  array,
  boolean,
  lazy,
  number,
  object,
  string,
  ValidationError,
  type AnyObject,
  type InferType,
  type ISchema,
  type ObjectShape,
  type Schema,
  type TestFunction,
} from 'yup';
import { placeholders } from '@/lib/template';
import { icons, images, videos, type IconKey, type ImageKey, type MediaKey } from './media';

/** An inferred type made deeply readonly, so collections can be declared `as const`. */
type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
/** The TypeScript type of content that passes a schema. */
export type Model<S extends ISchema<unknown, AnyObject>> = DeepReadonly<InferType<S>>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LIMITS = {
  seoTitle: { min: 10, max: 45 },
  postTitle: { min: 10, max: 70 },
  description: { min: 50, max: 160 },
  heading: { max: 80 },
  intro: { max: 320 },
} as const;
/** Tags a slide title may contain (docs/decisions.md#security). */
export const ALLOWED_TITLE_TAGS = ['br', 'strong', 'em', 'span'] as const;

/** ISO 3166 alpha-2 codes of the flags the site shows (files under public/flags/). */
export const flagCodes = ['LB', 'FR', 'AE', 'US', 'SA', 'EG', 'IQ', 'MX', 'QA', 'SN'] as const;
export const socialNetworks = ['LinkedIn', 'Facebook', 'X', 'Instagram', 'Pinterest', 'Threads'] as const;
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
/**
 * What a blog post is about, shown on its card: the industry of the client, or the kind of post.
 * One closed list so the same topic is always spelled the same; a topic named after an industry
 * links to that industry's page (lib/pages/blog.ts, `topicLink`).
 */
export const blogTopics = ['HCM Cloud', 'ERP rollout', 'Banking', 'Education', 'Telecom', 'Training', 'Events', 'Offers'] as const;

const imageKeys = Object.keys(images) as ImageKey[];
const mediaKeys = [...imageKeys, ...Object.keys(videos)] as MediaKey[];
const iconKeys = Object.keys(icons) as IconKey[];

// ── Field rules ────────────────────────────────────────────────────────────────────────────────

/** The first HTML tag in a text, as `<name>`, or null. */
export function firstTag(value: string): string | null {
  const match = /<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/.exec(value);
  return match ? `<${match[1]!.toLowerCase()}>` : null;
}

/** Only <br>, <strong>, <em>, <span> without attributes. */
export function disallowedTags(html: string): string[] {
  const tags = [...html.matchAll(/<\/?\s*([a-zA-Z0-9-]+)([^>]*)>/g)];
  return tags
    .filter(([, name, attributes]) => !ALLOWED_TITLE_TAGS.includes(name!.toLowerCase() as never) || /\S/.test(attributes!.replace(/\/$/, '')))
    .map(([tag]) => tag);
}

/** The rule of every plain text (a text, an alt text, a proper name): no HTML tag in it. The test's name says which kind of value it is. */
const withoutTags: TestFunction<string | undefined> = (value, context) => {
  const tag = firstTag(value ?? '');
  return tag === null || context.createError({ message: `plain text only: remove ${tag}` });
};

/** A LIMITS entry's name ("seoTitle"), so a language can state its own (content/languages.ts `limits`). */
const limitName = (limits: object) => Object.entries(LIMITS).find(([, value]) => value === limits)?.[0];

/**
 * At least `min` and at most `max` characters. A language other than the source one may state its own
 * limits for a LIMITS entry (content/languages.ts); the check passes them in its context.
 */
const lengthRules = <R extends ReturnType<typeof filled>>(rule: R, limits: { min?: number; max?: number }): R => {
  if (limits.min === undefined && limits.max === undefined) return rule;
  const name = limitName(limits);
  return rule.test('length', (value, context) => {
    const stated = (context.options.context as CheckContext | undefined)?.limits;
    const { min, max } = { ...limits, ...(name ? stated?.[name] : undefined) };
    const length = String(value ?? '').length;
    if (value === undefined) return true;
    if (min !== undefined && length < min) return context.createError({ message: `must be at least ${min} characters (it has ${length})` });
    if (max !== undefined && length > max) return context.createError({ message: `must be at most ${max} characters (it has ${length})` });
    return true;
  }) as R;
};

const filled = () =>
  string()
    .required('is required')
    .test('not-blank', 'is required', (value) => value === undefined || value.trim() !== '');

/** A plain text the site shows: required, not blank, no HTML tags, optionally bounded. */
export const text = (limits: { min?: number; max?: number } = {}) => lengthRules(filled().test('plain-text', withoutTags), limits);
/**
 * A text with blanks the site fills in, e.g. "Go to slide {{index}}": each of `names` must be in it, once
 * or more, and no other blank (a misspelt one would be shown as it is).
 */
export const template = (...names: readonly string[]) =>
  text().test('placeholders', (value, context) => {
    const found = placeholders(value ?? '');
    const blank = (name: string) => `{{${name}}}`;
    const missing = names.filter((name) => !found.includes(name));
    if (missing.length > 0) return context.createError({ message: `must contain ${missing.map(blank).join(' and ')}, which the site fills in` });
    const unknown = found.filter((name) => !names.includes(name));
    if (unknown.length === 0) return true;
    const known = names.length ? `its blanks are ${names.map(blank).join(', ')}` : 'it has none';
    return context.createError({ message: `${unknown.map(blank).join(' and ')} is not a blank of this text (${known})` });
  });
/** A text that may carry the few inline tags of ALLOWED_TITLE_TAGS (slide titles). */
const richText = () =>
  filled().test('allowed-tags', (value, context) => {
    const bad = disallowedTags(value ?? '');
    return bad.length === 0 || context.createError({ message: `contains tags that are not allowed: ${bad.join(' ')} (only ${ALLOWED_TITLE_TAGS.join(', ')})` });
  });
const texts = (min = 1) =>
  array(text())
    .required('is required')
    .min(min, (p) => `needs at least ${p.min} item(s)`);
/**
 * A proper name (a client's): written as its owner writes it, once, in the
 * source language's file, and the same on every language's pages (lib/build/latin-names.ts).
 */
const properName = () => filled().test('proper-name', withoutTags);
const slug = () => filled().matches(SLUG_PATTERN, 'must be lowercase words joined by hyphens (e.g. "oil-gas")');
const oneOf = <T extends string>(values: readonly T[]) =>
  filled().oneOf(values, (p) => `"${String(p.value)}" is not one of: ${values.map((v) => `"${v}"`).join(', ')}`);
const imageKey = () => filled().oneOf(imageKeys, (p) => `"${String(p.value)}" is not an image key of content/media.ts`);
const mediaKey = () => filled().oneOf(mediaKeys, (p) => `"${String(p.value)}" is not a media key of content/media.ts`);
const iconKey = () => filled().oneOf(iconKeys, (p) => `"${String(p.value)}" is not an icon key of content/media.ts`);
const whole = (min: number, max: number) =>
  number()
    .required('is required')
    .integer('must be a whole number')
    .min(min, (p) => `must be ${p.min} or more`)
    .max(max, (p) => `must be ${p.max} or less`);
/** An ISO day, e.g. "2024-05-14", that is a day of the calendar. */
const isoDate = () =>
  filled()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-14')
    .test(
      'calendar-date',
      (p) => `"${String(p.value)}" is not a day of the calendar`,
      (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value),
    );
/** The collections an item may point at by key (a case study at its client, industry and services…). */
export type Collection = 'blogs' | 'clients' | 'industries' | 'services' | 'offices';
/**
 * The key of an item of another collection (a client's slug, an office's id). Checked against the keys the
 * check passes in its context, so a key that points nowhere is named with the nearest one.
 */
const reference = (collection: Collection, file: string) =>
  filled().test('known-key', (value, context) => {
    const keys = (context.options.context as CheckContext | undefined)?.keys?.[collection];
    if (!keys || value === undefined || keys.includes(value)) return true;
    const suggestion = closest(value, keys);
    return context.createError({ message: `"${value}" is not in ${file}${suggestion ? ` (did you mean "${suggestion}"?)` : ` (it has: ${keys.join(', ')})`}` });
  });
const email = () => filled().matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address like name@example.com');
/** A phone number in international format: "+", the country code and the number, spaces allowed. */
const phone = () => filled().matches(/^\+[1-9][\d ]{6,18}\d$/, 'must be in international format, e.g. "+961 1 234 567"');
/** An address on the web: https only. */
const webAddress = () => filled().matches(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be a full web address starting with "https://"');
/**
 * A link: a page of this site ("/about", "/blog/able#gallery"), a web address, or a mailto:.
 * A page path is checked against the site's routes when the check passes them in its context.
 */
const link = () =>
  filled()
    .matches(/^(\/|https:\/\/|mailto:)/, 'must start with "/", "https://" or "mailto:"')
    .test('known-page', (value, context) => {
      const routes = (context.options.context as { routes?: readonly string[] } | undefined)?.routes;
      if (!routes || !value?.startsWith('/')) return true;
      const path = value.replace(/[?#].*$/, '');
      if (routes.includes(path)) return true;
      const suggestion = closest(path, routes);
      return context.createError({ message: `"${value}" is not a page of this site${suggestion ? ` (did you mean "${suggestion}"?)` : ''}` });
    });

/** An object with exactly these fields: a misspelt field name is reported by its name, not ignored. */
const shape = <S extends ObjectShape>(fields: S) =>
  object(fields)
    .required('is required')
    .test('known-fields', (value, context) => {
      const known = Object.keys(fields);
      const unknown = Object.keys((value as AnyObject | undefined) ?? {}).find((key) => !known.includes(key));
      if (unknown === undefined) return true;
      const path = context.path ? `${context.path}.${unknown}` : unknown;
      return context.createError({ path, message: `is not a field here (the fields are: ${known.join(', ')})` });
    });
const list = <T>(item: ISchema<T>, min = 1, what = 'item') =>
  array(item)
    .required('is required')
    .min(min, (p) => `needs at least ${p.min} ${what}${p.min === 1 ? '' : 's'}`);
const optionalList = <T>(item: ISchema<T>) => array(item).optional();
/**
 * The field that names an item of a list whose items mix texts and other values: another language's
 * texts for the item are keyed by it (content/translate.ts), never by the item's position.
 */
export const keyedBy = <S extends Schema>(schema: S, field: string): S =>
  schema.meta({ key: field }).test('unique-key', (items, context) => {
    const values = ((items ?? []) as AnyObject[]).map((item) => item?.[field]);
    const repeated = values.find((value, index) => value !== undefined && values.indexOf(value) !== index);
    return repeated === undefined || context.createError({ message: `two items have the ${field} "${String(repeated)}": each needs its own` });
  }) as S;

// ── Shapes ─────────────────────────────────────────────────────────────────────────────────────

const seo = (titleLimits: { min: number; max: number } = LIMITS.seoTitle) =>
  shape({
    /** The brand is appended by the <Seo> component. */
    title: text(titleLimits),
    description: text(LIMITS.description),
    keywords: texts(1),
  });
/** The visible top of a page: its one <h1> and the paragraph under it. */
const pageIntro = shape({ heading: text(LIMITS.heading), intro: text(LIMITS.intro) });
const pageCopyFields = { seo: seo(), intro: pageIntro };
const pageCopy = shape(pageCopyFields);
const sectionHeading = shape({ title: text(), text: text() });
const imageSection = shape({ title: text(), paragraphs: texts(1), image: imageKey() });
/** A link out of a page that ends a path (not found, request sent): the first one leads. */
const nextStep = shape({ text: text(), href: link() });

export const imageAsset = shape({
  /** Path under public/. JPG/PNG/WEBP/AVIF are optimised to WEBP at build; SVG is served as is. */
  src: filled().matches(/^\/[\w./-]+\.(jpe?g|png|webp|avif|svg)$/, 'must be a path under public/ ending in .jpg, .png, .webp, .avif or .svg'),
  width: whole(1, 10_000),
  height: whole(1, 10_000),
  /** Text for screen readers; '' when the picture is decorative (and then no language translates it). */
  alt: string().defined('is required (write "" for a decorative picture)').test('alt-text', withoutTags),
});
export const videoAsset = shape({
  src: filled().matches(/^\/[\w./-]+\.mp4$/, 'must be a path under public/ ending in .mp4'),
  width: whole(1, 10_000),
  height: whole(1, 10_000),
  /** Image key shown before the video plays and as its gallery thumbnail. */
  poster: imageKey(),
  title: text(),
});

const office = shape({
  /** Names the office for the other languages' texts, e.g. "beirut". */
  id: slug(),
  index: whole(0, 99),
  flag: oneOf(flagCodes),
  /** Country label as shown in the LOCATIONS panel, e.g. "Lebanon". */
  name: text(),
  city: text(),
  address: text(),
  /** The office's own line in international format; optional. */
  phone: phone().optional(),
});
const socialLink = shape({
  name: oneOf(socialNetworks),
  link: webAddress(),
  /** Hidden links are kept in content but never rendered. */
  hidden: boolean().required('is required'),
});
/** The company's own contact details, as editors write them (the host's settings may replace them in `site`). */
const contactDetails = shape({ phone: phone(), email: email(), recruitmentEmail: email() });
const site = shape({
  /** The brand, written the same in every language. */
  name: filled(),
  tagline: text(),
  url: filled().matches(/^https?:\/\/[^\s/]+(?::\d+)?(\/[^\s]*[^/\s])?$/, 'must be a web address without a trailing slash'),
  locale: filled().matches(/^[a-z]{2}_[A-Z]{2}$/, 'must be a locale like "en_US"'),
  themeColor: filled().matches(/^#[0-9a-f]{6}$/i, 'must be a colour like "#0b3a6e"'),
  email: email(),
  recruitmentEmail: email(),
  phone: phone(),
  verification: string().defined('is required'),
  formspreeFormId: filled(),
  recaptchaSiteKey: filled(),
  copyrightYear: whole(2000, 2100),
  announcement: shape({
    text: text(),
    linkText: text(),
    /** Read by screen readers after the link text, so the link says where it goes. */
    linkContext: text(),
    href: link(),
  }),
});
const brandImages = shape({ logo: imageAsset, logoWhite: imageAsset });

const slide = shape({
  /** May contain only <br>, <strong>, <em>, <span>. */
  title: richText(),
  description: text(),
  button1: text(),
  button1_link: oneOf(['#solutions', '#services', '#clients'] as const),
  button2: text(),
  button2_link: oneOf(['/contact-us'] as const),
  image: imageKey(),
});
/** `id` names the figure for the other languages' texts (the value changes, the figure stays). */
const stat = shape({ id: slug(), value: filled().matches(/^\+?\d+%?$/, 'must be a figure like "+15"'), label: text() });
const marketFlag = shape({ icon: oneOf(flagCodes), label: text() });
const timelineItem = shape({
  year: whole(1990, 2100),
  /** Split at the first " - " into two lines, e.g. "Headquarters - Lebanon". */
  action: text().matches(/ - /, 'must contain " - " where the text splits into two lines'),
});
const whyChooseItem = shape({ image: imageKey(), title: text(), text1: text(), text2: text() });
const companyStory = imageSection;
const contactBand = shape({ title: text(), text: text(), action: text(), link: oneOf(['/contact-us'] as const) });

const client = shape({
  slug: slug(),
  /** An invented client, shown until launch: `npm run check:launch` lists it (content/sample.ts). */
  sample: boolean().optional(),
  /** The client's name, as the client writes it: the same in every language. */
  label: properName(),
  logo: imageKey(),
  category: oneOf(clientCategories),
  /** Modules and work delivered, one line each. */
  content: texts(1),
});
const clientsDirectoryCopy = shape({ filterLabel: text(), allLabel: text(), emptyText: text(), contentTitle: text() });
const teamMember = shape({
  /** Names the person for the other languages' texts, e.g. "rami-haddad". */
  id: slug(),
  /** An invented person, shown until launch: `npm run check:launch` lists them (content/sample.ts). */
  sample: boolean().optional(),
  /** Their portrait, a file staff replace; without one the card shows their initials. */
  image: imageKey().optional(),
  name: text(),
  position: text(),
  description: text(),
  linkedin: webAddress(),
});

const solutionTab = shape({
  /** Tab id; every solution has an `hcm` tab, listed first. */
  id: slug(),
  label: text(),
  title: text(),
  mainText: text(),
  lists: list(shape({ title: text(), items: texts(1) }), 1, 'list'),
  highlight: text(),
  endText: text(),
});
const solutionCard = shape({ title: text(), text: text(), listTitle: text(), list: texts(1) });
const solution = shape({
  slug: slug(),
  /** Position 0–3: chooses the banner artwork. */
  id: whole(0, 3),
  /** Menu label and card title. */
  title: text(),
  menuText: text(),
  page: pageCopy,
  image: imageKey(),
  text1: text(),
  text2: text(),
  button_text: text(),
  /** A link containing "contact" stays on the site; any other opens in a new tab. */
  button_link: link(),
  tabs: keyedBy(list(solutionTab, 1, 'tab'), 'id').test('hcm-first', 'the first tab must have id "hcm"', (tabs) => tabs?.[0]?.id === 'hcm'),
  cards: list(solutionCard, 1, 'card'),
});

const benefit = shape({ icon: iconKey(), text: text() });
const imageVariant = shape({ type: oneOf(['image'] as const), image: imageKey() });
const videoVariant = shape({
  type: oneOf(['video'] as const),
  youtubeId: filled().matches(/^[\w-]{11}$/, 'must be an 11-character YouTube id'),
  videoTitle: text(),
});
/** A variant whose type is neither: only its type is reported. */
const unknownVariant = shape({ type: oneOf(['image', 'video'] as const) }) as unknown as typeof imageVariant | typeof videoVariant;
const serviceSection = shape({
  title: text(),
  texts: texts(1),
  /** When present, exactly six items (grid spans 2,2,2,3,3,6). */
  benefits: keyedBy(optionalList(benefit), 'icon').test(
    'six',
    (items, context) =>
      items === undefined ||
      items.length === 6 ||
      context.createError({ message: `must have exactly 6 items (grid spans 2, 2, 2, 3, 3, 6); it has ${items.length}` }),
  ),
  variant: lazy((value: { type?: unknown } | undefined) => (value?.type === 'video' ? videoVariant : value?.type === 'image' ? imageVariant : unknownVariant)),
});
const service = shape({
  slug: slug(),
  /** Menu label and card title. */
  title: text(),
  icon: iconKey(),
  /** One sentence for the home page's service card and the menu. */
  summary: text(),
  page: pageCopy,
  banner: shape({ image: imageKey(), title: text() }),
  left_right_section: serviceSection,
  right_left_section: serviceSection,
  extra_details: list(shape({ title: text(), text: text() })),
});

const industry = shape({
  slug: slug(),
  /** Menu label. */
  title: text(),
  page: pageCopy,
  title1: text(),
  text1: text(),
  image1: imageKey(),
  text_banner: text(),
  image_banner: imageKey(),
  title2: text(),
  text2: text(),
  list: array(text()).optional(),
  image2: imageKey(),
});

const blogPost = shape({
  slug: slug(),
  /** Also the post's SEO title. */
  title: text(LIMITS.postTitle),
  /** Short text shown under the title and used as the description. */
  text: text(LIMITS.description),
  /** ISO date, e.g. "2024-05-14". */
  date: isoDate(),
  /** The card's topic line. */
  topic: oneOf(blogTopics),
  keywords: texts(1),
  /** Gallery media in order; the first is the card and share image (must be an image). */
  images: list(mediaKey(), 1, 'media item').test('first-is-image', 'the first media item must be an image (it is the card and share image)', (items) =>
    Boolean(items?.[0] && (imageKeys as readonly string[]).includes(items[0])),
  ),
  content: texts(1),
});

/** A figure of a case study's outcome: the number with its unit ("5 days", "40%"), and what it measures. */
const outcome = shape({ id: slug(), figure: text({ max: 14 }), label: text({ max: 70 }) });
/**
 * The structured facts of a client-story post (content/case-studies.ts): its key-facts panel, and the keys
 * that link it from the client's industry, the services used, the client's modal and the home page.
 */
const caseStudy = shape({
  /** The post it tells. */
  slug: reference('blogs', 'content/blogs.ts'),
  /** Its figures, go-live and quote are invented until the client confirms them (content/sample.ts). */
  sample: boolean().optional(),
  client: reference('clients', 'content/clients.ts'),
  industry: reference('industries', 'content/industries.ts'),
  /** ISO 3166 alpha-2 codes; their names come from the browser's own list in each language. */
  countries: list(filled().matches(/^[A-Z]{2}$/, 'must be a two-letter country code like "IQ"'), 1, 'country'),
  services: list(reference('services', 'content/services.ts'), 1, 'service'),
  /** Oracle products delivered, as Oracle names them: the same on every language's page. */
  modules: list(properName(), 1, 'module'),
  /** The month it went live, e.g. "2022-10". */
  goLive: filled().matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2022-10'),
  challenge: text({ max: 280 }),
  approach: text({ max: 280 }),
  outcomes: keyedBy(list(outcome, 2, 'outcome'), 'id').test('at-most-four', 'has room for at most 4 outcomes', (items) => (items?.length ?? 0) <= 4),
  quote: shape({ text: text({ max: 260 }), name: text(), role: text() }),
});

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERNSHIP'] as const;
/** An open position (content/positions.ts): its card on /careers, its page and its JobPosting data. */
const position = shape({
  slug: slug(),
  /** An invented position, shown until launch (content/sample.ts). */
  sample: boolean().optional(),
  title: text(LIMITS.postTitle),
  /** Where the job is: an office id of content/site.ts. */
  office: reference('offices', 'content/site.ts offices'),
  employmentType: oneOf(employmentTypes),
  datePosted: isoDate(),
  /** The closing date: the position is published until this day and not built after it. */
  validThrough: isoDate(),
  /** The card's text and the page's description. */
  summary: text(LIMITS.description),
  description: texts(1),
  responsibilities: texts(2),
  requirements: texts(2),
}).test('closes-after-posting', (value, context) => {
  const item = value as { datePosted?: string; validThrough?: string } | undefined;
  if (!item?.datePosted || !item.validThrough || item.validThrough > item.datePosted) return true;
  return context.createError({ path: 'validThrough', message: `must be after datePosted (${item.datePosted})` });
});

const careerItem = shape({ image: imageKey(), title: text(), text: text() });
const careerCta = shape({ title: text(), text: text(), email: email() });

const policySection = shape({ title: text(), paragraphs: texts(1) });
const policy = shape({
  slug: oneOf(['privacy-policy', 'cookies-policy'] as const),
  page: pageCopy,
  title: text(),
  subtitle: text(),
  content: list(policySection, 1, 'section'),
});

/** The 404 page's way back in: the main sections and pages come from the menu (lib/pages/navigation.ts). */
const directory = shape({
  title: text(),
  text: text(),
  /** Heading of the list of single pages (About, Clients, Careers, Blog, contact). */
  pagesTitle: text(),
  /** Name of the link to the contact page, listed with the single pages. */
  contactText: text(),
});
const pages = shape({
  home: pageCopy,
  about: pageCopy,
  contactUs: pageCopy,
  clients: pageCopy,
  careers: pageCopy,
  blog: pageCopy,
  notFound: shape({ ...pageCopyFields, nextSteps: keyedBy(list(nextStep), 'href'), directory }),
  thankYou: shape({ ...pageCopyFields, nextSteps: keyedBy(list(nextStep), 'href') }),
});

const homeSections = shape({
  services: sectionHeading,
  clients: shape({
    title: text(),
    text: text(),
    allClientsButton: text(),
    /** Names the logo carousel; its pause button reads pauseLabel / playLabel. */
    marqueeLabel: text(),
    pauseLabel: text(),
    playLabel: text(),
  }),
  partner: imageSection,
  about: shape({ title: text(), paragraphs: texts(1), image: imageKey(), buttonText: text() }),
  aboutSolutions: imageSection,
  solutions: sectionHeading,
  blogs: shape({ title: text(), text: text(), buttonText: text() }),
  /** The newest client stories (content/case-studies.ts). */
  caseStudies: sectionHeading,
  team: sectionHeading,
  timeline: sectionHeading,
  whyChoose: sectionHeading,
  contact: sectionHeading,
});

const contactCard = shape({
  title: text(),
  text: text(),
  entries: keyedBy(
    list(
      shape({
        kind: oneOf(['phone', 'email'] as const),
        label: text(),
        /** The number or address as shown: the same in every language. */
        value: filled(),
        href: filled().matches(/^(tel:\+\d+|mailto:\S+@\S+)$/, 'must be a tel: or mailto: link'),
      }),
    ),
    'kind',
  ),
  /** How soon a request is answered: shown under the phone and e-mail. */
  responseTime: text(),
  officesTitle: text(),
  /** Marks the office whose line is the main phone. */
  headquartersLabel: text(),
  headquartersIndex: whole(0, 99),
});
const contactFormCopy = shape({
  title: text(),
  text: text(),
  labels: shape({ fullname: text(), email: text(), phone_number: text(), message: text() }),
  placeholders: shape({ fullname: text(), email: text(), message: text() }),
  send: text(),
  sending: text(),
  captchaPrompt: text(),
  captchaUnavailable: text(),
  captchaUnavailableLink: text(),
  success: text(),
  successSignOff: text(),
  sendAnother: text(),
  failure: text(),
  failureText: text(),
  failureLink: text(),
  backToForm: text(),
  mailSubject: text(),
  mailTruncated: text(),
  /** Accessible name of the phone number's country list. */
  countryLabel: text(),
  /** The line labels of the prefilled e-mail's body ("Name: …"). */
  mailLabels: shape({ name: text(), email: text(), phone: text(), message: text() }),
  /** The validation messages (docs/product.md#fields-and-rules); the limits are filled in from lib/browser/contact-schema.ts. */
  messages: shape({
    fullnameRequired: text(),
    fullnameTooLong: template('max'),
    emailRequired: text(),
    emailInvalid: text(),
    emailTooLong: template('max'),
    phoneRequired: text(),
    phoneInvalid: text(),
    messageRequired: text(),
    messageTooShort: template('min'),
    messageTooLong: template('max'),
  }),
});

/** The main menu's own words; its Solutions, Services and Industries lists come from the collections. */
const megaMenuCopy = shape({ label: text(), leftTitle: text(), leftText: text(), rightTitle: text() });
const menuCopy = shape({
  home: text(),
  about: text(),
  solutions: megaMenuCopy,
  services: megaMenuCopy,
  industries: megaMenuCopy,
  clients: text(),
  careers: text(),
  blog: text(),
});

/** One label per value of a closed list (client categories, blog topics): the list's values stay the keys. */
const labelsOf = <K extends string>(keys: readonly K[]) => shape(Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>);

/**
 * The interface's own words (content/ui.ts): buttons, accessible names, hints and the templates the site
 * fills in ({{…}}), grouped by where they appear. The texts a page is about live in the other modules.
 */
const ui = shape({
  /** The first link of every page, for keyboard users. */
  skipLink: text(),
  menu: shape({
    /** Accessible names of the header's menu and the drawer's. */
    mainNav: text(),
    mobileNav: text(),
    /** The drawer (a dialog), its button in the header and its close button. */
    drawer: text(),
    open: text(),
    close: text(),
    /** The Contact link: the header's button, the drawer's and the footer's. */
    contact: text(),
  }),
  locations: shape({ button: text(), title: text() }),
  footer: shape({
    followUs: text(),
    companyNav: text(),
    /** Names each link column after its menu group. */
    groupNav: template('group'),
    offices: text(),
    copyright: template('year', 'name'),
    privacyPolicy: text(),
    cookiesPolicy: text(),
  }),
  links: shape({
    /** Read after a link that opens in a new tab. */
    newTab: text(),
    social: template('network'),
    linkedin: template('name'),
  }),
  slider: shape({
    label: text(),
    /** What a screen reader calls the slider. */
    roleDescription: text(),
    previous: text(),
    next: text(),
    /** Announced when the arrows are used from the keyboard at either end. */
    first: text(),
    last: text(),
    goTo: template('index'),
    position: template('index', 'slidesLength'),
  }),
  blog: shape({
    allPosts: text(),
    /** The RSS feed's name, offered in every page's head. */
    feed: template('name'),
    shareOn: text(),
    shareOnNetwork: template('network'),
    related: text(),
    /** Read after a topic that links to its industry page. */
    topicIsIndustry: text(),
    /** The home page's strip of posts: its name and its scroll hint's. */
    strip: text(),
    scrollMore: text(),
    scrollBack: text(),
  }),
  gallery: shape({
    label: template('title'),
    thumbnails: text(),
    image: template('index', 'name'),
    video: template('index', 'title'),
    /** What each slide of the stage is called (the library's own name is in English). */
    slide: template('index', 'count'),
    previous: text(),
    next: text(),
    fullscreen: text(),
    exitFullscreen: text(),
  }),
  video: shape({ play: template('title') }),
  services: shape({
    previous: text(),
    next: text(),
    previousLink: template('title'),
    nextLink: template('title'),
    others: text(),
    learnMore: text(),
  }),
  solutions: shape({ explore: text(), tabs: template('solution') }),
  clients: shape({
    /** The count over the clients grid, which the filter updates. */
    one: template('count'),
    many: template('count'),
    inCategory: template('clients', 'category'),
    tile: template('client', 'category'),
    /** A logo of the home page's carousel. */
    logo: template('client'),
    markets: text(),
  }),
  team: shape({ certifications: text() }),
  /** A client story's key-facts panel (content/case-studies.ts) and the cards that link it. */
  caseStudy: shape({
    /** The panel's accessible name and its eyebrow. */
    keyFacts: text(),
    client: text(),
    industry: text(),
    countries: text(),
    services: text(),
    modules: text(),
    goLive: text(),
    challenge: text(),
    approach: text(),
    outcomes: text(),
    /** The section of case-study cards on industry and service pages. */
    related: text(),
    relatedText: text(),
    /** A card's link, and the client modal's: read with the client's name. */
    read: text(),
    readClient: template('client'),
  }),
  /** Open positions (content/positions.ts) on /careers and their own pages. */
  careers: shape({
    openPositions: text(),
    openPositionsText: text(),
    location: text(),
    /** A position's place: its office's city and country. */
    place: template('city', 'country'),
    type: text(),
    closes: text(),
    posted: text(),
    responsibilities: text(),
    requirements: text(),
    apply: text(),
    /** The subject of the application e-mail. */
    applySubject: template('title'),
    /** Under the apply button: where the e-mail goes. */
    applyHint: template('email'),
    viewRole: text(),
    allPositions: text(),
    employmentTypes: labelsOf(employmentTypes),
  }),
  modal: shape({ close: text() }),
  /** A page's share card (lib/pages/og.ts) names its section as the menu does; the policies have no menu item, so their label is here. */
  shareCard: shape({ policies: text() }),
  clientCategories: labelsOf(clientCategories),
  blogTopics: labelsOf(blogTopics),
});

/** Every shape of the content, by name. */
export const schemas = {
  seo: seo(),
  pageCopy,
  sectionHeading,
  imageSection,
  nextStep,
  imageAsset,
  videoAsset,
  office,
  socialLink,
  contactDetails,
  site,
  brandImages,
  slide,
  stat,
  marketFlag,
  timelineItem,
  whyChooseItem,
  companyStory,
  contactBand,
  client,
  clientsDirectoryCopy,
  teamMember,
  solutionTab,
  solutionCard,
  solution,
  benefit,
  serviceSection,
  service,
  industry,
  blogPost,
  outcome,
  caseStudy,
  position,
  careerItem,
  careerCta,
  policySection,
  policy,
  directory,
  pages,
  homeSections,
  contactCard,
  contactFormCopy,
  menuCopy,
  megaMenuCopy,
  ui,
  imageKey: imageKey(),
  /** One plain text (an alt text, a title). */
  text: text(),
  iconPath: filled().matches(/^\/[\w./-]+\.svg$/, 'must be a path under public/ ending in .svg'),
};

/** Whether an ISO date (YYYY-MM-DD) names a real day: 2024-02-29 does, 2023-02-29 does not. */
export function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The route nearest to a mistyped one (edit distance of at most a third of its length), or null. */
function closest(path: string, routes: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(path.length / 3)) + 1;
  for (const route of routes) {
    const distance = editDistance(path, route);
    if (distance < bestDistance) [best, bestDistance] = [route, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

// ── The check ──────────────────────────────────────────────────────────────────────────────────

export interface ContentIssue {
  readonly file: string;
  readonly item: string;
  readonly field: string;
  readonly message: string;
}

/** One export of a content module and the shape it must have. */
export interface ContentEntry {
  /** The module, e.g. "content/blogs.ts". */
  readonly file: string;
  /** The export's name, e.g. "blogs". */
  readonly name: string;
  readonly value: unknown;
  /** `one`: the export is one item; `list`: an array of items; `record`: an object of items by key. */
  readonly kind: 'one' | 'list' | 'record';
  readonly schema: Schema;
  /** Fields whose value no two items of a list may share (slug, title…). */
  readonly unique?: readonly string[];
  /** The field naming a list's items (slug, id…): other languages key their texts by it. */
  readonly key?: string;
}

export interface CheckContext {
  /** Every page path of the site: links to other paths are reported. */
  readonly routes?: readonly string[];
  /** A language's own length limits, by LIMITS entry (content/languages.ts). */
  readonly limits?: { readonly [limit: string]: { readonly min?: number; readonly max?: number } };
  /** The keys of each collection: a reference to another item (a case study's client) is checked against them. */
  readonly keys?: { readonly [C in Collection]?: readonly string[] };
}

/** How an item of a list is named: its slug, else its position and its title or name. */
export function listItemName(listName: string, item: unknown, index: number): string {
  const record = item && typeof item === 'object' ? (item as AnyObject) : {};
  if (typeof record.slug === 'string' && record.slug) return record.slug;
  return `${listName} ${positionAndTitle(item, index)}`;
}

/** "#3" or '#3 "Beirut open day"': the position from 1 and the title, name or label when there is one. */
function positionAndTitle(item: unknown, index: number): string {
  const record = item && typeof item === 'object' ? (item as AnyObject) : {};
  const title = ['title', 'name', 'label', 'year'].map((field) => record[field]).find((value) => typeof value === 'string' || typeof value === 'number');
  return title === undefined ? `#${index + 1}` : `#${index + 1} "${String(title)}"`;
}

/** What a schema's type asks for, in an editor's words (yup says "must be a `string` type"). */
const EXPECTED_KIND: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'an object { … }',
  date: 'a date',
};

/** What a value is, in the same words: "text", "a number", "a list [ … ]", … */
function kindOf(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : 'a number';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list [ … ]';
  if (typeof value === 'object') return 'an object { … }';
  return `a ${typeof value}`;
}

/** A value of the wrong type, in plain words: "must be text, not a number" (not yup's "must be a `string` type, but the final value was: `20250312`."). */
function typeMessage(problem: ValidationError): string {
  const expected = String(problem.params?.type ?? '');
  const value = problem.params && 'originalValue' in problem.params ? problem.params.originalValue : problem.value;
  return `must be ${EXPECTED_KIND[expected] ?? `a ${expected}`}, not ${kindOf(value)}`;
}

function validate(schema: Schema, value: unknown, context: CheckContext): { field: string; message: string }[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: { field: string; message: string }[] = [];
    const reported = new Set<string>();
    for (const problem of error.inner.length ? error.inner : [error]) {
      const field = problem.path || '(whole item)';
      // One message per field: the first rule it breaks ("is required" before "too short").
      if (reported.has(field)) continue;
      reported.add(field);
      const message = problem.type === 'typeError' ? typeMessage(problem) : problem.message.replace(new RegExp(`^${escapeRegExp(field)}\\s*`), '');
      problems.push({ field, message });
    }
    return problems;
  }
}

/** Validates every entry; returns all problems (empty when the content is sound). */
export function checkEntries(entries: readonly ContentEntry[], context: CheckContext = {}): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const items: [string, unknown][] =
      entry.kind === 'one'
        ? [[entry.name, entry.value]]
        : entry.kind === 'list'
          ? Array.isArray(entry.value)
            ? entry.value.map((item, index) => [listItemName(entry.name, item, index), item])
            : []
          : entry.value && typeof entry.value === 'object'
            ? Object.entries(entry.value)
            : [];
    if (entry.kind === 'list' && !Array.isArray(entry.value))
      issues.push({ file: entry.file, item: entry.name, field: '(whole list)', message: 'must be a list [ … ]' });
    for (const [item, value] of items) {
      for (const problem of validate(entry.schema, value, context)) issues.push({ file: entry.file, item, ...problem });
    }
    if (entry.kind === 'list' && Array.isArray(entry.value)) issues.push(...duplicates(entry, entry.value));
  }
  return issues;
}

/** Two items of a list with the same slug (or other unique field): both named by position and title. */
function duplicates(entry: ContentEntry, items: readonly unknown[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const field of entry.unique ?? []) {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const value = (item as AnyObject | undefined)?.[field];
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return;
      const earlier = first.get(String(value));
      if (earlier === undefined) {
        first.set(String(value), index);
        return;
      }
      issues.push({
        file: entry.file,
        item: `${entry.name} ${positionAndTitle(item, index)}`,
        field,
        message: `"${value}" is also the ${field} of ${positionAndTitle(items[earlier], earlier)}; each needs its own ${field}`,
      });
    });
  }
  return issues;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file} › ${issue.item} › ${issue.field}: ${issue.message}`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
