/**
 * Typography helpers for text that comes from content/: pure, no React.
 */

export interface TextRun {
  readonly text: string;
  /** A hyphenated compound ("On-Premise", "Industry-Specific") that must not break at its hyphen. */
  readonly keepTogether: boolean;
}

const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * Splits a heading into runs so hyphenated compounds can be kept on one line: browsers break lines
 * after a hyphen, which leaves "On-" at the end of a line on phones. The text itself keeps its real
 * hyphen, so search, copy and paste and screen readers see the word as typed.
 */
export function hyphenatedRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), keepTogether: false });
    runs.push({ text: match[0], keepTogether: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keepTogether: false });
  return runs;
}

const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

/**
 * French typography (content/languages.ts `typography: "french"`), applied to a French text as it is built:
 * editors type ordinary spaces and straight apostrophes, as on any keyboard, and the page gets the
 * no-break spaces, so a line never starts with a colon or a closing guillemet, and the typographic
 * apostrophe. A no-break space before ":" and "»" and after "«"; a narrow one before ";", "!", "?" and
 * between the groups of a number ("3 500"); "’" for an apostrophe between letters ("l'équipe"). A mark
 * that follows no space (a time "10:30", a question mark in "Oracle?") is left as it is.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1\u2019')
    .replace(/[ \u00A0\u202F]+([:»])/g, `${NBSP}$1`)
    .replace(/«[ \u00A0\u202F]+/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]+([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/(\d)[ \u00A0](?=\d{3}(?!\d))/g, `$1${NARROW_NBSP}`);
}
