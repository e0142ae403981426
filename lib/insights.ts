/**
 * The insights hub's logic (/blog): which topics a post belongs to, which topics have pages, and how
 * the newest-first list is cut into pages. Pure: it reads the posts and case studies it is given, so the
 * route list (lib/build/site-routes.ts), the pages' props and the tests share it.
 *
 * A topic is a kind of post (case studies, articles, news, events), an industry or a service. A case
 * study's industry and services are its facts' (content/case-studies.ts); another post's are its own
 * `industries` and `services` (content/blogs.ts). Topic slugs share one space (`/blog/topics/<slug>`):
 * the kinds' plural slugs, the industries' and the services' slugs (the content check keeps them apart).
 */
import type { BlogKind } from './content/types';

/** Posts on a page of the hub: a second page starts at the thirteenth post (docs/product.md#constants). */
export const POSTS_PER_PAGE = 12;

/** Each kind's topic slug: the kind's plural, as its page's address says it (`/blog/topics/case-studies`). */
export const KIND_TOPICS = { 'case-study': 'case-studies', article: 'articles', news: 'news', event: 'events' } as const satisfies Record<BlogKind, string>;

export type TopicGroup = 'kinds' | 'industries' | 'services';

export interface TopicPost {
  readonly slug: string;
  readonly kind: BlogKind;
  readonly industries?: readonly string[];
  readonly services?: readonly string[];
}

export interface TopicCaseStudy {
  readonly slug: string;
  readonly industry: string;
  readonly services: readonly string[];
}

/** A post's topics, in the hub's order: its kind, its industries, its services. */
export function postTopics(post: TopicPost, caseStudies: readonly TopicCaseStudy[]): { readonly kinds: string[]; readonly industries: string[]; readonly services: string[] } {
  const facts = caseStudies.find((item) => item.slug === post.slug);
  return {
    kinds: [KIND_TOPICS[post.kind]],
    industries: facts ? [facts.industry] : [...(post.industries ?? [])],
    services: [...new Set(facts ? facts.services : (post.services ?? []))],
  };
}

/**
 * The topics that have posts, by group, each group in its list's order (`order`: the kinds' topic
 * slugs, the industries' and services' slugs as the content lists them). A topic without a post has
 * no page and no link.
 */
export function topicsWithPosts(
  posts: readonly TopicPost[],
  caseStudies: readonly TopicCaseStudy[],
  order: { readonly industries: readonly string[]; readonly services: readonly string[] },
): Record<TopicGroup, string[]> {
  const used = posts.map((post) => postTopics(post, caseStudies));
  const present = (group: TopicGroup, slugs: readonly string[]) => slugs.filter((slug) => used.some((topics) => topics[group].includes(slug)));
  return {
    kinds: present('kinds', Object.values(KIND_TOPICS)),
    industries: present('industries', order.industries),
    services: present('services', order.services),
  };
}

/** Whether a post belongs to a topic. */
export function hasTopic(post: TopicPost, caseStudies: readonly TopicCaseStudy[], topic: string): boolean {
  const topics = postTopics(post, caseStudies);
  return [...topics.kinds, ...topics.industries, ...topics.services].includes(topic);
}

/** How many pages a list of `count` posts takes: one, and one more per further POSTS_PER_PAGE. */
export const pageCount = (count: number, perPage = POSTS_PER_PAGE) => Math.max(1, Math.ceil(count / perPage));

/** The slugs of the pages after the first (`/blog/page/2`, …): none while every post fits on /blog. */
export const laterPageSlugs = (count: number, perPage = POSTS_PER_PAGE) => Array.from({ length: pageCount(count, perPage) - 1 }, (_, index) => String(index + 2));

/** The posts of page `page` (1 is /blog itself). */
export const postsOfPage = <T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE) => items.slice((page - 1) * perPage, page * perPage);
