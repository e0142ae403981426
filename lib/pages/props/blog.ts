/** The blog's data in a language: the insights hub (/blog, its later pages and its topic pages) and each post's page. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { pickRelated } from '../../browser/related';
import { htmlLang, localePath, type Locale } from '../../i18n';
import { hasTopic, laterPageSlugs, pageCount, postsOfPage } from '../../insights';
import { blogPagePath, blogPostPath, blogTopicPath, paths } from '../../routes';
import { fill } from '../../template';
import { sharedPostUrl, shareLinks } from '../../share';
import { blogCard, blogGridLayout, blogPageTitle, hubPagination, hubTopics } from '../blog';
import { caseStudyFacts } from '../case-studies';
import { bySlug, newestFirst, slugPaths } from '../collections';
import { siteContent } from '../content';
import { blogPosting } from '../jsonld';
import { mediaOf } from '../media';
import { seededRandom } from '../seeded-random';
import { seoTitleOf } from '../heads';
import { blogCrumb, seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

/** The hub's page `page` (1: /blog): its cards, its grid, its topics and its pagination. */
function hubPage(locale: Locale, page: number) {
  const { blogs } = siteContent(locale);
  const posts = newestFirst(blogs);
  const shown = postsOfPage(posts, page);
  return {
    posts: shown.map((post) => blogCard(post, locale)),
    tiles: blogGridLayout(shown.length),
    topics: hubTopics(locale),
    pagination: hubPagination(locale, page, pageCount(posts.length)),
  };
}

export const blogIndexStaticProps = (locale: Locale) =>
  (async () => {
    const { pages } = siteContent(locale);
    return withShell(locale, {
      seo: seoHead({ locale, path: paths.blog, ...pages.blog.seo, breadcrumb: [blogCrumb(locale)] }),
      intro: pages.blog.intro,
      ...hubPage(locale, 1),
    });
  }) satisfies GetStaticProps;

export const blogPageStaticPaths = (locale: Locale) =>
  (async () => slugPaths(laterPageSlugs(siteContent(locale).blogs.length).map((slug) => ({ slug })))) satisfies GetStaticPaths;

export const blogPageStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { pages, blogs } = siteContent(locale);
    const page = Number(params?.slug);
    const path = blogPagePath(String(page) as `${number}`);
    if (!Number.isInteger(page) || page < 2 || page > pageCount(blogs.length)) throw new Error(`No page ${String(params?.slug)} of the blog`);
    const { place, title, description } = blogPageTitle(locale, page);
    return withShell(locale, {
      seo: seoHead({
        locale,
        path,
        ...pages.blog.seo,
        title,
        description,
        breadcrumb: [blogCrumb(locale), { name: place, path }],
      }),
      intro: { heading: pages.blog.intro.heading, intro: `${place}. ${pages.blog.intro.intro}` },
      ...hubPage(locale, page),
    });
  }) satisfies GetStaticProps;

export const blogTopicStaticPaths = (locale: Locale) =>
  (async () =>
    slugPaths(
      hubTopics(locale)
        .flatMap((group) => group.topics)
        .map((topic) => ({ slug: topic.slug })),
    )) satisfies GetStaticPaths;

export const blogTopicStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { pages, blogs, caseStudies } = siteContent(locale);
    const slug = String(params?.slug);
    const topic = hubTopics(locale)
      .flatMap((group) => group.topics)
      .find((item) => item.slug === slug);
    if (!topic) throw new Error(`No topic ${slug} of the blog`);
    const path = blogTopicPath(slug);
    const posts = newestFirst(blogs).filter((post) => hasTopic(post, caseStudies, slug));
    const copy = pages.blogTopic;
    return withShell(locale, {
      seo: seoHead({
        locale,
        path,
        title: fill(copy.title, { topic: topic.label }),
        description: fill(copy.description, { topic: topic.label }),
        keywords: [topic.label.toLowerCase(), ...pages.blog.seo.keywords.slice(0, 4)],
        breadcrumb: [blogCrumb(locale), { name: topic.label, path }],
      }),
      intro: { heading: fill(copy.heading, { topic: topic.label }), intro: fill(copy.intro, { topic: topic.label }) },
      posts: posts.map((post) => blogCard(post, locale)),
      tiles: blogGridLayout(posts.length),
      topics: hubTopics(locale, slug),
      pagination: null,
    });
  }) satisfies GetStaticProps;

export const blogPostStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).blogs)) satisfies GetStaticPaths;

export const blogPostStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { blogs, site, brandImages, menuCopy, ui } = siteContent(locale);
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
        title: seoTitleOf(post),
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
              ...(caseStudy ? { about: caseStudy.client.name, section: ui.blogKinds['case-study'] } : {}),
            },
          ),
        ],
        // A case study's trail runs through the case-study hub, the blog's through the blog.
        breadcrumb: [caseStudy ? { name: menuCopy.caseStudies, path: paths.caseStudies } : blogCrumb(locale), { name: post.title, path }],
      }),
      /** The band's line above the title: "Case study" for a client story, else the blog, named like the menu's item. */
      section: caseStudy ? ui.blogKinds['case-study'] : menuCopy.blog,
      post: {
        slug: post.slug,
        title: post.title,
        text: post.text,
        date: post.date,
        dateText: card.dateText,
        topic: card.topic,
        content: post.content,
        share: shareLinks(sharedPostUrl(site.url, localePath(locale, path)), post.title),
      },
      /** A client story's key facts (content/case-studies.ts), or null. */
      caseStudy,
      media: post.images.map(mediaOf(locale).mediaAsset),
      related: { candidates, initial: pickRelated(candidates, post.slug, seededRandom(post.slug)).map((card) => card.slug) },
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = {
  blog: { props: blogIndexStaticProps },
  blogPage: { props: blogPageStaticProps, paths: blogPageStaticPaths },
  blogTopic: { props: blogTopicStaticProps, paths: blogTopicStaticPaths },
  blogPost: { props: blogPostStaticProps, paths: blogPostStaticPaths },
} satisfies RouteData;
