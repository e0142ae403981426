/**
 * `tsx scripts/check-pictures.ts`, in `npm run build:site` before `next build`: every file next-image-export-optimizer
 * will read under public/images/ (.jpg, .png, .webp, .avif, .gif) is a picture by its first bytes, or one line names
 * it and the build stops, instead of the optimiser's stack trace after `next build`. `npm run build` stops on
 * such a file first, in the content check; this guards `npm run build:site` run on its own
 * (lib/build/media-files.ts `optimiserStoppers`).
 */
import { join } from 'node:path';
import { optimiserStoppers } from '../lib/build/media-files';

const lines = optimiserStoppers(join(process.cwd(), 'public'));
for (const line of lines) console.error(line);
if (lines.length > 0) process.exitCode = 1;
