/**
 * The content model: one yup schema per shape of content, and nothing else declares those shapes.
 * The TypeScript types in lib/content/types.ts are inferred from these schemas (`Model<typeof …>`), and
 * the content check (lib/content/check.ts, first step of `npm run build`) validates every export of
 * every content module against them. Every problem is one line, "file › item › field: message", e.g.
 *   content/blogs.ts › beirut-open-day › title: must be at most 70 characters (it has 91)
 */
import { array, boolean, lazy, number, string, type AnyObject, type InferType, type ISchema } from 'yup';
import {
  countryCode,
  email,
  filled,
  iconKey,
  imageKey,
  isoDate,
  keyedBy,
  LIMITS,
  link,
  list,
  mediaKey,
  oneOf,
  optionalList,
  phone,
  properName,
  reference,
  registerAddress,
  richText,
  shape,
  slug,
  template,
  text,
  texts,
  webAddress,
  whole,
  withoutTags,
  imageKeys,
  entityRegistrations,
  registrationKinds,
  registrationValue,
} from './rules';
import { SEARCH_KINDS } from '../search';

/** The rules (lib/content/rules.ts) and the check (lib/content/validate.ts) live in their own files; their names are re-exported here, with the content model. */
export { ALLOWED_TITLE_TAGS, disallowedTags, firstTag, isCalendarDate, keyedBy, LIMITS, SLUG_PATTERN, text, template } from './rules';
export { checkEntries, formatIssue, listItemName, type CheckContext, type ContentEntry, type ContentIssue } from './validate';

/** An inferred type made deeply readonly, so collections can be declared `as const`. */
type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
/** The TypeScript type of content that passes a schema. */
export type Model<S extends ISchema<unknown, AnyObject>> = DeepReadonly<InferType<S>>;

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
/** What a blog post is: its card's label, and one of the insights hub's topics (lib/pages/insights.ts). */
export const blogKinds = ['case-study', 'article', 'news', 'event'] as const;

// ── Shapes ─────────────────────────────────────────────────────────────────────────────────────

