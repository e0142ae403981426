import { afterEach, describe, expect, it } from 'vitest';
import { KIND_TOPICS } from '@/lib/insights';
import { blogCard, blogGridLayout, excerpt, formatPostDate, kindLink, SUMMARY_LENGTH } from '@/lib/pages/blog';
import { blogTopicPath } from '@/lib/routes';
import { locales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { pickRelated } from '@/lib/browser/related';
import { newestFirst } from '@/lib/pages/collections';
import { seededRandom } from '@/lib/pages/seeded-random';
import { POPUP_SIZES, shareLinks, shareUrl, sharedPostUrl, SHARE_NETWORKS } from '@/lib/share';
import { rssXml } from '@/lib/build/rss';
import { blogPosting, breadcrumbList } from '@/lib/pages/jsonld';

const url = 'https://www.example.com/blog/able.html';
const title = `R&D #1: "Oracle" أوراكل`;

describe('share URLs', () => {
  it('builds the shared address from host, post path and .html', () => {
    expect(sharedPostUrl('https://www.example.com/', '/blog/able')).toBe(url);
    expect(() => sharedPostUrl('https://www.example.com', '')).toThrow(/non-empty url/);
  });

  it('Facebook: the url and the title as a #hashtag', () => {
    const link = new URL(shareUrl('facebook', url, title));
    expect(link.origin + link.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(link.searchParams.get('u')).toBe(url);
    expect(link.searchParams.get('hashtag')).toBe(`#${title}`);
    expect(shareUrl('facebook', url, title)).toContain('hashtag=%23R%26D%20%231%3A%20%22Oracle%22%20%D8%A3');
  });

  it('X, LinkedIn, WhatsApp and Telegram: the title as share text', () => {
    const x = new URL(shareUrl('x', url, title));
    expect([x.hostname, x.searchParams.get('url'), x.searchParams.get('text')]).toEqual(['x.com', url, title]);
    const linkedin = new URL(shareUrl('linkedin', url, title));
    expect([linkedin.hostname, linkedin.searchParams.get('url'), linkedin.searchParams.get('title')]).toEqual(['www.linkedin.com', url, title]);
    const whatsapp = new URL(shareUrl('whatsapp', url, title));
    expect([whatsapp.hostname, whatsapp.searchParams.get('text')]).toEqual(['api.whatsapp.com', `${title} ${url}`]);
    const telegram = new URL(shareUrl('telegram', url, title));
    expect([telegram.hostname, telegram.searchParams.get('url'), telegram.searchParams.get('text')]).toEqual(['t.me', url, title]);
  });

  it('never leaves &, #, quotes or spaces unencoded in a query value', () => {
    for (const network of SHARE_NETWORKS) {
      const query = shareUrl(network, url, title).split('?')[1]!;
      for (const pair of query.split('&')) expect(pair.split('=')[1]).not.toMatch(/[&#"' ]/);
    }
  });

  it('asserts a url is given', () => {
    expect(() => shareUrl('x', '', title)).toThrow(/non-empty url/);
  });

  it('gives the five links in order with popups of 550×400, or 750×600 for LinkedIn', () => {
    const links = shareLinks(url, title);
    expect(links.map((link) => link.label)).toEqual(['Facebook', 'X', 'LinkedIn', 'WhatsApp', 'Telegram']);
    expect(links.map((link) => [link.width, link.height])).toEqual([
      [550, 400],
      [550, 400],
      [750, 600],
      [550, 400],
      [550, 400],
    ]);
    expect(POPUP_SIZES.linkedin).toEqual({ width: 750, height: 600 });
    expect(() => shareLinks('', title)).toThrow(/non-empty url/);
  });
});

describe('related posts', () => {
  const posts = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => ({ slug }));

  it('picks three distinct others, never the current one', () => {
    for (let run = 0; run < 50; run += 1) {
      const picked = pickRelated(posts, 'c', Math.random).map((post) => post.slug);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      expect(picked).not.toContain('c');
    }
  });

  it('is deterministic for a seed and varies across seeds', () => {
    const first = pickRelated(posts, 'a', seededRandom('a')).map((post) => post.slug);
    expect(pickRelated(posts, 'a', seededRandom('a')).map((post) => post.slug)).toEqual(first);
    const choices = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
        pickRelated(posts, 'zzz', seededRandom(seed))
          .map((p) => p.slug)
          .join(),
      ),
    );
    expect(choices.size).toBeGreaterThan(1);
  });
});

describe('post order', () => {
  it("puts the newest first, whatever the order of the collection, and keeps a day's posts in file order", () => {
    const posts = [
      { slug: 'old', date: '2019-05-21' },
      { slug: 'newest', date: '2024-09-17' },
      { slug: 'same-day-a', date: '2021-01-10' },
      { slug: 'same-day-b', date: '2021-01-10' },
      { slug: 'december', date: '2020-12-01' },
    ];
    expect(newestFirst(posts).map((post) => post.slug)).toEqual(['newest', 'same-day-a', 'same-day-b', 'december', 'old']);
    expect(posts[0]!.slug).toBe('old');
  });
});

describe('rss and JSON-LD', () => {
  it('lists items newest first with escaped text and absolute links', () => {
    const xml = rssXml(
      { siteUrl: 'https://www.example.com', title: 'Blog', description: 'News & notes', blogPath: '/blog', feedPath: '/rss.xml', language: 'en' },
      [
        { title: 'Old <one>', description: 'a', path: '/blog/old', date: '2020-01-01' },
        { title: 'New & shiny', description: 'b', path: '/blog/new', date: '2024-01-01' },
      ],
    );
    expect(xml.indexOf('New &amp; shiny')).toBeLessThan(xml.indexOf('Old &lt;one&gt;'));
    expect(xml).toContain('<link>https://www.example.com/blog/new</link>');
    expect(xml).toContain('News &amp; notes');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<atom:link href="https://www.example.com/rss.xml" rel="self"');
  });

  it('writes a feed in Arabic with its language, its own address and the Arabic pages', () => {
    const xml = rssXml(
      { siteUrl: 'https://www.example.com', title: 'مدونة سيدروس', description: 'أخبار', blogPath: '/ar/blog', feedPath: '/ar/rss.xml', language: 'ar' },
      [{ title: 'مقال', description: 'نص', path: '/ar/blog/able', date: '2024-01-01' }],
    );
    expect(xml).toContain('<language>ar</language>');
    expect(xml).toContain('<title>مدونة سيدروس</title>');
    expect(xml).toContain('<link>https://www.example.com/ar/blog</link>');
    expect(xml).toContain('<link>https://www.example.com/ar/blog/able</link>');
    expect(xml).toContain('<atom:link href="https://www.example.com/ar/rss.xml" rel="self"');
  });

  it('builds a BlogPosting and a BreadcrumbList with absolute URLs', () => {
    const posting = blogPosting(
      { url: 'https://www.example.com', name: 'Brand', logo: '/logo.svg' },
      { title: 'T', description: 'D', path: '/blog/t', date: '2024-01-01', image: '/images/t.jpg', keywords: ['a'], inLanguage: 'en' },
    );
    expect(posting.image).toEqual(['https://www.example.com/images/t.jpg']);
    expect(posting.url).toBe('https://www.example.com/blog/t');
    expect(posting.inLanguage).toBe('en');
    expect(posting.publisher.logo.url).toBe('https://www.example.com/logo.svg');
    const crumbs = breadcrumbList('https://www.example.com', [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual(['https://www.example.com/', 'https://www.example.com/blog']);
  });
});

describe('post dates', () => {
  const timeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = timeZone;
  });

  it('reads an ISO day as "21 May 2019"', () => {
    expect(formatPostDate('2019-05-21', 'en')).toBe('21 May 2019');
    expect(formatPostDate('2020-02-11', 'en')).toBe('11 February 2020');
    expect(formatPostDate('2024-12-01', 'en')).toBe('1 December 2024');
  });

  it('gives the same day in every time zone (no Date parsing that shifts midnight)', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(formatPostDate('2024-01-01', 'en')).toBe('1 January 2024');
      expect(formatPostDate('1999-12-31', 'en')).toBe('31 December 1999');
    }
  });

  it("names the month in the page's language, with Western digits", () => {
    expect(formatPostDate('2019-05-21', 'ar')).toBe('21 مايو 2019');
    expect(formatPostDate('2024-12-01', 'ar')).toBe('1 ديسمبر 2024');
    expect(formatPostDate('2024-02-29', 'ar')).toBe('29 فبراير 2024');
    expect(formatPostDate('2024-02-29', 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('refuses what is not an ISO day', () => {
    for (const bad of ['2019-5-21', '21/05/2019', '2019-13-01', '2019-00-10', '2019-05-00', '2019-05-32', '2023-02-29', '2024-04-31', '']) {
      expect(() => formatPostDate(bad, 'en'), bad).toThrow(/is not a date like 2024-05-14/);
    }
  });
});

describe('summaries', () => {
  const text = 'Oracle Cloud ERP and SCM for Newroz Telecom in Iraq: network site assets, equipment procurement.';
  /** Marks a cut may not leave before its ellipsis, in English and in Arabic. */
  const dangling = /[\s,;:.!?،؛؟…\-–—&/(«“]…$/u;

  /** For every limit: at most `limit` characters, one "…" at the end, whole words, nothing dangling before it. */
  function expectCleanCuts(input: string) {
    const length = Array.from(input).length;
    for (let limit = 8; limit < length; limit += 1) {
      const cut = excerpt(input, limit);
      expect(Array.from(cut).length, `limit ${limit}`).toBeLessThanOrEqual(limit);
      expect(cut.endsWith('…'), `limit ${limit}: "${cut}"`).toBe(true);
      expect(cut.match(/…|\.\.\./g), `limit ${limit}: "${cut}"`).toHaveLength(1);
      expect(cut, `limit ${limit}`).not.toMatch(dangling);
      const kept = cut.slice(0, -1);
      expect(input.startsWith(kept), `limit ${limit}: "${cut}"`).toBe(true);
      // Whole words: what follows the kept part in the text is a space or punctuation, never a letter or digit.
      expect(input.charAt(kept.length), `limit ${limit}: "${cut}"`).toMatch(/[^\p{L}\p{M}\p{N}]/u);
    }
  }

  it('keeps a text that fits as it is', () => {
    expect(excerpt('Short text.', 20)).toBe('Short text.');
    expect(excerpt('  Spaces   inside\n kept once ', 40)).toBe('Spaces inside kept once');
    // A no-break space (French typography) is kept, and never a place to cut: "3 500" and "Oracle :" stay whole.
    expect(excerpt('Paie de 3\u202F500 salariés', 12)).toBe('Paie de…');
    expect(excerpt('Oracle reprise\u00A0: la suite', 16)).toBe('Oracle…');
    expect(excerpt('Paie de 3\u202F500 salariés', 24)).toBe('Paie de 3\u202F500 salariés');
    expect(excerpt('نص قصير، كامل.', 20)).toBe('نص قصير، كامل.');
  });

  it('cuts after a whole word, drops trailing punctuation and adds an ellipsis, within the limit', () => {
    expect(excerpt(text, 62)).toBe('Oracle Cloud ERP and SCM for Newroz Telecom in Iraq: network…');
    expect(excerpt(text, 56)).toBe('Oracle Cloud ERP and SCM for Newroz Telecom in Iraq…');
    expectCleanCuts(text);
  });

  it('never leaves a comma, semicolon, colon, dash or opening bracket before the ellipsis in English', () => {
    const marks = 'Finance, HR; procurement: all of it — in one (cloud) platform & more.';
    expect(excerpt(marks, 13)).toBe('Finance, HR…');
    expect(excerpt(marks, 27)).toBe('Finance, HR; procurement…');
    expect(excerpt(marks, 40)).toBe('Finance, HR; procurement: all of it…');
    expect(excerpt(marks, 52)).toBe('Finance, HR; procurement: all of it — in one…');
    expect(excerpt(marks, 68)).toBe('Finance, HR; procurement: all of it — in one (cloud) platform…');
    expectCleanCuts(marks);
  });

  it('never leaves an Arabic comma, semicolon, colon or question mark before the ellipsis', () => {
    const arabic = 'شركة تابعة جديدة في المكسيك، نُفّذ المشروع باللغة الإسبانية؛ ثم في قطر: فهل تعرف السبب؟ نعم.';
    expect(excerpt(arabic, 34)).toBe('شركة تابعة جديدة في المكسيك…');
    expect(excerpt(arabic, 63)).toBe('شركة تابعة جديدة في المكسيك، نُفّذ المشروع باللغة الإسبانية…');
    expect(excerpt(arabic, 75)).toBe('شركة تابعة جديدة في المكسيك، نُفّذ المشروع باللغة الإسبانية؛ ثم في قطر…');
    expect(excerpt(arabic, 91)).toBe('شركة تابعة جديدة في المكسيك، نُفّذ المشروع باللغة الإسبانية؛ ثم في قطر: فهل تعرف السبب…');
    expectCleanCuts(arabic);
  });

  it('cuts inside a word only when a single word is longer than the limit', () => {
    expect(excerpt('https://www.example.com/a/very/long/address', 12)).toBe('https://www…');
    expect(excerpt('أوراكل السحابية للموارد البشرية', 20)).toBe('أوراكل السحابية…');
  });

  for (const locale of locales) {
    it(`gives every post in ${locale} a summary that starts its text and ends cleanly on a whole word`, () => {
      for (const post of siteContent(locale).blogs) {
        const { summary } = blogCard(post, locale);
        expect(Array.from(summary).length, post.slug).toBeLessThanOrEqual(SUMMARY_LENGTH);
        expect(summary, post.slug).not.toMatch(dangling);
        expect(post.text.startsWith(summary.replace(/…$/, '')), post.slug).toBe(true);
      }
    });
  }
});

describe("a card's kind", () => {
  it("names the post's kind in the language and links the kind's topic page", () => {
    for (const locale of locales) {
      const { ui } = siteContent(locale);
      for (const post of siteContent(locale).blogs)
        expect(kindLink(post, locale), `${locale}: ${post.slug}`).toEqual({ label: ui.blogKinds[post.kind], href: blogTopicPath(KIND_TOPICS[post.kind]) });
    }
    expect(
      kindLink(
        siteContent('en').blogs.find((post) => post.kind === 'case-study')!,
        'en',
      ),
    ).toEqual({ label: 'Case study', href: '/blog/topics/case-studies' });
  });
});

describe('the /blog grid', () => {
  const width = { third: 2, half: 3, full: 6 } as const;

  /** Places the tiles row by row the way CSS grid does; returns the columns each row fills. */
  function rows(spans: readonly number[], columns: number): number[] {
    const filled: number[] = [];
    let current = 0;
    for (const span of spans) {
      if (current + span > columns) {
        filled.push(current);
        current = 0;
      }
      current += span;
    }
    filled.push(current);
    return filled;
  }

  it('fills every row, from one post to twenty', () => {
    for (let count = 1; count <= 20; count += 1) {
      const tiles = blogGridLayout(count);
      expect(tiles).toHaveLength(count);
      expect(
        new Set(
          rows(
            tiles.map((tile) => width[tile.lg]),
            6,
          ),
        ),
        `lg, ${count} posts`,
      ).toEqual(new Set([6]));
      expect(
        new Set(
          rows(
            tiles.map((tile) => (tile.sm === 'full' ? 2 : 1)),
            2,
          ),
        ),
        `sm, ${count} posts`,
      ).toEqual(new Set([2]));
    }
  });

  it('puts the larger cards first: 8 posts are two halves then two rows of three', () => {
    expect(blogGridLayout(8).map((tile) => tile.lg)).toEqual(['half', 'half', 'third', 'third', 'third', 'third', 'third', 'third']);
    expect(blogGridLayout(7).map((tile) => tile.sm)).toEqual(['full', 'half', 'half', 'half', 'half', 'half', 'half']);
    expect(blogGridLayout(1)).toEqual([{ lg: 'full', sm: 'full' }]);
  });
});
