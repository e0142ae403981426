/** Blog data as pages receive it, in the page's language (build time only: reads the collections). */
import type { BlogSlug } from '@/content/blogs';
import type { BlogTile, PostSummary, PostTopic } from '@/components/blog/BlogCard';
import { intlLocale, localePath, type Locale } from '../i18n';
import { sharedPostUrl, shareLinks } from '../share';
import { KIND_TOPICS, pageCount, topicsWithPosts, type TopicGroup } from '../insights';
import { blogPagePath, blogPostPath, blogTopicPath, paths } from '../routes';
import { fill } from '../template';
import { siteContent, type SiteContent } from './content';
import { mediaOf, type ImageAsset } from './media';

type Post = SiteContent['blogs'][number];

/**
 * An ISO day ("2019-05-21") for reading, written by `Intl` in the page's language ("21 May 2019",
 * "21 مايو 2019", Western digits in both: `intlLocale`). Read as a day in UTC, so the build writes the
 * same date on every machine whatever its time zone; formatted at build only.
 */
export function formatPostDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  // A day that does not exist (2024-02-30) rolls over in Date: the day of the month must come back unchanged.
  if (!match || !day || day.getUTCDate() !== Number(match[3]) || day.getUTCMonth() !== Number(match[2]) - 1)
    throw new Error(`formatPostDate: "${iso}" is not a date like 2024-05-14`);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/**
 * What a cut text may not end on before its ellipsis: spaces, the Latin and Arabic marks that end
 * a clause or a sentence (`, ; : . ! ?` and `، ؛ ؟ ۔`), an ellipsis, dashes, an ampersand, a
 * slash, and what opens a bracket or a quotation. "…in Mexico,…" reads as a typo.
 */
