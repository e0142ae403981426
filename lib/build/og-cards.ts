/**
 * The share card of every exported page, in every language: its route, the title the page gives
 * seoHead() and, for a blog post, its first image as the background. Build time only (reads the
 * content): used by scripts/og-images.ts and the tests, never by a component.
 *
 * The titles are the ones the pages pass to seoHead() (`page.seo.title`, a post's `seoTitle` or title: the
 * heads of lib/pages/heads.ts), from the page's language's content (lib/pages/content.ts); the generator checks each card against the page's
 * exported `og:image` and `og:image:alt`, so a page that changes its title source fails the build
 * instead of sharing a card with another title.
 */
import { localePath, locales, unlocalisedPath, type Locale } from '../i18n';
import { coverImage } from '../pages/blog';
import { siteContent } from '../pages/content';
import { pageHeads } from '../pages/heads';
import { ogImage, ogSection, type OgSection } from '../pages/og';
import { blogPostPath, paths } from '../routes';
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

/** Each page's title (and picture) in one language, by the page's English path: the titles of lib/pages/heads.ts. */
function sourcesIn(locale: Locale): Map<string, CardSource> {
  const content = siteContent(locale);
  const backgrounds = new Map<string, string>(content.blogs.map((post) => [blogPostPath(post.slug), coverImage(post, locale).src]));
  return new Map(
    pageHeads(content).map((head) => {
      const background = backgrounds.get(head.path);
      return [head.path, { title: head.title, ...(background ? { background } : {}) }] as const;
    }),
  );
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
