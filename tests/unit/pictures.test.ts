// @vitest-environment node
/**
 * The pictures of content/media.ts read at the content check (lib/build/pictures.ts): each bad file is one
 * plain line, before any build step. Fixtures are made by sharp in a temporary public/ folder; the last
 * test runs the content check (in-process, as `npm run content:check` prints it) on a copy of the content
 * with a text file saved as .jpg.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '@/content/media';
import { formatIssue } from '@/lib/content/schema';
import { pictureIssues, type RegisteredPicture } from '@/lib/build/pictures';
import { checkContent, copyContent, repoRoot, type ContentCopy } from './content-copy';

let publicDir: string;

const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a7bb7' } });
/** Random pixels compress to nothing: a PNG of them is about 3 bytes a pixel. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 });

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pictures-'));
  mkdirSync(join(publicDir, 'images'));
  const file = (name: string) => join(publicDir, 'images', name);
  const jpeg = await plain(120, 80).jpeg().toBuffer();
  writeFileSync(file('photo.jpg'), jpeg);
  await plain(120, 80).png().toFile(file('photo.png'));
  await plain(120, 80).webp().toFile(file('photo.webp'));
  await plain(120, 80).avif().toFile(file('photo.avif'));
  await plain(120, 80).png().toFile(file('png-inside.jpg'));
  writeFileSync(file('text.jpg'), 'This is not a picture.\n');
  await plain(4100, 10).png().toFile(file('wide.png'));
  await noise(1000, 1000).toFile(file('heavy.png'));
  await noise(4100, 250).toFile(file('heavy-and-wide.png'));
  await plain(80, 120).jpeg().toFile(file('portrait.jpg'));
  writeFileSync(file('cut-short.jpg'), (await noise(300, 200).jpeg().toBuffer()).subarray(0, 2000));
  await plain(120, 80).jpeg().withMetadata({ orientation: 6 }).toFile(file('on-its-side.jpg'));
  const drawing = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#0b3a6e"/></svg>`;
  writeFileSync(file('logo.svg'), drawing(240, 120));
  writeFileSync(file('square.svg'), drawing(100, 100));
  writeFileSync(file('broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10"</svg>');
  writeFileSync(file('photo-named.svg'), jpeg);
  writeFileSync(file('drawing-named.png'), drawing(120, 80));
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** The check's lines for pictures registered as key → [src, width, height]. */
async function check(registered: Record<string, [string, number, number]>): Promise<string[]> {
  const asImages: Record<string, RegisteredPicture> = Object.fromEntries(
    Object.entries(registered).map(([key, [src, width, height]]) => [key, { src, width, height }]),
  );
  return (await pictureIssues(asImages, publicDir)).map(formatIssue);
}