const DANGLING = /[\s,;:.!?\u060C\u061B\u061F\u06D4…\-\u2010-\u2015&/([{«“‘„]+$/u;

/**
 * `text` cut to at most `maxLength` characters after a whole word, with one ellipsis character
 * ("…"), so CSS never has to cut it (a CSS line clamp cuts in the middle of a word). The cut never
 * leaves a comma, a colon or another DANGLING mark before the ellipsis, in English or in Arabic.
 * Text that fits is returned whole. Only a single word longer than `maxLength` is cut inside, as
 * nothing else can be.
 */
export function excerpt(text: string, maxLength: number): string {
  // Runs of ordinary spaces and line breaks become one space; a no-break space (French "3 500", "Oracle :") stays, and is never a place to cut.
  const clean = text.trim().replace(/[ \t\n\r]+/g, ' ');
  const characters = Array.from(clean);
  if (characters.length <= maxLength) return clean;
  const room = characters.slice(0, maxLength).join('');
  // Before the last space of the first `maxLength` characters: whole words, and room for the ellipsis.
  const cut = room.lastIndexOf(' ');
  const words = cut > 0 ? room.slice(0, cut).replace(DANGLING, '') : '';
  const kept =
    words ||
    characters
      .slice(0, maxLength - 1)
      .join('')
      .replace(DANGLING, '');
  return `${kept}…`;
}

/**
 * The longest summary, in characters, that two lines of the narrowest card hold (measured: 65 on
 * /blog and in the home strip at 320 px, and on /blog at 640 and 1024 px, just above a breakpoint),
 * less a margin for long words that wrap early ("Management," and "9,000" pushed a third line: 56).
 */
export const SUMMARY_LENGTH = 56;

/** A post's kind as its card shows it ("Case study"), linked to the kind's topic page (/blog/topics/case-studies). */
export function kindLink(post: Post, locale: Locale): PostTopic {
  return { label: siteContent(locale).ui.blogKinds[post.kind], href: blogTopicPath(KIND_TOPICS[post.kind]) };
}

/**
 * How the /blog grid places `count` cards so that every row is full: from `lg` (six columns)
 * rows of three thirds, preceded by one or two rows of two halves when the count is not a multiple
 * of three (8 = 2 + 3 + 3, 7 = 2 + 2 + 3, 10 = 2 + 2 + 3 + 3), a lone card taking the whole row;
 * from `sm` (two columns) pairs, the first card taking a whole row when the count is odd.
 */
export function blogGridLayout(count: number): BlogTile[] {
  const halves = count === 1 ? 0 : ([0, 4, 2] as const)[count % 3]!;
  return Array.from({ length: count }, (_, index) => ({
    lg: count === 1 ? 'full' : index < halves ? 'half' : 'third',
    sm: count % 2 === 1 && index === 0 ? 'full' : 'half',
  }));
}

/** The post's card and share image: its first media item (a video's poster if need be). */
export function coverImage(post: Post, locale: Locale): ImageAsset {
  const first = mediaOf(locale).mediaAsset(post.images[0]!);
  const image = first.kind === 'image' ? first : first.poster;
  return { src: image.src, width: image.width, height: image.height, alt: image.alt };
}

/** How many posts the home page's news strip shows, the newest (docs/product.md#constants). */
export const HOME_POST_COUNT = 6;

/** A post's card, in the page's language: on /blog, in the home page's strip and in Related Blogs. */
export function blogCard(post: Post, locale: Locale): PostSummary {
  const { site } = siteContent(locale);
  return {
    slug: post.slug,
    title: post.title,
    href: blogPostPath(post.slug as BlogSlug),
    image: coverImage(post, locale),
    date: post.date,
    dateText: formatPostDate(post.date, locale),
    summary: excerpt(post.text, SUMMARY_LENGTH),
    topic: kindLink(post, locale),
    share: shareLinks(sharedPostUrl(site.url, localePath(locale, blogPostPath(post.slug as BlogSlug))), post.title),
  };
}

/** A topic link of the hub: its page, its label in the language, and whether it is the page shown. */
export interface HubTopic {
  readonly slug: string;
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

/** The hub's topics by group (kinds, industries, services), each with a post; `current` is the topic page shown. */
export function hubTopics(
  locale: Locale,
  current?: string,
  content: SiteContent = siteContent(locale),
): { readonly group: TopicGroup; readonly label: string; readonly topics: HubTopic[] }[] {
  const { blogs, caseStudies, industries, services, ui } = content;
  const present = topicsWithPosts(blogs, caseStudies, { industries: industries.map((item) => item.slug), services: services.map((item) => item.slug) });
  const kindLabels = Object.fromEntries(Object.entries(KIND_TOPICS).map(([kind, slug]) => [slug, ui.blogKindGroups[kind as keyof typeof KIND_TOPICS]]));
  const labelOf: Record<TopicGroup, (slug: string) => string> = {
    kinds: (slug) => kindLabels[slug]!,
    industries: (slug) => industries.find((item) => item.slug === slug)!.title,
    services: (slug) => services.find((item) => item.slug === slug)!.title,
  };
  const groupLabels: Record<TopicGroup, string> = { kinds: ui.blog.kinds, industries: ui.blog.industries, services: ui.blog.services };
  return (Object.keys(groupLabels) as TopicGroup[]).map((group) => ({
    group,
    label: groupLabels[group],
    topics: present[group].map((slug) => ({ slug, label: labelOf[group](slug), href: blogTopicPath(slug), current: slug === current })),
  }));
}

/** A later page's place ("Page 2 of 3"), its title and its description: the blog's, with its place. */
export function blogPageTitle(
  locale: Locale,
  page: number,
  content: SiteContent = siteContent(locale),
): { readonly place: string; readonly title: string; readonly description: string } {
  const { pages, ui, blogs } = content;
  const place = fill(ui.blog.pageOf, { page, count: pageCount(blogs.length) });
  return { place, title: `${pages.blog.seo.title} (${place})`, description: `${place}: ${pages.blog.seo.description}` };
}

/** The hub's pagination, or null while every post fits on /blog. */
export interface HubPagination {
  readonly label: string;
  readonly pages: readonly { readonly number: number; readonly href: string; readonly current: boolean; readonly label: string }[];
  readonly newer?: { readonly href: string; readonly label: string };
  readonly older?: { readonly href: string; readonly label: string };
}

export function hubPagination(locale: Locale, page: number, count: number): HubPagination | null {
  if (count <= 1) return null;
  const { ui } = siteContent(locale);
  const href = (number: number) => (number === 1 ? paths.blog : blogPagePath(String(number) as `${number}`));
  return {
    label: ui.blog.pages,
    pages: Array.from({ length: count }, (_, index) => ({
      number: index + 1,
      href: href(index + 1),
      current: index + 1 === page,
      label: fill(ui.blog.pageOf, { page: index + 1, count }),
    })),
    ...(page > 1 ? { newer: { href: href(page - 1), label: ui.blog.newer } } : {}),
    ...(page < count ? { older: { href: href(page + 1), label: ui.blog.older } } : {}),
  };
}
