import { describe, expect, it } from 'vitest';
import { pageTitle, seoHead } from '@/lib/seo';
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

  it('gives Open Graph and Twitter tags with absolute URLs and the default share image', () => {
    expect(find((a) => a.property === 'og:url')[0]?.attributes.content).toBe(`${site.url}/about`);
    expect(find((a) => a.property === 'og:image')[0]?.attributes.content).toBe(`${site.url}/images/brand/og-default.jpg`);
    expect(find((a) => a.name === 'twitter:card')[0]?.attributes.content).toBe('summary_large_image');
    expect(find((a) => a.name === 'twitter:image')[0]?.attributes.content).toMatch(/^https:\/\//);
  });

  it('keeps keys unique so next/head keeps every tag', () => {
    const keys = head.tags.map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not repeat the brand in a title that already has it', () => {
    expect(pageTitle(`${site.name} careers`, site.name)).toBe(`${site.name} careers`);
  });
});
