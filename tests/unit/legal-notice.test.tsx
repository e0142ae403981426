/**
 * The legal notice (content/legal-notice.ts, /legal-notice): the content check names each mistake in a
 * company's registration numbers or registered office with one line, `file › item › field`; the page's data
 * and its section, rendered as the build renders them, in every language; the footer's link to it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { LegalNoticeContent } from '@/components/sections/LegalNoticeContent';
import { legalEntities, legalNotice } from '@/content/legal-notice';
import { offices } from '@/content/site';
import { crossChecks, officeCountryIssues } from '@/lib/content/check';
import { frenchVatNumber, isSiren, REGISTRATION_KINDS } from '@/lib/content/rules';
import { localePath, locales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { legalNoticeStaticProps } from '@/lib/pages/props/legal-notice';
import { paths } from '@/lib/routes';
import { checkWith } from './content-mutation';
import { inShell } from './in-shell';
import { addressText } from '@/lib/offices';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

const french = legalEntities.findIndex((entity) => entity.country === 'FR');
const frenchEntity = legalEntities[french]!;
/** How the check names the French company: its position and registered name. */
const item = `content/legal-notice.ts › legalEntities #${french + 1} "${frenchEntity.name}"`;
const kindIndex = (kind: string) => frenchEntity.registrations.findIndex((registration) => registration.kind === kind);
/** The check's lines after `mutate` changed the French company. */
const checkFrench = (mutate: (entity: any) => void) => checkWith('legalEntities', (items) => mutate(items[french]));

describe('the registration numbers of a company', () => {
  it('are of the kinds the site knows, one line for a misspelt kind', () => {
    expect(checkFrench((entity) => (entity.registrations[kindIndex('fr-siren')].kind = 'fr-siret'))).toEqual([
      `${item} › registrations[${kindIndex('fr-siren')}].kind: "fr-siret" is not one of: ${Object.keys(REGISTRATION_KINDS)
        .map((kind) => `"${kind}"`)
        .join(', ')}`,
    ]);
  });

  it('have the form of their kind: a SIREN of 9 digits, with its check digit', () => {
    const siren = kindIndex('fr-siren');
    expect(checkFrench((entity) => (entity.registrations[siren].value = '000 000 00'))).toEqual([
      `${item} › registrations[${siren}].value: must be a SIREN of 9 digits, e.g. "000 000 000"`,
    ]);
    expect(checkFrench((entity) => (entity.registrations[siren].value = '123 456 789'))).toEqual([
      `${item} › registrations[${siren}].value: "123 456 789" is not a SIREN: its last digit is not the check digit of the other eight`,
    ]);
    expect(checkFrench((entity) => (entity.registrations[kindIndex('share-capital')].value = '10000€'))).toEqual([
      `${item} › registrations[${kindIndex('share-capital')}].value: must be an amount and its currency code, e.g. "10 000 EUR"`,
    ]);
  });

  it('of a French company: its RCS number and its VAT number are its SIREN’s', () => {
    expect(checkFrench((entity) => (entity.registrations[kindIndex('fr-rcs')].value = 'Paris B 732 829 320'))).toEqual([
      `${item} › registrations[${kindIndex('fr-rcs')}].value: must end with this company's SIREN (000 000 000)`,
    ]);
    expect(checkFrench((entity) => (entity.registrations[kindIndex('fr-vat')].value = 'FR 13 000 000 000'))).toEqual([
      `${item} › registrations[${kindIndex('fr-vat')}].value: must be "FR 12 000 000 000", the VAT number of this company's SIREN`,
    ]);
  });

  it('are those of its own country, and in France all that French law asks', () => {
    expect(checkFrench((entity) => entity.registrations.push({ kind: 'sa-vat', value: '300000000000003' }))).toEqual([
      `${item} › registrations[${frenchEntity.registrations.length}].kind: "sa-vat" is a registration of SA; this company is in FR`,
    ]);
    expect(checkFrench((entity) => entity.registrations.splice(kindIndex('fr-vat'), 1))).toEqual([
      `${item} › registrations: must include "fr-vat": French law (LCEN art. 6-III) asks a company in FR to show it`,
    ]);
    expect(checkFrench((entity) => entity.registrations.push({ kind: 'fr-siren', value: '000 000 000' }))).toEqual([
      `${item} › registrations: two items have the kind "fr-siren": each needs its own`,
    ]);
  });

  it('knows a SIREN and its VAT number', () => {
    expect(isSiren('000000000')).toBe(true);
    expect(isSiren('542065479')).toBe(true);
    expect(isSiren('542065478')).toBe(false);
    expect(isSiren('00000000')).toBe(false);
    expect(frenchVatNumber('000000000')).toBe('FR 12 000 000 000');
    expect(frenchVatNumber('542065479')).toBe('FR 82 542 065 479');
  });
});

