/**
 * Which open positions (content/positions.ts) a build publishes: a position is open up to and including its
 * closing day (`validThrough`), and a build after that day leaves it out (its card, its page, its JobPosting).
 * Pure: the day is passed in, so tests choose it; the build passes the day it runs.
 */

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
