import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkSiteContent, crossChecks, languageIssues, strayLanguageFiles, translationIssues } from '@/lib/content/check';
import { checkWith } from './content-mutation';
import { contentEntries, contentModules, derivedExports, translatedContent } from '@/lib/content/registry';
import { images } from '@/content/media';
import { didYouMean } from '@/lib/content/nearest';
import { stillInSource, translateEntry } from '@/lib/content/translate';
import { translations } from '@/lib/content/translations';
import { disallowedTags, formatIssue, schemas } from '@/lib/content/schema';
import { blogs } from '@/content/blogs';
import { industries } from '@/content/industries';
import { services } from '@/content/services';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

describe('the content check', () => {
  it('passes on the site content as it is', () => {
    expect(checkSiteContent(join(process.cwd(), 'public')).map(formatIssue)).toEqual([]);
  });

  it('covers every export of every content module', () => {
    const checked = new Set(contentEntries().map((entry) => `${entry.file} › ${entry.name}`));
    const exported = Object.entries(contentModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value !== 'function')
        .map(([name]) => `${file} › ${name}`),
    );
    expect(exported.filter((name) => !checked.has(name) && !(derivedExports as readonly string[]).includes(name))).toEqual([]);
    expect(exported.length).toBeGreaterThan(30);
  });

  it('names the file, the item and the field of a missing field', () => {
    expect(checkWith('services', (items) => delete items[2].summary)).toEqual([`content/services.ts › ${services[2]!.slug} › summary: is required`]);
  });

  it('names a field the model does not have', () => {
    expect(checkWith('industries', (items) => ((items[0].lsit = items[0].list), delete items[0].list))).toEqual([
      `content/industries.ts › ${industries[0]!.slug} › lsit: is not a field here; did you mean "list"?`,
    ]);
  });

  it('names a field far from every one of a long shape with the three nearest, not the whole list', () => {
    const fields = Object.keys(schemas.ui.fields);
    expect(fields.length).toBeGreaterThan(12);
    expect(checkWith('ui', (value) => (value.pager = 'Pages'))).toEqual([`content/ui.ts › ui › pager: is not a field here (${didYouMean('pager', fields)})`]);
  });

  it('catches an unknown image key, with its position in the list', () => {
    expect(checkWith('blogs', (items) => (items[0].images[2] = 'blog-abel-3'))).toEqual([
      `content/blogs.ts › ${blogs[0]!.slug} › images[2]: "blog-abel-3" is not a media key of content/media.ts (did you mean "blog-able-3"?)`,
    ]);
  });

  it('gives the length of a text that is too long or too short', () => {
    const long = 'Antonine University moves HR, payroll, finance and procurement to Oracle Cloud';
    expect(checkWith('blogs', (items) => (items[2].title = long))).toEqual([
      `content/blogs.ts › ${blogs[2]!.slug} › title: must be at most 70 characters (it has ${long.length})`,
    ]);
    expect(checkWith('services', (items) => (items[0].page.seo.title = 'Oracle'))).toEqual([
      `content/services.ts › ${services[0]!.slug} › page.seo.title: must be at least 10 characters (it has 6)`,
    ]);
  });

  it('names both entries of a duplicate slug by position and title', () => {
    expect(checkWith('blogs', (items) => (items[3].slug = items[0].slug))).toEqual([
      `content/blogs.ts › blogs #4 "${blogs[3]!.title}" › slug: "${blogs[0]!.slug}" is also the slug of #1 "${blogs[0]!.title}"; each needs its own slug`,
    ]);
  });

  it('rejects HTML in a plain text, and allows only a few tags in slide titles', () => {
    expect(checkWith('blogs', (items) => (items[1].content[0] = 'Read <script>alert(1)</script> this'))).toEqual([
      `content/blogs.ts › ${blogs[1]!.slug} › content[0]: plain text only: remove <script>`,
    ]);
    expect(checkWith('homeSections', (sections) => (sections.team.title = 'Meet our <b>team</b>'))).toEqual([
      'content/home.ts › homeSections › team.title: plain text only: remove <b>',
    ]);
    expect(disallowedTags('Run on <strong>Oracle</strong><br/>Cloud')).toEqual([]);
    expect(disallowedTags('<img src=x onerror=alert(1)> <span class="x">a</span>')).toEqual(['<img src=x onerror=alert(1)>', '<span class="x">']);
    expect(checkWith('slides', (items) => (items[0].title = 'Hello <script>alert(1)</script>'))[0]).toBe(
      'content/home.ts › slides #1 "Hello <script>alert(1)</script>" › title: contains tags that are not allowed: <script> </script> (only br, strong, em, span)',
    );
  });

  it('reports a link to a page that does not exist, with the nearest page', () => {
    expect(checkWith('site', (value) => (value.announcement.href = '/blogs/able'))).toEqual([
      'content/site.ts › site › announcement.href: "/blogs/able" is not a page of this site (did you mean "/blog/able"?)',
    ]);
    expect(checkWith('pages', (value) => (value.thankYou.nextSteps[1].href = 'blog'))).toEqual([
      'content/pages.ts › pages › thankYou.nextSteps[1].href: must start with "/", "https://" or "mailto:"',
    ]);
  });

  it('checks the small texts too: an empty heading of a home section', () => {
    expect(checkWith('homeSections', (sections) => (sections.services.title = ' '))).toEqual(['content/home.ts › homeSections › services.title: is required']);
  });

  it('requires six benefits when a service section lists benefits', () => {
    const messages = checkWith('services', (items) => [items[0].left_right_section, items[0].right_left_section].find((s: any) => s.benefits).benefits.pop());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/benefits: must have exactly 6 items \(grid spans 2, 2, 2, 3, 3, 6\); it has 5$/);
  });

  it('names the field of a video section without a title', () => {
    const messages = checkWith('services', (items) => {
      const section = [items[0].left_right_section, items[0].right_left_section].find((s: any) => s.variant.type === 'video') ?? items[0].left_right_section;
      section.variant = { type: 'video', youtubeId: 'dQw4w9WgXcQ' };
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/_section\.variant\.videoTitle: is required$/);
  });

  it('reports a media file that does not exist', () => {
    const issues = checkSiteContent('/nonexistent-public-dir').map(formatIssue);
    expect(issues).toContain('content/media.ts › hero-erp › src: the file public/images/home/hero-erp.jpg does not exist (add it, or correct the path)');
  });

  it('names file, post and field for a missing or unknown kind and an impossible date', () => {
    const messages = checkWith('blogs', (items) => {
      delete items[0].kind;
      items[1].kind = 'Gardening';
      items[2].date = '2023-02-29';
    });
    expect(messages).toEqual([
      `content/blogs.ts › ${blogs[0]!.slug} › kind: is required`,
      `content/blogs.ts › ${blogs[1]!.slug} › kind: "Gardening" is not one of: "case-study", "article", "news", "event"`,
      `content/blogs.ts › ${blogs[2]!.slug} › date: "2023-02-29" is not a day of the calendar`,
    ]);
  });

  it('names a blank of an interface template that is missing or misspelt', () => {
    expect(
      checkWith('ui', (value) => {
        value.slider.goTo = 'Go to slide';
        value.clients.inCategory = '{{clients}} in {{categroy}}';
        value.gallery.video = 'Video {{index}}: {{title}} ({{length}})';
      }),
    ).toEqual([
      'content/ui.ts › ui › slider.goTo: must contain {{index}}, which the site fills in',
      'content/ui.ts › ui › gallery.video: {{length}} is not a blank of this text (its blanks are {{index}}, {{title}})',
      'content/ui.ts › ui › clients.inCategory: must contain {{category}}, which the site fills in',
    ]);
  });

  describe("another language's texts", () => {
    /** The Arabic texts against the source content, after `mutate` changed a copy of one module of content/ar/. */
    function arabicWith(name: string, mutate: (module: any) => void): string[] {
      const file = `content/${name}.ts`;
      const changed = structuredClone({ ...translations.ar[file] });
      mutate(changed);
      return translatedContent('ar', { ...translations.ar, [file]: changed }).issues.map(formatIssue);
    }

    it('pass as they are, in every language, and every export of a language folder is a text of the source', () => {
      expect(translationIssues().map(formatIssue)).toEqual([]);
      const exports = new Set(contentEntries().map((entry) => `${entry.file} › ${entry.name}`));
      for (const [code, modules] of Object.entries(translations)) {
        const stray = Object.entries(modules).flatMap(([name, texts]) =>
          Object.keys(texts ?? {})
            .map((exported) => `${name} › ${exported}`)
            .filter((exported) => !exports.has(exported)),
        );
        expect(stray, `content/${code}/ exports that no source module has`).toEqual([]);
      }
    });

    it('name a source post without its texts, and texts for a post the source has not', () => {
      const [first] = blogs;
      expect(arabicWith('blogs', (module) => delete module.blogs[first!.slug])).toEqual([
        `content/ar/blogs.ts › ${first!.slug} › (whole item): is missing: content/blogs.ts › blogs has this item; write its texts`,
      ]);
      expect(arabicWith('blogs', (module) => (module.blogs['no-such-post'] = module.blogs[first!.slug]))).toEqual([
        `content/ar/blogs.ts › no-such-post › (whole item): is not an item of content/blogs.ts › blogs: remove it, or give it the slug of an item there (${didYouMean(
          'no-such-post',
          blogs.map((post) => post.slug),
        )})`,
      ]);
    });

    it('name a missing or empty text, and one left in English', () => {
      const [first, second, third] = services;
      expect(
        arabicWith('services', (module) => {
          delete module.services[first!.slug].summary;
          module.services[second!.slug].page.intro.heading = ' ';
          module.services[third!.slug].extra_details[0].text = third!.extra_details[0]!.text;
        }),
      ).toEqual([
        `content/ar/services.ts › ${first!.slug} › summary: is missing: content/services.ts has ${JSON.stringify(first!.summary).slice(0, 57)}…"`,
        `content/ar/services.ts › ${second!.slug} › page.intro.heading: is missing: content/services.ts has ${JSON.stringify(second!.page.intro.heading)}`,
        `content/ar/services.ts › ${third!.slug} › extra_details[0].text: is still in English: ${JSON.stringify(third!.extra_details[0]!.text).slice(0, 57)}…"`,
      ]);
    });

    it('keep the blanks of every interface template, and the length limits', () => {
      expect(
        arabicWith('ui', (module) => {
          module.ui.slider.position = 'الشريحة {{index}}';
          module.ui.footer.groupNav = 'روابط {{groupe}}';
        }),
      ).toEqual([
        'content/ar/ui.ts › ui › footer.groupNav: must contain {{group}}, which the site fills in',
        'content/ar/ui.ts › ui › slider.position: must contain {{slidesLength}}, which the site fills in',
      ]);
      expect(arabicWith('pages', (module) => (module.pages.about.seo.title = 'من نحن'))).toEqual([
        'content/ar/pages.ts › pages › about.seo.title: must be at least 10 characters (it has 6)',
      ]);
    });

    it('tell a text left in English from a name, in a language of another script and in a Latin one', () => {
      const arabic = { name: 'العربية', script: 'Arabic' } as const;
      const french = { name: 'Français', script: 'Latin' } as const;
      expect(stillInSource('Learn more about our services and training', 'Learn more about our services and training', arabic)).toBe(true);
      expect(stillInSource('تطبيق Oracle Fusion Cloud HCM', 'Oracle Fusion Cloud HCM rollout', arabic)).toBe(false);
      expect(stillInSource('Oracle Fusion Cloud HCM', 'Oracle Fusion Cloud HCM', arabic)).toBe(false);
      expect(stillInSource('Learn more', 'Learn more', french)).toBe(true);
      expect(stillInSource('En savoir plus', 'Learn more', french)).toBe(false);
      expect(stillInSource('Oracle Fusion Cloud HCM', 'Oracle Fusion Cloud HCM', french)).toBe(false);
      expect(stillInSource('Cedrus Consulting', 'Cedrus Consulting', french)).toBe(false);
    });

    it("name a language's misspelt limit, Arabic left in a Latin-script language's text, and two items with one key", () => {
      expect(
        languageIssues([
          {
            code: 'fr',
            name: 'Français',
            short: 'FR',
            direction: 'ltr',
            script: 'Latin',
            dates: 'fr-FR',
            openGraph: 'fr_FR',
            fonts: [],
            limits: { seoTittle: { max: 60 } },
          },
        ]).map(formatIssue),
      ).toEqual([
        'content/languages.ts › fr › limits.seoTittle: is not a limit of the texts (they are: seoTitle, pageTitle, postTitle, description, heading, intro)',
      ]);
      const french = { name: 'Français', script: 'Latin' } as const;
      const [service] = services;
      const translated = translateEntry(
        { ...contentEntries().find((entry) => entry.name === 'services')!, value: [service] },
        { services: { [service!.slug]: { ...(translations.ar['content/services.ts']!.services as any)[service!.slug] } } },
        'content/fr/services.ts',
        french,
      );
      expect(translated.issues.map(formatIssue)[0]).toMatch(/^content\/fr\/services\.ts › \S+ › title: is not in Français: /);
      expect(checkWith('services', (items) => (items[0].left_right_section.benefits[1].icon = items[0].left_right_section.benefits[0].icon))[0]).toMatch(
        /› left_right_section\.benefits: two items have the icon "[^"]+": each needs its own$/,
      );
    });

    it('name a structural value written in a language file: the source holds it', () => {
      const [first] = blogs;
      expect(arabicWith('blogs', (module) => (module.blogs[first!.slug].images = first!.images))).toEqual([
        `content/ar/blogs.ts › ${first!.slug} › images: is not a text of content/blogs.ts here (the texts here are: ${'seoTitle' in first! ? 'title, seoTitle' : 'title'}, text, keywords, content)`,
      ]);
    });

    it('name a missing export, a missing alt text and a field the source does not have', () => {
      expect(arabicWith('company', (module) => delete module.contactBand)).toEqual([
        'content/ar/company.ts › contactBand › (whole export): is missing: export the texts of content/company.ts › contactBand',
      ]);
      const [key, picture] = Object.entries(images).find(([, image]) => image.alt !== '')!;
      expect(arabicWith('media', (module) => delete module.images[key])).toEqual([
        `content/ar/media.ts › ${key} › (whole item): is missing: content/media.ts › images has this item; write its texts`,
      ]);
      expect(picture.alt).not.toBe('');
      expect(arabicWith('home', (module) => (module.homeSections.team.subtitle = 'فريقنا'))).toEqual([
        'content/ar/home.ts › homeSections › team.subtitle: is not a text of content/home.ts here (the texts here are: title, text)',
      ]);
    });
  });
});

