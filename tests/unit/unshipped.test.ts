// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unshippedFiles } from '@/lib/build/unshipped';

function tree(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'unshipped-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('what an export holds that no page uses', () => {
  it('names what _next/ holds besides its fonts, and the optimised sizes of a picture that is gone from public/', () => {
    const kept = 'images/blog/nextImageExportOptimizer/able-opt-640.WEBP';
    const gone = 'images/blog/nextImageExportOptimizer/old-opt-640.WEBP';
    const font = '_next/static/media/inter.woff2';
    const out = tree([
      'index.html',
      '_next/data/build-id/about.json',
      '_next/static/chunks/a.js',
      '_next/static/build-id/_buildManifest.js',
      font,
      kept,
      gone,
      'images/blog/old.jpg',
      'images/blog/able.jpg',
    ]);
    const publicDir = tree([kept, 'images/blog/able.jpg']);
    expect(unshippedFiles(out, publicDir).sort()).toEqual(['_next/data', '_next/static/build-id', '_next/static/chunks', gone]);
  });

  it('names nothing in a clean export', () => {
    const file = 'images/home/nextImageExportOptimizer/hero-opt-750.WEBP';
    expect(unshippedFiles(tree(['index.html', '_next/static/media/inter.woff2', file]), tree([file]))).toEqual([]);
  });
});
