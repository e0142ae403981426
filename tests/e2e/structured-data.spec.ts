import type { Office } from '@/lib/content/types';
import { htmlLang, localePath, locales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { blogPostPath, canonicalUrl, paths } from '@/lib/routes';
import { routesIn } from '@/lib/build/site-routes';
import { expect, test } from './support';
import { postalAddress } from '@/lib/pages/jsonld';

type Node = Record<string, unknown>;

/** Keys whose values are addresses a crawler follows: each must be an absolute https URL. */
const URL_KEYS = new Set(['url', 'item', 'logo', 'image', '@id', 'sameAs']);

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails here). */
function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node);
}

/** The URL-valued strings of a node and its children, with the path that leads to each. */
function urlValues(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => urlValues(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Node).flatMap(([key, child]): [string, string][] => {
    if (URL_KEYS.has(key) && typeof child === 'string') return [[`${path}.${key}`, child]];
    if (URL_KEYS.has(key) && Array.isArray(child) && child.every((item) => typeof item === 'string'))
      return child.map((item, index) => [`${path}.${key}[${index}]`, item as string]);
    return urlValues(child, `${path}.${key}`);
  });
}

const ofType = (blocks: Node[], type: string) => blocks.filter((block) => block['@type'] === type);
const COMPANY_ROUTES: string[] = [paths.home, paths.about, paths.contact, paths.offices];

for (const locale of locales) {
  // Each language's pages against that language's content (the offices, the posts, the home crumb's name).
  const { blogs, offices, site, visibleSocialLinks, menuCopy } = siteContent(locale);
  for (const route of routesIn(locale)) {
    test(`${route}: every JSON-LD block is schema.org with absolute URLs and its required properties`, async ({ request }) => {
      const blocks = jsonLdBlocks(await (await request.get(route)).text());
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        expect(typeof block['@type']).toBe('string');
        for (const [where, url] of urlValues(block)) expect(url, `${String(block['@type'])}${where}`).toMatch(/^https:\/\/[^/]+/);
      }

      const breadcrumbs = ofType(blocks, 'BreadcrumbList');
      // The page itself, in its language.
      expect(ofType(blocks, 'WebPage')).toEqual([expect.objectContaining({ url: canonicalUrl(site.url, route), inLanguage: htmlLang(locale) })]);

      if (route === localePath(locale, paths.home)) {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]!.itemListElement as Node[];
        expect(items.length).toBeGreaterThanOrEqual(2);
        items.forEach((item, index) => {
          expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
          expect(String(item.name).trim()).not.toBe('');
        });
        expect(items[0]).toMatchObject({ name: menuCopy.home, item: canonicalUrl(site.url, localePath(locale, paths.home)) });
        expect(items.at(-1)!.item).toBe(canonicalUrl(site.url, route));
      }

      const organizations = ofType(blocks, 'Organization');
      expect(organizations).toHaveLength(COMPANY_ROUTES.map((path) => localePath(locale, path)).includes(route) ? 1 : 0);
      for (const organization of organizations) {
        expect(organization).toMatchObject({ name: site.name, url: canonicalUrl(site.url, '/'), email: site.email, telephone: site.phone });
        expect(organization.logo).toMatch(/\.svg$/);
        expect(organization.contactPoint).toEqual([
          expect.objectContaining({ '@type': 'ContactPoint', contactType: 'customer service', email: site.email, telephone: site.phone }),
        ]);
        expect(organization.sameAs).toEqual(visibleSocialLinks.map((profile) => profile.link));
        const departments = organization.department as Node[];
        expect(departments).toHaveLength(offices.length);
        departments.forEach((department, index) => {
          const office: Office = offices[index]!;
          expect(department).toMatchObject({
            '@type': 'ProfessionalService',
            name: `${site.name}, ${office.city}`,
            parentOrganization: { '@id': organization['@id'] },
          });
          expect(department.address).toEqual(postalAddress(office));
          expect(department.address).toMatchObject({ streetAddress: office.street, addressLocality: office.city, addressCountry: office.flag });
          // Each office its own line; one without a phone has none (never the headquarters').
          if (office.phone) expect(department.telephone).toBe(office.phone);
          else expect(department).not.toHaveProperty('telephone');
        });
      }

      const post = blogs.find((candidate) => localePath(locale, blogPostPath(candidate.slug)) === route);
      const postings = ofType(blocks, 'BlogPosting');
      expect(postings).toHaveLength(post ? 1 : 0);
      if (post) {
        const posting = postings[0]!;
        expect(posting).toMatchObject({
          headline: post.title,
          inLanguage: htmlLang(locale),
          datePublished: post.date,
          url: canonicalUrl(site.url, route),
          mainEntityOfPage: { '@id': canonicalUrl(site.url, route) },
        });
        expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect((posting.image as string[]).length).toBeGreaterThan(0);
        expect(posting.author).toMatchObject({ '@type': 'Organization', name: site.name });
        expect(posting.publisher).toMatchObject({ '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject' } });
      }
    });
  }
}
