// @vitest-environment node
/**
 * The editor's path: each common content mistake, made on a copy of the real content the way a staff member
 * would make it, gives exactly the check's friendly line (nothing else, exit 1), and the editing guide
 * (docs/editing.md) shows that same message, so what the guide promises is what the build prints. The check
 * runs in this process, its lines as the command prints them (tests/unit/content-copy.ts, `checkContent`).
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { credentials } from '@/content/credentials';
import { services } from '@/content/services';
import { offices, site } from '@/content/site';
import { checkContent, copyContent, repoRoot, type ContentCopy, guideMessageShapes, messageShape } from './content-copy';

const guide = readFileSync(`${repoRoot}/docs/editing.md`, 'utf8');
const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
const guideShapes = guideMessageShapes(guide, messageShape);
/** Replaces the first match of `pattern` (quotes written as ["'] match either style) and fails when nothing matched. */
const replace = (pattern: RegExp, by: string) => (source: string) => {
  if (!pattern.test(source)) throw new Error(`${pattern} is not in the file`);
  return source.replace(pattern, by);
};

interface Mistake {
  readonly name: string;
  readonly file: string;
  readonly change: (source: string) => string;
  /** The lines the check prints, given the changed file. */
  readonly expected: (changed: string) => string[];
}

/** The posts, office and link the mistakes are made on: taken from the content, so an editor may remove any. */
const [first, second] = blogs as unknown as [(typeof blogs)[number], (typeof blogs)[number]];
const gallery = blogs.find((post) => post.images.length >= 3)!;
const [office] = offices;
const { announcement } = site;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longTitle = `${first.title}, and in the whole region around it`.padEnd(75, '.');
/** 59 characters: with " | Cedrus Consulting", 79, over the 60 of search results. */
const longFrenchSeoTitle = "Premier intégrateur d'excellence Oracle HCM Cloud du Levant";
const mistakes: Mistake[] = [
  {
    name: 'a misspelt image key',
    file: 'content/blogs.ts',
    change: replace(new RegExp(`["']${gallery.images[2]}["']`), `"${gallery.images[2]}x"`),
    expected: () => [
      `content/blogs.ts › ${gallery.slug} › images[2]: "${gallery.images[2]}x" is not a media key of content/media.ts (did you mean "${gallery.images[2]}"?)`,
    ],
  },
  {
    name: 'a missing field',
    file: 'content/services.ts',
    change: replace(/^ {4}summary:\s*["'][^\n]*["'],\n/m, ''),
    expected: () => [`content/services.ts › ${services[0]!.slug} › summary: is required`],
  },
  {
    name: 'a misspelt field name',
    file: 'content/services.ts',
    change: replace(/^ {4}summary:/m, '    sumary:'),
    expected: () => [`content/services.ts › ${services[0]!.slug} › sumary: is not a field here; did you mean "summary"?`],
  },
  {
    name: 'a title that is too long',
    file: 'content/blogs.ts',
    change: replace(new RegExp(`title: ["']${escaped(first.title)}["']`), `title: "${longTitle}"`),
    expected: () => [`content/blogs.ts › ${first.slug} › title: must be at most 70 characters (it has ${longTitle.length})`],
  },
  {
    name: 'a page title longer than search results show, in one language',
    file: 'content/fr/blogs.ts',
    change: replace(new RegExp(`(^ {2}"?${first.slug}"?: \\{\\n\\s*title: "[^"\\n]*",\\n\\s*seoTitle: )"[^"\\n]*"`, 'm'), `$1"${longFrenchSeoTitle}"`),
    expected: () => [
      `content/fr/blogs.ts › ${first.slug} › seoTitle: must be at most 40 characters (it has 59): the title of /fr/blog/${first.slug}, "${longFrenchSeoTitle.replace("'", '’')} | Cedrus Consulting", has 79, over the 60 that search results show`,
    ],
  },
  {
    name: 'a duplicate slug',
    file: 'content/blogs.ts',
    change: replace(new RegExp(`slug: ["']${second.slug}["']`), `slug: "${first.slug}"`),
    expected: () => [`content/blogs.ts › blogs #2 "${second.title}" › slug: "${first.slug}" is also the slug of #1 "${first.title}"; each needs its own slug`],
  },
  {
    name: 'a picture file that does not exist',
    file: 'content/media.ts',
    change: replace(/["']\/images\/home\/partner\.jpg["']/, '"/images/home/partner-2024.jpg"'),
    expected: () => [
      'content/media.ts › partner › src: the file public/images/home/partner-2024.jpg does not exist, but public/images/home/partner.jpg is there, which nothing registers: correct the path, or rename the file',
    ],
  },
  {
    name: 'a picture registered at a size that is not its own',
    file: 'content/media.ts',
    change: replace(/(["']\/images\/home\/partner\.jpg["'],\s*)1200,\s*800,/, '$1800, 1200,'),
    expected: () => ['content/media.ts › partner › width and height: is registered as 800×1200 but the file is 1200×800: set width: 1200, height: 800'],
  },
  {
    name: 'HTML in a text',
    file: 'content/blogs.ts',
    change: replace(/(content: \[\n\s*["'])(\w+)/, '$1<b>$2</b>'),
    expected: () => [`content/blogs.ts › ${first.slug} › content[0]: plain text only: remove <b>`],
  },
  {
    name: 'an apostrophe in a text written between single quotes',
    file: 'content/site.ts',
    change: replace(new RegExp(`city: ["']${office.city}["']`), `city: '${office.city}'s HQ'`),
    expected: (changed) => [
      `content/site.ts › line ${lineOf(changed, `'${office.city}'s HQ'`)}: the apostrophe in "${office.city}'s" ends the text early; write the whole text between double quotes ("…") so it can contain apostrophes.`,
    ],
  },
  {
    name: 'a missing comma',
    file: 'content/blogs.ts',
    change: replace(new RegExp(`(date: (?:sample\\()?["']${first.date}["']\\)?),`), '$1'),
    expected: (changed) => [
      `content/blogs.ts › line ${lineOf(changed, first.date)}: a comma is missing at the end of this line (every field and list item ends with ",").`,
    ],
  },
  {
    name: 'a link to a page that does not exist',
    file: 'content/site.ts',
    change: replace(new RegExp(`href: ["']${announcement.href}["']`), `href: "${announcement.href.replace('/blog/', '/blogs/')}"`),
    expected: () => [
      `content/site.ts › site › announcement.href: "${announcement.href.replace('/blog/', '/blogs/')}" is not a page of this site (did you mean "${announcement.href}"?)`,
    ],
  },
  {
    name: 'an unknown flag code for an office',
    file: 'content/site.ts',
    change: replace(/flag: ["']FR["']/, 'flag: "DE"'),
    expected: () => ['content/site.ts › offices #2 "France" › flag: "DE" is not one of: "LB", "FR", "AE", "US", "SA", "EG", "IQ", "MX", "QA", "SN"'],
  },
  {
    name: 'a credential in a group the page does not have',
    file: 'content/credentials.ts',
    change: replace(/group: ["']oracle-partnership["']/, 'group: "partners"'),
    expected: () => [
      `content/credentials.ts › credentials #1 "${credentials[0]!.title}" › group: "partners" is not one of: "oracle-partnership", "certified-consultants", "awards", "security"`,
    ],
  },
  {
    name: "a post's slug misspelt in the Arabic file",
    file: 'content/ar/blogs.ts',
    change: replace(new RegExp(`^ {2}"?${first.slug}"?: \\{`, 'm'), `  "${first.slug}x": {`),
    expected: () => [
      `content/ar/blogs.ts › ${first.slug}x › (whole item): is not an item of content/blogs.ts › blogs; did you mean "${first.slug}"? (that item has no texts here)`,
    ],
  },
];

let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent();
});
afterEach(() => copy.restore());
afterAll(() => copy.remove());

describe('a content mistake, as the editor meets it', { timeout: 30_000 }, () => {
  for (const mistake of mistakes) {
    it(`${mistake.name}: one friendly line, exit 1, and the same message in docs/editing.md`, async () => {
      const changed = copy.edit(mistake.file, mistake.change);
      const lines = mistake.expected(changed);
      const run = await checkContent(copy.root);
      expect(run.stderr).toBe(`Content check failed with ${lines.length} problem(s):\n${lines.map((line) => `  ${line}\n`).join('')}`);
      expect(run.stdout).toBe('');
      expect(run.status).toBe(1);
      for (const line of lines) expect(guideShapes, `docs/editing.md should show: ${line}`).toContain(messageShape(line));
    });
  }
});
