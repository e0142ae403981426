/**
 * The content check over the real site content: every export of every content module against its
 * schema (lib/content/schema.ts), slugs and titles unique, links to pages that exist, and every media
 * file present under public/. Run first by `npm run build` (scripts/check-content.ts) and shown by
 * the preview (`npm run dev`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routesIn } from '@/lib/build/site-routes';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { pageHeads, type HeadText, type PageHead } from '@/lib/pages/heads';
import { contentEntries, contentModules, translatedContent } from './registry';
import { KIND_TOPICS } from '@/lib/insights';
import * as blogs from '../../content/blogs';
import * as caseStudies from '../../content/case-studies';
import * as clients from '../../content/clients';
import * as credentials from '../../content/credentials';
import * as industries from '../../content/industries';
import * as legalNotice from '../../content/legal-notice';
import * as media from '../../content/media';
import * as pages from '../../content/pages';
import * as policies from '../../content/policies';
import { languages, type Language } from '../../content/languages';
import { checkEntries, flagCodes, LIMITS, listItemName, type CheckContext, type ContentEntry, type ContentIssue } from './schema';
import { closest } from './rules';
import * as services from '../../content/services';
import * as site from '../../content/site';
import * as solutions from '../../content/solutions';
import { translations } from './translations';

/** The keys other items point at (a case study's client, a position's office), by collection. */
export function collectionKeys(): CheckContext['keys'] {
  return {
    blogs: blogs.blogs.map((item) => item.slug),
    clients: clients.clients.map((item) => item.slug),
    industries: industries.industries.map((item) => item.slug),
    services: services.services.map((item) => item.slug),
    offices: site.offices.map((item) => item.id),
    legalEntities: legalNotice.legalEntities.map((item) => item.id),
  };
}

/** Every registered media file must exist under public/ (staff replace files one for one). */
export function missingMediaFiles(publicDir: string): ContentIssue[] {
  const entries: [string, string][] = [
    ...Object.entries(media.images).map(([key, asset]) => [key, asset.src] as [string, string]),
    ...Object.entries(media.videos).map(([key, asset]) => [key, asset.src] as [string, string]),
    ...Object.entries(media.icons).map(([key, src]) => [key, src] as [string, string]),
  ];
  return entries
    .filter(([, src]) => typeof src === 'string' && !existsSync(join(publicDir, src)))
    .map(([key, src]) => ({
      file: 'content/media.ts',
      item: key,
      field: 'src',
      message: `the file public${src} does not exist (add it, or correct the path)`,
    }));
}