describe('the pictures of content/media.ts', { timeout: 20_000 }, () => {
  it('accepts JPEG, PNG, WEBP and AVIF files and SVG drawings of their registered size', async () => {
    expect(
      await check({
        jpeg: ['/images/photo.jpg', 120, 80],
        png: ['/images/photo.png', 120, 80],
        webp: ['/images/photo.webp', 120, 80],
        avif: ['/images/photo.avif', 120, 80],
        'png-named-jpg': ['/images/png-inside.jpg', 120, 80],
        logo: ['/images/logo.svg', 240, 120],
        'logo-half-size': ['/images/logo.svg', 120, 60],
      }),
    ).toEqual([]);
  });

  it('passes every picture of the site as it is', async () => {
    expect((await pictureIssues(images, join(repoRoot, 'public'))).map(formatIssue)).toEqual([]);
  });

  it('leaves a missing file or a malformed entry to the schema check', async () => {
    expect(await check({ missing: ['/images/missing.jpg', 120, 80], 'no-width': ['/images/photo.jpg', 0, 80] })).toEqual([]);
  });

  it('says a text file saved as .jpg is not a picture', async () => {
    expect(await check({ text: ['/images/text.jpg', 120, 80] })).toEqual([
      'content/media.ts › text › src: public/images/text.jpg is not a picture the build can read (is it really a JPEG?): export it again as .jpg, .png or .webp',
    ]);
  });

  it('says a file cut short is damaged', async () => {
    expect(await check({ cut: ['/images/cut-short.jpg', 300, 200] })).toEqual([
      'content/media.ts › cut › src: public/images/cut-short.jpg is damaged or cut short (the build cannot read all of it): export it again as .jpg, .png or .webp',
    ]);
  });

  it('asks for a smaller export of a picture over 4000 px on a side, over 2 MB, or both', async () => {
    expect(
      await check({
        wide: ['/images/wide.png', 4100, 10],
        heavy: ['/images/heavy.png', 1000, 1000],
        both: ['/images/heavy-and-wide.png', 1600, 900],
      }),
    ).toEqual([
      'content/media.ts › wide › src: public/images/wide.png is 4100×10 px: export it at most 4000 px on its longest side and under 2 MB (JPEG quality 80 is usually enough)',
      'content/media.ts › heavy › src: public/images/heavy.png is 2.9 MB: export it at most 4000 px on its longest side and under 2 MB (JPEG quality 80 is usually enough)',
      'content/media.ts › both › src: public/images/heavy-and-wide.png is 3.0 MB and 4100×250 px: export it at most 4000 px on its longest side and under 2 MB (JPEG quality 80 is usually enough)',
    ]);
  });

  it("names the registered size and the file's real one when they differ", async () => {
    expect(
      await check({
        portrait: ['/images/portrait.jpg', 120, 80],
        taller: ['/images/photo.jpg', 120, 90],
        wider: ['/images/photo.png', 1200, 80],
      }),
    ).toEqual([
      'content/media.ts › portrait › width and height: is registered as 120×80 but the file is 80×120: set width: 80, height: 120',
      'content/media.ts › taller › height: is registered as 120×90 but the file is 120×80: set width: 120, height: 80',
      'content/media.ts › wider › width: is registered as 1200×80 but the file is 120×80: set width: 120, height: 80',
    ]);
  });

  it('refuses a photo stored on its side, which the optimiser would enlarge, and compares its upright size', async () => {
    expect(await check({ upright: ['/images/on-its-side.jpg', 80, 120], sideways: ['/images/on-its-side.jpg', 120, 80] })).toEqual([
      'content/media.ts › upright › src: public/images/on-its-side.jpg is stored on its side and turned upright by a rotation tag, which makes the build enlarge it: export it again as .jpg, .png or .webp, stored upright',
      'content/media.ts › sideways › src: public/images/on-its-side.jpg is stored on its side and turned upright by a rotation tag, which makes the build enlarge it: export it again as .jpg, .png or .webp, stored upright',
      'content/media.ts › sideways › width and height: is registered as 120×80 but the file is 80×120: set width: 80, height: 120',
    ]);
  });

  it('checks that an SVG is a drawing of the registered proportions', async () => {
    expect(
      await check({
        square: ['/images/square.svg', 240, 120],
        broken: ['/images/broken.svg', 240, 120],
        photo: ['/images/photo-named.svg', 120, 80],
        drawing: ['/images/drawing-named.png', 120, 80],
      }),
    ).toEqual([
      'content/media.ts › square › width and height: is registered as 240×120 but the drawing is 100×100, other proportions: set width: 100, height: 100 (or any size in the same proportions)',
      'content/media.ts › broken › src: public/images/broken.svg is not an SVG drawing the build can read: save it again as .svg (or export it again as .jpg, .png or .webp)',
      'content/media.ts › photo › src: public/images/photo-named.svg is in JPEG format, not SVG: name the file after its format (.jpg, .png or .webp) and change src to match',
      'content/media.ts › drawing › src: public/images/drawing-named.png is an SVG drawing, not a PNG: name it .svg and change src to match',
    ]);
  });
});

describe('npm run content:check with a text file saved as .jpg', { timeout: 20_000 }, () => {
  let copy: ContentCopy;
  beforeAll(() => {
    copy = copyContent({ ownPublic: true });
  });
  afterAll(() => copy.remove());

  it('prints one line for it, no stack trace, and exits with 1', async () => {
    const partner = join(copy.root, 'public/images/home/partner.jpg');
    expect(readFileSync(partner).length).toBeGreaterThan(1000);
    writeFileSync(partner, 'This is not a picture.\n');
    const run = await checkContent(copy.root);
    const line =
      'content/media.ts › partner › src: public/images/home/partner.jpg is not a picture the build can read (is it really a JPEG?): export it again as .jpg, .png or .webp';
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: `Content check failed with 1 problem(s):\n  ${line}\n`,
    });
    // The editing guide shows what the build prints.
    expect(readFileSync(join(repoRoot, 'docs/editing.md'), 'utf8')).toContain(`\n${line}\n`);
  });
});
