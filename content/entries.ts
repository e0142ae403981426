/**
 * The content model's registry: every export of every content module (content/*.ts) with the schema it
 * must pass (content/schema.ts), how its items are named, and the same exports in another language
 * (its texts laid over them: content/translate.ts). Read by the content check (content/check.ts) and by
 * the pages' data (lib/pages/content.ts).
 */
import * as blogs from './blogs';
import * as careers from './careers';
import * as caseStudies from './case-studies';
import * as clients from './clients';
import * as company from './company';
import * as contact from './contact';
import * as home from './home';
import * as industries from './industries';
import * as media from './media';
import * as navigation from './navigation';
import * as pages from './pages';
import * as policies from './policies';
import * as positions from './positions';
import { schemas, type ContentEntry, type ContentIssue } from './schema';
import * as services from './services';
import * as site from './site';
import * as solutions from './solutions';
import * as team from './team';
import * as ui from './ui';
import { languages } from './languages';
import { translateEntry, type SourceEntry } from './translate';
import type { Translations } from './translations';

/** The content modules by file, as loaded: the completeness test walks their exports. */
export const contentModules = {
  'content/blogs.ts': blogs,
  'content/careers.ts': careers,
  'content/case-studies.ts': caseStudies,
  'content/clients.ts': clients,
  'content/company.ts': company,
  'content/contact.ts': contact,
  'content/home.ts': home,
  'content/industries.ts': industries,
  'content/media.ts': media,
  'content/navigation.ts': navigation,
  'content/pages.ts': pages,
  'content/policies.ts': policies,
  'content/positions.ts': positions,
  'content/services.ts': services,
  'content/site.ts': site,
  'content/solutions.ts': solutions,
  'content/team.ts': team,
  'content/ui.ts': ui,
} as const;

/** Exports computed from other content (not written by editors), so not checked on their own. */
export const derivedExports = ['content/site.ts › visibleSocialLinks'] as const;

const one = (file: string, name: string, value: unknown, schema: ContentEntry['schema']): ContentEntry => ({ file, name, value, kind: 'one', schema });
/** A list; `key` names its items (another language's texts are keyed by it), and no two items share it. */
const list = (file: string, name: string, value: unknown, schema: ContentEntry['schema'], key?: string, unique: readonly string[] = []): ContentEntry => ({
  file,
  name,
  value,
  kind: 'list',
  schema,
  key,
  unique: key ? [key, ...unique] : unique,
});
const record = (file: string, name: string, value: unknown, schema: ContentEntry['schema']): ContentEntry => ({ file, name, value, kind: 'record', schema });

/** Every editable export of content/ with its shape. */
export function contentEntries(): ContentEntry[] {
  return [
    list('content/solutions.ts', 'solutions', solutions.solutions, schemas.solution, 'slug', ['title']),
    list('content/services.ts', 'services', services.services, schemas.service, 'slug', ['title']),
    list('content/industries.ts', 'industries', industries.industries, schemas.industry, 'slug', ['title']),
    one('content/industries.ts', 'industryPresence', industries.industryPresence, schemas.sectionHeading),
    list('content/clients.ts', 'clients', clients.clients, schemas.client, 'slug', ['label']),
    one('content/clients.ts', 'clientsDirectoryCopy', clients.clientsDirectoryCopy, schemas.clientsDirectoryCopy),
    list('content/blogs.ts', 'blogs', blogs.blogs, schemas.blogPost, 'slug', ['title']),
    list('content/case-studies.ts', 'caseStudies', caseStudies.caseStudies, schemas.caseStudy, 'slug', ['client']),
    list('content/policies.ts', 'policies', policies.policies, schemas.policy, 'slug'),
    one('content/pages.ts', 'pages', pages.pages, schemas.pages),
    list('content/home.ts', 'slides', home.slides, schemas.slide, 'image'),
    one('content/home.ts', 'homeSections', home.homeSections, schemas.homeSections),
    list('content/team.ts', 'team', team.team, schemas.teamMember, 'id', ['name']),
    list('content/team.ts', 'badges', team.badges, schemas.imageKey),
    list('content/company.ts', 'stats', company.stats, schemas.stat, 'id'),
    list('content/company.ts', 'markets', company.markets, schemas.marketFlag, 'icon'),
    list('content/company.ts', 'timeline', company.timeline, schemas.timelineItem, 'year'),
    list('content/company.ts', 'whyChoose', company.whyChoose, schemas.whyChooseItem, 'image'),
    one('content/company.ts', 'story', company.story, schemas.companyStory),
    one('content/company.ts', 'contactBand', company.contactBand, schemas.contactBand),
    list('content/careers.ts', 'careerBenefits', careers.careerBenefits, schemas.careerItem, 'image'),
    one('content/careers.ts', 'deliveryModel', careers.deliveryModel, schemas.imageSection),
    one('content/careers.ts', 'careerCta', careers.careerCta, schemas.careerCta),
    list('content/positions.ts', 'positions', positions.positions, schemas.position, 'slug', ['title']),
    one('content/contact.ts', 'contactCard', contact.contactCard, schemas.contactCard),
    one('content/contact.ts', 'contactFormCopy', contact.contactFormCopy, schemas.contactFormCopy),
    one('content/navigation.ts', 'menuCopy', navigation.menuCopy, schemas.menuCopy),
    one('content/ui.ts', 'ui', ui.ui, schemas.ui),
    one('content/site.ts', 'contact', site.contact, schemas.contactDetails),
    one('content/site.ts', 'site', site.site, schemas.site),
    list('content/site.ts', 'offices', site.offices, schemas.office, 'id', ['city', 'index']),
    list('content/site.ts', 'socialLinks', site.socialLinks, schemas.socialLink, 'name'),
    one('content/site.ts', 'brandImages', site.brandImages, schemas.brandImages),
    record('content/media.ts', 'images', media.images, schemas.imageAsset),
    record('content/media.ts', 'videos', media.videos, schemas.videoAsset),
    record('content/media.ts', 'icons', media.icons, schemas.iconPath),
  ];
}

/** A language's module for a source module: content/blogs.ts → the `blogs` module of content/ar/. */
const moduleName = (file: string) => file.replace(/^content\//, '').replace(/\.ts$/, '');
/** The name a language's index (content/<code>/index.ts) exports a module's texts under: content/case-studies.ts → `caseStudies`. */
export const textsExportName = (file: string) => moduleName(file).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Every export of the source content in one language: the language's texts laid over it
 * (content/translate.ts), by the source module's file, and every text missing, extra, still in the
 * source language or over its limit, named by the language's file (content/<code>/<file>).
 */
export function translatedContent(
  code: string,
  texts: Translations[keyof Translations] | Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  entries: readonly ContentEntry[] = contentEntries(),
): { readonly modules: Record<string, Record<string, unknown>>; readonly issues: ContentIssue[] } {
  const language = languages.find((entry) => entry.code === code);
  if (!language) throw new Error(`"${code}" is not a language of content/languages.ts`);
  const modules: Record<string, Record<string, unknown>> = {};
  const issues: ContentIssue[] = [];
  const byName = texts as Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  for (const entry of entries) {
    const name = moduleName(entry.file);
    const result = translateEntry(entry as SourceEntry, byName[textsExportName(entry.file)], `content/${code}/${name}.ts`, language);
    (modules[entry.file] ??= {})[entry.name] = result.value;
    issues.push(...result.issues);
  }
  return { modules, issues };
}
