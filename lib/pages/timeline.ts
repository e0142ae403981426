/**
 * The timeline's action text is one string in content ("New office - France") shown on two lines.
 * Pure, so getStaticProps can split it at build time and the browser receives the two lines.
 */

export interface TimelineLines {
  /** The first line, e.g. "New office". */
  readonly title: string;
  /** The second line, e.g. "France"; '' when the action has no " - ". */
  readonly detail: string;
}

const SEPARATOR = ' - ';

/** Splits at the first " - " only, so "Office - Paris - France" keeps "Paris - France" together. */
export function splitTimelineAction(action: string): TimelineLines {
  const at = action.indexOf(SEPARATOR);
  if (at === -1) return { title: action.trim(), detail: '' };
  return { title: action.slice(0, at).trim(), detail: action.slice(at + SEPARATOR.length).trim() };
}
