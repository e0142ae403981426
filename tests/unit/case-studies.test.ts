/**
 * Case studies (content/case-studies.ts): the content check rejects a key that points nowhere, every
 * link between a story and the rest of the site comes from those keys, and the post's structured data
 * names the client it is about. Items and counts come from the content, never restated here.
 */
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { checkFirstWith } from './content-mutation';
import { blogs } from '@/content/blogs';
import { goLiveIssues } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/schema';
import { locales } from '@/lib/i18n';
import {
  caseStudiesWith,
  caseStudyCards,
  caseStudyFacts,
  clientStoryPath,
  countryName,
  formatMonth,
  industryCaseStudies,
  serviceCaseStudies,
} from '@/lib/pages/case-studies';
import { blogPostStaticProps } from '@/lib/pages/props/blog';
import { blogPostPath, industryPath, servicePath } from '@/lib/routes';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

const checkFirst = (mutate: (item: any) => void) => checkFirstWith('caseStudies', mutate);

const [first] = caseStudies;

describe('case studies', () => {
  it('are checked: a client, an industry, a service or a post that does not exist is named, with the nearest key', () => {
    expect(checkFirst((item) => (item.client = `${item.client}x`))).toEqual([
      `content/case-studies.ts › ${first.slug} › client: "${first.client}x" is not in content/clients.ts (did you mean "${first.client}"?)`,
    ]);
    expect(checkFirst((item) => (item.industry = 'banking'))).toEqual([
      expect.stringMatching(new RegExp(`^content/case-studies\\.ts › ${first.slug} › industry: "banking" is not in content/industries\\.ts`)),
    ]);
    expect(checkFirst((item) => item.services.push('consulting'))).toEqual([
      expect.stringMatching(
        new RegExp(`^content/case-studies\\.ts › ${first.slug} › services\\[${first.services.length}\\]: "consulting" is not in content/services\\.ts`),
      ),
    ]);
    expect(checkFirst((item) => (item.slug = 'no-such-post'))).toEqual([expect.stringContaining('› slug: "no-such-post" is not in content/blogs.ts')]);
  });

  it('are checked: a go-live is a month, a country a code of ISO 3166-1, and two to four outcomes', () => {
    expect(checkFirst((item) => (item.goLive = '2022-13'))).toEqual([`content/case-studies.ts › ${first.slug} › goLive: must be a month like 2022-10`]);
    expect(checkFirst((item) => (item.countries = ['Iraq']))).toEqual([
      `content/case-studies.ts › ${first.slug} › countries[0]: "Iraq" is not a country code of ISO 3166-1; did you mean "IQ" (Iraq)?`,
    ]);
    expect(checkFirst((item) => (item.countries = ['XK']))).toEqual([
      `content/case-studies.ts › ${first.slug} › countries[0]: "XK" is not a country code of ISO 3166-1; write the two capital letters of the country, e.g. "IQ" for Iraq`,
    ]);
    expect(checkFirst((item) => (item.outcomes = item.outcomes.slice(0, 1)))).toEqual([
      `content/case-studies.ts › ${first.slug} › outcomes: needs at least 2 outcomes`,
    ]);
  });

  it("are told once the project is live: a go-live after the post's date is named", () => {
    expect(goLiveIssues(caseStudies, blogs)).toEqual([]);
    const post = blogs.find((item) => item.slug === first.slug)!;
    const later = `${Number(post.date.slice(0, 4)) + 1}${post.date.slice(4, 7)}`;
    expect(goLiveIssues([{ ...first, goLive: later }], blogs).map(formatIssue)).toEqual([
      `content/case-studies.ts › ${first.slug} › goLive: "${later}" is after its post's date (${post.date}): a story is told once the project is live (move the go-live, or the post's date in content/blogs.ts)`,
    ]);
    expect(goLiveIssues([{ ...first, goLive: post.date.slice(0, 7) }], blogs)).toEqual([]);
  });

  it("name the quote's speaker only once the client has approved the quote: a name without approval is refused", () => {
    expect(checkFirst((item) => (item.quote = { ...item.quote, name: 'A. Speaker', approved: false }))).toEqual([
      `content/case-studies.ts › ${first.slug} › quote.name: is shown only once the client has approved the quote: set approved: true when they have, or remove the name`,
    ]);
    expect(checkFirst((item) => (item.quote = { ...item.quote, name: 'A. Speaker', approved: true }))).toEqual([]);
    expect(checkFirst((item) => delete item.quote.approved)).toEqual([
      `content/case-studies.ts › ${first.slug} › quote.approved: is required (true once the client has approved the quote)`,
    ]);
    // The content as it is: no quote approved, so every story names the role and company, never a person.
    for (const item of caseStudies.filter((story) => !story.quote.approved))
      for (const locale of locales) {
        const { quote } = caseStudyFacts(item.slug, locale)!;
        expect(quote.name, `${item.slug} (${locale})`).toBeUndefined();
        expect(quote.role).toBeTruthy();
      }
  });

  it('link each industry page to its stories and no other, newest first, from the keys', () => {
    for (const industry of industries) {
      const { cards, more } = industryCaseStudies(industry.slug, 'en');
      // The hub, showing this industry's stories: an anchor, which works with and without JavaScript.
      expect(more.href).toBe(`/case-studies#industry-${industry.slug}`);
      expect(cards.map((card) => card.slug).toSorted()).toEqual(
        caseStudies
          .filter((item) => item.industry === industry.slug)
          .map((item) => item.slug)
          .toSorted(),
      );
      expect(cards.map((card) => card.href)).toEqual(cards.map((card) => blogPostPath(card.slug as never)));
    }
  });

  it('link each service page to the stories that used it', () => {
    for (const service of services)
      expect(
        serviceCaseStudies(service.slug, 'en')
          .cards.map((card) => card.slug)
          .toSorted(),
      ).toEqual(
        caseStudies
          .filter((item) => (item.services as readonly string[]).includes(service.slug))
          .map((item) => item.slug)
          .toSorted(),
      );
  });

  it('link each client with a story from its modal, and no client without one', () => {
    for (const client of clients) {
      const story = caseStudies.find((item) => item.client === client.slug);
      expect(clientStoryPath(client.slug, 'en'), client.slug).toBe(story ? blogPostPath(story.slug) : undefined);
    }
  });

  it('sort the newest post first, whatever the order of the content', () => {
    const posts = [
      { slug: 'a', date: '2020-01-01' },
      { slug: 'b', date: '2023-05-01' },
      { slug: 'c', date: '2021-07-01' },
    ];
    const items = ['a', 'b', 'c'].map((slug) => ({ ...first, slug, industry: slug === 'c' ? 'education' : 'telecom' }));
    expect(caseStudiesWith(items, posts, () => true).map((item) => item.slug)).toEqual(['b', 'c', 'a']);
    expect(caseStudiesWith(items, posts, (item) => item.industry === 'telecom').map((item) => item.slug)).toEqual(['b', 'a']);
    expect(caseStudyCards('en', () => true, 2)).toHaveLength(Math.min(2, caseStudies.length));
  });

  it("give each story's key facts in every language: the client, links to its industry and services, countries and go-live in the language", () => {
    for (const locale of locales)
      for (const item of caseStudies) {
        const facts = caseStudyFacts(item.slug, locale)!;
        expect(facts.client.name).toBe(clients.find((client) => client.slug === item.client)!.label);
        expect(facts.industry.href).toBe(industryPath(item.industry));
        expect(facts.services.map((service) => service.href)).toEqual(item.services.map((slug) => servicePath(slug)));
        expect(facts.modules).toEqual(item.modules);
        expect(facts.outcomes).toHaveLength(item.outcomes.length);
        for (const code of item.countries) expect(facts.countries).toContain(countryName(code, locale));
        expect(facts.goLive).toEqual({ month: item.goLive, text: formatMonth(item.goLive, locale) });
      }
    expect(countryName('IQ', 'en')).toBe('Iraq');
    expect(countryName('IQ', 'ar')).toBe('العراق');
    expect(formatMonth('2022-10', 'en')).toBe('October 2022');
    expect(formatMonth('2022-10', 'ar')).toBe('أكتوبر 2022');
  });

  it("name the client organisation the post is about in its structured data, and a post that is no story has no facts and no 'about'", async () => {
    const props = async (slug: string) => ((await blogPostStaticProps('en')({ params: { slug } })) as { props: any }).props;
    const story = await props(first.slug);
    const posting = story.seo.jsonLd.find((node: any) => node['@type'] === 'BlogPosting');
    expect(posting.about).toEqual({ '@type': 'Organization', name: clients.find((client) => client.slug === first.client)!.label });
    expect(posting).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.any(String),
      image: [expect.any(String)],
      author: { '@type': 'Organization' },
    });
    const other = (await import('@/content/blogs')).blogs.find((post) => !caseStudies.some((item) => item.slug === post.slug))!;
    const plain = await props(other.slug);
    expect(plain.caseStudy).toBeNull();
    expect(plain.seo.jsonLd.find((node: any) => node['@type'] === 'BlogPosting').about).toBeUndefined();
  });
});
