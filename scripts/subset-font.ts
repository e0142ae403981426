/**
 * `npm run fonts`: writes styles/fonts/inter-latin-400-800.woff2, the site's one web font, from
 * @fontsource-variable/inter (SIL Open Font License 1.1, which allows subsetting): the Latin
 * characters the site writes in, and the weight axis cut to the 400–800 the styles use. 48 KB
 * becomes about 30 KB on every page's first load. The file is committed; run this again after
 * updating the package or using a weight outside 400–800.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

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

async function main() {
  const text = RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(TARGET, subset);
  console.log(`${TARGET}: ${source.length} → ${subset.length} bytes (weights ${WEIGHTS.min}–${WEIGHTS.max})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
