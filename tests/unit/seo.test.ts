import { describe, expect, it } from 'vitest';
import { pageTitle, seoHead } from '@/lib/pages/seo';
import { site } from '@/content/site';
import { ogCards } from '@/lib/build/og-cards';
import { htmlLang, localePath, locales, openGraphLocale, otherLocales, unlocalisedPath } from '@/lib/i18n';

describe('seoHead', () => {
  const head = seoHead({
    locale: 'en',
    path: '/about',
    title: 'About us',
    description: 'A description long enough to be a description.',
    keywords: ['oracle', 'erp'],
  });
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
      seoHead({ locale: 'en', path, title, description: 'd', keywords: [] }).tags.find((tag) => tag.attributes.property === 'og:image')?.attributes.content;
    expect(imageOf('/', 'Oracle partner')).toBe(`${site.url}/og/home.jpg`);
    expect(imageOf('/blog/able', 'A post')).toBe(`${site.url}/og/blog/able.jpg`);
  });

  it('puts an Arabic page and its breadcrumb under /ar, with its own Arabic card described in Arabic', () => {
    const arabic = seoHead({ locale: 'ar', path: '/about', title: 'من نحن', description: 'd', keywords: [], breadcrumb: [{ name: 'من نحن', path: '/about' }] });
    const href = (rel: string) => arabic.tags.find((tag) => tag.attributes.rel === rel)?.attributes.href;
    const property = (name: string) => arabic.tags.filter((tag) => tag.attributes.property === name).map((tag) => tag.attributes.content);
    const named = (name: string) => arabic.tags.filter((tag) => tag.attributes.name === name).map((tag) => tag.attributes.content);
    expect(href('canonical')).toBe(`${site.url}/ar/about`);
    expect(property('og:image')).toEqual([`${site.url}/og/ar/about.jpg`]);
    expect(property('og:image:alt')).toEqual([`${site.name} · من نحن: من نحن`]);
    expect([property('og:image:width'), property('og:image:height'), property('og:image:type')]).toEqual([['1200'], ['630'], ['image/jpeg']]);
    expect(named('twitter:image')).toEqual([`${site.url}/og/ar/about.jpg`]);
    expect(named('twitter:image:alt')).toEqual(property('og:image:alt'));
    expect(property('og:locale')).toEqual(['ar_AR']);
    expect(property('og:locale:alternate')).toEqual(otherLocales('ar').map(openGraphLocale));
    expect(arabic.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'WebPage', url: `${site.url}/ar/about`, inLanguage: 'ar' }));
    expect(arabic.jsonLd).toContainEqual(
      expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ name: 'الرئيسية', item: `${site.url}/ar` }),
          expect.objectContaining({ name: 'من نحن', item: `${site.url}/ar/about` }),
        ],
      }),
    );
  });

  it('names the page in every language, and x-default (English), with absolute addresses, in each language', () => {
    for (const locale of locales) {
      const alternates = seoHead({ locale, path: '/services/training', title: 't', description: 'd', keywords: [] })
        .tags.filter((tag) => tag.attributes.rel === 'alternate')
        .map((tag) => `${tag.attributes.hrefLang} ${tag.attributes.href}`);
      expect(alternates).toEqual([
        ...locales.map((other) => `${htmlLang(other)} ${site.url}${localePath(other, '/services/training')}`),
        `x-default ${site.url}/services/training`,
      ]);
    }
    const english = seoHead({ locale: 'en', path: '/', title: 't', description: 'd', keywords: [] });
    expect(english.tags.filter((tag) => tag.attributes.property?.startsWith('og:locale')).map((tag) => tag.attributes.content)).toEqual(
      locales.map(openGraphLocale),
    );
    expect(english.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'WebPage', url: `${site.url}/`, inLanguage: 'en' }));
  });

  it("points every page's head, in both languages, at the card drawn for it, with the card's alt", () => {
    for (const card of ogCards()) {
      const tags = seoHead({ locale: card.locale, path: unlocalisedPath(card.route), title: card.title, description: 'd', keywords: [] }).tags;
      const property = (name: string) => tags.filter((tag) => tag.attributes.property === name).map((tag) => tag.attributes.content);
      expect(property('og:image'), card.route).toEqual([`${site.url}${card.src}`]);
      expect(property('og:image:alt'), card.route).toEqual([card.alt]);
    }
  });

  it('gives a not-found page noindex and no address of its own: no canonical, alternates, og:url or WebPage, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const notFound = seoHead({ locale, path: '/404', title: 'Page not found', description: 'd', keywords: [], notFound: true });
      const attributes = notFound.tags.map((tag) => tag.attributes as Record<string, string>);
      expect(
        attributes.filter((a) => a.rel === 'canonical' || a.rel === 'alternate' || a.hrefLang),
        locale,
      ).toEqual([]);
      expect(
        attributes.filter((a) => a.property === 'og:url'),
        locale,
      ).toEqual([]);
      expect(
        attributes.filter((a) => a.name === 'robots').map((a) => a.content),
        locale,
      ).toEqual([expect.stringMatching(/^noindex\b/)]);
      expect(
        notFound.jsonLd.filter((node) => (node as { '@type'?: string })['@type'] === 'WebPage'),
        locale,
      ).toEqual([]);
      expect(
        notFound.tags.filter((tag) => tag.tag === 'title').map((tag) => tag.text),
        locale,
      ).toEqual([`Page not found | ${site.name}`]);
    }
  });

  it('keeps keys unique so next/head keeps every tag', () => {
    const keys = head.tags.map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not repeat the brand in a title that already has it', () => {
    expect(pageTitle(`${site.name} careers`, site.name)).toBe(`${site.name} careers`);
  });
});
