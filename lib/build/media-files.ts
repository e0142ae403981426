/**
 * The files of public/images/ and public/media/ against what registers them (content/media.ts, and the few
 * pictures the code registers itself, such as the offices' map: lib/content/check.ts `registeredMedia`), read at
 * the content check:
 *
 * - a registered file that does not exist; when an unregistered file of its folder is the one it was likely
 *   saved as (another name, other capitals), one line names both;
 * - a registered video that is not an MP4 video, whatever its name says (lib/build/file-kind.ts reads its first
 *   bytes): a web page saved as .mp4 would play nothing;
 * - a file nothing registers (a camera's 27 MB original dropped next to its export, a Word document): the build
 *   would publish it, and the image optimiser stops with a stack trace on a file named .jpg that is not a
 *   picture. One line each, saying what it is.
 *
 * The registered pictures themselves are read by lib/build/pictures.ts, the portraits' folder by
 * lib/build/portraits.ts.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pairNames } from '@/lib/content/nearest';
import type { ContentIssue } from '@/lib/content/schema';
import { fileKind, KIND_NAMES, PICTURE_KINDS, VIDEO_KINDS, type FileKind } from './file-kind';
import { PORTRAIT_DIR } from './portraits';

/** The folders of public/ whose every file is registered. */
export const MEDIA_FOLDERS = ['/images', '/media'] as const;
/** What the build writes next to the pictures (next-image-export-optimizer): never an editor's. */
const BUILD_OUTPUT = new Set(['nextImageExportOptimizer', 'next-image-export-optimizer-hashes.json']);
/** Over this, a picture is exported again before it is registered (lib/build/pictures.ts holds the same limit). */
const MAX_BYTES = 2 * 1024 * 1024;

/** A file registered under a key, by the file that registers it. */
export interface MediaRegistration {
  /** The registering file, e.g. "content/media.ts". */
  readonly file: string;
  readonly key: string;
  /** Its path under public/, e.g. "/images/home/partner.jpg". */
  readonly src: string;
  readonly kind: 'picture' | 'video';
}

/** Megabytes rounded up to one decimal, as the pictures' lines say them. */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Every file under a folder of public/ (`src`, e.g. "/images"), as a src, but hidden files, the build's output and the folders `skipped`. */
function filesUnder(publicDir: string, src: string, skipped: readonly string[] = []): string[] {
  const folder = join(publicDir, src);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const child = `${src}/${entry.name}`;
      if (entry.name.startsWith('.') || BUILD_OUTPUT.has(entry.name) || skipped.includes(child)) return [];
      return entry.isDirectory() ? filesUnder(publicDir, child, skipped) : [child];
    });
}

/** Every file of the media folders, as a src ("/images/home/partner.jpg"): not hidden files, the build's output or the portraits. */
export function mediaFolderFiles(publicDir: string): string[] {
  return MEDIA_FOLDERS.flatMap((folder) => filesUnder(publicDir, folder, [PORTRAIT_DIR]));
}

/** The extensions next-image-export-optimizer reads under public/images/, and the kinds it can read. */
const OPTIMISED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'];
const OPTIMISED_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'avif', 'gif'];

/**
 * The files under public/images/ that next-image-export-optimizer would stop on with a stack trace, each as one
 * line: named as a picture it reads (.jpg, .png…), but not one by their first bytes. `npm run build` stops on
 * them first, in the content check, which also names every file nothing registers; `npm run build:site` run on
 * its own stops on them here (scripts/check-pictures.ts), before `next build`.
 */
export function optimiserStoppers(publicDir: string): string[] {
  return filesUnder(publicDir, '/images')
    .filter((src) => OPTIMISED_EXTENSIONS.includes(src.slice(src.lastIndexOf('.') + 1).toLowerCase()))
    .flatMap((src) => {
      const kind = fileKind(join(publicDir, src));
      if (OPTIMISED_KINDS.includes(kind)) return [];
      return [
        `public${src}: is ${KIND_NAMES[kind]}, not a picture: the image optimiser cannot read it (delete it, or save the picture itself under this name; npm run content:check says more)`,
      ];
    });
}

/** Registered files that do not exist, each with the unregistered file of its folder it was likely saved as. */
function misnamed(missing: readonly string[], unregistered: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of new Set(missing.map((src) => dirname(src)))) {
    const inFolder = (srcs: readonly string[]) => srcs.filter((src) => dirname(src) === folder);
    for (const [file, src] of pairNames(inFolder(unregistered), inFolder(missing))) found.set(src, file);
  }
  return found;
}

/** Every problem of the media folders' files and of the files registered (`registered`), one line each. */
export function mediaFileIssues(registered: readonly MediaRegistration[], publicDir: string): ContentIssue[] {
  const srcs = new Set(registered.map((entry) => entry.src));
  const missing = registered.filter((entry) => !isFile(join(publicDir, entry.src)));
  const unregistered = mediaFolderFiles(publicDir).filter((src) => !srcs.has(src));
  const savedAs = misnamed(
    missing.map((entry) => entry.src),
    unregistered,
  );
  const issues: ContentIssue[] = missing.map((entry) => {
    const file = savedAs.get(entry.src);
    const message = file
      ? `the file public${entry.src} does not exist, but public${file} is there, which nothing registers: correct the path, or rename the file`
      : `the file public${entry.src} does not exist (add it, or correct the path)`;
    return { file: entry.file, item: entry.key, field: 'src', message };
  });
  for (const entry of registered) {
    if (entry.kind !== 'video' || missing.includes(entry)) continue;
    const kind = fileKind(join(publicDir, entry.src));
    if (!VIDEO_KINDS.includes(kind))
      issues.push({
        file: entry.file,
        item: entry.key,
        field: 'src',
        message: `public${entry.src} is ${KIND_NAMES[kind]}, not an MP4 video: export the video again as .mp4 (H.264) and save it under this name`,
      });
  }
  const explained = new Set(savedAs.values());
  for (const src of unregistered.filter((file) => !explained.has(file))) issues.push(unregisteredIssue(src, publicDir));
  return issues;
}

/** The line of a file nothing registers: what it is, and what to do with it. */
function unregisteredIssue(src: string, publicDir: string): ContentIssue {
  const path = join(publicDir, src);
  const kind = fileKind(path);
  const place = { file: `public${src}`, item: '(file)', field: '(file name)' };
  const publishable = src.startsWith('/media/') ? VIDEO_KINDS : PICTURE_KINDS;
  if (!publishable.includes(kind))
    return {
      ...place,
      message: `is ${KIND_NAMES[kind]}, not a ${src.startsWith('/media/') ? 'video' : 'picture'} of content/media.ts: delete it, or move it out of public/ (everything there is published)`,
    };
  const bytes = statSync(path).size;
  const large = kind !== 'mp4' && bytes > MAX_BYTES ? ` (at ${megabytes(bytes)} MB, export it at most 4000 px on its longest side and under 2 MB first)` : '';
  return { ...place, message: `is in no entry of content/media.ts, so no page shows it, yet it is published: register it there${large}, or delete it` };
}
