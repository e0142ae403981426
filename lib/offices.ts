/**
 * An office's facts as a visitor reads them (pure, shared by the pages and the tests): its address in the
 * country's own order, its working week and hours in the page's language with the office's time zone,
 * and the links that reach it (WhatsApp, a map). Nothing here fetches anything: the map link is followed
 * only when the visitor taps it.
 */
import type { Office } from './content/types';
import type { weekDays } from './content/schema';

export type WeekDay = (typeof weekDays)[number];
type AddressParts = Pick<Office, 'flag' | 'name' | 'street' | 'city' | 'region' | 'postalCode'>;

/**
 * The address as lines, in the order the country's post writes it: France "75008 Paris", the United
 * States "Troy, Michigan 48084", elsewhere the city then its postal code ("Riyadh 12214"); the street first,
 * the country last.
 */
export function addressLines(office: AddressParts): string[] {
  const { flag, street, city, region, postalCode, name } = office;
  const locality =
    flag === 'FR'
      ? [postalCode, city].filter(Boolean).join(' ')
      : flag === 'US'
        ? `${[city, region].filter(Boolean).join(', ')}${postalCode ? ` ${postalCode}` : ''}`
        : [city, region, postalCode].filter(Boolean).join(' ');
  return [street, locality, name];
}

/** The address on one line, parts joined by the language's comma ("، " in Arabic). */
export function addressText(office: AddressParts, comma = ', '): string {
  return addressLines(office).join(comma);
}

const DAY_INDEX: Readonly<Record<WeekDay, number>> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
/** A Monday, so `MONDAY + n days` is the nth day of the week (names only: the date is never shown). */
const MONDAY = Date.UTC(2024, 0, 1);

/** A day's name in a language ("Sunday", "dimanche", "الأحد"). */
export function dayName(day: WeekDay, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(MONDAY + DAY_INDEX[day] * 86_400_000);
}

/**
 * The working days as runs of consecutive days, in the office's own week order (a week that starts on
 * Sunday stays Sunday–Thursday): ["sun","mon","tue","wed","thu"] → [["sun","thu"]]; a lone day is a run of one.
 */
export function dayRuns(days: readonly WeekDay[]): (readonly [WeekDay, WeekDay])[] {
  const runs: [WeekDay, WeekDay][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && (DAY_INDEX[last[1]] + 1) % 7 === DAY_INDEX[day]) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The working days in words: "Monday–Friday", "dimanche–jeudi", "Monday–Wednesday, Friday". */
export function workingDays(days: readonly WeekDay[], locale: string, comma = ', '): string {
  return dayRuns(days)
    .map(([first, last]) => (first === last ? dayName(first, locale) : `${dayName(first, locale)}–${dayName(last, locale)}`))
    .join(comma);
}

/** The time zone's name in a language, the same in summer and winter ("Arabian Standard Time", "heure du Golfe"). */
export function timeZoneName(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(MONDAY);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The opening hours as a range, "08:30–17:30" (a 24-hour clock reads the same in the three languages). */
export const hoursRange = (hours: Pick<Office['hours'], 'opens' | 'closes'>) => `${hours.opens}–${hours.closes}`;

/** A WhatsApp chat with the number ("+971 50 555 0100" → "https://wa.me/971505550100"). */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The office on a map, opened only when the visitor follows the link (the map app on a phone). */
export const mapsHref = (geo: Office['geo']) => `https://www.google.com/maps/search/?api=1&query=${geo.lat}%2C${geo.lng}`;
