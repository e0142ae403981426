/** The blog's data in a language: /blog with every post's card, and each post's page. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { pickRelated } from '../../browser/related';
import { htmlLang, localePath, type Locale } from '../../i18n';
import { blogPostPath, paths } from '../../routes';
import { sharedPostUrl, shareLinks } from '../../share';
import { blogCard, blogGridLayout } from '../blog';
import { caseStudyFacts } from '../case-studies';
import { bySlug, newestFirst, slugPaths } from '../collections';
import { siteContent } from '../content';
import { blogPosting } from '../jsonld';
import { mediaOf } from '../media';
import { seededRandom } from '../seeded-random';
import { blogCrumb, seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const blogIndexStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, blogs } = siteContent(locale);
    return withShell(locale, {
      seo: seoHead({ locale, path: paths.blog, ...pages.blog.seo, breadcrumb: [blogCrumb(locale)] }),
      intro: pages.blog.intro,
      posts: newestFirst(blogs).map((post) => blogCard(post, locale)),
      tiles: blogGridLayout(blogs.length),
    });
  }) satisfies GetStaticProps;

export const blogPostStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).blogs)) satisfies GetStaticPaths;

export const blogPostStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { blogs, site, brandImages, menuCopy } = siteContent(locale);
    const post = bySlug(blogs, String(params?.slug), 'content/blogs.ts');
    const path = blogPostPath(post.slug);
    // This post's card gives its cover, date and topic; the others are the related candidates.
    const cards = blogs.map((item) => blogCard(item, locale));
    const card = cards.find((item) => item.slug === post.slug)!;
    const candidates = cards.filter((item) => item !== card);
    const caseStudy = caseStudyFacts(post.slug, locale);
    return withShell(locale, {
      seo: seoHead({
        locale,
        path,
        title: post.title,
        description: post.text,
        keywords: post.keywords,
        type: 'article',
        jsonLd: [
          blogPosting(
            { url: site.url, name: site.name, logo: brandImages.logo.src },
            {
              title: post.title,
              description: post.text,
              path: localePath(locale, path),
              date: post.date,
              image: card.image.src,
              keywords: post.keywords,
              inLanguage: htmlLang(locale),
              ...(caseStudy ? { about: caseStudy.client.name } : {}),
            },
          ),
        ],
        breadcrumb: [blogCrumb(locale), { name: post.title, path }],
      }),
      /** The band's line above the title: the blog, named like the menu's item. */
      section: menuCopy.blog,
      post: {
        slug: post.slug,
        title: post.title,
        text: post.text,
        date: post.date,
        dateText: card.dateText,
        topic: card.topic,
        content: post.content,
        // The share bar is the post page's only: the cards of lists carry none (docs/decisions.md#deliberate-departures).
        share: shareLinks(sharedPostUrl(site.url, localePath(locale, path)), post.title),
      },
      /** A client story's key facts (content/case-studies.ts), or null. */
      caseStudy,
      media: post.images.map(mediaOf(locale).mediaAsset),
      related: { candidates, initial: pickRelated(candidates, post.slug, seededRandom(post.slug)).map((card) => card.slug) },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { blog: { props: blogIndexStaticProps }, blogPost: { props: blogPostStaticProps, paths: blogPostStaticPaths } } satisfies RouteData;
