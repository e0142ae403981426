import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { industries } from '@/content/industries';
import { positions } from '@/content/positions';
import { openPositions } from '@/lib/positions';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { solutions } from '@/content/solutions';
import { absoluteUrl, blogPostPath, canonicalUrl, industryPath, isCurrentPath, positionPath, servicePath, solutionPath } from '@/lib/routes';
import { allRoutes, routesIn } from '@/lib/build/site-routes';
import { routes as tableRoutes } from '@/lib/route-table';
import { policies } from '@/content/policies';
import { htmlLang, localePath, locales } from '@/lib/i18n';
import { robotsTxt, sitemapXml } from '@/lib/build/sitemap';
import { isBannerVisible } from '@/lib/browser/banner';

/**
 * The launch routes of the specification (listed in docs/product.md#routes). The
 * one test below is the only one that names pages: every other test takes its pages from the content, so
 * an editor may remove any post, client, office or industry and the tests still pass.
 */
const LAUNCH_ROUTES = [
  '/',
  '/about',
  '/contact-us',
  '/clients',
  '/careers',
  '/blog',
  ...['able', 'mexico', 'antonine-uni', 'blc-bank', 'business-check-up', 'newroz', 'asiacell', 'training-session'].map((slug) => `/blog/${slug}`),
  '/privacy-policy',
  '/cookies-policy',
  ...['oracle-on-premise-solution', 'oracle-cloud-solutions', 'industry-specific-solutions', 'technology-solutions'].map((slug) => `/solutions/${slug}`),
  ...['consultancy-implementation', 'technology', 'training', 'staff-augmentation', 'offshore-development', 'oracle-saas-ai-agent'].map(
    (slug) => `/services/${slug}`,
  ),
  ...['telecom', 'construction', 'financial-institutions', 'oil-gas', 'education', 'services', 'healthcare', 'airlines', 'manufacturing-distribution'].map(
    (slug) => `/industries/${slug}`,
  ),
];

