/**
 * A yup schema per content collection, and the content check run by `npm run build` and `npm test`.
 * Every problem is reported as "file › item › field: message", e.g.
 *   content/services.ts › training › page.seo.title: must be at most 45 characters
 */
import { array, mixed, number, object, string, type AnyObject, type ObjectSchema, type Schema, ValidationError } from 'yup';
import { icons, images, videos } from './media';
import { blogTopics, clientCategories } from './types';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LIMITS = {
  seoTitle: { min: 10, max: 45 },
  postTitle: { min: 10, max: 70 },
  description: { min: 50, max: 160 },
  heading: { max: 80 },
  intro: { max: 320 },
} as const;
/** Tags a slide title may contain (DESIGN.md §7). */
export const ALLOWED_TITLE_TAGS = ['br', 'strong', 'em', 'span'] as const;

const imageKeys = Object.keys(images);
const mediaKeys = [...imageKeys, ...Object.keys(videos)];
const iconKeys = Object.keys(icons);

const text = () =>
  string()
    .required('is required')
    .test('not-blank', 'is required', (value) => value === undefined || value.trim() !== '');
const slug = () => text().matches(SLUG_PATTERN, 'must be lowercase words joined by hyphens (e.g. "oil-gas")');
const imageKey = () => text().oneOf(imageKeys, (p) => `"${p.value}" is not an image key of content/media.ts`);
const mediaKey = () => text().oneOf(mediaKeys, (p) => `"${p.value}" is not a media key of content/media.ts`);
const iconKey = () => text().oneOf(iconKeys, (p) => `"${p.value}" is not an icon key of content/media.ts`);
const texts = (min = 1) => array(text()).required('is required').min(min, `needs at least ${min} item(s)`);
const bounded = (min: number, max: number) => text().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);
const url = () => text().matches(/^(\/|https:\/\/|mailto:)/, 'must start with "/", "https://" or "mailto:"');

export const seoSchema = (titleLimit: { min: number; max: number } = LIMITS.seoTitle) =>
  object({
    title: bounded(titleLimit.min, titleLimit.max),
    description: bounded(LIMITS.description.min, LIMITS.description.max),
    keywords: texts(1),
  });

export const pageCopySchema = object({
  seo: seoSchema(),
  intro: object({
    heading: text().max(LIMITS.heading.max, `must be at most ${LIMITS.heading.max} characters`),
    intro: text().max(LIMITS.intro.max, `must be at most ${LIMITS.intro.max} characters`),
  }),
});

/** Only <br>, <strong>, <em>, <span> without attributes. */
export function disallowedTags(html: string): string[] {
  const tags = [...html.matchAll(/<\/?\s*([a-zA-Z0-9-]+)([^>]*)>/g)];
  return tags
    .filter(([, name, attributes]) => !ALLOWED_TITLE_TAGS.includes(name!.toLowerCase() as never) || /\S/.test(attributes!.replace(/\/$/, '')))
    .map(([tag]) => tag);
}

const safeHtml = () =>
  text().test('allowed-tags', (value, context) => {
    const bad = disallowedTags(value ?? '');
    return bad.length === 0 || context.createError({ message: `contains tags that are not allowed: ${bad.join(' ')} (only ${ALLOWED_TITLE_TAGS.join(', ')})` });
  });

export const schemas = {
  solution: object({
    slug: slug(),
    id: number().required('is required').integer().min(0).max(3),
    title: text(),
    menuText: text(),
    page: pageCopySchema,
    image: imageKey(),
    text1: text(),
    text2: text(),
    button_text: text(),
    button_link: url(),
    tabs: array(
      object({
        id: slug(),
        label: text(),
        title: text(),
        mainText: text(),
        lists: array(object({ title: text(), items: texts(1) })).required('is required'),
        highlight: text(),
        endText: text(),
      }),
    )
      .required('is required')
      .min(1, 'needs at least one tab')
      .test('hcm-first', 'the first tab must have id "hcm"', (tabs) => tabs?.[0]?.id === 'hcm'),
    cards: array(object({ title: text(), text: text(), listTitle: text(), list: texts(1) })).required('is required'),
  }),
  service: object({
    slug: slug(),
    title: text(),
    icon: iconKey(),
    summary: text(),
    page: pageCopySchema,
    banner: object({ image: imageKey(), title: text() }),
    left_right_section: serviceSection(),
    right_left_section: serviceSection(),
    extra_details: array(object({ title: text(), text: text() })).required('is required'),
  }),
  industry: object({
    slug: slug(),
    title: text(),
    page: pageCopySchema,
    title1: text(),
    text1: text(),
    image1: imageKey(),
    text_banner: text(),
    image_banner: imageKey(),
    title2: text(),
    text2: text(),
    list: array(text()).optional(),
    image2: imageKey(),
  }),
  client: object({
    slug: slug(),
    label: text(),
    logo: imageKey(),
    category: text().oneOf([...clientCategories], (p) => `"${p.value}" is not one of: ${clientCategories.join(', ')}`),
    content: texts(1),
  }),
  blog: object({
    slug: slug(),
    title: bounded(LIMITS.postTitle.min, LIMITS.postTitle.max),
    text: bounded(LIMITS.description.min, LIMITS.description.max),
    date: text()
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-14')
      .test(
        'calendar-date',
        (p) => `"${p.value}" is not a day of the calendar`,
        (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value),
      ),
    topic: text().oneOf([...blogTopics], (p) => `"${p.value}" is not one of: ${blogTopics.join(', ')}`),
    keywords: texts(1),
    images: array(mediaKey())
      .required('is required')
      .min(1, 'needs at least one media item')
      .test('first-is-image', 'the first media item must be an image (it is the card and share image)', (items) =>
        Boolean(items?.[0] && imageKeys.includes(items[0])),
      ),
    content: texts(1),
  }),
  policy: object({
    slug: slug(),
    page: pageCopySchema,
    title: text(),
    subtitle: text(),
    content: array(object({ title: text(), paragraphs: texts(1) }))
      .required('is required')
      .min(1, 'needs at least one section'),
  }),
  teamMember: object({ image: imageKey(), name: text(), position: text(), description: text(), linkedin: url() }),
  slide: object({
    title: safeHtml(),
    description: text(),
    button1: text(),
    button1_link: text().oneOf(['#solutions', '#services', '#clients'], 'must be #solutions, #services or #clients'),
    button2: text(),
    button2_link: text().oneOf(['/contact-us'], 'must be /contact-us'),
    image: imageKey(),
  }),
  timelineItem: object({
    year: number().required('is required').integer().min(1990).max(2100),
    action: text().matches(/ - /, 'must contain " - " where the text splits into two lines'),
  }),
  imageItem: object({ image: imageKey(), title: text() }),
  badge: object({ image: imageKey() }),
  page: pageCopySchema,
} satisfies Record<string, ObjectSchema<AnyObject>>;