/** Rules across collections that one item's schema cannot see. */
export function crossChecks(): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const titles = new Map<string, string>();
  const seoItems: [string, string, { seo?: { title?: string } } | undefined, string?][] = [
    ...Object.entries(pages.pages).map(([key, page]) => ['content/pages.ts', `pages.${key}`, page] as [string, string, { seo?: { title?: string } }]),
    ...solutions.solutions.map((item) => ['content/solutions.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...services.services.map((item) => ['content/services.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...industries.industries.map((item) => ['content/industries.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...policies.policies.map((item) => ['content/policies.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ['content/legal-notice.ts', 'legalNotice', legalNotice.legalNotice.page],
    // A page whose copy is its own export: its title's field is `seo.title`.
    ['content/credentials.ts', 'credentialsPage', credentials.credentialsPage, 'seo.title'] as [string, string, { seo?: { title?: string } }, string],
  ];
  for (const [file, item, page, field = 'page.seo.title'] of seoItems) {
    const title = page?.seo?.title;
    if (typeof title !== 'string' || title === '') continue;
    const previous = titles.get(title);
    if (previous) issues.push({ file, item, field, message: `"${title}" is already the title of ${previous}; each page needs its own` });
    else titles.set(title, `${file} › ${item}`);
  }
  issues.push(...goLiveIssues(caseStudies.caseStudies, blogs.blogs));
  const storySlugs = new Set<string>(caseStudies.caseStudies.map((item) => item.slug));
  for (const post of blogs.blogs) {
    if (post.kind === 'case-study' && !storySlugs.has(post.slug))
      issues.push({
        file: 'content/blogs.ts',
        item: post.slug,
        field: 'kind',
        message: 'is "case-study" but content/case-studies.ts has no entry of this slug (add its facts, or choose another kind)',
      });
    if (post.kind !== 'case-study' && storySlugs.has(post.slug))
      issues.push({
        file: 'content/blogs.ts',
        item: post.slug,
        field: 'kind',
        message: `must be "case-study": content/case-studies.ts tells this post's story`,
      });
  }
  const topicSlugs = [...Object.values(KIND_TOPICS), ...industries.industries.map((item) => item.slug), ...services.services.map((item) => item.slug)];
  for (const slug of new Set(topicSlugs.filter((slug, index) => topicSlugs.indexOf(slug) !== index)))
    issues.push({
      file: 'content/industries.ts',
      item: slug,
      field: 'slug',
      message: `"${slug}" is also a service's or a kind of post's topic on /blog/topics: rename one`,
    });
  issues.push(...officeCountryIssues(legalNotice.legalEntities, site.offices));
  const solutionIds = solutions.solutions
    .map((item) => item.id)
    .sort()
    .join(', ');
  if (solutionIds !== '0, 1, 2, 3')
    issues.push({ file: 'content/solutions.ts', item: 'solutions', field: 'id', message: `the ids must be 0, 1, 2 and 3, one each (they are ${solutionIds})` });
  return issues;
}

/** A case study is told once its project is live: its post's date is in its go-live month or later. */
export function goLiveIssues(
  stories: readonly { readonly slug: string; readonly goLive: string }[],
  posts: readonly { readonly slug: string; readonly date: string }[],
): ContentIssue[] {
  return stories.flatMap((story) => {
    const date = posts.find((post) => post.slug === story.slug)?.date;
    // A go-live or a date of the wrong form has its own line.
    if (!date || !/^\d{4}-(0[1-9]|1[0-2])$/.test(story.goLive) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || story.goLive <= date.slice(0, 7)) return [];
    return [
      {
        file: 'content/case-studies.ts',
        item: story.slug,
        field: 'goLive',
        message: `"${story.goLive}" is after its post's date (${date}): a story is told once the project is live (move the go-live, or the post's date in content/blogs.ts)`,
      },
    ];
  });
}

/** A company whose registered office is an office of the site: the office is in the company's country. */
export function officeCountryIssues(
  entities: readonly { readonly country: string; readonly office?: string; readonly name: string }[],
  offices: readonly { readonly id: string; readonly flag: string }[],
): ContentIssue[] {
  return entities.flatMap((entity, index) => {
    const office = offices.find((item) => item.id === entity.office);
    // An office whose own flag is wrong has its own line (content/site.ts): one mistake, one line.
    if (!office || office.flag === entity.country || !(flagCodes as readonly string[]).includes(office.flag)) return [];
    return [
      {
        file: 'content/legal-notice.ts',
        item: listItemName('legalEntities', entity, index),
        field: 'office',
        message: `"${office.id}" is the office in ${office.flag}; this company is in ${entity.country} (its registered office is in its own country)`,
      },
    ];
  });
}

/** Every language's texts (lib/content/translations.ts) against the source content, and its own limits: all their problems. */
export function translationIssues(entries: readonly ContentEntry[] = contentEntries()): ContentIssue[] {
  return [...languageIssues(), ...Object.entries(translations).flatMap(([code, texts]) => translatedContent(code, texts, entries).issues)];
}

/** A language's `limits` must name limits of lib/content/schema.ts `LIMITS`: a misspelt one would be ignored. */
export function languageIssues(list: readonly Language[] = languages): ContentIssue[] {
  return list.flatMap((language) =>
    Object.keys(language.limits ?? {})
      .filter((name) => !(name in LIMITS))
      .map((name) => ({
        file: 'content/languages.ts',
        item: language.code,
        field: `limits.${name}`,
        message: `is not a limit of the texts (they are: ${Object.keys(LIMITS).join(', ')})`,
      })),
  );
}

/**
 * A language's file that translates no content module (content/ar/servics.ts): nothing reads it
 * (lib/build/language-modules.ts loads a language's file of each English module's name), so its texts
 * would be lost without a word.
 */
export function strayLanguageFiles(contentDir: string, list: readonly Language[] = languages): ContentIssue[] {
  const modules = Object.keys(contentModules).map((file) => file.replace(/^content\//, ''));
  return list.slice(1).flatMap(({ code }) => {
    const folder = join(contentDir, code);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !modules.includes(file))
      .map((file) => {
        const suggestion = closest(file, modules);
        return {
          file: `content/${code}/${file}`,
          item: '(whole file)',
          field: '(file name)',
          message: `translates no file of content/, so nothing reads it: name it after the English file it translates${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        };
      });
  });
}

/**
 * What search results show of a language's pages: each page title, brand included, at most LIMITS.pageTitle
 * characters, and each description at most LIMITS.description (or the language's own, content/languages.ts).
 * A page's title or description may be more than its text (the brand; "Page 2 of 3: " before the blog's
 * description; a topic filled into a template), so the line says how long the text itself may be. A text that
 * several pages show (the topic pages' template) is named once, by its longest page.
 */
export function pageHeadIssues(heads: readonly PageHead[], language: Language): ContentIssue[] {
  const most = (limit: 'pageTitle' | 'description') => ({ ...LIMITS[limit], ...language.limits?.[limit] }).max;
  const longest = new Map<string, { readonly text: HeadText; readonly path: string; readonly kind: 'title' | 'description'; readonly max: number }>();
  for (const head of heads)
    for (const kind of ['title', 'description'] as const) {
      const text = head.sources[kind];
      const max = most(kind === 'title' ? 'pageTitle' : 'description');
      if (max === undefined || text.shown.length <= max) continue;
      const key = `${text.file} › ${text.item} › ${text.field}`;
      const seen = longest.get(key);
      if (!seen || text.shown.length > seen.text.shown.length) longest.set(key, { text, path: head.path, kind, max });
    }
  return [...longest.values()].map(({ text, path, kind, max }) => {
    const room = Math.max(0, max - (text.shown.length - text.written.length));
    const route = localePath(language.code as Locale, path);
    const page = kind === 'title' ? `the title of ${route}, "${text.shown}", has ${text.shown.length}` : `the description of ${route} has ${text.shown.length}`;
    return {
      file: text.file,
      item: text.item,
      field: text.field,
      message: `must be at most ${room} characters (it has ${text.written.length}): ${page}, over the ${max} that search results show${text.instead ? `; or ${text.instead}` : ''}`,
    };
  });
}

/** Every page of every language against what search results show (`pageHeadIssues`). */
export function siteHeadIssues(list: readonly Language[] = languages): ContentIssue[] {
  return list.flatMap((language) => pageHeadIssues(pageHeads(siteContent(language.code as Locale)), language));
}

/**
 * The source content first; the other languages' texts once it is sound; then, every language sound, what
 * its pages show in search results: so that one mistake is one message.
 */
export function checkSiteContent(publicDir: string): ContentIssue[] {
  const source = [
    ...checkEntries(contentEntries(), { routes: routesIn(defaultLocale), keys: collectionKeys() }),
    ...crossChecks(),
    ...missingMediaFiles(publicDir),
  ];
  if (source.length > 0) return source;
  const texts = [...strayLanguageFiles(join(publicDir, '..', 'content')), ...translationIssues()];
  return texts.length > 0 ? texts : siteHeadIssues();
}
