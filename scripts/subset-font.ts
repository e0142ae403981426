/**
 * `npm run fonts`: writes the site's two web fonts.
 *
 * styles/fonts/noto-sans-arabic-400-700.woff2, the Arabic edition's, from
 * @fontsource-variable/noto-sans-arabic (SIL Open Font License 1.1): the Arabic characters of
 * lib/build/font-ranges.ts (letters, marks, punctuation, digits) and the weights 400–700, about 18 KB.
 * A browser fetches it only for Arabic text (its @font-face carries the same unicode-range).
 *
 * styles/fonts/inter-latin-400-800.woff2, from
 * @fontsource-variable/inter (SIL Open Font License 1.1, which allows subsetting): the Latin
 * characters the site writes in, and the weight axis cut to the 400–800 the styles use. 48 KB
 * becomes about 30 KB on every page's first load. The file is committed; run this again after
 * updating the package or using a weight outside 400–800.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { ARABIC_FONT_FILE, ARABIC_RANGES, charactersOf } from '../lib/build/font-ranges';

const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const TARGET = 'styles/fonts/inter-latin-400-800.woff2';
/** @fontsource's "latin" ranges: Basic Latin, Latin-1, typographic punctuation, €, ™, arrows, minus. */
const RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
export const WEIGHTS = { min: 400, max: 800 } as const;
const ARABIC_SOURCE = 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';
/** Arabic headings are bold at most: 800 would only add bytes. */
const ARABIC_WEIGHTS = { min: 400, max: 700 } as const;

async function main() {
  const text = charactersOf(RANGES);
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(TARGET, subset);
  console.log(`${TARGET}: ${source.length} → ${subset.length} bytes (weights ${WEIGHTS.min}–${WEIGHTS.max})`);
  const arabicSource = readFileSync(ARABIC_SOURCE);
  const arabic = await subsetFont(arabicSource, charactersOf(ARABIC_RANGES), { targetFormat: 'woff2', variationAxes: { wght: ARABIC_WEIGHTS } });
  writeFileSync(ARABIC_FONT_FILE, arabic);
  console.log(`${ARABIC_FONT_FILE}: ${arabicSource.length} → ${arabic.length} bytes (weights ${ARABIC_WEIGHTS.min}–${ARABIC_WEIGHTS.max})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
