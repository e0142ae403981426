/**
 * The content check over the real site content: every export of every content module against its
 * schema (content/schema.ts), slugs and titles unique, links to pages that exist, and every media
 * file present under public/. Run first by `npm run build` (scripts/check-content.ts) and shown by
 * the preview (`npm run dev`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routesIn } from '@/lib/build/site-routes';
import * as blogs from './blogs';
import * as careers from './careers';
import * as clients from './clients';
import * as company from './company';
import * as contact from './contact';
import * as home from './home';
import * as industries from './industries';
import * as media from './media';
import * as navigation from './navigation';
import * as pages from './pages';
import * as policies from './policies';
import { checkEntries, listItemName, schemas, type ContentEntry, type ContentIssue } from './schema';
import * as services from './services';
import * as site from './site';
import * as solutions from './solutions';
import * as team from './team';
import * as ui from './ui';
import * as ar from './ar';
import { twinIssues } from './twins';

/** The content modules by file, as loaded: the completeness test walks their exports. */
export const contentModules = {
  'content/blogs.ts': blogs,
  'content/careers.ts': careers,
  'content/clients.ts': clients,
  'content/company.ts': company,
  'content/contact.ts': contact,
  'content/home.ts': home,
  'content/industries.ts': industries,
  'content/media.ts': media,
  'content/navigation.ts': navigation,
  'content/pages.ts': pages,
  'content/policies.ts': policies,
  'content/services.ts': services,
  'content/site.ts': site,
  'content/solutions.ts': solutions,
  'content/team.ts': team,
  'content/ui.ts': ui,
} as const;

/** The Arabic twin of each content module (content/ar/<same name>), as loaded. */
export const arabicModules: Record<string, Record<string, unknown>> = {
  'content/blogs.ts': ar.blogs,
  'content/careers.ts': ar.careers,
  'content/clients.ts': ar.clients,
  'content/company.ts': ar.company,
  'content/contact.ts': ar.contact,
  'content/home.ts': ar.home,
  'content/industries.ts': ar.industries,
  'content/media.ts': ar.media,
  'content/navigation.ts': ar.navigation,
  'content/pages.ts': ar.pages,
  'content/policies.ts': ar.policies,
  'content/services.ts': ar.services,
  'content/site.ts': ar.site,
  'content/solutions.ts': ar.solutions,
  'content/team.ts': ar.team,
  'content/ui.ts': ar.ui,
};

/** Exports that say nothing in a language (settings, keys, files): they have no Arabic twin. */
const untranslated = new Set([
  'content/site.ts › contact',
  'content/site.ts › site',
  'content/site.ts › socialLinks',
  'content/site.ts › brandImages',
  'content/media.ts › images',
  'content/media.ts › videos',
  'content/media.ts › icons',
]);

/** Exports computed from other content (not written by editors), so not checked on their own. */
export const derivedExports = ['content/site.ts › visibleSocialLinks'] as const;

const one = (file: string, name: string, value: unknown, schema: ContentEntry['schema']): ContentEntry => ({ file, name, value, kind: 'one', schema });
const list = (file: string, name: string, value: unknown, schema: ContentEntry['schema'], unique?: readonly string[]): ContentEntry => ({
  file,
  name,
  value,
  kind: 'list',
  schema,
  unique,
});
const record = (file: string, name: string, value: unknown, schema: ContentEntry['schema']): ContentEntry => ({ file, name, value, kind: 'record', schema });