const seo = () =>
  shape({
    /** The brand is appended by the <Seo> component: together at most LIMITS.pageTitle (lib/content/check.ts `pageHeadIssues`). */
    title: text(LIMITS.seoTitle),
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

/** The days of a working week, as an office lists them (content/site.ts `hours.days`). */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** A time of day on a 24-hour clock, e.g. "08:30". */
const clockTime = () => filled().matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like "08:30" (24-hour clock)');
/** An IANA time zone the browsers and Node know, e.g. "Asia/Riyadh". */
const timeZone = () =>
  filled().test('time-zone', (value, context) => {
    if (!value || Intl.supportedValuesOf('timeZone').includes(value)) return true;
    return context.createError({ message: `"${value}" is not a time zone: write one like "Asia/Beirut", "Europe/Paris" or "Asia/Riyadh"` });
  });
const office = shape({
  /** Names the office for the other languages' texts, e.g. "beirut". */
  id: slug(),
  index: whole(0, 99),
  /** An invented office, shown until launch: `npm run check:launch` lists it (content/sample.ts). */
  sample: boolean().optional(),
  flag: oneOf(flagCodes),
  /** Country label as shown in the LOCATIONS panel, e.g. "Lebanon". */
  name: text(),
  city: text(),
  /** The state or region where the address names one ("Michigan"); optional. */
  region: text().optional(),
  /** Building, street and district, without the city or the country. */
  street: text(),
  /** The postal code where the country uses one; optional. */
  postalCode: filled()
    .matches(/^[A-Z0-9][A-Z0-9 -]{1,9}$/, 'must be a postal code like "75008" or "48084"')
    .optional(),
  /** The office's own line in international format; optional. */
  phone: phone().optional(),
  /** The office's WhatsApp number in international format; optional. */
  whatsapp: phone().optional(),
  /** The office's own e-mail address; optional (the company's address otherwise). */
  email: email().optional(),
  /** The office's time zone (IANA), e.g. "Asia/Riyadh". */
  timeZone: timeZone(),
  /** Its working week: the days it is open and its hours, in local time. */
  hours: shape({
    days: array(filled().oneOf(weekDays, (p) => `"${String(p.value)}" is not a day of the week: write ${weekDays.map((day) => `"${day}"`).join(', ')}`))
      .required('is required')
      .min(1, 'needs at least one day')
      .test('each-once', (days, context) => {
        const repeated = (days ?? []).find((day, index) => days?.indexOf(day) !== index);
        return repeated === undefined || context.createError({ message: `lists "${repeated}" twice` });
      }),
    opens: clockTime(),
    closes: clockTime(),
  }).test('opens-before-closing', (hours, context) => {
    if (!hours?.opens || !hours.closes || hours.opens < hours.closes) return true;
    return context.createError({ path: `${context.path}.closes`, message: `must be later than opens (${hours.opens})` });
  }),
  /** Where it is, for the "Open in maps" link and the search engines: latitude and longitude in degrees. */
  geo: shape({
    lat: number().required('is required').min(-90, 'must be a latitude between -90 and 90').max(90, 'must be a latitude between -90 and 90'),
    lng: number().required('is required').min(-180, 'must be a longitude between -180 and 180').max(180, 'must be a longitude between -180 and 180'),
  }),
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
/** The languages a person may speak (ISO 639-1): their names come from the browser's own list, in the page's language. */
export const spokenLanguages = ['ar', 'en', 'fr', 'de', 'es', 'it', 'hy', 'tr', 'ru', 'hi', 'ur'] as const;
const teamMember = shape({
  /**
   * Names the person for the other languages' texts, e.g. "rami-haddad", and their portrait's file:
   * public/images/team/<id>.jpg (or .png, .webp) shows wherever they appear; without one, a drawn tile.
   */
  id: slug(),
  /** An invented person, shown until launch: `npm run check:launch` lists them (content/sample.ts). */
  sample: boolean().optional(),
  name: text(),
  position: text(),
  description: text(),
  linkedin: webAddress(),
  /** The office they work from: an office id of content/site.ts. */
  office: reference('offices', 'content/site.ts offices'),
  /** The languages they work in, e.g. ["ar", "en", "fr"]. */
  languages: array(oneOf(spokenLanguages)).required('is required').min(1, 'needs at least one language'),
  /** Their Oracle certifications, as Oracle names them (the same in every language). */
  certifications: array(properName()).required('is required (write [] for none)'),
  /** What they lead: slugs of content/industries.ts and content/services.ts. Their pages offer "Talk to …" with them. */
  leads: shape({
    industries: array(reference('industries', 'content/industries.ts industries')).optional(),
    services: array(reference('services', 'content/services.ts services')).optional(),
  }),
  /** Listed under Leadership on /about. */
  leadership: boolean().optional(),
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
  /** The post's heading, and its page title unless it has a `seoTitle`. */
  title: text(LIMITS.postTitle),
  /** A shorter page title, where the heading and the brand are longer than search results show (LIMITS.pageTitle). */
  seoTitle: text(LIMITS.seoTitle).optional(),
  /** Short text shown under the title and used as the description. */
  text: text(LIMITS.description),
  /** ISO date, e.g. "2024-05-14". */
  date: isoDate(),
  /**
   * What the post is: a `case-study` (it has an entry of the same slug in content/case-studies.ts, and
   * only then), an `article`, `news` or an `event`. The card's label, and a topic of the insights hub.
   */
  kind: oneOf(blogKinds),
  /** The industries and services a post that is not a case study is about (a case study's come from its facts): topics of the insights hub. */
  industries: array(reference('industries', 'content/industries.ts')).optional(),
  services: array(reference('services', 'content/services.ts')).optional(),
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
  countries: list(countryCode(), 1, 'country'),
  services: list(reference('services', 'content/services.ts'), 1, 'service'),
  /** Oracle products delivered, as Oracle names them: the same on every language's page. */
  modules: list(properName(), 1, 'module'),
  /** The month it went live, e.g. "2022-10". */
  goLive: filled().matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2022-10'),
  challenge: text({ max: 280 }),
  approach: text({ max: 280 }),
  outcomes: keyedBy(list(outcome, 2, 'outcome'), 'id').test('at-most-four', 'has room for at most 4 outcomes', (items) => (items?.length ?? 0) <= 4),
  /**
   * The client's words, attributed by role and company. The speaker's name is shown only once the client
   * has approved the quote (`approved: true`, set by staff): until then the launch check lists it, and a
   * name is refused, so no invented person is ever quoted by name at a real company.
   */
  quote: shape({
    text: text({ max: 260 }),
    role: text(),
    name: text().optional(),
    approved: boolean().defined('is required (true once the client has approved the quote)'),
  }).test('named-once-approved', 'unused', function namedOnceApproved(quote) {
    if (!quote?.name || quote.approved === true) return true;
    return this.createError({
      path: `${this.path}.name`,
      message: 'is shown only once the client has approved the quote: set approved: true when they have, or remove the name',
    });
  }),
});

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERNSHIP'] as const;
/** Where a role's work is done: at its office, partly there, or from the countries a remote role names. */
export const workplaces = ['on-site', 'hybrid', 'remote'] as const;
/** The currencies a pay band may be written in (ISO 4217). */
export const currencies = ['USD', 'EUR', 'AED', 'SAR', 'LBP'] as const;
/** What a pay band's amounts are paid for: a month's or a year's work (schema.org's unitText). */
export const payPeriods = ['MONTH', 'YEAR'] as const;
/** A role's pay before tax, from `min` to `max` (equal for one figure), in whole units of its currency. */
const payBand = shape({
  currency: oneOf(currencies),
  min: whole(1, 100_000_000_000),
  max: whole(1, 100_000_000_000),
  period: oneOf(payPeriods),
})
  .optional()
  .test('min-to-max', function minToMax(pay) {
    if (pay?.min === undefined || pay.max === undefined || pay.min <= pay.max) return true;
    return this.createError({ path: `${this.path}.min`, message: `must not be over max (${pay.max}): min is the low end of the band` });
  });
/** An open position (content/positions.ts): its card on /careers, its page and its JobPosting data. */
const position = shape({
  slug: slug(),
  /** An invented position, shown until launch (content/sample.ts). */
  sample: boolean().optional(),
  /** The role's name: its card's and page's heading, and its page title unless it has a `seoTitle`. */
  title: text(LIMITS.postTitle),
  /** A shorter page title, where the role's name and the brand are longer than search results show (LIMITS.pageTitle). */
  seoTitle: text(LIMITS.seoTitle).optional(),
  /** The office that hires: an office id of content/site.ts; an on-site or hybrid role's place of work. */
  office: reference('offices', 'content/site.ts offices'),
  workplace: oneOf(workplaces),
  /** A remote role's countries (flag codes), from which applicants may work; only a remote role has them. */
  remoteCountries: array(oneOf(flagCodes)).optional(),
  employmentType: oneOf(employmentTypes),
  pay: payBand,
  /** Oracle products the role works on, as Oracle names them (as in content/case-studies.ts): /careers's module filter. */
  modules: list(properName(), 1, 'module'),
  datePosted: isoDate(),
  /** The closing date: the position is published until this day and not built after it. */
  validThrough: isoDate(),
  /** The card's text and the page's description. */
  summary: text(LIMITS.description),
  description: texts(1),
  responsibilities: texts(2),
  requirements: texts(2),
})
  .test('closes-after-posting', (value, context) => {
    const item = value as { datePosted?: string; validThrough?: string } | undefined;
    if (!item?.datePosted || !item.validThrough || item.validThrough > item.datePosted) return true;
    return context.createError({ path: 'validThrough', message: `must be after datePosted (${item.datePosted})` });
  })
  .test('remote-countries', (value, context) => {
    const { workplace, remoteCountries } = (value ?? {}) as { workplace?: string; remoteCountries?: readonly string[] };
    const problem = (message: string) => context.createError({ path: 'remoteCountries', message });
    if (workplace === 'remote')
      return Boolean(remoteCountries?.length) || problem('is required for a remote role: the countries applicants may work from, e.g. ["LB", "AE"]');
    // A workplace that is not one of the three is named by its own rule.
    if (remoteCountries === undefined || !(workplaces as readonly unknown[]).includes(workplace)) return true;
    return problem(`is only for a remote role (this one is "${workplace}"): remove it, or set workplace: "remote"`);
  });

/** How we hire (content/careers.ts): its steps on /careers and on every position's page. */
const hiringProcess = shape({
  title: text(LIMITS.heading),
  text: text(),
  steps: keyedBy(list(shape({ id: slug(), title: text(), text: text({ max: 240 }) }), 3, 'step'), 'id').test(
    'at-most-six',
    'has room for at most 6 steps',
    (items) => (items?.length ?? 0) <= 6,
  ),
});

/** The groups of /credentials, in the page's order (content/credentials.ts). */
export const credentialGroups = ['oracle-partnership', 'certified-consultants', 'awards', 'security'] as const;
const CONSULTANTS = 'certified-consultants';
/**
 * A claim a buyer may want to check (content/credentials.ts): a partnership, a count of certified
 * consultants, an award, a certificate or a law the firm complies with. Where a public register exists,
 * `verify` is its address; a law has none, and links the page that says how the firm complies (`policy`).
 */
const credential = shape({
  /** Names the credential for the other languages' texts, e.g. "expertise-cloud-hcm". */
  id: slug(),
  /** Invented until staff confirm it (a level, a count, a year, a certificate number, an award): content/sample.ts. */
  sample: boolean().optional(),
  group: oneOf(credentialGroups),
  title: text({ max: 90 }),
  text: text({ max: 260 }),
  /** Who grants it: Oracle, a certification body, or for a law the authority that oversees it. A proper name, the same in every language. */
  issuer: properName(),
  /** The year it was granted or last renewed. */
  year: whole(1990, 2100).optional(),
  /** A certificate's number as its register lists it, so a buyer can look it up. */
  reference: properName().optional(),
  /** How many consultants hold the certification: items of the certified-consultants group, and only they. */
  consultants: whole(1, 9999).optional(),
  /** The public register where a buyer can check it (opens in a new tab). */
  verify: registerAddress().optional(),
  /** A law the firm complies with has no register: the page of this site that says how (the privacy policy). */
  policy: link().matches(/^\//, 'must be a page of this site, e.g. "/privacy-policy"').optional(),
  /** The issuer's official artwork (an image key of content/media.ts), once staff have the file: the text stands without it. */
  artwork: imageKey().optional(),
}).test('credential-fields', (value, context) => {
  const item = value as { group?: string; consultants?: number; verify?: string; policy?: string } | undefined;
  if (!item?.group || !(credentialGroups as readonly string[]).includes(item.group)) return true;
  if (item.group === CONSULTANTS && item.consultants === undefined)
    return context.createError({ path: 'consultants', message: `is required in the ${CONSULTANTS} group: how many consultants hold this certification` });
  if (item.group !== CONSULTANTS && item.consultants !== undefined)
    return context.createError({
      path: 'consultants',
      message: `counts certified consultants, which only items of the ${CONSULTANTS} group do: remove it, or move the item there`,
    });
  if (item.verify && item.policy)
    return context.createError({
      path: 'policy',
      message: 'is for a law, which has no register to check it in; this item has one (verify): keep one of the two',
    });
  if (item.group === 'security' && !item.verify && !item.policy)
    return context.createError({
      path: 'verify',
      message: 'is required for a certificate (the register that lists it); for a law, link the page that says how we comply with policy: "/privacy-policy"',
    });
  return true;
});
/** /credentials' own words: its head, one heading per group, and the band that leads to it from /about. */
const credentialsPage = shape({
  ...pageCopyFields,
  groups: shape(
    Object.fromEntries(credentialGroups.map((group) => [group, sectionHeading])) as Record<(typeof credentialGroups)[number], typeof sectionHeading>,
  ),
  /** On /about, and its action also ends the home page's partner section. */
  band: shape({ title: text(), text: text(), action: text() }),
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

/** A registration number of a company of the group: its kind (its label is the interface's, `ui.legalNotice.registrations`) and its value as the register writes it. */
const registration = shape({
  kind: oneOf(registrationKinds),
  /** The same in every language; each kind has its form (REGISTRATION_KINDS in lib/content/rules.ts). */
  value: filled().test('registration-form', registrationValue),
});
/**
 * A company of the group (content/legal-notice.ts): its registered name, its form, its registered office (an
 * office of content/site.ts, or its own address) and its registration numbers, checked against its country.
 */
const legalEntity = shape({
  /** Names the company for the other languages' texts, e.g. "france". */
  id: slug(),
  /** Invented until staff confirm it from the register (content/sample.ts). */
  sample: boolean().optional(),
  /** Where it is registered. */
  country: oneOf(flagCodes),
  /** Its registered name, with its form's abbreviation, as the register writes it: the same in every language. */
  name: properName(),
  /** Its legal form, said in each language: "Simplified joint-stock company (SAS)". */
  legalForm: text(),
  /** Its registered office is this office of content/site.ts (its address is shown)… */
  office: reference('offices', 'content/site.ts offices').optional(),
  /** …or this address, where no office of the site is its registered office. */
  address: text().optional(),
  registrations: keyedBy(list(registration, 1, 'registration'), 'kind'),
}).test('registered-office', entityRegistrations);
/** A short section of the legal notice, with a link where it points the reader on (the privacy policy). */
const legalSection = shape({ id: slug(), title: text(), paragraphs: texts(1), link: nextStep.optional() });
/** The legal notice (/legal-notice): the French *mentions légales* (LCEN art. 6-III), in every language. */
const legalNotice = shape({
  page: pageCopy,
  /** The publisher: the group's lead company, with the site's phone and e-mail. */
  publisher: shape({ title: text(), text: text(), entity: reference('legalEntities', 'content/legal-notice.ts legalEntities') }),
  entities: sectionHeading,
  /** The publication director: a person, named with their role. */
  director: shape({ title: text(), name: text(), role: text() }),
  /** Who hosts the site: name, address and phone (LCEN art. 6-III). */
  host: shape({ title: text(), name: properName(), address: text(), phone: phone() }),
  sections: keyedBy(list(legalSection, 1, 'section'), 'id'),
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
  /** /case-studies: every case study, filterable by industry, service, Oracle module and country. */
  caseStudies: pageCopy,
  /** /offices: every office in full. */
  offices: pageCopy,
  /** /search: every page of the site by kind, and the search box (docs/architecture.md#search). */
  search: pageCopy,
  /** A topic page of the insights hub (/blog/topics/telecom): its title and description name the topic. */
  blogTopic: shape({ title: template('topic'), description: template('topic'), heading: template('topic'), intro: template('topic') }),
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
  /** The case-study hub's item, after Clients: the proof beside the names. */
  caseStudies: text(),
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
  /** The LOCATIONS panel; `all` is its link to /offices. */
  locations: shape({ button: text(), title: text(), all: text() }),
  /** /offices: each office's labels and links (lib/offices.ts words the days, hours and time zone). */
  offices: shape({
    address: text(),
    phone: text(),
    whatsapp: text(),
    email: text(),
    hours: text(),
    /** The working week: "{{days}}, {{hours}}", then the time zone on its own line. */
    hoursValue: template('days', 'hours'),
    timeZone: template('zone'),
    /** The link's visible words and its accessible name (which office, and that it opens the map app). */
    openInMaps: text(),
    openInMapsLabel: template('city'),
    whatsappLabel: template('city'),
    /** The drawn map's text alternative. */
    mapAlt: template('cities'),
    headquarters: text(),
  }),
  footer: shape({
    followUs: text(),
    companyNav: text(),
    /** Names each link column after its menu group. */
    groupNav: template('group'),
    offices: text(),
    copyright: template('year', 'name'),
    privacyPolicy: text(),
    cookiesPolicy: text(),
    legalNotice: text(),
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
    /** The insights hub's topics (/blog): their list's name, and its groups. */
    topics: text(),
    kinds: text(),
    industries: text(),
    services: text(),
    /** The hub's pages when it holds more than a page of posts. */
    pages: text(),
    pageOf: template('page', 'count'),
    newer: text(),
    older: text(),
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
  /**
   * People (content/team.ts) wherever they appear: their card's labels, a portrait's text alternative,
   * and "Talk to …", the link to the contact form with the topic and the person in its first line.
   */
  team: shape({
    certifications: text(),
    languages: text(),
    leads: text(),
    portrait: template('name'),
    talkTo: template('name'),
    /** The heading of a service's or an industry's people. */
    expertsTitle: template('topic'),
    expertsText: text(),
    /** The contact form's first line, editable: the topic and the person the visitor chose. */
    message: template('name', 'topic'),
    /** /about's list of the people who lead the firm. */
    leadership: text(),
  }),
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
    /** The case-study hub's filters (/case-studies). */
    filters: text(),
    all: text(),
    /** How many cards the filters keep, announced as they change. */
    showing: template('count', 'total'),
    none: text(),
    clearFilters: text(),
    /** The hub's link under an industry's or a service's cards. */
    allCaseStudies: text(),
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
    /** The names of a card's two buttons, which say the role: each begins with its visible words. */
    viewRoleOf: template('title'),
    applyFor: template('title'),
    allPositions: text(),
    employmentTypes: labelsOf(employmentTypes),
    /** Where the work is done (on-site, hybrid, remote): a fact of every position. */
    workplace: text(),
    workplaces: labelsOf(workplaces),
    /** A position's pay band: its name, and the band ({{amount}}: "USD 2,500–3,500") per period. */
    pay: text(),
    payPeriods: shape({ MONTH: template('amount'), YEAR: template('amount') }),
    /** /careers's filters (by country and Oracle module), shown once there are more open positions than fit at a glance. */
    filters: text(),
    showing: template('count', 'total'),
    none: text(),
  }),
  /** The legal notice's labels (/legal-notice): a company's facts, and each kind of registration number. */
  legalNotice: shape({
    legalForm: text(),
    registeredOffice: text(),
    phone: text(),
    email: text(),
    registrations: labelsOf(registrationKinds),
  }),
  /** /credentials (content/credentials.ts), and the footer's link to it. */
  credentials: shape({
    /** The footer's link, under the brand's tagline. */
    link: text(),
    /** Before a credential's issuer ("Issued by"); a law's is the authority that oversees it ("Overseen by"). Each label reads before its value, with the language's own punctuation. */
    issuer: text(),
    authority: text(),
    year: text(),
    /** Before a certificate's number. */
    reference: text(),
    /** Under the number of the certified-consultants group's tiles. */
    consultants: text(),
    /** The link to a public register: its visible word, and its accessible name, which says what it checks where. */
    verify: text(),
    verifyOn: template('credential', 'register'),
    /** A law's link to the privacy policy: its visible words, and its accessible name. */
    policy: text(),
    policyFor: template('credential'),
  }),
  modal: shape({ close: text() }),
  /**
   * Site search (docs/architecture.md#search): the header's and the drawer's control (`open`, its name), the
   * dialog it opens, and the kinds of page search finds, one by one (`kinds`: a result's label) and as
   * groups (`kindGroups`: the /search page's lists).
   */
  search: shape({
    open: text(),
    /** The dialog's name and its search box's label. */
    title: text(),
    placeholder: text(),
    close: text(),
    /** While Pagefind and the index load (the first opening), and if they cannot: then `browse` links the /search page. */
    loading: text(),
    failed: text(),
    browse: text(),
    /** Before the visitor has typed anything. */
    hint: text(),
    /** The count of results, announced as it changes (`one`: exactly one); `none` names what was searched for. */
    one: text(),
    many: template('count'),
    none: template('query'),
    /** The kind filters: their group's name, and the button that shows every kind. */
    filters: text(),
    all: text(),
    more: text(),
    /** The keys the dialog answers, under the results (wide screens). */
    keys: text(),
    kinds: labelsOf(SEARCH_KINDS),
    kindGroups: labelsOf(SEARCH_KINDS),
  }),
  /** A page's share card (lib/pages/og.ts) names its section as the menu does; the policies have no menu item, so their label is here. */
  shareCard: shape({ policies: text() }),
  clientCategories: labelsOf(clientCategories),
  /** A post's kind on its card and page ("Case study"), and as a group of posts ("Case studies": the hub's filters, topic pages, menu). */
  blogKinds: labelsOf(blogKinds),
  blogKindGroups: labelsOf(blogKinds),
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
  hiringProcess,
  credential,
  credentialsPage,
  careerItem,
  careerCta,
  policySection,
  policy,
  registration,
  legalEntity,
  legalSection,
  legalNotice,
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
