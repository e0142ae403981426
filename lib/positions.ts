/**
 * Which open positions (content/positions.ts) a build publishes: a position is open up to and including its
 * closing day (`validThrough`), and a build after that day leaves it out (its card, its page, its JobPosting).
 * Also how /careers filters them, and how a pay band reads. Pure: the day is passed in, so tests choose it;
 * the build passes the day it runs.
 */
import { moduleKey, type FacetValues } from './facet-filters';
import { fill } from './template';
import type { PayBand, PayPeriod } from './content/types';

/** The day a build runs, as an ISO date in UTC ("2026-11-26"). */
export function buildDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether a position still takes applications on `day`: its closing day included. */
export function isOpen(position: { readonly validThrough: string }, day: string = buildDay()): boolean {
  return day <= position.validThrough;
}

/** The positions open on `day`, in the content's order. */
export function openPositions<P extends { readonly validThrough: string }>(positions: readonly P[], day: string = buildDay()): P[] {
  return positions.filter((position) => isOpen(position, day));
}

/** /careers's filters: the countries a position can be done from, and its Oracle modules. */
export type PositionFacet = 'country' | 'module';

/** Up to this many open positions read at a glance: /careers shows its filters only above it. */
export const MAX_POSITIONS_WITHOUT_FILTERS = 6;

/** Whether /careers filters its positions: only when there are more than MAX_POSITIONS_WITHOUT_FILTERS. */
export const hasFilters = (count: number) => count > MAX_POSITIONS_WITHOUT_FILTERS;

/** The countries a position can be done from: a remote role's own, any other's office's (flag codes). */
export const positionCountries = (position: { readonly workplace: string; readonly remoteCountries?: readonly string[] }, officeCountry: string) =>
  position.workplace === 'remote' && position.remoteCountries?.length ? position.remoteCountries : [officeCountry];

/** A position's values for the filters: its countries (lower case, as in the URL) and its modules' keys. */
export function positionValues(
  position: { readonly workplace: string; readonly remoteCountries?: readonly string[]; readonly modules: readonly string[] },
  officeCountry: string,
): FacetValues<PositionFacet> {
  return {
    country: positionCountries(position, officeCountry).map((code) => code.toLowerCase()),
    module: position.modules.map(moduleKey),
  };
}

/**
 * A pay band for reading in a language (an `Intl` locale), through its period's template ("{{amount}} a
 * month"): "USD 2,500–3,500 a month", "2 500–3 500 USD par mois"; one figure when min and max are equal.
 */
export function formatPay(pay: PayBand, intlLocale: string, periods: Readonly<Record<PayPeriod, string>>): string {
  const format = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: pay.currency, currencyDisplay: 'code', maximumFractionDigits: 0 });
  const amount = pay.min === pay.max ? format.format(pay.min) : format.formatRange(pay.min, pay.max);
  return fill(periods[pay.period], { amount });
}
