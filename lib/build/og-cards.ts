/**
 * The share card of every exported page, in every language: its route, the title the page gives
 * seoHead() and, for a blog post, its first image as the background. Build time only (reads the
 * content): used by scripts/og-images.ts and the tests, never by a component.
 *
 * The titles are the ones the pages pass to seoHead() (`page.seo.title`, a post's title), from the
 * page's language's content (lib/pages/content.ts); the generator checks each card against the page's
 * exported `og:image` and `og:image:alt`, so a page that changes its title source fails the build
 * instead of sharing a card with another title.
 */
import { localePath, locales, unlocalisedPath, type Locale } from '../i18n';
import { laterPageSlugs } from '../insights';
import { blogPageTitle, coverImage, hubTopics } from '../pages/blog';
import { fill } from '../template';
import { bySlug } from '../pages/collections';
import { siteContent } from '../pages/content';
import { ogImage, ogSection, type OgSection } from '../pages/og';
import { blogPagePath, blogPostPath, industryPath, paths, positionPath, servicePath, solutionPath } from '../routes';
import type { PositionSlug } from '@/content/positions';
import { publishedPositions } from '../pages/positions';
import { routesIn } from './site-routes';

export interface OgCard {
  /** The page's path in its language: `/about`, `/ar/about`. */
  readonly route: string;
  readonly locale: Locale;
  readonly title: string;
  readonly section: OgSection | undefined;
  /** The section's name drawn above the title, in the card's language (undefined: no label). */
  readonly label: string | undefined;
  /** The card's path on the site, e.g. /og/about.jpg, /og/ar/about.jpg. */
  readonly src: string;
  readonly alt: string;
  /** A picture under public/ drawn behind the title (blog posts); the brand background otherwise. */
  readonly background?: string;
}

/** The route of the exported 404 page (out/404.html), as pages/404.tsx gives it to seoHead(). */
export const NOT_FOUND_ROUTE = '/404';

interface CardSource {
  readonly title: string;
  readonly background?: string;
}

/** Each page's title (and picture) in one language, by the page's English path. */
function sourcesIn(locale: Locale): Map<string, CardSource> {
  const { pages, policies, legalNotice, blogs, solutions, services, industries, credentialsPage } = siteContent(locale);
  return new Map<string, CardSource>([
    [paths.home, { title: pages.home.seo.title }],
    [paths.about, { title: pages.about.seo.title }],
    [paths.contact, { title: pages.contactUs.seo.title }],
    [paths.clients, { title: pages.clients.seo.title }],
    [paths.careers, { title: pages.careers.seo.title }],
    [paths.caseStudies, { title: pages.caseStudies.seo.title }],
    [paths.offices, { title: pages.offices.seo.title }],
    [paths.credentials, { title: credentialsPage.seo.title }],
    [paths.blog, { title: pages.blog.seo.title }],
    ...laterPageSlugs(blogs.length).map((slug) => [blogPagePath(slug as `${number}`), { title: blogPageTitle(locale, Number(slug)).title }] as const),
    ...hubTopics(locale)
      .flatMap((group) => group.topics)
      .map((topic) => [topic.href, { title: fill(pages.blogTopic.title, { topic: topic.label }) }] as const),
    [paths.privacyPolicy, { title: bySlug(policies, 'privacy-policy', 'content/policies.ts').page.seo.title }],
    [paths.cookiesPolicy, { title: bySlug(policies, 'cookies-policy', 'content/policies.ts').page.seo.title }],
    [paths.legalNotice, { title: legalNotice.page.seo.title }],
    ...blogs.map((post) => [blogPostPath(post.slug), { title: post.title, background: coverImage(post, locale).src }] as const),
    ...solutions.map((item) => [solutionPath(item.slug), { title: item.page.seo.title }] as const),
    ...services.map((item) => [servicePath(item.slug), { title: item.page.seo.title }] as const),
    ...industries.map((item) => [industryPath(item.slug), { title: item.page.seo.title }] as const),
    ...publishedPositions(locale).map((item) => [positionPath(item.slug as PositionSlug), { title: item.title }] as const),
    [paths.thankYou, { title: pages.thankYou.seo.title }],
    [NOT_FOUND_ROUTE, { title: pages.notFound.seo.title }],
  ]);
}

/** One language's cards: the routes of its sitemap, plus its thank-you and 404 pages. */
function cardsIn(locale: Locale): OgCard[] {
  const content = siteContent(locale);
  const sources = sourcesIn(locale);
  const routes = [...routesIn(locale), ...[paths.thankYou, NOT_FOUND_ROUTE].map((path) => localePath(locale, path))];
  return routes.map((route) => {
    const source = sources.get(unlocalisedPath(route));
    if (!source) throw new Error(`lib/build/og-cards.ts: no share card title for the route "${route}" (add it to sourcesIn()).`);
    const { src, alt, label } = ogImage(route, source.title, content.site.name, content);
    return { route, locale, title: source.title, section: ogSection(route), label, src, alt, ...(source.background ? { background: source.background } : {}) };
  });
}

/** Every page that has a head, in `locale` or (by default) in every language, English first. */
export function ogCards(locale?: Locale): OgCard[] {
  return (locale ? [locale] : locales).flatMap(cardsIn);
}
