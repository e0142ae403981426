/**
 * `npm run fonts`: writes the site's web fonts (lib/build/font-ranges.ts names them and their characters).
 *
 * styles/fonts/inter-latin-core-400-800.woff2 and styles/fonts/inter-latin-more-400-800.woff2, from
 * @fontsource-variable/inter's Latin file (SIL Open Font License 1.1, which allows subsetting), with
 * the weight axis cut to the 400–800 the styles use: the core (English and French, about 18 KB) is
 * preloaded on every page; the more file (the Latin file's other characters) is fetched only by a page
 * that shows one of them. Neither keeps the glyphs that only Inter's optional substitutions reach
 * (contextual arrows, 3×3 for 3x3, fractions, …): 6 KB for nothing the site asks for.
 *
 * styles/fonts/noto-sans-arabic-400-700.woff2, the Arabic edition's, from
 * @fontsource-variable/noto-sans-arabic (SIL Open Font License 1.1): the Arabic characters of
 * ARABIC_RANGES (letters, marks, punctuation, digits) and the weights 400–700, about 18 KB, with every
 * substitution kept (Arabic letters join through them). A browser fetches it only for Arabic text
 * (its @font-face carries the same unicode-range).
 *
 * The files are committed; run this again after updating the packages or using a weight outside the cut.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import {
  ARABIC_FONT_FILE,
  ARABIC_RANGES,
  charactersOf,
  INTER_CORE_FONT_FILE,
  INTER_CORE_RANGES,
  INTER_MORE_FONT_FILE,
  INTER_MORE_RANGES,
  INTER_WEIGHTS,
  type CodeRange,
} from '../lib/build/font-ranges';
import { cutInter } from '../lib/build/inter-cut';

const ARABIC_SOURCE = 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';
/** Arabic headings are bold at most: 800 would only add bytes. */
const ARABIC_WEIGHTS = { min: 400, max: 700 } as const;

async function writeInter(target: string, ranges: readonly CodeRange[]) {
  const subset = await cutInter(ranges, { substitutions: false });
  writeFileSync(target, subset);
  console.log(`${target}: ${subset.length} bytes (weights ${INTER_WEIGHTS.min}–${INTER_WEIGHTS.max})`);
}

async function main() {
  await writeInter(INTER_CORE_FONT_FILE, INTER_CORE_RANGES);
  await writeInter(INTER_MORE_FONT_FILE, INTER_MORE_RANGES);
  const arabicSource = readFileSync(ARABIC_SOURCE);
  const arabic = await subsetFont(arabicSource, charactersOf(ARABIC_RANGES), { targetFormat: 'woff2', variationAxes: { wght: ARABIC_WEIGHTS } });
  writeFileSync(ARABIC_FONT_FILE, arabic);
  console.log(`${ARABIC_FONT_FILE}: ${arabicSource.length} → ${arabic.length} bytes (weights ${ARABIC_WEIGHTS.min}–${ARABIC_WEIGHTS.max})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
