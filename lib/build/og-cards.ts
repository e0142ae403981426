/**
 * The share card of every exported page: its route, the title the page gives seoHead() and, for a
 * blog post, its first image as the background. Build time only (imports the collections): used by
 * scripts/og-images.ts and the tests, never by a component.
 *
 * The titles are the ones the pages pass to seoHead() (`page.seo.title`, a post's title); the generator
 * checks each against the page's exported `og:image:alt`, so a page that changes its title source
 * fails the build instead of sharing a card with another title.
 */
import { blogs } from '@/content/blogs';
import { industries } from '@/content/industries';
import { pages } from '@/content/pages';
import { policies } from '@/content/policies';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { solutions } from '@/content/solutions';
import { coverImage } from '../pages/blog';
import { bySlug } from '../pages/collections';
import { ogImage, ogSection, type OgSection } from '../pages/og';
import { blogPostPath, industryPath, paths, servicePath, solutionPath } from '../routes';
import { routesIn } from './site-routes';

export interface OgCard {
  readonly route: string;
  readonly title: string;
  readonly section: OgSection | undefined;
  /** The card's path on the site, e.g. /og/about.jpg. */
  readonly src: string;
  readonly alt: string;
  /** A picture under public/ drawn behind the title (blog posts); the brand background otherwise. */
  readonly background?: string;
}

/** The route of the exported 404 page (out/404.html), as pages/404.tsx gives it to seoHead(). */
export const NOT_FOUND_ROUTE = '/404';

function card(route: string, title: string, background?: string): OgCard {
  const image = ogImage(route, title, site.name);
  return { route, title, section: ogSection(route), src: image.src, alt: image.alt, ...(background ? { background } : {}) };
}

/** Every page that has a head: the routes of the sitemap, plus the thank-you and 404 pages. */
export function ogCards(): OgCard[] {
  const titles = new Map<string, { title: string; background?: string }>([
    [paths.home, { title: pages.home.seo.title }],
    [paths.about, { title: pages.about.seo.title }],
    [paths.contact, { title: pages.contactUs.seo.title }],
    [paths.clients, { title: pages.clients.seo.title }],
    [paths.careers, { title: pages.careers.seo.title }],
    [paths.blog, { title: pages.blog.seo.title }],
    [paths.privacyPolicy, { title: bySlug(policies, 'privacy-policy', 'content/policies.ts').page.seo.title }],
    [paths.cookiesPolicy, { title: bySlug(policies, 'cookies-policy', 'content/policies.ts').page.seo.title }],
    ...blogs.map((post) => [blogPostPath(post.slug), { title: post.title, background: coverImage(post, 'en').src }] as const),
    ...solutions.map((item) => [solutionPath(item.slug), { title: item.page.seo.title }] as const),
    ...services.map((item) => [servicePath(item.slug), { title: item.page.seo.title }] as const),
    ...industries.map((item) => [industryPath(item.slug), { title: item.page.seo.title }] as const),
    [paths.thankYou, { title: pages.thankYou.seo.title }],
    [NOT_FOUND_ROUTE, { title: pages.notFound.seo.title }],
  ]);
  return [...routesIn('en'), paths.thankYou, NOT_FOUND_ROUTE].map((route) => {
    const entry = titles.get(route);
    if (!entry) throw new Error(`lib/og-cards.ts: no share card title for the route "${route}" (add it to ogCards()).`);
    return card(route, entry.title, entry.background);
  });
}
