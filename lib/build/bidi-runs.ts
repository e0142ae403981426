/**
 * A small bidirectional layout for one line of a right-to-left paragraph (the Arabic share cards,
 * scripts/og-images.ts): the line split into runs of one direction, which are then shaped and placed
 * right to left. Not the whole Unicode Bidirectional Algorithm (UAX #9), only what the site's Arabic
 * titles need, Arabic sentences with Latin product names and numbers in them:
 *
 * - strong right-to-left (R): Arabic letters, marks and punctuation;
 * - strong left-to-right (L): every other letter, and digits (European or Arabic-Indic: a number reads
 *   left to right inside Arabic, which the UAX #9 reaches through its weak types);
 * - neutral (N): spaces, punctuation, symbols. A neutral between two L runs joins them ("Oracle HCM
 *   Cloud" is one run, "E-Business" too); any other neutral takes the paragraph's direction, R.
 *
 * No explicit embeddings, no bracket pairs, no mirroring here (HarfBuzz mirrors brackets when it shapes
 * a right-to-left run). Pure: unit tested.
 */

export type TextDirection = 'ltr' | 'rtl';

/** A stretch of a line in one direction. */
export interface BidiRun {
  readonly text: string;
  readonly direction: TextDirection;
}

type BidiClass = 'R' | 'L' | 'N';

const DIGIT = /\p{Nd}/u;
const ARABIC = /\p{Script_Extensions=Arabic}|\u200F/u;
const LETTER = /[\p{L}\p{M}\u200E]/u;

/** The direction a character asks for: digits first, since Arabic-Indic digits are in the Arabic script too. */
export function bidiClass(character: string): BidiClass {
  if (DIGIT.test(character)) return 'L';
  if (ARABIC.test(character)) return 'R';
  return LETTER.test(character) ? 'L' : 'N';
}

/** Each character's resolved class: neutrals become L between two L, R otherwise. */
function resolvedClasses(characters: readonly string[]): ('R' | 'L')[] {
  const classes = characters.map(bidiClass);
  const strongAt = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < classes.length; index += step) if (classes[index] !== 'N') return classes[index];
    return undefined;
  };
  return classes.map((type, index) => {
    if (type !== 'N') return type;
    return strongAt(index - 1, -1) === 'L' && strongAt(index + 1, 1) === 'L' ? 'L' : 'R';
  });
}

/**
 * The runs of a line of a right-to-left paragraph, in reading order: the first run is drawn at the
 * right, the next one to its left, and so on. An L run's text reads left to right, an R run's right to
 * left (its characters are in logical order; the shaper puts them in visual order).
 */
export function bidiRuns(line: string): BidiRun[] {
  const characters = [...line];
  const classes = resolvedClasses(characters);
  const runs: { text: string; direction: TextDirection }[] = [];
  characters.forEach((character, index) => {
    const direction: TextDirection = classes[index] === 'L' ? 'ltr' : 'rtl';
    const last = runs[runs.length - 1];
    if (last && last.direction === direction) last.text += character;
    else runs.push({ text: character, direction });
  });
  return runs;
}
