/**
 * The offices as their cards show them in a language: the address in the country's order, the working
 * week and hours in the page's words with the office's time zone, and the links that reach each office
 * (phone, WhatsApp, e-mail, a map opened only when the visitor asks).
 */
import type { Locale } from '../i18n';
import { intlLocale, listComma } from '../i18n';
import { fill } from '../template';
import { addressLines, hoursRange, mapsHref, timeZoneName, whatsappHref, workingDays } from '../offices';
import { siteContent } from './content';

export interface OfficeCard {
  readonly id: string;
  readonly flag: string;
  readonly country: string;
  readonly city: string;
  readonly headquarters: boolean;
  readonly address: readonly string[];
  readonly phone?: string;
  readonly whatsapp?: { readonly number: string; readonly href: string; readonly label: string };
  readonly email: string;
  /** The working days in words ("Sunday–Thursday") and the hours ("08:00–17:00"), which the card keeps left to right. */
  readonly hours: { readonly days: string; readonly range: string };
  readonly timeZone: string;
  readonly map: { readonly href: string; readonly label: string };
  /** Where the office sits on the drawn map, in degrees. */
  readonly geo: { readonly lat: number; readonly lng: number };
}

export function officeCards(locale: Locale): OfficeCard[] {
  const { offices, site, ui } = siteContent(locale);
  const intl = intlLocale(locale);
  return offices.map((office, position) => ({
    id: office.id,
    flag: office.flag,
    country: office.name,
    city: office.city,
    headquarters: position === 0,
    address: addressLines(office),
    ...(office.phone ? { phone: office.phone } : {}),
    ...(office.whatsapp
      ? { whatsapp: { number: office.whatsapp, href: whatsappHref(office.whatsapp), label: fill(ui.offices.whatsappLabel, { city: office.city }) } }
      : {}),
    email: office.email ?? site.email,
    hours: { days: workingDays(office.hours.days, intl, listComma(locale)), range: hoursRange(office.hours) },
    timeZone: fill(ui.offices.timeZone, { zone: timeZoneName(office.timeZone, intl) }),
    map: { href: mapsHref(office.geo), label: fill(ui.offices.openInMapsLabel, { city: office.city }) },
    geo: office.geo,
  }));
}