/** Whether an ISO date (YYYY-MM-DD) names a real day: 2024-02-29 does, 2023-02-29 does not. */
export function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function serviceSection() {
  return object({
    title: text(),
    texts: texts(1),
    benefits: array(object({ icon: iconKey(), text: text() }))
      .optional()
      .test('six', 'must have exactly 6 items (grid spans 2, 2, 2, 3, 3, 6)', (items) => items === undefined || items.length === 6),
    variant: mixed()
      .required('is required')
      .test('variant', (value, context) => {
        const variant = value as { type?: string; image?: string; youtubeId?: string; videoTitle?: string };
        if (variant.type === 'image') {
          return (
            imageKeys.includes(variant.image ?? '') || context.createError({ message: `image "${variant.image}" is not an image key of content/media.ts` })
          );
        }
        if (variant.type === 'video') {
          if (!/^[\w-]{11}$/.test(variant.youtubeId ?? '')) return context.createError({ message: 'youtubeId must be an 11-character YouTube id' });
          return Boolean(variant.videoTitle?.trim()) || context.createError({ message: 'videoTitle is required for a video' });
        }
        return context.createError({ message: 'type must be "image" or "video"' });
      }),
  });
}

export interface ContentIssue {
  readonly file: string;
  readonly item: string;
  readonly field: string;
  readonly message: string;
}

export interface CollectionToCheck {
  readonly file: string;
  readonly items: readonly unknown[] | Readonly<Record<string, unknown>>;
  readonly schema: Schema;
  /** Name items by this field (default: slug, then title, then name, then position). */
  readonly itemName?: (item: AnyObject, key: string) => string;
  /** Fields that must be unique across the collection. */
  readonly unique?: readonly string[];
}

function nameOf(item: unknown, key: string): string {
  if (item && typeof item === 'object') {
    const record = item as AnyObject;
    for (const field of ['slug', 'title', 'name', 'label', 'year']) {
      if (typeof record[field] === 'string' || typeof record[field] === 'number') return String(record[field]);
    }
  }
  return key;
}

/** Validates every item of every collection; returns all problems (empty when the content is sound). */
export function checkCollections(collections: readonly CollectionToCheck[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const collection of collections) {
    const entries = Array.isArray(collection.items)
      ? collection.items.map((item, index) => [`#${index + 1}`, item] as const)
      : Object.entries(collection.items);
    const seen = new Map<string, string>();
    for (const [key, item] of entries) {
      const itemName = collection.itemName ? collection.itemName(item as AnyObject, key) : nameOf(item, key);
      try {
        collection.schema.validateSync(item, { abortEarly: false, strict: true });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const inner = error.inner.length ? error.inner : [error];
        const reported = new Set<string>();
        for (const problem of inner) {
          const field = problem.path || '(item)';
          // One message per field: the first rule it breaks ("is required" before "too short").
          if (reported.has(field)) continue;
          reported.add(field);
          const message = problem.message.replace(new RegExp(`^${escapeRegExp(field)}\\s*`), '');
          issues.push({ file: collection.file, item: itemName, field, message });
        }
      }
      for (const field of collection.unique ?? []) {
        const value = (item as AnyObject)?.[field];
        if (typeof value !== 'string') continue;
        const previous = seen.get(`${field}:${value}`);
        if (previous) issues.push({ file: collection.file, item: itemName, field, message: `"${value}" is already used by ${previous}` });
        else seen.set(`${field}:${value}`, itemName);
      }
    }
  }
  return issues;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file} › ${issue.item} › ${issue.field}: ${issue.message}`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
