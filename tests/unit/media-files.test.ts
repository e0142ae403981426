// @vitest-environment node
/**
 * What a file of public/ is, read from its first bytes (lib/build/file-kind.ts), and the guard that stops
 * `npm run build:site` on a file the image optimiser cannot read (lib/build/media-files.ts `optimiserStoppers`).
 * The content check's lines for the media folders are in tests/unit/content-mistakes.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, videos } from '@/content/media';
import { kindOfBytes } from '@/lib/build/file-kind';
import { optimiserStoppers } from '@/lib/build/media-files';
import { repoRoot } from './content-copy';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const fileOf = (src: string) => new Uint8Array(readFileSync(join(repoRoot, 'public', src)));

describe("a file's kind, from its first bytes", () => {
  it("names the site's own pictures and videos by their formats", () => {
    const [jpeg] = Object.values(images).filter((image) => image.src.endsWith('.jpg'));
    const [svg] = Object.values(images).filter((image) => image.src.endsWith('.svg'));
    const [video] = Object.values(videos);
    expect([kindOfBytes(fileOf(jpeg!.src)), kindOfBytes(fileOf(svg!.src)), kindOfBytes(fileOf(video!.src))]).toEqual(['jpeg', 'svg', 'mp4']);
    expect(kindOfBytes(fileOf('/apple-touch-icon.png'))).toBe('png');
  });

  it('tells the files that are not pictures or videos, whatever their names', () => {
    expect(kindOfBytes(bytes('<!DOCTYPE html><html><body>Sign in</body></html>'))).toBe('html');
    expect(kindOfBytes(bytes('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(kindOfBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(kindOfBytes(bytes('PK\u0003\u0004word/'))).toBe('zip');
    expect(kindOfBytes(bytes('\u0000\u0000\u0000\u0014ftypqt  '))).toBe('mov');
    expect(kindOfBytes(bytes('\u0000\u0000\u0000\u001cftypheic'))).toBe('heic');
    expect(kindOfBytes(bytes('\u0000\u0000\u0000\u001cftypavif'))).toBe('avif');
    expect(kindOfBytes(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(kindOfBytes(bytes('Notes for the shoot\n'))).toBe('text');
    expect(kindOfBytes(bytes(''))).toBe('empty');
    expect(kindOfBytes(bytes('\u0001\u0002\u0003binary'))).toBe('unknown');
  });
});

describe('the pictures the image optimiser will read', () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = mkdtempSync(join(tmpdir(), 'optimiser-'));
    mkdirSync(join(publicDir, 'images', 'home', 'nextImageExportOptimizer'), { recursive: true });
    const [jpeg] = Object.values(images).filter((image) => image.src.endsWith('.jpg'));
    writeFileSync(join(publicDir, 'images', 'home', 'photo.jpg'), fileOf(jpeg!.src));
    writeFileSync(join(publicDir, 'images', 'home', 'download.jpg'), '<!DOCTYPE html><html></html>');
    writeFileSync(join(publicDir, 'images', 'home', 'notes.txt'), 'Not read by the optimiser.');
    writeFileSync(join(publicDir, 'images', 'home', 'nextImageExportOptimizer', 'photo-opt-640.WEBP'), 'The build’s own output.');
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it('are each a picture, or one line names the file before the build starts', () => {
    expect(optimiserStoppers(publicDir)).toEqual([
      'public/images/home/download.jpg: is a web page, not a picture: the image optimiser cannot read it (delete it, or save the picture itself under this name; npm run content:check says more)',
    ]);
    expect(optimiserStoppers(join(repoRoot, 'public'))).toEqual([]);
  });
});
