/**
 * Open positions (content/positions.ts): a build publishes the ones still open on its day, each with its
 * place, workplace, pay and a JobPosting that has the fields Google requires; /careers filters them once
 * there are many (proved on generated lists); and the content check keeps their fields sound.
 */
import { describe, expect, it } from 'vitest';
import { hiringProcess } from '@/content/careers';
import { positions } from '@/content/positions';
import { offices, site } from '@/content/site';
import { routesIn } from '@/lib/build/site-routes';
import { checkFirstWith, checkWith } from './content-mutation';
import { currencies, workplaces } from '@/lib/content/schema';
import type { Position } from '@/lib/content/types';
import { matches } from '@/lib/facet-filters';
import { intlLocale } from '@/lib/i18n';
import { buildDay, formatPay, hasFilters, isOpen, MAX_POSITIONS_WITHOUT_FILTERS, openPositions } from '@/lib/positions';
import { countriesText, countryName } from '@/lib/pages/case-studies';
import { siteContent } from '@/lib/pages/content';
import { applyLink, positionJsonLd, positionsList, positionSummary } from '@/lib/pages/positions';
import { jobPosting } from '@/lib/pages/jsonld';
import { canonicalUrl, positionPath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { generatedPositions } from './generated-positions';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

const checkFirst = (mutate: (item: any) => void) => checkFirstWith('positions', mutate);

const [first] = positions;
/** The first position, working as `workplace` says (a remote one from Lebanon or the U.A.E). */
const working = (workplace: Position['workplace']): Position =>
  workplace === 'remote' ? { ...first, workplace, remoteCountries: ['LB', 'AE'] } : { ...first, workplace, remoteCountries: undefined };

describe('open positions', () => {
  it('are open up to and including their closing day, and left out of a build after it', () => {
    const closing = { validThrough: '2027-03-31' };
    expect(isOpen(closing, '2027-03-30')).toBe(true);
    expect(isOpen(closing, '2027-03-31')).toBe(true);
    expect(isOpen(closing, '2027-04-01')).toBe(false);
    const list = [
      { slug: 'closed', validThrough: '2026-01-31' },
      { slug: 'open', validThrough: '2027-06-30' },
    ];
    expect(openPositions(list, '2026-11-26').map((item) => item.slug)).toEqual(['open']);
    expect(openPositions(list, '2027-07-01')).toEqual([]);
    expect(buildDay(new Date(Date.UTC(2026, 10, 26, 23, 30)))).toBe('2026-11-26');
  });

  it('are built as pages only while open: the routes list exactly the open ones', () => {
    const built = routesIn('en').filter((route) => route.startsWith('/careers/'));
    expect(built).toEqual(openPositions(positions).map((position) => positionPath(position.slug)));
  });

  it('are checked: an office that does not exist, and a closing day before the posting day', () => {
    expect(checkFirst((item) => (item.office = 'riyad'))).toEqual([
      expect.stringMatching(/^content\/positions\.ts › [\w-]+ › office: "riyad" is not in content\/site\.ts offices/),
    ]);
    expect(checkFirst((item) => (item.validThrough = item.datePosted))).toEqual([
      `content/positions.ts › ${first.slug} › validThrough: must be after datePosted (${first.datePosted})`,
    ]);
  });

  it('are checked: a pay band whose min is over its max, an unknown currency, a fraction of a unit', () => {
    const pay = { currency: 'USD', min: 4000, max: 3500, period: 'MONTH' };
    expect(checkFirst((item) => (item.pay = pay))).toEqual([
      `content/positions.ts › ${first.slug} › pay.min: must not be over max (3500): min is the low end of the band`,
    ]);
    expect(checkFirst((item) => (item.pay = { ...pay, min: 2500, currency: 'GBP' }))).toEqual([
      `content/positions.ts › ${first.slug} › pay.currency: "GBP" is not one of: ${currencies.map((code) => `"${code}"`).join(', ')}`,
    ]);
    expect(checkFirst((item) => (item.pay = { ...pay, min: 2500.5 }))).toEqual([`content/positions.ts › ${first.slug} › pay.min: must be a whole number`]);
    expect(checkFirst((item) => (item.pay = { ...pay, min: 3500, period: 'WEEK' }))).toEqual([
      `content/positions.ts › ${first.slug} › pay.period: "WEEK" is not one of: "MONTH", "YEAR"`,
    ]);
    expect(checkFirst((item) => delete item.pay)).toEqual([]);
  });

  it('are checked: a workplace that is not one of the three, and a remote role without countries (or countries for one that is not remote)', () => {
    expect(checkFirst((item) => (item.workplace = 'home'))).toEqual([
      `content/positions.ts › ${first.slug} › workplace: "home" is not one of: ${workplaces.map((name) => `"${name}"`).join(', ')}`,
    ]);
    expect(checkFirst((item) => ((item.workplace = 'remote'), delete item.remoteCountries))).toEqual([
      `content/positions.ts › ${first.slug} › remoteCountries: is required for a remote role: the countries applicants may work from, e.g. ["LB", "AE"]`,
    ]);
    expect(checkFirst((item) => ((item.workplace = 'remote'), (item.remoteCountries = [])))).toEqual([
      `content/positions.ts › ${first.slug} › remoteCountries: is required for a remote role: the countries applicants may work from, e.g. ["LB", "AE"]`,
    ]);
    expect(checkFirst((item) => ((item.workplace = 'remote'), (item.remoteCountries = ['LB', 'DE'])))).toEqual([
      expect.stringMatching(new RegExp(`^content/positions\\.ts › ${first.slug} › remoteCountries\\[1\\]: "DE" is not one of: "LB"`)),
    ]);
    expect(checkFirst((item) => ((item.workplace = 'on-site'), (item.remoteCountries = ['LB'])))).toEqual([
      `content/positions.ts › ${first.slug} › remoteCountries: is only for a remote role (this one is "on-site"): remove it, or set workplace: "remote"`,
    ]);
    expect(checkFirst((item) => (item.modules = []))).toEqual([`content/positions.ts › ${first.slug} › modules: needs at least 1 module`]);
  });

  it('share one hiring process, whose steps are checked by id and by number', () => {
    expect(checkWith('hiringProcess', (process) => (process.steps[1].id = process.steps[0].id))).toEqual([
      `content/careers.ts › hiringProcess › steps: two items have the id "${hiringProcess.steps[0].id}": each needs its own`,
    ]);
    expect(
      checkWith('hiringProcess', (process) => process.steps.push(...process.steps.map((step: any, index: number) => ({ ...step, id: `extra-${index}` })))),
    ).toEqual(['content/careers.ts › hiringProcess › steps: has room for at most 6 steps']);
  });

  it('offer the recruitment address with a subject naming the role', () => {
    const summary = positionSummary(first, 'en');
    expect(summary.apply).toBe(applyLink(site.recruitmentEmail, `Application: ${first.title}`));
    expect(decodeURIComponent(summary.apply)).toBe(`mailto:${site.recruitmentEmail}?subject=Application: ${first.title}`);
    const office = offices.find((entry) => entry.id === first.office)!;
    expect(summary.facts[0]!.value).toBe(`${office.city}, ${office.name}`);
  });

  it('say where the work is done: an on-site or hybrid role at its office, a remote one from its countries', () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const { ui, offices: places } = siteContent(locale);
      const office = places.find((entry) => entry.id === first.office)!;
      const fact = (position: Position, name: string) => positionSummary(position, locale).facts.find((entry) => entry.name === name)?.value;
      for (const workplace of ['on-site', 'hybrid'] as const) {
        expect(fact(working(workplace), ui.careers.workplace)).toBe(ui.careers.workplaces[workplace]);
        expect(fact(working(workplace), ui.careers.location)).toBe(fill(ui.careers.place, { city: office.city, country: office.name }));
      }
      expect(fact(working('remote'), ui.careers.workplace)).toBe(ui.careers.workplaces.remote);
      expect(fact(working('remote'), ui.careers.location)).toBe(countriesText(['LB', 'AE'], locale, 'disjunction'));
    }
    expect(positionSummary(working('remote'), 'en').facts[0]!.value).toBe('Lebanon or United Arab Emirates');
  });

  it('show a pay band in the language, or no pay fact without one', () => {
    const { careers } = siteContent('en').ui;
    const band = { currency: 'USD', min: 2500, max: 3500, period: 'MONTH' } as const;
    expect(formatPay(band, intlLocale('en'), careers.payPeriods)).toBe(fill(careers.payPeriods.MONTH, { amount: 'USD\u00a02,500–3,500' }));
    expect(formatPay({ ...band, min: 3000, max: 3000, period: 'YEAR' }, intlLocale('en'), careers.payPeriods)).toBe(
      fill(careers.payPeriods.YEAR, { amount: 'USD\u00a03,000' }),
    );
    // French groups with a narrow no-break space and sets the currency after a no-break space.
    const french = siteContent('fr').ui.careers.payPeriods;
    expect(formatPay(band, intlLocale('fr'), french)).toBe(fill(french.MONTH, { amount: '2\u202f500–3\u202f500\u00a0USD' }));
    // Arabic pages write Western digits (content/languages.ts).
    const arabic = siteContent('ar').ui.careers.payPeriods;
    expect(formatPay(band, intlLocale('ar'), arabic)).toMatch(/2,500–3,500\u00a0USD/);
    expect(formatPay(band, intlLocale('ar'), arabic)).toContain(arabic.MONTH.replace('{{amount}}', '').trim());

    const pay = (position: Position) => positionSummary(position, 'en').facts.find((fact) => fact.name === careers.pay)?.value;
    expect(pay({ ...first, pay: band })).toBe(formatPay(band, intlLocale('en'), careers.payPeriods));
    expect(pay({ ...first, pay: undefined })).toBeUndefined();
  });

  it("carry a JobPosting with Google's required fields, its closing day, and the office's address", () => {
    for (const locale of ['en', 'ar'] as const) {
      const data = positionJsonLd(working('on-site'), locale);
      const office = offices.find((entry) => entry.id === first.office)!;
      expect(data).toMatchObject({
        '@type': 'JobPosting',
        datePosted: first.datePosted,
        validThrough: first.validThrough,
        employmentType: first.employmentType,
        hiringOrganization: { '@type': 'Organization', name: site.name },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: office.flag } },
        url: canonicalUrl(site.url, `${locale === 'en' ? '' : `/${locale}`}${positionPath(first.slug)}`),
      });
      expect(data.title.length).toBeGreaterThan(0);
      expect(data.description).toMatch(/^<p>.+<\/p>.*<h3>.+<\/h3><ul><li>/);
    }
  });

  it('give the pay band as baseSalary, and never inLanguage, which JobPosting does not have', () => {
    const band = { currency: 'AED', min: 20000, max: 28000, period: 'MONTH' } as const;
    const data = positionJsonLd({ ...first, pay: band }, 'en');
    expect(data).toMatchObject({
      baseSalary: { '@type': 'MonetaryAmount', currency: 'AED', value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 28000, unitText: 'MONTH' } },
    });
    expect(data).not.toHaveProperty('inLanguage');
    expect(positionJsonLd({ ...first, pay: undefined }, 'en')).not.toHaveProperty('baseSalary');
  });

  it('make a remote role a TELECOMMUTE posting with its countries instead of a place; keep the office for the others', () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const remote = positionJsonLd(working('remote'), locale);
      expect(remote).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        // The countries' names in the source language on every page: what a job search reads surely.
        applicantLocationRequirements: ['LB', 'AE'].map((code) => ({ '@type': 'Country', name: countryName(code, 'en') })),
      });
      expect(remote).not.toHaveProperty('jobLocation');
      for (const workplace of ['on-site', 'hybrid'] as const) {
        const posting = positionJsonLd(working(workplace), locale);
        expect(posting).toHaveProperty('jobLocation.address.addressCountry', offices.find((entry) => entry.id === first.office)!.flag);
        expect(posting).not.toHaveProperty('jobLocationType');
        expect(posting).not.toHaveProperty('applicantLocationRequirements');
      }
    }
  });

  it('escape what a text holds before it becomes the HTML of the description', () => {
    const office = offices[0];
    const data = jobPosting(
      { url: 'https://example.org', name: 'Cedrus', logo: '/logo.svg' },
      {
        title: 'R&D',
        paragraphs: ['Tools <b>& more</b>'],
        lists: [{ title: 'A < B', items: ['x > y'] }],
        datePosted: '2026-11-01',
        validThrough: '2027-01-01',
        employmentType: 'FULL_TIME',
        path: '/careers/x',
        identifier: 'x',
        office,
      },
    );
    expect(data.description).toBe('<p>Tools &lt;b&gt;&amp; more&lt;/b&gt;</p><h3>A &lt; B</h3><ul><li>x &gt; y</li></ul>');
  });
});