describe('the registered office of a company', () => {
  it('is an office of content/site.ts, or an address of its own, not both', () => {
    expect(checkFrench((entity) => (entity.office = 'pariss'))).toEqual([
      `${item} › office: "pariss" is not in content/site.ts offices (did you mean "paris"?)`,
    ]);
    expect(checkFrench((entity) => (entity.address = '1 rue de Rivoli, 75001 Paris, France'))).toEqual([
      `${item} › address: give either office (an office id of content/site.ts) or address, not both`,
    ]);
    expect(checkFrench((entity) => delete entity.office)).toEqual([
      `${item} › office: is required without an address: an office id of content/site.ts, or the company’s own address`,
    ]);
  });

  it('is an office in the company’s own country', () => {
    const dubai = offices.find((office) => office.flag === 'AE')!;
    const moved = legalEntities.map((entity, index) => (index === french ? { ...entity, office: dubai.id } : entity));
    expect(officeCountryIssues(moved, offices)).toEqual([
      {
        file: 'content/legal-notice.ts',
        item: `legalEntities #${french + 1} "${frenchEntity.name}"`,
        field: 'office',
        message: `"${dubai.id}" is the office in AE; this company is in FR (its registered office is in its own country)`,
      },
    ]);
    expect(officeCountryIssues(legalEntities, offices)).toEqual([]);
    // An office whose flag is not a flag at all is named by its own line only.
    expect(
      officeCountryIssues(
        legalEntities,
        offices.map((office) => ({ ...office, flag: office.id === (frenchEntity as { office?: string }).office ? 'DE' : office.flag })),
      ),
    ).toEqual([]);
    expect(crossChecks()).toEqual([]);
  });
});

describe('the legal notice page’s copy', () => {
  it('names its publisher among the companies, and links to pages that exist', () => {
    expect(checkWith('legalNotice', (value) => (value.publisher.entity = 'lebanonn'))).toEqual([
      'content/legal-notice.ts › legalNotice › publisher.entity: "lebanonn" is not in content/legal-notice.ts legalEntities (did you mean "lebanon"?)',
    ]);
    const link = legalNotice.sections.findIndex((section) => 'link' in section);
    expect(checkWith('legalNotice', (value) => (value.sections[link].link.href = '/privacy-polcy'))).toEqual([
      `content/legal-notice.ts › legalNotice › sections[${link}].link.href: "/privacy-polcy" is not a page of this site (did you mean "/privacy-policy"?)`,
    ]);
  });
});

/** The page's section as the build renders it in a language, inside the language's shell. */
async function renderedIn(locale: (typeof locales)[number]) {
  const { props } = (await legalNoticeStaticProps(locale)()) as { props: any };
  const { shell, ...page } = props;
  return { props, html: renderToStaticMarkup(inShell(<LegalNoticeContent {...page} />, shell)) };
}

describe('/legal-notice in every language', () => {
  for (const locale of locales) {
    it(`${locale}: its heading, the publisher, the director, the host and every company with its numbers, labelled in the language`, async () => {
      const { legalNotice: copy, legalEntities: entities, ui } = siteContent(locale);
      const { props, html } = await renderedIn(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(html).toContain(copy.page.intro.heading);
      for (const text of [copy.publisher.title, copy.director.title, copy.director.name, copy.host.title, copy.host.name, copy.host.phone])
        expect(html).toContain(text);
      for (const entity of entities) {
        expect(html).toContain(`data-entity="${entity.id}"`);
        expect(html).toContain(`<bdi>${entity.name}</bdi>`);
        for (const registration of entity.registrations) {
          expect(html).toContain(ui.legalNotice.registrations[registration.kind]);
          if (registration.kind !== 'share-capital') expect(html).toContain(`<bdi dir="ltr">${registration.value}</bdi>`);
        }
      }
      expect(html).toContain(`href="${localePath(locale, paths.privacyPolicy)}"`);
      for (const section of copy.sections) expect(html).toContain(section.title);
    });
  }

  it('is titled « Mentions légales » in French and إشعار قانوني in Arabic', () => {
    expect(siteContent('fr').legalNotice.page.intro.heading).toBe('Mentions légales');
    expect(siteContent('fr').legalNotice.page.seo.title).toBe('Mentions légales');
    expect(siteContent('ar').legalNotice.page.intro.heading).toBe('إشعار قانوني');
  });

  it('writes the share capital as each language writes amounts', async () => {
    const capital = (html: string) => /<bdi dir="ltr">([^<]*€[^<]*)<\/bdi>/.exec(html)?.[1];
    expect(capital((await renderedIn('en')).html)).toBe('€10,000');
    expect(capital((await renderedIn('fr')).html)).toBe('10\u202F000\u00A0€');
  });

  it('shows an office’s address in the language for a company registered at an office, and its own address otherwise', async () => {
    const { props } = await renderedIn('ar');
    const arabic = siteContent('ar');
    for (const entity of arabic.legalEntities) {
      const facts = props.entities.items.find((candidate: { id: string }) => candidate.id === entity.id);
      expect(facts.address).toBe(
        entity.office
          ? addressText(
              arabic.offices.find((office) => office.id === entity.office)!,
              '، ',
            )
          : entity.address,
      );
      expect(facts.address).toMatch(/\p{Script=Arabic}/u);
    }
  });
});

describe('the footer', () => {
  it('links to the legal notice beside the policies, in every language', () => {
    for (const locale of locales) {
      const html = renderToStaticMarkup(inShell(<Footer />, locale));
      const { ui } = siteContent(locale);
      expect(html).toContain(`href="${localePath(locale, paths.legalNotice)}"`);
      expect(html).toContain(`>${ui.footer.legalNotice}</a>`);
      const order = [paths.privacyPolicy, paths.cookiesPolicy, paths.legalNotice].map((path) => html.indexOf(`href="${localePath(locale, path)}"`));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
