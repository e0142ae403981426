/**
 * The checks after a full run: every expected file exists, SVGs and rasters have the registry's pixel size,
 * videos its aspect ratio, photos and videos stay within their budgets; prints the total and the largest
 * files and sets a failing exit code when anything is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_BUDGET_KB, PUBLIC, VIDEO_BUDGET_KB } from './settings';

export interface Expectation {
  src: string;
  width?: number;
  height?: number;
}

function svgSize(svg: string): { width: number; height: number } | undefined {
  const open = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const width = Number(open.match(/\bwidth="([\d.]+)"/)?.[1]);
  const height = Number(open.match(/\bheight="([\d.]+)"/)?.[1]);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined;
}

function videoSize(file: string): { width: number; height: number } | undefined {
  const probe = spawnSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  const [width, height] = (probe.stdout ?? '').trim().split(',').map(Number);
  return width && height ? { width, height } : undefined;
}

/** Checks one file; returns a problem or undefined. */
async function checkFile({ src, width, height }: Expectation): Promise<string | undefined> {
  const file = path.join(PUBLIC, src);
  if (!existsSync(file)) return `${src}: missing`;
  if (width === undefined || height === undefined) return undefined;
  const ext = path.extname(src).toLowerCase();
  if (ext === '.svg') {
    const size = svgSize(await readFile(file, 'utf8'));
    if (size?.width !== width || size.height !== height) return `${src}: SVG is ${size?.width}×${size?.height}, expected ${width}×${height}`;
  } else if (ext === '.mp4') {
    const size = videoSize(file);
    if (size && Math.abs(size.width / size.height - width / height) > 0.01) return `${src}: ${size.width}×${size.height} is not ${width}:${height}`;
  } else if (ext !== '.ico') {
    const meta = await sharp(file).metadata();
    if (meta.width !== width || meta.height !== height) return `${src}: ${meta.width}×${meta.height}, expected ${width}×${height}`;
    const kb = (await stat(file)).size / 1024;
    if (ext === '.jpg' && kb > PHOTO_BUDGET_KB) return `${src}: ${kb.toFixed(1)} KB is over the ${PHOTO_BUDGET_KB} KB budget`;
  }
  if (ext === '.mp4' && (await stat(file)).size / 1024 > VIDEO_BUDGET_KB) return `${src}: over the ${VIDEO_BUDGET_KB} KB budget`;
  return undefined;
}

export async function verify(expected: readonly Expectation[]): Promise<void> {
  const problems: string[] = [];
  let total = 0;
  let largest = { src: '', size: 0 };
  let largestPhoto = { src: '', size: 0 };
  for (const item of expected) {
    const problem = await checkFile(item);
    if (problem) problems.push(problem);
    const file = path.join(PUBLIC, item.src);
    if (!existsSync(file)) continue;
    const { size } = await stat(file);
    total += size;
    if (size > largest.size) largest = { src: item.src, size };
    if (item.src.endsWith('.jpg') && size > largestPhoto.size) largestPhoto = { src: item.src, size };
  }
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\n${expected.length} files, ${kb(total)} in total, largest ${kb(largest.size)} (${largest.src})`);
  console.log(`largest photo ${kb(largestPhoto.size)} (${largestPhoto.src}), budget ${PHOTO_BUDGET_KB} KB`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('all files present with the expected sizes');
  }
}
