/**
 * What search results show of every page (lib/pages/heads.ts, lib/content/check.ts `pageHeadIssues`): the
 * heads the content check reads are the ones the pages render, and a title or a description longer than
 * search results show is one line naming the file, the item and the field, its length and its limit.
 */
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/content/languages';
import { pageHeadIssues, siteHeadIssues } from '@/lib/content/check';
import { formatIssue, LIMITS } from '@/lib/content/schema';
import { localePath, locales } from '@/lib/i18n';
import { siteContent, type SiteContent } from '@/lib/pages/content';
import { pageHeads, pageTitle } from '@/lib/pages/heads';
import { languagePageProps, pagePathsIn } from '@/lib/pages/route-table';
import type { SeoHead } from '@/lib/pages/seo';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

const language = (code: string): Language => languages.find((entry) => entry.code === code)!;
const issuesOf = (content: SiteContent) => pageHeadIssues(pageHeads(content), language(content.locale)).map(formatIssue);

describe("every page's head", () => {
  it('is the one each page renders: its title with the brand and its description, in every language', async () => {
    for (const locale of locales) {
      const content = siteContent(locale);
      const heads = new Map(pageHeads(content).map((head) => [head.path, head]));
      const paths = await pagePathsIn(locale);
      expect([...heads.keys()].sort(), locale).toEqual([...paths].sort());
      for (const path of paths) {
        const { props } = await languagePageProps(locale, path);
        const { tags } = (props as unknown as { seo: SeoHead }).seo;
        const head = heads.get(path)!;
        const shown = {
          title: tags.find((tag) => tag.tag === 'title')?.text,
          description: tags.find((tag) => tag.attributes.name === 'description')?.attributes.content,
        };
        expect(shown, localePath(locale, path)).toEqual({ title: pageTitle(head.title, content.site.name), description: head.description });
        expect([head.sources.title.shown, head.sources.description.shown], localePath(locale, path)).toEqual([shown.title, shown.description]);
      }
    }
  });

  it('fits in search results on the site as it is: titles at most 60 characters with the brand, descriptions at most 160', () => {
    expect(LIMITS.pageTitle.max).toBe(60);
    expect(LIMITS.description.max).toBe(160);
    expect(siteHeadIssues().map(formatIssue)).toEqual([]);
  });
});

describe('a page title or description too long for search results', () => {
  const french = siteContent('fr');
  const [post] = french.blogs;
  const withPost = (changes: Record<string, string | undefined>): SiteContent => ({
    ...french,
    blogs: french.blogs.map((item) => (item.slug === post!.slug ? ({ ...item, ...changes } as any) : item)),
  });

  it('is one line in the language it is too long in, with the length and the limit, and none in the others', () => {
    const long = 'Newroz Telecom pilote la finance de son réseau';
    expect(issuesOf(withPost({ seoTitle: long }))).toEqual([
      `content/fr/blogs.ts › ${post!.slug} › seoTitle: must be at most 40 characters (it has ${long.length}): the title of /fr/blog/${post!.slug}, "${long} | Cedrus Consulting", has ${long.length + 20}, over the 60 that search results show`,
    ]);
    expect(issuesOf(siteContent('en'))).toEqual([]);
    expect(issuesOf(siteContent('ar'))).toEqual([]);
  });

  it("names a post's title where the post has no seoTitle, and says it may have one", () => {
    const title = 'Premier intégrateur d’excellence Oracle HCM Cloud du Levant';
    expect(issuesOf(withPost({ title, seoTitle: undefined }))).toEqual([
      `content/fr/blogs.ts › ${post!.slug} › title: must be at most 40 characters (it has ${title.length}): the title of /fr/blog/${post!.slug}, "${title} | Cedrus Consulting", has ${title.length + 20}, over the 60 that search results show; or give the post a shorter seoTitle`,
    ]);
  });

  it('names a text that several pages show once, by its longest page, with the room it leaves', () => {
    const description = `${'Nos analyses, cas clients et actualités '.repeat(4)}sur {{topic}}.`;
    const content = { ...french, pages: { ...french.pages, blogTopic: { ...french.pages.blogTopic, description } } } as SiteContent;
    const heads = pageHeads(content).filter((head) => head.sources.description.field === 'blogTopic.description');
    const longest = heads.reduce((a, b) => (b.description.length > a.description.length ? b : a));
    const room = 160 - (longest.description.length - description.length);
    expect(issuesOf(content)).toEqual([
      `content/fr/pages.ts › pages › blogTopic.description: must be at most ${room} characters (it has ${description.length}): the description of /fr${longest.path} has ${longest.description.length}, over the 160 that search results show`,
    ]);
  });

  it("follows a language's own limit (content/languages.ts)", () => {
    const long = withPost({ seoTitle: 'Newroz Telecom pilote la finance de son réseau' });
    expect(pageHeadIssues(pageHeads(long), { ...language('fr'), limits: { pageTitle: { max: 70 } } })).toEqual([]);
  });
});
