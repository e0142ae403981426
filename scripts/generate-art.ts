/**
 * Placeholder artwork generator: (re)creates every file named in content/media.ts, plus the app icons.
 *
 *   npm run art                      (from the repository root; checks sizes and the photo budget)
 *   npm run art -- --only telecom    (only the registry keys containing "telecom"; no checks)
 *
 * Everything is deterministic: running the script twice gives the same files. Staff replace the results
 * one for one (same path, same pixel size). This file walks the registry and writes the files; the drawing
 * is in scripts/art/: photos.ts with the scenes-*.ts, motifs-*.ts and scene.ts it draws with, then
 * logos.ts, icons.ts (also the app icons and favicon), videos.ts (ffmpeg) and verify.ts. What the pictures may
 * show (concepts only, no people, each sector its own objects, subjects whole under the layouts' crops, the
 * hero's right-to-left twins): docs/architecture.md, Artwork.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { icons, images, videos, type ImageAsset } from '../content/media';
import { APP_ICONS, makeAppIcons, makeIcon } from './art/icons';
import { vectorFor } from './art/logos';
import { isRaster, makePhoto } from './art/photos';
import { writeOfficesMap } from './art/offices-map';
import { outputPath, ROOT } from './art/settings';
import { type Expectation, verify } from './art/verify';
import { hasFfmpeg, makeVideo } from './art/videos';

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'content', 'media.ts'))) throw new Error('Run this script from the repository root.');
  const expected: Expectation[] = [];
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
  if (only !== undefined) {
    // quick iteration on some pictures: `npm run art -- --only hero` (no icons, no checks)
    for (const [key, asset] of Object.entries(images) as [string, ImageAsset][]) {
      if (!key.includes(only)) continue;
      const file = await outputPath(asset.src);
      if (isRaster(asset.src)) await makePhoto(key, asset, file);
      else await writeFile(file, vectorFor(key, asset));
      console.log(`  ${asset.src}`);
    }
    for (const [key, video] of Object.entries(videos)) {
      if (key.includes(only) && hasFfmpeg()) await makeVideo(video.poster, await outputPath(video.src), video.width, video.height);
    }
    return;
  }

  console.log('images');
  for (const [key, asset] of Object.entries(images) as [string, ImageAsset][]) {
    const file = await outputPath(asset.src);
    if (isRaster(asset.src)) await makePhoto(key, asset, file);
    else await writeFile(file, vectorFor(key, asset));
    expected.push(asset);
  }

  console.log('icons');
  for (const [name, src] of Object.entries(icons)) {
    await makeIcon(name, await outputPath(src));
    expected.push({ src, width: 48, height: 48 });
  }

  console.log('app icons');
  for (const src of await makeAppIcons()) {
    const size = APP_ICONS.find((icon) => icon.src === src)?.size ?? (src === '/icon.svg' ? 512 : undefined);
    expected.push({ src, width: size, height: size });
  }

  console.log('videos');
  const ffmpegFound = hasFfmpeg();
  if (!ffmpegFound) console.warn('  ! ffmpeg not found: videos skipped (install it, e.g. `apt-get install -y ffmpeg`, and run again)');
  for (const video of Object.values(videos)) {
    const file = await outputPath(video.src);
    if (ffmpegFound) await makeVideo(video.poster, file, video.width, video.height);
    expected.push(video);
  }

  writeOfficesMap();
  await verify(expected);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
