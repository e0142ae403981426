import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { industries } from '@/content/industries';
import { images } from '@/content/media';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { solutions } from '@/content/solutions';
import {
  balanceWords,
  ELLIPSIS,
  fitTitle,
  metaContents,
  ogImage,
  ogImageAlt,
  ogImagePath,
  ogSection,
  ogSectionLabel,
  wrapWords,
  type OgSection,
} from '@/lib/pages/og';
import { NOT_FOUND_ROUTE, ogCards } from '@/lib/build/og-cards';
import { defaultLocale, localePath, otherLocales, unlocalisedPath } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { seoTitleOf } from '@/lib/pages/heads';
import { blogPostPath, industryPath, paths, servicePath, solutionPath } from '@/lib/routes';
import { routesIn } from '@/lib/build/site-routes';

/** One page of each collection, from the content (an editor may remove any other). */
const postSlug = blogs[0]!.slug;
const serviceSlug = services[0]!.slug;

/** A monospaced stand-in for the font: every character is 10 units wide. */
const mono = (text: string) => [...text].length * 10;

describe('share card names and sections', () => {
  it('names each card after its route, the home page "home"', () => {
    expect(ogImagePath('/')).toBe('/og/home.jpg');
    expect(ogImagePath('/about')).toBe('/og/about.jpg');
    expect(ogImagePath('/about/')).toBe('/og/about.jpg');
    expect(ogImagePath('/contact-us?from=footer#form')).toBe('/og/contact-us.jpg');
    expect(ogImagePath(servicePath(serviceSlug))).toBe(`/og/services/${serviceSlug}.jpg`);
    expect(ogImagePath(blogPostPath(postSlug))).toBe(`/og/blog/${postSlug}.jpg`);
    expect(ogImagePath('/404')).toBe('/og/404.jpg');
    expect(() => ogImagePath('/About Us')).toThrow(/No share image name/);
  });

  it("names an Arabic page's card the same, under og/ar/", () => {
    expect(ogImagePath('/ar')).toBe('/og/ar/home.jpg');
    expect(ogImagePath('/ar/about')).toBe('/og/ar/about.jpg');
    expect(ogImagePath(localePath('ar', blogPostPath(postSlug)))).toBe(`/og/ar/blog/${postSlug}.jpg`);
    expect(ogImagePath('/ar/404')).toBe('/og/ar/404.jpg');
  });

  it('gives every route its section label', () => {
    expect(ogSection(paths.home)).toBe('Home');
    expect(ogSection(paths.about)).toBe('About');
    expect(ogSection(paths.credentials)).toBe('About');
    expect(ogSection(paths.contact)).toBe('Contact');
    expect(ogSection(paths.thankYou)).toBe('Contact');
    expect(ogSection(paths.clients)).toBe('Clients');
    expect(ogSection(paths.careers)).toBe('Careers');
    expect(ogSection(paths.blog)).toBe('Blog');
    expect(ogSection(blogPostPath(postSlug))).toBe('Blog');
    expect(ogSection(paths.privacyPolicy)).toBe('Policies');
    expect(ogSection(paths.cookiesPolicy)).toBe('Policies');
    expect(ogSection(paths.legalNotice)).toBe('Policies');
    expect(ogSection(paths.search)).toBe('Search');
    expect(ogSection(solutionPath(solutions[0]!.slug))).toBe('Solutions');
    expect(ogSection(servicePath(serviceSlug))).toBe('Services');
    expect(ogSection(industryPath(industries[0]!.slug))).toBe('Industries');
    expect(ogSection('/404')).toBeUndefined();
    expect(ogSection('/services')).toBeUndefined();
    for (const route of routesIn('en')) expect(ogSection(route), route).toBeDefined();
    for (const route of routesIn('ar')) expect(ogSection(route), route).toBe(ogSection(unlocalisedPath(route)));
  });

  it('labels each section with its menu words: in English the section names themselves, in Arabic the Arabic menu', () => {
    const sections: OgSection[] = [
      'Home',
      'About',
      'Solutions',
      'Services',
      'Industries',
      'Clients',
      'Case studies',
      'Careers',
      'Blog',
      'Contact',
      'Policies',
      'Search',
    ];
    for (const section of sections) expect(ogSectionLabel(section, siteContent('en'))).toBe(section);
    const arabic = siteContent('ar');
    expect(ogSectionLabel('About', arabic)).toBe(arabic.menuCopy.about);
    expect(ogSectionLabel('Solutions', arabic)).toBe(arabic.menuCopy.solutions.label);
    expect(ogSectionLabel('Contact', arabic)).toBe(arabic.ui.menu.contact);
    expect(ogSectionLabel('Policies', arabic)).toBe('السياسات');
    for (const section of sections) expect(ogSectionLabel(section, arabic), section).toMatch(/^[\u0600-\u06FF ]+$/);
  });

  it('describes the card in its alt text: brand, section and title', () => {
    expect(ogImageAlt('Privacy Policy', 'Policies', 'Cedrus Consulting')).toBe('Cedrus Consulting · Policies: Privacy Policy');
    expect(ogImageAlt('Page Not Found', undefined, 'Cedrus Consulting')).toBe('Cedrus Consulting: Page Not Found');
    expect(ogImage('/careers', 'Careers in Oracle Consulting', site.name, siteContent('en'))).toEqual({
      src: '/og/careers.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      label: 'Careers',
      alt: `${site.name} · Careers: Careers in Oracle Consulting`,
    });
  });

  it("describes an Arabic card in Arabic: brand, the section's Arabic label and the Arabic title", () => {
    expect(ogImage('/ar/careers', 'وظائف في مجال استشارات Oracle', site.name, siteContent('ar'))).toMatchObject({
      src: '/og/ar/careers.jpg',
      label: 'الوظائف',
      alt: `${site.name} · الوظائف: وظائف في مجال استشارات Oracle`,
    });
  });
});

