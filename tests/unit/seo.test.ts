import { describe, expect, it } from 'vitest';
import { pageTitle, seoHead } from '@/lib/pages/seo';
import { site } from '@/content/site';

describe('seoHead', () => {
  const head = seoHead({ path: '/about', title: 'About us', description: 'A description long enough to be a description.', keywords: ['oracle', 'erp'] });
  const find = (predicate: (attributes: Record<string, string>) => boolean) => head.tags.filter((tag) => predicate(tag.attributes as Record<string, string>));

  it('gives one title with the brand, one description and one canonical = site URL + path', () => {
    expect(head.tags.filter((tag) => tag.tag === 'title').map((tag) => tag.text)).toEqual([`About us | ${site.name}`]);
    expect(find((a) => a.name === 'description')).toHaveLength(1);
    expect(find((a) => a.rel === 'canonical').map((tag) => tag.attributes.href)).toEqual([`${site.url}/about`]);
    expect(find((a) => a.name === 'keywords')[0]?.attributes.content).toBe('oracle, erp');
  });

  it("gives Open Graph and Twitter tags with absolute URLs and the page's own share card, once each", () => {
    const contents = (predicate: (attributes: Record<string, string>) => boolean) => find(predicate).map((tag) => tag.attributes.content);
    expect(contents((a) => a.property === 'og:url')).toEqual([`${site.url}/about`]);
    expect(contents((a) => a.property === 'og:image')).toEqual([`${site.url}/og/about.jpg`]);
    expect(contents((a) => a.property === 'og:image:width')).toEqual(['1200']);
    expect(contents((a) => a.property === 'og:image:height')).toEqual(['630']);
    expect(contents((a) => a.property === 'og:image:type')).toEqual(['image/jpeg']);
    expect(contents((a) => a.property === 'og:image:alt')).toEqual([`${site.name} · About: About us`]);
    expect(contents((a) => a.name === 'twitter:card')).toEqual(['summary_large_image']);
    expect(contents((a) => a.name === 'twitter:image')).toEqual([`${site.url}/og/about.jpg`]);
    expect(contents((a) => a.name === 'twitter:image:alt')).toEqual([`${site.name} · About: About us`]);
  });

  it("names the card after the route: the home page's is home.jpg, a post's is under blog/", () => {
    const imageOf = (path: string, title: string) =>
      seoHead({ path, title, description: 'd', keywords: [] }).tags.find((tag) => tag.attributes.property === 'og:image')?.attributes.content;
    expect(imageOf('/', 'Oracle partner')).toBe(`${site.url}/og/home.jpg`);
    expect(imageOf('/blog/able', 'A post')).toBe(`${site.url}/og/blog/able.jpg`);
  });

  it('keeps keys unique so next/head keeps every tag', () => {
    const keys = head.tags.map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not repeat the brand in a title that already has it', () => {
    expect(pageTitle(`${site.name} careers`, site.name)).toBe(`${site.name} careers`);
  });
});
