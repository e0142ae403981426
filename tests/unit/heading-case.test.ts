import { describe, expect, it } from 'vitest';
import { blogs } from '@/content/blogs';
import { careerBenefits, careerCta, deliveryModel, hiringProcess } from '@/content/careers';
import { clients, clientsDirectoryCopy } from '@/content/clients';
import { contactBand, stats, story, timeline, whyChoose } from '@/content/company';
import { contactCard, contactFormCopy } from '@/content/contact';
import { credentials, credentialsPage } from '@/content/credentials';
import { homeSections, slides } from '@/content/home';
import { industries, industryPresence } from '@/content/industries';
import { legalNotice } from '@/content/legal-notice';
import { pages } from '@/content/pages';
import { policies } from '@/content/policies';
import { services } from '@/content/services';
import { solutions } from '@/content/solutions';
import { ui } from '@/content/ui';
import { buildNavigation } from '@/lib/pages/navigation';
import { collectHeadings, headingCaseIssues, headingCaseViolations, HEADING_PROPER_NOUNS, type HeadingSource } from '@/lib/build/heading-case';

describe('headingCaseViolations', () => {
  it('flags a capitalized word after the first', () => {
    expect(headingCaseViolations('Our Presence')).toEqual(['Presence']);
    expect(headingCaseViolations('Training That Matches How Your People Work')).toEqual(['That', 'Matches', 'How', 'Your', 'People', 'Work']);
  });

  it('accepts sentence case with proper nouns, product names and acronyms', () => {
    expect(headingCaseViolations('Our presence in Lebanon')).toEqual([]);
    expect(headingCaseViolations('AI agents for Oracle Fusion Cloud Applications')).toEqual([]);
    expect(headingCaseViolations('Supply chain on E-Business Suite and JD Edwards')).toEqual([]);
    expect(headingCaseViolations('Oracle training for key users, end users and IT')).toEqual([]);
    expect(headingCaseViolations('New office - Michigan, USA')).toEqual([]);
  });

  it('allows a phrase only as a whole: "Fusion Cloud" allows "Cloud" there, not elsewhere', () => {
    expect(headingCaseViolations('Oracle Fusion Cloud HCM')).toEqual([]);
    expect(headingCaseViolations('Oracle Solutions for Cloud')).toEqual(['Solutions', 'Cloud']);
    expect(headingCaseViolations('Oracle ITEMS')).toEqual(['ITEMS']);
  });

  it('always allows the first word, even when an allowed name starts the heading', () => {
    expect(headingCaseViolations('Industry-specific Oracle solutions')).toEqual([]);
    expect(headingCaseViolations('Oracle Solutions for telecom')).toEqual(['Solutions']);
  });

  it('checks each part of a hyphenated word and starts a new sentence after ".", "?" or "!"', () => {
    expect(headingCaseViolations('Staff and supplies for Round-the-Clock care')).toEqual(['Round', 'Clock']);
    expect(headingCaseViolations('Planning a move? We can help')).toEqual([]);
    expect(headingCaseViolations('Payroll in the U.A.E stays local')).toEqual([]);
  });

  it('ignores the tags of a slide title', () => {
    expect(headingCaseViolations('Your move to <strong>Oracle Cloud</strong>, <br><em>planned and delivered</em>')).toEqual([]);
    expect(headingCaseViolations('Your move, <br><em>Planned</em>')).toEqual(['Planned']);
  });

  it('takes an allow-list', () => {
    expect(headingCaseViolations('Meet Rami Haddad', [])).toEqual(['Rami', 'Haddad']);
    expect(headingCaseViolations('Meet Rami Haddad', ['Rami Haddad'])).toEqual([]);
    expect(HEADING_PROPER_NOUNS).toContain('Oracle');
  });
});

describe('collectHeadings and headingCaseIssues', () => {
  it('name the file, the item and the field of a heading in Title Case', () => {
    const headings = collectHeadings([
      { file: 'content/industries.ts', items: { industryPresence: { title: 'Our Presence' } }, fields: ['title'] },
      {
        file: 'content/services.ts',
        items: [{ slug: 'training', extra_details: [{ title: 'Key user training' }, { title: 'End User Training' }] }],
        fields: ['extra_details[].title'],
      },
    ]);
    expect(headingCaseIssues(headings)).toEqual([
      'content/industries.ts › industryPresence › title: "Our Presence" capitalizes Presence',
      'content/services.ts › training › extra_details[1].title: "End User Training" capitalizes User, Training',
    ]);
    expect(headingCaseIssues(collectHeadings([{ file: 'x.ts', items: [{ title: 'Our presence in Lebanon' }], fields: ['title'] }]))).toEqual([]);
  });

  it('fail loudly on a field path that matches nothing or is not text', () => {
    expect(() => collectHeadings([{ file: 'x.ts', items: [{ title: 'A' }], fields: ['heading'] }])).toThrow(
      'x.ts: the heading field "heading" matches nothing',
    );
    expect(() => collectHeadings([{ file: 'x.ts', items: [{ slug: 'a', title: 3 }], fields: ['title'] }])).toThrow('x.ts › a › title is not a string');
  });
});

/**
 * Texts fixed word for word, kept as they are (docs/product.md#fixed-texts: the "All Clients" button).
 * The client filter labels (clientCategories, e.g. "Manuf and Distribution") are fixed too; they are names
 * and are not listed below as headings.
 */
const VERBATIM_FROM_SPEC = new Set(['All Clients']);

