/**
 * The content check over the real site content: every export of every content module against its
 * schema (lib/content/schema.ts), slugs and titles unique, links to pages that exist, every media file
 * registered present under public/ and every file of its media folders registered (lib/build/media-files.ts),
 * then every language's texts. One mistake is one line: a key renamed in the source (lib/content/renames.ts),
 * an item added or removed there (lib/content/item-keys.ts), a contact detail repeated elsewhere, are each told
 * once. Run first by `npm run build` (scripts/check-content.ts) and shown by the preview (`npm run dev`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mediaFileIssues, type MediaRegistration } from '@/lib/build/media-files';
import { routesIn } from '@/lib/build/site-routes';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { pageHeads, type HeadText, type PageHead } from '@/lib/pages/heads';
import { itemKeyIssues, type ItemKeys } from './item-keys';
import { contentEntries, contentModules, translatedContent } from './registry';
import { withRenames } from './renames';
import { entryHasText, itemKeysOf } from './translate';
import { KIND_TOPICS } from '@/lib/insights';
import { OFFICES_MAP } from '@/lib/offices-map';
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
import { closest } from './nearest';
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

/**
 * Every file the site registers under public/images/ and public/media/: content/media.ts's pictures and videos,
 * and the offices' map, which its module registers (lib/offices-map.ts). The content check holds the media
 * folders to it (lib/build/media-files.ts): each registered file there, each file there registered.
 */
export function registeredMedia(): MediaRegistration[] {
  return [
    ...Object.entries(media.images).map(([key, asset]) => ({ file: 'content/media.ts', key, src: asset.src, kind: 'picture' as const })),
    ...Object.entries(media.videos).map(([key, asset]) => ({ file: 'content/media.ts', key, src: asset.src, kind: 'video' as const })),
    { file: 'lib/offices-map.ts', key: 'OFFICES_MAP', src: OFFICES_MAP.src, kind: 'picture' as const },
  ].filter((entry) => typeof entry.src === 'string' && entry.src.startsWith('/'));
}