describe('the cards of the site', () => {
  const cards = ogCards('en');

  it('has one card per route of the sitemap, plus the thank-you and 404 pages, each with its own file', () => {
    expect(cards.map((card) => card.route)).toEqual([...routesIn('en'), paths.thankYou, NOT_FOUND_ROUTE]);
    expect(new Set(cards.map((card) => card.src)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.src).toBe(ogImagePath(card.route));
      expect(card.title.trim().length, card.route).toBeGreaterThan(0);
    }
  });

  it('has an Arabic card for every Arabic page, with its Arabic title and label; every language in the full list, English first', () => {
    const arabic = ogCards('ar');
    expect(arabic.map((card) => card.route)).toEqual([...routesIn('ar'), '/ar/thank-you', '/ar/404']);
    const others = otherLocales(defaultLocale).flatMap((locale) => ogCards(locale));
    expect(ogCards()).toEqual([...cards, ...others]);
    expect(new Set(ogCards().map((card) => card.src)).size).toBe(cards.length + others.length);
    const { pages } = siteContent('ar');
    expect(arabic.find((card) => card.route === '/ar/about')).toMatchObject({
      locale: 'ar',
      title: pages.about.seo.title,
      section: 'About',
      label: 'من نحن',
      src: '/og/ar/about.jpg',
    });
    for (const card of arabic) {
      expect(card.title, card.route).toMatch(/[\u0600-\u06FF]/);
      expect(card.src).toBe(ogImagePath(card.route));
    }
  });

  it("draws a blog post's card over the post's first image, the others over the brand background", () => {
    for (const post of blogs) {
      const card = cards.find((candidate) => candidate.route === blogPostPath(post.slug))!;
      // The title the post's page gives seoHead(): its shorter seoTitle where it has one.
      expect(card.title).toBe(seoTitleOf(post));
      expect(card.background).toBe(images[post.images[0] as keyof typeof images].src);
      expect(existsSync(join('public', card.background!)), card.background).toBe(true);
    }
    expect(cards.filter((card) => card.background)).toHaveLength(blogs.length);
  });
});

