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

/**
 * Inter, the site's Latin font, comes in two files cut from @fontsource-variable/inter's Latin file
 * (scripts/subset-font.ts). The core holds what English and French text is written with and is
 * preloaded on every page; the rest of the Latin file's characters (other accented letters, rarer
 * symbols and punctuation) are in a second file that a browser fetches only for a page that shows one
 * of them, through its @font-face `unicode-range`.
 */
export const INTER_CORE_FONT_FILE = 'styles/fonts/inter-latin-core-400-800.woff2';
export const INTER_MORE_FONT_FILE = 'styles/fonts/inter-latin-more-400-800.woff2';
/** The package's Latin file, which both are cut from. */
export const INTER_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The weights the styles use: the files keep the `wght` axis from 400 to 800 only. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** @fontsource's "latin" ranges, which the two Inter files share out between them. */
export const LATIN_RANGES: readonly CodeRange[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: no-break space, accented letters, ©, °, ×, « »
  [0x0131, 0x0131], // dotless i
  [0x0152, 0x0153], // Œ œ
  [0x02bb, 0x02bc], // ʻ ʼ
  [0x02c6, 0x02c6], // ˆ
  [0x02da, 0x02da], // ˚
  [0x02dc, 0x02dc], // ˜
  [0x2000, 0x206f], // typographic spaces, dashes, quotes, …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // minus
  [0x2215, 0x2215], // division slash
];

/** The core: English and French letters, their typography (no-break spaces, « », ’, dashes), and common signs. */
export const INTER_CORE_RANGES: readonly CodeRange[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00ab, 0x00ab], // «
  [0x00ae, 0x00ae], // ®
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // ·
  [0x00bb, 0x00bb], // »
  [0x00c0, 0x00c0], // À
  [0x00c2, 0x00c2], // Â
  [0x00c6, 0x00cb], // Æ Ç È É Ê Ë
  [0x00ce, 0x00cf], // Î Ï
  [0x00d4, 0x00d4], // Ô
  [0x00d7, 0x00d7], // ×
  [0x00d9, 0x00d9], // Ù
  [0x00db, 0x00dc], // Û Ü
  [0x00e0, 0x00e0], // à
  [0x00e2, 0x00e2], // â
  [0x00e6, 0x00eb], // æ ç è é ê ë
  [0x00ee, 0x00ef], // î ï
  [0x00f4, 0x00f4], // ô
  [0x00f9, 0x00f9], // ù
  [0x00fb, 0x00fc], // û ü
  [0x00ff, 0x00ff], // ÿ
  [0x0152, 0x0153], // Œ œ
  [0x2009, 0x2009], // thin space
  [0x200b, 0x200f], // zero-width space and joiners, direction marks
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202a, 0x202e], // direction embeddings and overrides
  [0x202f, 0x202f], // narrow no-break space (French « », ; : ! ?)
  [0x2060, 0x206f], // word joiner, direction isolates (a right-to-left page's Latin runs) and other invisible marks
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus
];

/** Every code point of the ranges, in order. */
function codePointsOf(ranges: readonly CodeRange[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index));
}

/** The ranges of the code points of `ranges` that are not in `minus`. */
function rangesWithout(ranges: readonly CodeRange[], minus: readonly CodeRange[]): CodeRange[] {
  const out: [number, number][] = [];
  for (const code of codePointsOf(ranges)) {
    if (minus.some(([first, last]) => code >= first && code <= last)) continue;
    const previous = out.at(-1);
    if (previous && previous[1] === code - 1) previous[1] = code;
    else out.push([code, code]);
  }
  return out;
}

/** The second Inter file: the Latin file's characters the core leaves out. */
export const INTER_MORE_RANGES: readonly CodeRange[] = rangesWithout(LATIN_RANGES, INTER_CORE_RANGES);

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
  return String.fromCodePoint(...codePointsOf(ranges));
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
