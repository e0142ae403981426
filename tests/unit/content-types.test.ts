/**
 * A value of the wrong type (a number where a text goes, a text where a list goes) is told in plain words,
 * "is a number (20250312); it should be text", never in yup's ("must be a `string` type, but the final value was: `20250312`.").
 * The items are the content's own, with one field changed.
 */
import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { checkEntries, formatIssue, schemas, type ContentEntry } from '@/lib/content/schema';
import { offices, site, socialLinks } from '@/content/site';

/** A text as the lines quote it: its first 29 characters and "…" when longer than 30. */
const shortened = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

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
      `content/blogs.ts › ${post.slug} › title: is a number (20250312); it should be text`,
      `content/blogs.ts › ${post.slug} › date: is true; it should be a date in quotes, like "2024-05-14"`,
      `content/blogs.ts › ${post.slug} › keywords: is text (${JSON.stringify(shortened(post.keywords.join(', ')))}); it should be a list [ … ]`,
      `content/blogs.ts › ${post.slug} › images: is an object { … }; it should be a list [ … ]`,
      `content/blogs.ts › ${post.slug} › content[0]: is a number (1); it should be text`,
    ]);

    const office = offices[0]!;
    expect(check('content/site.ts', 'offices', 'list', schemas.office, [{ ...office, index: String(office.index) }])).toEqual([
      `content/site.ts › offices #1 "${office.name}" › index: is text ("${office.index}"); it should be a number`,
    ]);

    const link = socialLinks[0]!;
    expect(check('content/site.ts', 'socialLinks', 'list', schemas.socialLink, [{ ...link, hidden: 'no' }, link.name])).toEqual([
      `content/site.ts › socialLinks #1 "${link.name}" › hidden: is text ("no"); it should be true or false`,
      `content/site.ts › socialLinks #2 › (whole item): is text ("${link.name}"); it should be an object { … }`,
    ]);

    expect(check('content/site.ts', 'site', 'one', schemas.site, { ...site, announcement: site.announcement.text })).toEqual([
      `content/site.ts › site › announcement: is text (${JSON.stringify(shortened(site.announcement.text))}); it should be an object { … }`,
    ]);
  });
});
