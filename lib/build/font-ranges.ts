/**
 * The characters each self-hosted font keeps (scripts/subset-font.ts) and announces in its
 * @font-face `unicode-range` (components/layout/fonts.ts), so a browser fetches a font only for
 * text that needs it: an English page never downloads the Arabic font.
 */

/**
 * The Arabic edition's font file (scripts/subset-font.ts writes it, components/layout/fonts.ts
 * declares it; next/font wants the path written out there). The build preloads its copy on the
 * Arabic pages (scripts/postbuild.ts).
 */
export const ARABIC_FONT_FILE = 'styles/fonts/noto-sans-arabic-400-700.woff2';

/** [first, last] code points, inclusive. */
export type CodeRange = readonly [number, number];

/** Arabic letters, marks, punctuation and digits, the joiners and direction marks, and « ». */
export const ARABIC_RANGES: readonly CodeRange[] = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0652], // tatweel, fa … yeh, harakat
  [0x0660, 0x066c], // Arabic-Indic digits, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x00ab, 0x00ab], // «
  [0x00bb, 0x00bb], // »
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
];

/** Every character of the ranges, for the subsetter. */
export function charactersOf(ranges: readonly CodeRange[]): string {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
}

/** The CSS `unicode-range` value of the ranges, e.g. "U+060C, U+0621-063A". */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/** Whether a character is inside the ranges. */
export function covers(ranges: readonly CodeRange[], character: string): boolean {
  const code = character.codePointAt(0)!;
  return ranges.some(([first, last]) => code >= first && code <= last);
}