describe('the filters on /careers', () => {
  it('appear only above the number of positions read at a glance', () => {
    expect(hasFilters(MAX_POSITIONS_WITHOUT_FILTERS)).toBe(false);
    expect(hasFilters(MAX_POSITIONS_WITHOUT_FILTERS + 1)).toBe(true);
    expect(positionsList('en', generatedPositions(MAX_POSITIONS_WITHOUT_FILTERS)).filters).toBeNull();
    expect(positionsList('en', generatedPositions(MAX_POSITIONS_WITHOUT_FILTERS + 1)).filters).not.toBeNull();
    expect(positionsList('en', []).cards).toEqual([]);
  });

  it('offer each country and module some generated position has, with how many have it, and keep those that have every chosen value', () => {
    const roles = generatedPositions(MAX_POSITIONS_WITHOUT_FILTERS + 2);
    const { cards, filters } = positionsList('en', roles);
    const facet = (name: string) => filters!.find((group) => group.facet === name)!;
    const placesOf = (role: Position) => (role.workplace === 'remote' ? role.remoteCountries! : [offices.find((entry) => entry.id === role.office)!.flag]);
    const codes = [...new Set(roles.flatMap(placesOf))];
    expect(
      facet('country')
        .values.map((entry) => entry.value)
        .sort(),
    ).toEqual(codes.map((code) => code.toLowerCase()).sort());
    expect(
      facet('module')
        .values.map((entry) => entry.label)
        .sort(),
    ).toEqual([...new Set(roles.flatMap((role) => role.modules))].sort());
    for (const group of filters!)
      for (const entry of group.values)
        expect(entry.count, `${group.facet} ${entry.value}`).toBe(cards.filter((card) => matches(card.values, { [group.facet]: entry.value })).length);

    const [country] = codes;
    const [module] = facet('module').values;
    const both = cards.filter((card) => matches(card.values, { country: country!.toLowerCase(), module: module!.value }));
    expect(both.map((card) => card.slug)).toEqual(
      roles.filter((role) => placesOf(role).includes(country!) && role.modules.includes(module!.label)).map((role) => role.slug),
    );
  });
});
