/**
 * What an export holds that no page uses, removed by scripts/postbuild.ts before anything else reads
 * out/ (docs/performance.md, "What ships"):
 * - everything of `_next/` but its fonts (`_next/static/media/`): the page-data JSON (`_next/data/`), the
 *   client runtime's chunks and the build manifests are for Next's client router, and the pages ship no
 *   Next.js runtime (lib/build/static-html.ts), so nothing ever fetches them (about 2.7 MB of JSON and
 *   1.3 MB of JavaScript).
 * - copies of pictures that are gone: `next build` copies public/ into out/ before
 *   next-image-export-optimizer removes the optimised sizes of a deleted or renamed picture from
 *   public/, so those sizes would still be published. A file of a `nextImageExportOptimizer` folder
 *   in out/ without its twin in public/ is one of them.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const NEXT_DIR = '_next';
/** What the pages use of `_next/`: the fonts their stylesheets name. */
const NEXT_KEPT = 'static/media';
const OPTIMISED_FOLDER = 'nextImageExportOptimizer';

/** `_next/`'s folders and files outside NEXT_KEPT, shallowest first. */
function unusedOfNext(outDir: string): string[] {
  const next = join(outDir, NEXT_DIR);
  if (!existsSync(next)) return [];
  return readdirSync(next, { recursive: true, encoding: 'utf8' })
    .map((relative) => relative.split(sep).join('/'))
    .filter((relative) => !NEXT_KEPT.startsWith(relative) && !relative.startsWith(`${NEXT_KEPT}/`))
    .filter((relative, index, all) => !all.slice(0, index).some((parent) => relative.startsWith(`${parent}/`)))
    .map((relative) => `${NEXT_DIR}/${relative}`);
}

/** Paths relative to `outDir`, with `/`: what `_next/` holds besides its fonts, and each optimised copy whose picture is gone. */
export function unshippedFiles(outDir: string, publicDir: string): string[] {
  const found = unusedOfNext(outDir);
  for (const relative of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const segments = relative.split(sep);
    if (!segments.slice(0, -1).includes(OPTIMISED_FOLDER)) continue;
    if (!existsSync(join(publicDir, relative))) found.push(segments.join('/'));
  }
  return found;
}
