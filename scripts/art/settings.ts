/**
 * Settings the artwork modules share: where the generator reads and writes (the repository root, public/,
 * lucide-static's icons), the JPEG quality and the photo and video budgets, the videos' scale, frame rate and
 * length, the font stack and the brand palette; and outputPath, which turns a registry path into a file under
 * public/ and creates its folder.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = process.cwd();
export const PUBLIC = path.join(ROOT, 'public');
export const LUCIDE = path.join(ROOT, 'node_modules', 'lucide-static', 'icons');

export const JPEG_QUALITY = 70;
export const PHOTO_BUDGET_KB = 60;
export const VIDEO_BUDGET_KB = 400;
/** Videos are rendered at this fraction of the registry size (same aspect ratio) to stay small. */
export const VIDEO_SCALE = 0.5;
export const VIDEO_FPS = 25;
export const VIDEO_SECONDS = 6;

export const FONT = 'Inter, Arial, Helvetica, sans-serif';

export const C = {
  navy: '#0b3a6e',
  deep: '#072547',
  coral: '#e4572e',
  teal: '#1c9aa3',
  light: '#f4f7fb',
  gold: '#f2b134',
  white: '#ffffff',
  slate: '#2b3645',
} as const;

/** The file under public/ for a registry path (public/images/...), its folder created. */
export async function outputPath(src: string): Promise<string> {
  const file = path.join(PUBLIC, src);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}
