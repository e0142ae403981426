/**
 * A value of the wrong type (a number where a text goes, a text where a list goes) is told in plain words,
 * "must be text, not a number", never in yup's ("must be a `string` type, but the final value was: `20250312`.").
 * The items are the content's own, with one field changed.
 */
import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { checkEntries, formatIssue, schemas, type ContentEntry } from '@/lib/content/schema';
import { offices, site, socialLinks } from '@/content/site';

/** The check's lines for `value`, as the export `name` of `file`. */
const check = (file: string, name: string, kind: ContentEntry['kind'], schema: ContentEntry['schema'], value: unknown) =>
  checkEntries([{ file, name, kind, schema, value }]).map(formatIssue);

describe('a value of the wrong type', () => {
  it('is told in plain words: text, a number, a list, an object, true or false', () => {
    const post = blogs[0]!;
    expect(
      check('content/blogs.ts', 'blogs', 'list', schemas.blogPost, [
        { ...post, title: 20250312, date: true, keywords: post.keywords.join(', '), images: { first: post.images[0] }, content: [1, ...post.content.slice(1)] },
      ]),
    ).toEqual([
      `content/blogs.ts › ${post.slug} › title: must be text, not a number`,
      `content/blogs.ts › ${post.slug} › date: must be text, not true`,
      `content/blogs.ts › ${post.slug} › keywords: must be a list [ … ], not text`,
      `content/blogs.ts › ${post.slug} › images: must be a list [ … ], not an object { … }`,
      `content/blogs.ts › ${post.slug} › content[0]: must be text, not a number`,
    ]);

    const office = offices[0]!;
    expect(check('content/site.ts', 'offices', 'list', schemas.office, [{ ...office, index: String(office.index) }])).toEqual([
      `content/site.ts › offices #1 "${office.name}" › index: must be a number, not text`,
    ]);

    const link = socialLinks[0]!;
    expect(check('content/site.ts', 'socialLinks', 'list', schemas.socialLink, [{ ...link, hidden: 'no' }, link.name])).toEqual([
      `content/site.ts › socialLinks #1 "${link.name}" › hidden: must be true or false, not text`,
      'content/site.ts › socialLinks #2 › (whole item): must be an object { … }, not text',
    ]);

    expect(check('content/site.ts', 'site', 'one', schemas.site, { ...site, announcement: site.announcement.text })).toEqual([
      'content/site.ts › site › announcement: must be an object { … }, not text',
    ]);
  });
});