describe('wrapWords', () => {
  it('keeps a short title on one line', () => {
    expect(wrapWords('Privacy Policy', mono, 200, 3)).toEqual({ lines: ['Privacy Policy'], truncated: false });
  });

  it('breaks on whole words only, collapsing spaces', () => {
    expect(wrapWords('  Oracle   Cloud Training for Users ', mono, 150, 3)).toEqual({ lines: ['Oracle Cloud', 'Training for', 'Users'], truncated: false });
  });

  it('stops at the last line and ends it with an ellipsis after a whole word', () => {
    const wrapped = wrapWords('one two three four five six seven eight nine ten', mono, 100, 3);
    expect(wrapped).toEqual({ lines: ['one two', 'three four', `five six${ELLIPSIS}`], truncated: true });
  });

  it('drops the last word when the ellipsis does not fit after it, and a comma before the ellipsis', () => {
    expect(wrapWords('aaaa bbbbb cccc dddd', mono, 100, 1)).toEqual({ lines: [`aaaa${ELLIPSIS}`], truncated: true });
    expect(wrapWords('Oracle Cloud, HCM and ERP', mono, 130, 1)).toEqual({ lines: [`Oracle Cloud${ELLIPSIS}`], truncated: true });
  });

  it('cuts inside a word only when that one word is wider than a line', () => {
    expect(wrapWords('Supercalifragilistic rest', mono, 100, 3)).toEqual({ lines: [`Supercali${ELLIPSIS}`], truncated: true });
  });

  it('never gives more lines than allowed or a line wider than allowed', () => {
    const words =
      'Oracle Fusion Cloud ERP HCM SCM EPM implementation for telecom operators, banks, universities and industrial companies across the Levant'.split(' ');
    for (let count = 1; count <= words.length; count += 1) {
      const text = words.slice(0, count).join(' ');
      for (const maxLines of [1, 2, 3]) {
        for (const width of [120, 200, 310, 480]) {
          const wrapped = wrapWords(text, mono, width, maxLines);
          expect(wrapped.lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of wrapped.lines) expect(mono(line), `${text} @${width}`).toBeLessThanOrEqual(width);
          // Nothing is lost silently: the words shown are the start of the text, and a cut ends with "…".
          const shown = wrapped.lines.join(' ');
          if (wrapped.truncated) expect(shown.endsWith(ELLIPSIS)).toBe(true);
          else expect(shown).toBe(text);
        }
      }
    }
  });
});

describe('balanceWords and fitTitle', () => {
  it('spreads the words evenly over the same number of lines', () => {
    const title = 'First Oracle HCM Cloud Excellence Implementer in the Levant';
    expect(wrapWords(title, mono, 250, 3).lines).toEqual(['First Oracle HCM Cloud', 'Excellence Implementer in', 'the Levant']);
    expect(balanceWords(title, mono, 250, 3)).toEqual({ lines: ['First Oracle HCM Cloud', 'Excellence Implementer', 'in the Levant'], truncated: false });
    expect(wrapWords('Clients and Oracle Project References', mono, 300, 3).lines).toEqual(['Clients and Oracle Project', 'References']);
    expect(balanceWords('Clients and Oracle Project References', mono, 300, 3).lines).toEqual(['Clients and Oracle', 'Project References']);
    // A title that cannot fit keeps the greedy lines and the ellipsis.
    expect(balanceWords(title, mono, 250, 2)).toEqual(wrapWords(title, mono, 250, 2));
  });

  it('takes the largest size at which the title fits whole, else the smallest with an ellipsis', () => {
    const measureAt = (size: number) => (text: string) => [...text].length * size;
    expect(fitTitle('Oracle Cloud Training', measureAt, [20, 15, 10], 300, 1)).toMatchObject({ size: 10, lines: ['Oracle Cloud Training'], truncated: false });
    expect(fitTitle('Oracle Cloud Training', measureAt, [20, 15, 10], 300, 2)).toMatchObject({
      size: 20,
      lines: ['Oracle Cloud', 'Training'],
      truncated: false,
    });
    expect(fitTitle('Oracle Cloud Training for key users', measureAt, [20, 15], 200, 2)).toMatchObject({
      size: 15,
      lines: ['Oracle Cloud', `Training for${ELLIPSIS}`],
      truncated: true,
    });
  });
});

describe('metaContents', () => {
  it("reads a page's meta tags as a crawler does, decoding React's escapes", () => {
    const html =
      '<meta property="og:image" content="https://host/og/a.jpg"/><meta name="twitter:card" content="summary_large_image"/><meta property="og:image:alt" content="A &amp; B &quot;C&quot; &#x27;D&#x27;"/>';
    expect(metaContents(html, 'property', 'og:image')).toEqual(['https://host/og/a.jpg']);
    expect(metaContents(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(html, 'property', 'og:image:alt')).toEqual([`A & B "C" 'D'`]);
    expect(metaContents(html, 'property', 'og:title')).toEqual([]);
  });
});