describe("a language's file that translates nothing", () => {
  it('is named, with the English file it was likely meant for', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'stray-'));
    try {
      mkdirSync(join(dir, 'ar'));
      writeFileSync(join(dir, 'ar', 'servics.ts'), 'export const services = {};\n');
      writeFileSync(join(dir, 'ar', 'services.ts'), 'export const services = {};\n');
      expect(strayLanguageFiles(dir).map(formatIssue)).toEqual([
        'content/ar/servics.ts › (whole file) › (file name): translates no file of content/, so nothing reads it: name it after the English file it translates (did you mean "services.ts"?)',
      ]);
      expect(strayLanguageFiles(join(process.cwd(), 'content'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a post’s kind and its case study', () => {
  /** The cross checks' messages while `change` holds (it edits the imported content in place), then the content as it was. */
  function crossCheckedWith(change: () => () => void): string[] {
    const restore = change();
    try {
      return crossChecks().map(formatIssue);
    } finally {
      restore();
    }
  }

  it('are each other’s: a case study without its facts, and facts of a post of another kind, are named', () => {
    const article = blogs.find((post) => post.kind !== 'case-study')!;
    const story = blogs.find((post) => post.kind === 'case-study')!;
    const messages = crossCheckedWith(() => {
      const editable = [article, story] as { kind: string }[];
      const kinds = editable.map((post) => post.kind);
      editable[0]!.kind = 'case-study';
      editable[1]!.kind = 'article';
      return () => editable.forEach((post, index) => (post.kind = kinds[index]!));
    });
    expect(messages).toEqual([
      `content/blogs.ts › ${article.slug} › kind: is "case-study" but content/case-studies.ts has no entry of this slug (add its facts, or choose another kind)`,
      `content/blogs.ts › ${story.slug} › kind: must be "case-study": content/case-studies.ts tells this post's story`,
    ]);
    expect(crossChecks()).toEqual([]);
  });
});