/** The media registered and the files of the media folders, and every registered icon present under public/ (staff replace files one for one). */
export function mediaIssues(publicDir: string): ContentIssue[] {
  const icons = Object.entries(media.icons)
    .filter(([, src]) => typeof src === 'string' && !existsSync(join(publicDir, src)))
    .map(([key, src]) => ({
      file: 'content/media.ts',
      item: key,
      field: 'src',
      message: `the file public${src} does not exist (add it, or correct the path)`,
    }));
  return [...mediaFileIssues(registeredMedia(), publicDir), ...icons];
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
  // Each collection's slugs once: two services of one slug are that list's duplicate, told there.
  const topicSlugs = [
    ...Object.values(KIND_TOPICS),
    ...new Set(industries.industries.map((item) => item.slug)),
    ...new Set(services.services.map((item) => item.slug)),
  ];
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

/**
 * Every language's texts (lib/content/translations.ts) against the source content, and its own limits: all their
 * problems. An item the source added or removed, which every language lacks or still has, is one line for all
 * of them (lib/content/item-keys.ts).
 */
export function translationIssues(entries: readonly ContentEntry[] = contentEntries()): ContentIssue[] {
  // A misspelt limit would make the texts it was meant for seem too long: it is told alone.
  const own = languageIssues();
  if (own.length > 0) return own;
  const results = Object.entries(translations).map(([code, texts]) => translatedContent(code, texts, entries));
  return [...itemKeyIssues(results.map((result) => result.itemKeys)), ...results.flatMap((result) => result.textIssues)];
}

/** Each language's keys of the items of the source's lists and records, against the source (lib/content/renames.ts reads renames in them). */
function languagesItemKeys(entries: readonly ContentEntry[]): ItemKeys[][] {
  return Object.entries(translations).map(([code, modules]) =>
    entries.flatMap((entry) => itemKeysOf(entry, modules[entry.file]?.[entry.name], entry.file.replace(/^content\//, `content/${code}/`)) ?? []),
  );
}

/**
 * A language of content/languages.ts whose texts are not all there, one line each: its folder missing or empty
 * (a language just added to the list), or a file of its folder missing (each English file with texts has its
 * twin there: content/es/ui.ts holds the interface's words). The export-by-export lines would be dozens.
 */
export function languageFolderIssues(
  contentDir: string,
  list: readonly Language[] = languages,
  entries: readonly ContentEntry[] = contentEntries(),
): ContentIssue[] {
  const withTexts = [...new Set(entries.filter(entryHasText).map((entry) => entry.file.replace(/^content\//, '')))];
  const complete = list.slice(1).filter(({ code }) => withTexts.every((file) => existsSync(join(contentDir, code, file))));
  return list.slice(1).flatMap(({ code, script }): ContentIssue[] => {
    const folder = join(contentDir, code);
    // The texts to start from: a complete language's, of the same script where there is one.
    const model = [...complete.filter((other) => other.script === script), ...complete].find((other) => other.code !== code)?.code;
    const copy = (what: string) => (model ? ` (copy ${what.replace('<code>', model)} and translate it)` : '');
    const present = withTexts.filter((file) => existsSync(join(folder, file)));
    if (present.length === 0)
      return [
        {
          file: 'content/languages.ts',
          item: code,
          field: 'code',
          message: `has no texts yet: content/${code}/ needs a file of its texts for each English file that has texts${copy('content/<code>/')}; docs/editing.md, "Add a language"`,
        },
      ];
    return withTexts
      .filter((file) => !present.includes(file))
      .map((file) => ({
        file: `content/${code}/${file}`,
        item: '(whole file)',
        field: '(file name)',
        message: `is missing: content/${file} has texts, and each language has them in a file of the same name${copy(`content/<code>/${file}`)}`,
      }));
  });
}

/**
 * The company's phone and e-mails are written once, in content/site.ts › contact; `site`, the careers call to
 * action and the contact card repeat them (or the host's settings replace them). A mistake in one is named
 * there, not again at each place that repeats it.
 */
function withoutRepeats(issues: readonly ContentIssue[]): ContentIssue[] {
  const isContact = (issue: ContentIssue) => issue.file === 'content/site.ts' && issue.item === 'contact';
  // Spaces left out: a phone is repeated without them in a tel: link.
  const bare = (value: string) => value.replace(/\s/g, '');
  const wrong = issues.filter((issue) => isContact(issue) && issue.value).map((issue) => bare(issue.value!));
  return issues.filter((issue) => isContact(issue) || issue.value === undefined || !wrong.some((value) => bare(issue.value!).includes(value)));
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

/** The source content's problems: its entries against their schemas, the rules across them, and the media files (a key renamed is one line). */
export function sourceIssues(publicDir: string): ContentIssue[] {
  const entries = contentEntries();
  return withRenames(
    withoutRepeats([...checkEntries(entries, { routes: routesIn(defaultLocale), keys: collectionKeys() }), ...crossChecks(), ...mediaIssues(publicDir)]),
    languagesItemKeys(entries),
    languages.length - 1,
  );
}

/**
 * The other languages' problems, the source being sound: their folders and files, then their texts; then, every
 * language sound, what its pages show in search results. `contentDir` holds content/.
 */
export function languageTextIssues(contentDir: string): ContentIssue[] {
  const files = [...strayLanguageFiles(contentDir), ...languageFolderIssues(contentDir)];
  if (files.length > 0) return files;
  const texts = translationIssues();
  return texts.length > 0 ? texts : siteHeadIssues();
}

/**
 * The source content first; the other languages' texts once it is sound; then, every language sound, what
 * its pages show in search results: so that one mistake is one message.
 */
export function checkSiteContent(publicDir: string): ContentIssue[] {
  const source = sourceIssues(publicDir);
  return source.length > 0 ? source : languageTextIssues(join(publicDir, '..', 'content'));
}
