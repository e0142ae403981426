/**
 * Every page's head in a language: the title it gives seoHead() (lib/pages/seo.ts), which the <title>
 * shows with the brand (`pageTitle`), and its meta description, each named by the text it is written in
 * (`file › item › field`, as the content check names a text). The content check holds them to what search
 * results show (lib/content/check.ts `pageHeadIssues`); the share cards draw the same titles
 * (lib/build/og-cards.ts). tests/unit/page-heads.test.ts builds every page of every language and finds
 * these titles and descriptions in its head, so a page that takes its title from elsewhere fails there.
 */
import type { PositionSlug } from '@/content/positions';
import { defaultLocale } from '../i18n';
import { laterPageSlugs } from '../insights';
import { openPositions } from '../positions';
import { blogPagePath, blogPostPath, industryPath, paths, policyPath, positionPath, servicePath, solutionPath } from '../routes';
import { fill } from '../template';
import { blogPageTitle, hubTopics } from './blog';
import type { SiteContent } from './content';

/** The full title: "Page title | Brand" (a title that already names the brand is left as it is). */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The title of a post's or a position's page: its short `seoTitle` where it has one, else its heading. */
export const seoTitleOf = (item: { readonly title: string; readonly seoTitle?: string }): string => item.seoTitle ?? item.title;

/** A text of a page's head where it is written, and what the page makes of it. */
export interface HeadText {
  /** The language's file, the item and the field, as the content check names them. */
  readonly file: string;
  readonly item: string;
  readonly field: string;
  /** The text as written there (a template still has its blanks). */
  readonly written: string;
  /** What the page shows: the whole <title>, brand included, or the whole description. */
  readonly shown: string;
  /** What else the editor may do than shorten it, e.g. "give the post a shorter seoTitle". */
  readonly instead?: string;
}

/** One page's head: its English path, the title and description it passes to seoHead(), and where each is written. */
export interface PageHead {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly sources: { readonly title: HeadText; readonly description: HeadText };
}

interface Seo {
  readonly title: string;
  readonly description: string;
}

/** The head of every page of a language (the thank-you and 404 pages included), in the route table's order. */
export function pageHeads(content: SiteContent): PageHead[] {
  const { locale, site, pages, blogs, solutions, services, industries, policies, legalNotice, credentialsPage, positions } = content;
  const file = (module: string) => (locale === defaultLocale ? `content/${module}.ts` : `content/${locale}/${module}.ts`);
  /** A head from a title and a description written in `module` › `item`, at `field` (a template's fields filled in by `shown`). */
  const head = (
    path: string,
    module: string,
    item: string,
    field: { readonly title: string; readonly description: string },
    written: Seo,
    shown: Seo = written,
    instead?: string,
  ): PageHead => ({
    path,
    title: shown.title,
    description: shown.description,
    sources: {
      title: {
        file: file(module),
        item,
        field: field.title,
        written: written.title,
        shown: pageTitle(shown.title, site.name),
        ...(instead ? { instead } : {}),
      },
      description: { file: file(module), item, field: field.description, written: written.description, shown: shown.description },
    },
  });
  const seoFields = (prefix: string) => ({ title: `${prefix}seo.title`, description: `${prefix}seo.description` });
  const page = (
    path: string,
    key: 'home' | 'about' | 'contactUs' | 'clients' | 'careers' | 'caseStudies' | 'offices' | 'search' | 'blog' | 'thankYou' | 'notFound',
  ) => head(path, 'pages', 'pages', seoFields(`${key}.`), pages[key].seo);
  const item = (module: string, path: string, entry: { readonly slug: string; readonly page: { readonly seo: Seo } }) =>
    head(path, module, entry.slug, seoFields('page.'), entry.page.seo);
  /** A post's or a position's page: titled by its `seoTitle`, or by its heading, which may then get one. */
  const titled = (
    path: string,
    module: string,
    entry: { readonly slug: string; readonly title: string; readonly seoTitle?: string },
    what: string,
    description: { readonly field: string; readonly text: string },
  ) =>
    head(
      path,
      module,
      entry.slug,
      { title: entry.seoTitle === undefined ? 'title' : 'seoTitle', description: description.field },
      { title: seoTitleOf(entry), description: description.text },
      undefined,
      entry.seoTitle === undefined ? `give the ${what} a shorter seoTitle` : undefined,
    );
  const topic = { title: 'blogTopic.title', description: 'blogTopic.description' };
  return [
    page(paths.home, 'home'),
    page(paths.about, 'about'),
    page(paths.contact, 'contactUs'),
    page(paths.clients, 'clients'),
    page(paths.caseStudies, 'caseStudies'),
    head(paths.credentials, 'credentials', 'credentialsPage', seoFields(''), credentialsPage.seo),
    page(paths.offices, 'offices'),
    page(paths.careers, 'careers'),
    ...openPositions(positions).map((position) =>
      titled(positionPath(position.slug as PositionSlug), 'positions', position, 'position', { field: 'summary', text: position.summary }),
    ),
    page(paths.blog, 'blog'),
    ...laterPageSlugs(blogs.length).map((slug) =>
      head(blogPagePath(slug as `${number}`), 'pages', 'pages', seoFields('blog.'), pages.blog.seo, blogPageTitle(locale, Number(slug), content)),
    ),
    ...hubTopics(locale, undefined, content)
      .flatMap((group) => group.topics)
      .map(({ label, href }) =>
        head(href, 'pages', 'pages', topic, pages.blogTopic, {
          title: fill(pages.blogTopic.title, { topic: label }),
          description: fill(pages.blogTopic.description, { topic: label }),
        }),
      ),
    ...blogs.map((post) => titled(blogPostPath(post.slug), 'blogs', post, 'post', { field: 'text', text: post.text })),
    ...policies.map((policy) => item('policies', policyPath(policy.slug), policy)),
    head(paths.legalNotice, 'legal-notice', 'legalNotice', seoFields('page.'), legalNotice.page.seo),
    ...solutions.map((solution) => item('solutions', solutionPath(solution.slug), solution)),
    ...services.map((service) => item('services', servicePath(service.slug), service)),
    ...industries.map((industry) => item('industries', industryPath(industry.slug), industry)),
    page(paths.search, 'search'),
    page(paths.thankYou, 'thankYou'),
    page(paths.notFound, 'notFound'),
  ];
}