/**
 * Every heading and heading-like title of the site content, per collection. Not listed, because they are
 * names: service/solution/industry `title` (menu labels and card titles), client labels and categories,
 * markets, offices, team names and positions, and menu link labels.
 * SEO titles are headings too: they follow the same sentence case (the brand suffix is added by <Seo>).
 */
const headingSources: readonly HeadingSource[] = [
  {
    file: 'content/services.ts',
    items: services,
    fields: [
      'page.seo.title',
      'page.intro.heading',
      'banner.title',
      'left_right_section.title',
      'right_left_section.title',
      'left_right_section.variant.videoTitle',
      'right_left_section.variant.videoTitle',
      'extra_details[].title',
    ],
  },
  {
    file: 'content/solutions.ts',
    items: solutions,
    fields: [
      'page.seo.title',
      'page.intro.heading',
      'button_text',
      'tabs[].label',
      'tabs[].title',
      'tabs[].lists[].title',
      'cards[].title',
      'cards[].listTitle',
    ],
  },
  { file: 'content/industries.ts', items: industries, fields: ['page.seo.title', 'page.intro.heading', 'title1', 'title2'] },
  { file: 'content/industries.ts', items: { industryPresence }, fields: ['title'] },
  { file: 'content/home.ts', items: slides, fields: ['title', 'button1', 'button2'], itemName: (_, key) => `slide ${key}` },
  { file: 'content/home.ts', items: homeSections, fields: ['title', 'buttonText', 'allClientsButton'] },
  { file: 'content/company.ts', items: stats, fields: ['label'] },
  { file: 'content/company.ts', items: whyChoose, fields: ['title'] },
  { file: 'content/company.ts', items: timeline, fields: ['action'], itemName: (item) => String((item as { year: number }).year) },
  { file: 'content/company.ts', items: { story, contactBand }, fields: ['title', 'action'] },
  { file: 'content/careers.ts', items: careerBenefits, fields: ['title'] },
  { file: 'content/careers.ts', items: { deliveryModel, careerCta }, fields: ['title'] },
  { file: 'content/careers.ts', items: { hiringProcess }, fields: ['title', 'steps[].title'] },
  { file: 'content/clients.ts', items: { clientsDirectoryCopy }, fields: ['filterLabel', 'contentTitle'] },
  { file: 'content/policies.ts', items: policies, fields: ['page.seo.title', 'page.intro.heading', 'title', 'subtitle', 'content[].title'] },
  {
    file: 'content/legal-notice.ts',
    items: { legalNotice },
    fields: ['page.seo.title', 'page.intro.heading', 'publisher.title', 'entities.title', 'director.title', 'host.title', 'sections[].title'],
  },
  // 404 and thank-you SEO titles ("Page Not Found", "Request Received") belong to another change; their headings are checked.
  { file: 'content/pages.ts', items: pages, fields: ['intro.heading'] },
  {
    file: 'content/pages.ts',
    items: { home: pages.home, about: pages.about, contactUs: pages.contactUs, clients: pages.clients, careers: pages.careers, blog: pages.blog },
    fields: ['seo.title'],
  },
  { file: 'content/blogs.ts', items: blogs, fields: ['title', 'seoTitle'] },
  { file: 'content/contact.ts', items: { contactCard, contactFormCopy }, fields: ['title'] },
  // A credential's title is its card's heading (names of laws and Oracle programmes keep their capitals).
  { file: 'content/credentials.ts', items: credentials, fields: ['title'] },
  {
    file: 'content/credentials.ts',
    items: { credentialsPage },
    fields: ['seo.title', 'intro.heading', ...Object.keys(credentialsPage.groups).map((group) => `groups.${group}.title`), 'band.title', 'band.action'],
  },
  { file: 'content/navigation.ts', items: buildNavigation('en'), fields: ['menu.leftTitle', 'menu.rightTitle'] },
  {
    file: 'content/ui.ts',
    items: { ui },
    fields: ['blog.allPosts', 'blog.related', 'footer.followUs', 'footer.offices', 'clients.markets', 'credentials.link', 'credentials.consultants'],
  },
];

describe('the site content', () => {
  const headings = collectHeadings(headingSources).filter((heading) => !VERBATIM_FROM_SPEC.has(heading.value));
  // Client names appear in blog titles ("BLC Bank connects Oracle Cloud ERP ...").
  const allowed = [...HEADING_PROPER_NOUNS, ...clients.map((client) => client.label)];

  it('walks every heading field it lists', () => {
    const perFile = (file: string) => headings.filter((heading) => heading.file === file).length;
    const videos = services
      .flatMap((service) => [service.left_right_section, service.right_left_section])
      .filter((section) => section.variant.type === 'video');
    const details = services.reduce((sum, service) => sum + service.extra_details.length, 0);
    expect(perFile('content/services.ts')).toBe(services.length * 5 + videos.length + details);
    expect(headings.some((heading) => heading.value === industryPresence.title)).toBe(true);
    expect(perFile('content/blogs.ts')).toBe(blogs.length + blogs.filter((post) => 'seoTitle' in post).length);
    expect(headings.filter((heading) => heading.file === 'content/careers.ts' && heading.item === 'hiringProcess')).toHaveLength(
      1 + hiringProcess.steps.length,
    );
  });

  it('writes every heading in sentence case', () => {
    expect(headingCaseIssues(headings, allowed)).toEqual([]);
  });
});
