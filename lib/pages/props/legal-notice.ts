/**
 * /legal-notice's data in a language (content/legal-notice.ts): the publisher, the group's companies with
 * their registered offices and registration numbers, the publication director, the host and the short
 * sections, each resolved to what the page shows (an office's address, a kind's label, a capital in the
 * language's way of writing amounts).
 */
import type { GetStaticProps } from 'next';
import type { FlagCode, LegalEntity, LegalSection, Office, Ui } from '@/lib/content/types';
import { intlLocale, listComma, type Locale } from '../../i18n';
import { paths } from '../../routes';
import { telHref } from '../../tel';
import { countryName } from '../case-studies';
import { siteContent } from '../content';
import { seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';
import { addressText } from '../../offices';

/** A company of the group as the page shows it. */
export interface LegalEntityFacts {
  readonly id: string;
  readonly flag: FlagCode;
  /** Its country's name in the language ("France", "فرنسا"). */
  readonly country: string;
  readonly name: string;
  readonly legalForm: string;
  readonly address: string;
  /** Each registration number with its kind's label in the language. */
  readonly registrations: readonly { readonly label: string; readonly value: string }[];
}

/** A phone or an e-mail address, written as shown, with its link. */
export interface ContactLine {
  readonly text: string;
  readonly href: string;
}

/** "10 000 EUR" in the language: "€10,000", "10 000 €". */
function capital(value: string, locale: Locale): string {
  const [, amount = '', currency = 'EUR'] = /^([\d ]+) ([A-Z]{3})$/.exec(value) ?? [];
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return amount ? format.format(Number(amount.replace(/ /g, ''))) : value;
}

function entityFacts(entity: LegalEntity, offices: readonly Office[], ui: Ui, locale: Locale): LegalEntityFacts {
  const office = offices.find((item) => item.id === entity.office);
  return {
    id: entity.id,
    flag: entity.country,
    country: countryName(entity.country, locale),
    name: entity.name,
    legalForm: entity.legalForm,
    address: office ? addressText(office, listComma(locale)) : (entity.address ?? ''),
    registrations: entity.registrations.map((item) => ({
      label: ui.legalNotice.registrations[item.kind],
      value: item.kind === 'share-capital' ? capital(item.value, locale) : item.value,
    })),
  };
}

export const legalNoticeStaticProps = (locale: Locale) =>
  (async () => {
    const { legalNotice, legalEntities, offices, site, ui } = siteContent(locale);
    const entities = legalEntities.map((entity) => entityFacts(entity, offices, ui, locale));
    const publisher = entities.find((entity) => entity.id === legalNotice.publisher.entity);
    if (!publisher) throw new Error(`content/legal-notice.ts: the publisher "${legalNotice.publisher.entity}" is not a company of legalEntities`);
    const path = paths.legalNotice;
    return withShell(locale, {
      seo: seoHead({ locale, path, ...legalNotice.page.seo, breadcrumb: [{ name: legalNotice.page.intro.heading, path }] }),
      intro: legalNotice.page.intro,
      publisher: {
        title: legalNotice.publisher.title,
        text: legalNotice.publisher.text,
        /** Its registered name and office; its card among the companies below gives its form and numbers. */
        name: publisher.name,
        address: publisher.address,
        phone: { text: site.phone, href: telHref(site.phone) } satisfies ContactLine,
        email: { text: site.email, href: `mailto:${site.email}` } satisfies ContactLine,
      },
      entities: { title: legalNotice.entities.title, text: legalNotice.entities.text, items: entities },
      director: legalNotice.director,
      host: { ...legalNotice.host, phone: { text: legalNotice.host.phone, href: telHref(legalNotice.host.phone) } satisfies ContactLine },
      sections: legalNotice.sections as readonly LegalSection[],
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { legalNotice: { props: legalNoticeStaticProps } } satisfies RouteData;
