/**
 * The content check over the real site content: every collection against its schema, slugs and
 * titles unique, and every media file present under public/. Run by scripts/check-content.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { object, string } from 'yup';
import { blogs } from './blogs';
import { careerBenefits, careerCta, deliveryModel } from './careers';
import { clients } from './clients';
import { contactBand, markets, stats, story, timeline, whyChoose } from './company';
import { homeSections, slides } from './home';
import { industries } from './industries';
import { icons, images, videos } from './media';
import { pages } from './pages';
import { policies } from './policies';
import { checkCollections, schemas, type CollectionToCheck, type ContentIssue } from './schema';
import { services } from './services';
import { solutions } from './solutions';
import { badges, team } from './team';

const plain = object({ title: string().trim().required('is required') });

export function siteCollections(): CollectionToCheck[] {
  return [
    { file: 'content/solutions.ts', items: solutions, schema: schemas.solution, unique: ['slug', 'title'] },
    { file: 'content/services.ts', items: services, schema: schemas.service, unique: ['slug', 'title'] },
    { file: 'content/industries.ts', items: industries, schema: schemas.industry, unique: ['slug', 'title'] },
    { file: 'content/clients.ts', items: clients, schema: schemas.client, unique: ['slug', 'label'] },
    { file: 'content/blogs.ts', items: blogs, schema: schemas.blog, unique: ['slug', 'title'] },
    { file: 'content/policies.ts', items: policies, schema: schemas.policy, unique: ['slug'] },
    { file: 'content/pages.ts', items: pages, schema: schemas.page },
    { file: 'content/home.ts', items: slides, schema: schemas.slide, itemName: (_, key) => `slide ${key}` },
    { file: 'content/home.ts', items: { homeSections }, schema: object().required() },
    { file: 'content/team.ts', items: team, schema: schemas.teamMember, unique: ['name'] },
    { file: 'content/team.ts', items: badges.map((image) => ({ image })), schema: schemas.badge },
    { file: 'content/company.ts', items: timeline, schema: schemas.timelineItem },
    { file: 'content/company.ts', items: whyChoose, schema: schemas.imageItem },
    { file: 'content/company.ts', items: [story, ...stats.map((stat) => ({ title: stat.label })), ...markets.map((m) => ({ title: m.label }))], schema: plain },
    { file: 'content/company.ts', items: { contactBand }, schema: plain },
    { file: 'content/careers.ts', items: [...careerBenefits, deliveryModel], schema: schemas.imageItem },
    { file: 'content/careers.ts', items: { careerCta }, schema: plain },
  ];
}

/** Every registered media file must exist under public/ (staff replace files one for one). */
export function missingMediaFiles(publicDir: string): ContentIssue[] {
  const entries: [string, string][] = [
    ...Object.entries(images).map(([key, asset]) => [key, asset.src] as [string, string]),
    ...Object.entries(videos).map(([key, asset]) => [key, asset.src] as [string, string]),
    ...Object.entries(icons).map(([key, src]) => [key, src] as [string, string]),
  ];
  return entries
    .filter(([, src]) => !existsSync(join(publicDir, src)))
    .map(([key, src]) => ({ file: 'content/media.ts', item: key, field: 'src', message: `file public${src} does not exist` }));
}

/** Cross-collection rules the schemas cannot see. */
export function crossChecks(): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const titles = new Map<string, string>();
  const seoItems: [string, string, { seo: { title: string } }][] = [
    ...Object.entries(pages).map(([key, page]) => ['content/pages.ts', key, page] as [string, string, { seo: { title: string } }]),
    ...solutions.map((item) => ['content/solutions.ts', item.slug, item.page] as [string, string, { seo: { title: string } }]),
    ...services.map((item) => ['content/services.ts', item.slug, item.page] as [string, string, { seo: { title: string } }]),
    ...industries.map((item) => ['content/industries.ts', item.slug, item.page] as [string, string, { seo: { title: string } }]),
    ...policies.map((item) => ['content/policies.ts', item.slug, item.page] as [string, string, { seo: { title: string } }]),
  ];
  for (const [file, item, page] of seoItems) {
    const previous = titles.get(page.seo.title);
    if (previous) issues.push({ file, item, field: 'page.seo.title', message: `"${page.seo.title}" is already the title of ${previous}` });
    else titles.set(page.seo.title, `${file} › ${item}`);
  }
  const solutionIds = solutions
    .map((item) => item.id)
    .sort()
    .join(',');
  if (solutionIds !== '0,1,2,3')
    issues.push({ file: 'content/solutions.ts', item: '(all)', field: 'id', message: `ids must be 0, 1, 2 and 3 (found ${solutionIds})` });
  return issues;
}

export function checkSiteContent(publicDir: string): ContentIssue[] {
  return [...checkCollections(siteCollections()), ...crossChecks(), ...missingMediaFiles(publicDir)];
}
