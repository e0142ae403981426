/**
 * The insights hub's logic (lib/insights.ts) and the case-study hub's filters (lib/facet-filters.ts over lib/case-study-filters.ts's facets):
 * pagination proved on generated lists (not by adding posts), topics, and the filters' URL state.
 */
import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { caseStudies } from '@/content/case-studies';
import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { FACETS, type Facet, type FacetValues } from '@/lib/case-study-filters';
import { filtersFromUrl, matches, moduleKey, searchOf, toggled as toggledAmong, withoutFacet as withoutFacetAmong } from '@/lib/facet-filters';
import { hasTopic, KIND_TOPICS, laterPageSlugs, pageCount, postsOfPage, POSTS_PER_PAGE, postTopics, topicsWithPosts, type TopicPost } from '@/lib/insights';
import { hubPagination } from '@/lib/pages/blog';
import { blogPagePath, paths } from '@/lib/routes';

const generated = (count: number): TopicPost[] => Array.from({ length: count }, (_, index) => ({ slug: `post-${index + 1}`, kind: 'article' }));

describe('the hub’s pages', () => {
  it('keeps every post on /blog up to a page’s worth, and starts a second page at the next post', () => {
    expect(POSTS_PER_PAGE).toBe(12);
    expect(laterPageSlugs(0)).toEqual([]);
    expect(laterPageSlugs(POSTS_PER_PAGE)).toEqual([]);
    expect(laterPageSlugs(POSTS_PER_PAGE + 1)).toEqual(['2']);
    expect(laterPageSlugs(3 * POSTS_PER_PAGE + 1)).toEqual(['2', '3', '4']);
  });

  it('puts each of 30 generated posts on exactly one page, in order, at most 12 a page', () => {
    const posts = generated(30);
    const pages = Array.from({ length: pageCount(posts.length) }, (_, index) => postsOfPage(posts, index + 1));
    expect(pages.map((page) => page.length)).toEqual([12, 12, 6]);
    expect(pages.flat()).toEqual(posts);
  });

  it('links every page, the current one marked, with newer and older links where there are some', () => {
    const middle = hubPagination('en', 2, 3)!;
    expect(middle.pages.map((page) => [page.href, page.current])).toEqual([
      [paths.blog, false],
      [blogPagePath('2'), true],
      [blogPagePath('3'), false],
    ]);
    expect(middle.newer?.href).toBe(paths.blog);
    expect(middle.older?.href).toBe(blogPagePath('3'));
    expect(hubPagination('en', 1, 3)!.newer).toBeUndefined();
    expect(hubPagination('en', 3, 3)!.older).toBeUndefined();
    expect(hubPagination('en', 1, 1)).toBeNull();
  });
});

describe('topics', () => {
  const order = { industries: industries.map((item) => item.slug), services: services.map((item) => item.slug) };

  it('gives a case study its facts’ industry and services, and another post its own', () => {
    const story = caseStudies[0]!;
    const post = blogs.find((item) => item.slug === story.slug)!;
    expect(postTopics(post, caseStudies)).toEqual({ kinds: ['case-studies'], industries: [story.industry], services: [...story.services] });
    expect(postTopics({ slug: 'x', kind: 'event', services: ['training'] }, caseStudies)).toEqual({
      kinds: ['events'],
      industries: [],
      services: ['training'],
    });
  });

  it('lists only topics with posts, each group in its list’s order', () => {
    const topics = topicsWithPosts(blogs, caseStudies, order);
    for (const slug of Object.values(topics).flat())
      expect(
        blogs.some((post) => hasTopic(post, caseStudies, slug)),
        slug,
      ).toBe(true);
    expect(topics.kinds).toEqual(Object.values(KIND_TOPICS).filter((slug) => topics.kinds.includes(slug)));
    expect(topics.industries).toEqual(order.industries.filter((slug) => topics.industries.includes(slug)));
    expect(topicsWithPosts([], caseStudies, order)).toEqual({ kinds: [], industries: [], services: [] });
  });
});

describe('the case-study hub’s filters', () => {
  const card: FacetValues = { industry: ['telecom'], service: ['training', 'technology'], module: ['oracle-fusion-cloud-hcm'], country: ['iq', 'lb'] };

  it('keeps a card that has every chosen value, across facets', () => {
    expect(matches(card, {})).toBe(true);
    expect(matches(card, { industry: 'telecom', country: 'lb' })).toBe(true);
    expect(matches(card, { industry: 'telecom', country: 'sa' })).toBe(false);
    expect(matches(card, { service: 'training', module: 'oracle-fusion-cloud-hcm' })).toBe(true);
  });

  it('writes the filters as a query in the facets’ order, and reads a query or a no-JavaScript anchor back', () => {
    expect(searchOf(FACETS, { country: 'iq', industry: 'telecom' })).toBe('?industry=telecom&country=iq');
    expect(searchOf(FACETS, {})).toBe('');
    expect(filtersFromUrl(FACETS, '?country=iq&industry=telecom&colour=red', '')).toEqual({ industry: 'telecom', country: 'iq' });
    expect(filtersFromUrl(FACETS, '', '#module-oracle-fusion-cloud-hcm')).toEqual({ module: 'oracle-fusion-cloud-hcm' });
    expect(filtersFromUrl(FACETS, '', '#main')).toEqual({});
  });

  it('chooses a value, clears it when chosen again, and clears a facet for its All link', () => {
    const toggled = toggledAmong<Facet>;
    const withoutFacet = withoutFacetAmong<Facet>;
    expect(toggled({ country: 'iq' }, 'industry', 'telecom')).toEqual({ country: 'iq', industry: 'telecom' });
    expect(toggled({ industry: 'telecom' }, 'industry', 'telecom')).toEqual({});
    expect(toggled({ industry: 'telecom' }, 'industry', 'education')).toEqual({ industry: 'education' });
    expect(withoutFacet({ industry: 'telecom', country: 'iq' }, 'industry')).toEqual({ country: 'iq' });
  });

  it('keys a module by its name', () => {
    expect(moduleKey('Oracle Fusion Cloud HCM')).toBe('oracle-fusion-cloud-hcm');
    expect(moduleKey('Oracle Time and Labor')).toBe('oracle-time-and-labor');
  });
});
