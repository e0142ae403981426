/**
 * How Inter is cut from @fontsource's Latin file: the characters of some ranges, the weight axis kept
 * from 400 to 800. `substitutions: false` drops the glyphs only Inter's optional substitutions reach
 * (contextual arrows, 3×3 for 3x3, fractions), as the site's two files do (scripts/subset-font.ts);
 * the share cards keep them (scripts/og-images.ts), so their text is drawn as it always was.
 */
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { charactersOf, INTER_SOURCE, INTER_WEIGHTS, type CodeRange } from './font-ranges';

export function cutInter(ranges: readonly CodeRange[], { substitutions }: { readonly substitutions: boolean }): Promise<Buffer> {
  return subsetFont(readFileSync(INTER_SOURCE), charactersOf(ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
    noLayoutClosure: !substitutions,
  });
}
