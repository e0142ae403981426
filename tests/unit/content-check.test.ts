import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkSiteContent, siteCollections } from '@/content/check';
import { checkCollections, disallowedTags, formatIssue, schemas } from '@/content/schema';
import { services } from '@/content/services';
import { solutions } from '@/content/solutions';
import { blogs } from '@/content/blogs';
import { clients } from '@/content/clients';
import { slides } from '@/content/home';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */
const clone = (value: readonly unknown[]): any[] => JSON.parse(JSON.stringify(value));

function issuesFor(file: string, items: readonly unknown[], schema: (typeof schemas)[keyof typeof schemas], unique?: string[]) {
  return checkCollections([{ file, items, schema, unique, itemName: file.endsWith('home.ts') ? (_, key) => `slide ${key}` : undefined }]).map(formatIssue);
}

describe('the content check', () => {
  it('passes on the site content as it is', () => {
    expect(checkSiteContent(join(process.cwd(), 'public')).map(formatIssue)).toEqual([]);
    expect(siteCollections().length).toBeGreaterThan(10);
  });

  it('names the file, the item and the field of a missing field', () => {
    const broken = clone(services);
    delete (broken[2] as { summary?: string }).summary;
    expect(issuesFor('content/services.ts', broken, schemas.service)).toEqual(['content/services.ts › training › summary: is required']);
  });

  it('catches an unknown image key', () => {
    const broken = clone(solutions);
    (broken[1] as { image: string }).image = 'hero-typo';
    expect(issuesFor('content/solutions.ts', broken, schemas.solution)).toEqual([
      'content/solutions.ts › oracle-cloud-solutions › image: "hero-typo" is not an image key of content/media.ts',
    ]);
  });

  it('catches a bad slug', () => {
    const broken = clone(clients);
    (broken[0] as { slug: string }).slug = 'Antonine University';
    const issues = issuesFor('content/clients.ts', broken, schemas.client);
    expect(issues).toEqual(['content/clients.ts › Antonine University › slug: must be lowercase words joined by hyphens (e.g. "oil-gas")']);
  });

  it('catches a duplicate slug', () => {
    const broken = clone(blogs);
    (broken[1] as { slug: string }).slug = broken[0].slug;
    expect(issuesFor('content/blogs.ts', broken, schemas.blog, ['slug'])).toEqual([
      `content/blogs.ts › ${broken[0].slug} › slug: "${broken[0].slug}" is already used by ${broken[0].slug}`,
    ]);
  });

  it('catches an empty title and a title that is too long', () => {
    const broken = clone(services);
    (broken[0].page.seo as { title: string }).title = '';
    (broken[1].page.seo as { title: string }).title = 'A title that goes on far beyond what a results page shows';
    expect(issuesFor('content/services.ts', broken, schemas.service)).toEqual([
      'content/services.ts › consultancy-implementation › page.seo.title: is required',
      'content/services.ts › technology › page.seo.title: must be at most 45 characters',
    ]);
  });

  it('catches an empty and a too long description', () => {
    const broken = clone(blogs);
    (broken[0] as { text: string }).text = '   ';
    (broken[1] as { text: string }).text = 'x'.repeat(161);
    const issues = issuesFor('content/blogs.ts', broken, schemas.blog);
    expect(issues).toContain(`content/blogs.ts › ${blogs[0]!.slug} › text: is required`);
    expect(issues).toContain(`content/blogs.ts › ${blogs[1]!.slug} › text: must be at most 160 characters`);
  });

  it('rejects HTML outside the allow-list in slide titles', () => {
    expect(disallowedTags('Run on <strong>Oracle</strong><br/>Cloud')).toEqual([]);
    expect(disallowedTags('<img src=x onerror=alert(1)> <span class="x">a</span>')).toEqual(['<img src=x onerror=alert(1)>', '<span class="x">']);
    const broken = clone(slides);
    (broken[0] as { title: string }).title = 'Hello <script>alert(1)</script>';
    expect(issuesFor('content/home.ts', broken, schemas.slide)[0]).toMatch(
      /^content\/home\.ts › slide #1 › title: contains tags that are not allowed: <script> <\/script>/,
    );
  });

  it('requires six benefits when a service section lists benefits', () => {
    const broken = clone(services);
    const section = [broken[0].left_right_section, broken[0].right_left_section].find((s) => s.benefits);
    section.benefits.pop();
    expect(issuesFor('content/services.ts', broken, schemas.service)[0]).toMatch(/benefits: must have exactly 6 items/);
  });

  it('reports a media file that does not exist', () => {
    const issues = checkSiteContent('/nonexistent-public-dir').map(formatIssue);
    expect(issues).toContain('content/media.ts › hero-erp › src: file public/images/home/hero-erp.jpg does not exist');
  });
});