describe('routes', () => {
  it('builds every launch route of the specification (the one test that names pages, on purpose)', () => {
    const built = new Set(routesIn('en'));
    const missing = LAUNCH_ROUTES.filter((route) => !built.has(route));
    expect(
      missing,
      `the specification's launch routes (docs/product.md#routes) include ${missing.join(', ')}, which the content no longer has. This is the one test that names pages: if the page was removed on purpose, take it out of LAUNCH_ROUTES here and out of docs/product.md#routes`,
    ).toEqual([]);
  });

  // Counts come from the collections, so an editor adding or removing a post or a service does not break the test.
  it('lists every route once (docs/product.md#routes): the route table’s pages plus one per collection item and per open position', () => {
    const routes = routesIn('en');
    const open = openPositions(positions);
    // The table’s pages of their own in the sitemap (home, about, contact, clients, case studies, credentials, offices, careers, blog, legal notice, search) and the two policies.
    const pages = tableRoutes().filter((route) => route.sitemap && !route.items).length;
    expect(pages).toBe(11);
    // The insights hub's later pages and topic pages (lib/insights.ts).
    const hub = routes.filter((route) => route.startsWith('/blog/page/') || route.startsWith('/blog/topics/'));
    expect(hub.length).toBeGreaterThan(0);
    expect(routes).toHaveLength(pages + hub.length + policies.length + blogs.length + solutions.length + services.length + industries.length + open.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contact-us',
        '/clients',
        '/case-studies',
        '/credentials',
        '/careers',
        '/blog',
        '/privacy-policy',
        '/cookies-policy',
        '/legal-notice',
        '/search',
        ...blogs.map((post) => blogPostPath(post.slug)),
        ...solutions.map((solution) => solutionPath(solution.slug)),
        ...services.map((service) => servicePath(service.slug)),
        ...industries.map((industry) => industryPath(industry.slug)),
        ...open.map((position) => positionPath(position.slug)),
      ]),
    );
    expect(routes.filter((route) => route.startsWith('/careers/'))).toHaveLength(open.length);
    expect(routes.filter((route) => route.startsWith('/blog/'))).toHaveLength(blogs.length + hub.length);
    expect(routes.filter((route) => route.startsWith('/solutions/'))).toHaveLength(solutions.length);
    expect(routes.filter((route) => route.startsWith('/services/'))).toHaveLength(services.length);
    expect(routes.filter((route) => route.startsWith('/industries/'))).toHaveLength(industries.length);
  });

  it('lists the same pages in Arabic under /ar, and every language in allRoutes(), English first', () => {
    const english = routesIn('en');
    const arabic = routesIn('ar');
    expect(arabic).toEqual(english.map((route) => (route === '/' ? '/ar' : `/ar${route}`)));
    const post = blogPostPath(blogs[0]!.slug);
    const service = servicePath(services[0]!.slug);
    expect(arabic).toEqual(expect.arrayContaining(['/ar', '/ar/about', '/ar/blog', `/ar${post}`, '/ar/privacy-policy', `/ar${service}`]));
    expect(allRoutes()).toEqual(locales.flatMap((locale) => routesIn(locale)));
    expect(allRoutes().slice(0, english.length)).toEqual(english);
    expect(allRoutes()).toHaveLength(english.length * locales.length);
    expect(new Set(allRoutes()).size).toBe(allRoutes().length);
  });

  it('builds canonical URLs from the site URL and the path only', () => {
    expect(canonicalUrl('https://www.example.com', '/')).toBe('https://www.example.com/');
    expect(canonicalUrl('https://www.example.com/', '/about')).toBe('https://www.example.com/about');
    expect(canonicalUrl('https://www.example.com', '/about/?utm=x#team')).toBe('https://www.example.com/about');
    expect(canonicalUrl('https://www.example.com', '/blog/able.html')).toBe('https://www.example.com/blog/able');
    expect(absoluteUrl('https://a.test', 'images/x.jpg')).toBe('https://a.test/images/x.jpg');
    expect(servicePath(services[0]!.slug)).toBe(`/services/${services[0]!.slug}`);
  });

  it('tells the current page and external links', () => {
    expect(isCurrentPath('/about#team', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });

  it('writes a sitemap with every route and a robots.txt pointing at it', () => {
    const xml = sitemapXml('https://www.example.com', ['/', '/about', '/ar', '/ar/about']);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/about</loc>');
    expect(xml).toContain('<loc>https://www.example.com/ar</loc>');
    expect(xml).toContain('<loc>https://www.example.com/ar/about</loc>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // Each <url>, in any language, names the page in every language and x-default (the English page).
    const inEvery = (path: string) => [
      ...locales.map((locale) => `${htmlLang(locale)} https://www.example.com${localePath(locale, path)}`),
      `x-default https://www.example.com${path}`,
    ];
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(4);
    const alternates = (entry: string) =>
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    for (const entry of [entries[1]!, entries[3]!]) expect(alternates(entry)).toEqual(inEvery('/about'));
    for (const entry of [entries[0]!, entries[2]!]) {
      expect(alternates(entry)).toEqual(inEvery('/'));
      expect(entry).toContain('<priority>1.0</priority>');
    }
    expect(robotsTxt('https://www.example.com')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it("writes every <url>'s children in the sitemaps.org schema's order: loc, lastmod, changefreq, priority, then the alternates", () => {
    /** The schema's sequence; elements of another namespace (xhtml:link) may only follow it. */
    const sequence = ['loc', 'lastmod', 'changefreq', 'priority'];
    const rank = (name: string) => (sequence.includes(name) ? sequence.indexOf(name) : name.includes(':') ? sequence.length : -1);
    const xml = sitemapXml(site.url, allRoutes());
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(allRoutes().length);
    for (const entry of entries) {
      const children = [...entry.matchAll(/<([\w:]+)[\s/>]/g)].map((match) => match[1]!);
      const where = entry.match(/<loc>([^<]*)<\/loc>/)?.[1];
      expect(children[0], where).toBe('loc');
      expect(
        children.filter((name) => name === 'loc'),
        where,
      ).toHaveLength(1);
      expect(children.map(rank), `${where}: ${children.join(', ')}`).toEqual(children.map(rank).toSorted((a, b) => a - b));
      expect(children.map(rank), where).not.toContain(-1);
      expect(children, where).toContain('priority');
      expect(
        children.filter((name) => name === 'xhtml:link'),
        where,
      ).toHaveLength(locales.length + 1);
    }
  });
});

describe('announcement banner visibility', () => {
  it('shows within 50 px of the top, shows on scroll up, hides on scroll down', () => {
    expect(isBannerVisible(0, 40, true)).toBe(true);
    expect(isBannerVisible(100, 50, false)).toBe(true);
    expect(isBannerVisible(100, 300, true)).toBe(false);
    expect(isBannerVisible(300, 200, false)).toBe(true);
    expect(isBannerVisible(300, 300, false)).toBe(false);
  });
});