/** Every editable export of content/ with its shape. */
export function contentEntries(): ContentEntry[] {
  return [
    list('content/solutions.ts', 'solutions', solutions.solutions, schemas.solution, ['slug', 'title']),
    list('content/services.ts', 'services', services.services, schemas.service, ['slug', 'title']),
    list('content/industries.ts', 'industries', industries.industries, schemas.industry, ['slug', 'title']),
    one('content/industries.ts', 'industryPresence', industries.industryPresence, schemas.sectionHeading),
    list('content/clients.ts', 'clients', clients.clients, schemas.client, ['slug', 'label']),
    one('content/clients.ts', 'clientsDirectoryCopy', clients.clientsDirectoryCopy, schemas.clientsDirectoryCopy),
    list('content/blogs.ts', 'blogs', blogs.blogs, schemas.blogPost, ['slug', 'title']),
    list('content/policies.ts', 'policies', policies.policies, schemas.policy, ['slug']),
    one('content/pages.ts', 'pages', pages.pages, schemas.pages),
    list('content/home.ts', 'slides', home.slides, schemas.slide),
    one('content/home.ts', 'homeSections', home.homeSections, schemas.homeSections),
    list('content/team.ts', 'team', team.team, schemas.teamMember, ['name']),
    list('content/team.ts', 'badges', team.badges, schemas.imageKey),
    list('content/company.ts', 'stats', company.stats, schemas.stat),
    list('content/company.ts', 'markets', company.markets, schemas.marketFlag),
    list('content/company.ts', 'timeline', company.timeline, schemas.timelineItem),
    list('content/company.ts', 'whyChoose', company.whyChoose, schemas.whyChooseItem),
    one('content/company.ts', 'story', company.story, schemas.companyStory),
    one('content/company.ts', 'contactBand', company.contactBand, schemas.contactBand),
    list('content/careers.ts', 'careerBenefits', careers.careerBenefits, schemas.careerItem),
    one('content/careers.ts', 'deliveryModel', careers.deliveryModel, schemas.imageSection),
    one('content/careers.ts', 'careerCta', careers.careerCta, schemas.careerCta),
    one('content/contact.ts', 'contactCard', contact.contactCard, schemas.contactCard),
    one('content/contact.ts', 'contactFormCopy', contact.contactFormCopy, schemas.contactFormCopy),
    one('content/navigation.ts', 'menuCopy', navigation.menuCopy, schemas.menuCopy),
    one('content/ui.ts', 'ui', ui.ui, schemas.ui),
    one('content/site.ts', 'contact', site.contact, schemas.contactDetails),
    one('content/site.ts', 'site', site.site, schemas.site),
    list('content/site.ts', 'offices', site.offices, schemas.office, ['city']),
    list('content/site.ts', 'socialLinks', site.socialLinks, schemas.socialLink, ['name']),
    one('content/site.ts', 'brandImages', site.brandImages, schemas.brandImages),
    record('content/media.ts', 'images', media.images, schemas.imageAsset),
    record('content/media.ts', 'videos', media.videos, schemas.videoAsset),
    record('content/media.ts', 'icons', media.icons, schemas.iconPath),
  ];
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
  const seoItems: [string, string, { seo?: { title?: string } } | undefined][] = [
    ...Object.entries(pages.pages).map(([key, page]) => ['content/pages.ts', `pages.${key}`, page] as [string, string, { seo?: { title?: string } }]),
    ...solutions.solutions.map((item) => ['content/solutions.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...services.services.map((item) => ['content/services.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...industries.industries.map((item) => ['content/industries.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
    ...policies.policies.map((item) => ['content/policies.ts', item.slug, item.page] as [string, string, { seo?: { title?: string } }]),
  ];
  for (const [file, item, page] of seoItems) {
    const title = page?.seo?.title;
    if (typeof title !== 'string' || title === '') continue;
    const previous = titles.get(title);
    if (previous) issues.push({ file, item, field: 'page.seo.title', message: `"${title}" is already the title of ${previous}; each page needs its own` });
    else titles.set(title, `${file} › ${item}`);
  }
  const solutionIds = solutions.solutions
    .map((item) => item.id)
    .sort()
    .join(', ');
  if (solutionIds !== '0, 1, 2, 3')
    issues.push({ file: 'content/solutions.ts', item: 'solutions', field: 'id', message: `the ids must be 0, 1, 2 and 3, one each (they are ${solutionIds})` });
  return issues;
}

const arabicFile = (file: string) => file.replace('content/', 'content/ar/');

/**
 * Every English text has its Arabic twin: each content module has a content/ar/ module with the same
 * exports, shapes and non-text values, and an Arabic text wherever English has a text.
 */
export function arabicTwinIssues(entries: readonly ContentEntry[] = contentEntries(), modules = arabicModules): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    if (untranslated.has(`${entry.file} › ${entry.name}`)) continue;
    const file = arabicFile(entry.file);
    const arabic = modules[entry.file]?.[entry.name];
    if (arabic === undefined) {
      issues.push({ file, item: entry.name, field: '(whole export)', message: `is missing: export the Arabic twin of ${entry.file} › ${entry.name}` });
      continue;
    }
    const place = { file, englishFile: entry.file };
    if (entry.kind === 'list' && Array.isArray(entry.value) && Array.isArray(arabic)) {
      const english = entry.value as readonly unknown[];
      if (english.length !== arabic.length) {
        issues.push({
          file,
          item: entry.name,
          field: '(whole list)',
          message: `has ${arabic.length} item(s) where ${entry.file} has ${english.length}: every item needs its Arabic twin, in the same order`,
        });
        continue;
      }
      english.forEach((item, index) =>
        issues.push(...twinIssues(entry.schema, item, arabic[index], { ...place, item: listItemName(entry.name, item, index) })),
      );
    } else if (entry.kind === 'record') {
      for (const [key, value] of Object.entries(entry.value as Record<string, unknown>))
        issues.push(...twinIssues(entry.schema, value, (arabic as Record<string, unknown>)[key], { ...place, item: key }));
    } else issues.push(...twinIssues(entry.schema, entry.value, arabic, { ...place, item: entry.name }));
  }
  // The few texts of site.ts (tagline, announcement, the logo's alts) and media.ts that are not whole exports.
  const arSiteModule = modules['content/site.ts'] ?? {};
  for (const field of ['tagline', 'announcement'] as const)
    issues.push(
      ...twinIssues(schemas.site.fields[field] as unknown as ContentEntry['schema'], site.site[field], arSiteModule[field], {
        file: 'content/ar/site.ts',
        englishFile: 'content/site.ts',
        item: field,
      }),
    );
  const logoAlts = (arSiteModule.brandImageAlts ?? {}) as Record<string, unknown>;
  for (const [key, image] of Object.entries(site.brandImages))
    issues.push(
      ...twinIssues(schemas.text, image.alt, logoAlts[key], { file: 'content/ar/site.ts', englishFile: 'content/site.ts', item: 'brandImageAlts' }, key),
    );
  const arMediaModule = modules['content/media.ts'] ?? {};
  const alts = (arMediaModule.imageAlts ?? {}) as Record<string, unknown>;
  const titles = (arMediaModule.videoTitles ?? {}) as Record<string, unknown>;
  const place = (item: string) => ({ file: 'content/ar/media.ts', englishFile: 'content/media.ts', item });
  for (const [key, image] of Object.entries(media.images))
    if (image.alt) issues.push(...twinIssues(schemas.text, image.alt, alts[key], place('imageAlts'), key));
  for (const [key, video] of Object.entries(media.videos)) issues.push(...twinIssues(schemas.text, video.title, titles[key], place('videoTitles'), key));
  return issues;
}

/** The English content first; the Arabic twins once it is sound, so that one mistake is one message. */
export function checkSiteContent(publicDir: string): ContentIssue[] {
  const english = [...checkEntries(contentEntries(), { routes: routesIn('en') }), ...crossChecks(), ...missingMediaFiles(publicDir)];
  return english.length > 0 ? english : arabicTwinIssues();
}
