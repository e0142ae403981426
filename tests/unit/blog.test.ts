import { describe, expect, it } from 'vitest';
import { pickRelated } from '@/lib/related';
import { seededRandom } from '@/lib/seeded-random';
import { POPUP_SIZES, shareLinks, shareUrl, sharedPostUrl, SHARE_NETWORKS } from '@/lib/share';
import { rssXml } from '@/lib/rss';
import { blogPosting, breadcrumbList } from '@/lib/jsonld';

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
    expect(links.map((link) => [link.width, link.height])).toEqual([[550, 400], [550, 400], [750, 600], [550, 400], [550, 400]]);
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
    const choices = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => pickRelated(posts, 'zzz', seededRandom(seed)).map((p) => p.slug).join()));
    expect(choices.size).toBeGreaterThan(1);
  });
});

describe('rss and JSON-LD', () => {
  it('lists items newest first with escaped text and absolute links', () => {
    const xml = rssXml({ siteUrl: 'https://www.example.com', title: 'Blog', description: 'News & notes', blogPath: '/blog' }, [
      { title: 'Old <one>', description: 'a', path: '/blog/old', date: '2020-01-01' },
      { title: 'New & shiny', description: 'b', path: '/blog/new', date: '2024-01-01' },
    ]);
    expect(xml.indexOf('New &amp; shiny')).toBeLessThan(xml.indexOf('Old &lt;one&gt;'));
    expect(xml).toContain('<link>https://www.example.com/blog/new</link>');
    expect(xml).toContain('News &amp; notes');
  });

  it('builds a BlogPosting and a BreadcrumbList with absolute URLs', () => {
    const posting = blogPosting({ url: 'https://www.example.com', name: 'Brand', logo: '/logo.svg' }, { title: 'T', description: 'D', path: '/blog/t', date: '2024-01-01', image: '/images/t.jpg', keywords: ['a'] });
    expect(posting.image).toEqual(['https://www.example.com/images/t.jpg']);
    expect(posting.url).toBe('https://www.example.com/blog/t');
    expect(posting.publisher.logo.url).toBe('https://www.example.com/logo.svg');
    const crumbs = breadcrumbList('https://www.example.com', [{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }]);
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual(['https://www.example.com/', 'https://www.example.com/blog']);
  });
});
