/**
 * What a file is, read from its first bytes (its "magic number"), not from its name: a web page saved as
 * training.mp4, a phone's HEIC photo renamed .jpg, a Word document dropped into public/images/. The content
 * check (lib/build/media-files.ts) says it in an editor's words ("a web page", "a QuickTime movie"). Pure but
 * for `fileKind`, which reads the start of a file.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export type FileKind =
  'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg' | 'heic' | 'mp4' | 'mov' | 'webm' | 'html' | 'pdf' | 'zip' | 'text' | 'empty' | 'unknown';

/** The kinds the site publishes from public/images/ (the optimiser's rasters and SVG drawings) and public/media/. */
export const PICTURE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'avif', 'svg'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4'];

/** Each kind as a message names it. */
export const KIND_NAMES: Readonly<Record<FileKind, string>> = {
  jpeg: 'a JPEG picture',
  png: 'a PNG picture',
  webp: 'a WEBP picture',
  avif: 'an AVIF picture',
  gif: 'a GIF picture',
  svg: 'an SVG drawing',
  heic: 'a HEIC photo (an iPhone’s format, which browsers do not show)',
  mp4: 'an MP4 video',
  mov: 'a QuickTime movie',
  webm: 'a WebM video',
  html: 'a web page',
  pdf: 'a PDF document',
  zip: 'a ZIP archive (or a Word, Excel or PowerPoint document)',
  text: 'a text file',
  empty: 'an empty file',
  unknown: 'not a picture or a video',
};

/** How many bytes are read: enough for an SVG's XML declaration and comments before its <svg>. */
const HEAD = 4096;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The ISO media file's brands (MP4, MOV, AVIF and HEIC are all "ftyp" boxes), by what they are. */
function isoMediaKind(brand: string): FileKind {
  if (['avif', 'avis'].includes(brand)) return 'avif';
  if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  if (brand === 'qt  ') return 'mov';
  return 'mp4';
}

/** What the first bytes of a file say it is. */
export function kindOfBytes(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) return 'empty';
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 4, 8) === 'ftyp') return isoMediaKind(ascii(bytes, 8, 12));
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'webm';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // Control characters other than tab and line ends: binary data of a kind not named here.
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) return 'unknown';
  // An SVG drawing: its <svg> first, after an XML declaration, comments or a doctype.
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  if (/^\s*(?:<!DOCTYPE html|<html|<head|<body)/i.test(text)) return 'html';
  return 'text';
}

/** What the file at `path` is, from its first bytes. */
export function fileKind(path: string): FileKind {
  const bytes = new Uint8Array(HEAD);
  const handle = openSync(path, 'r');
  try {
    return kindOfBytes(bytes.subarray(0, readSync(handle, bytes, 0, HEAD, 0)));
  } finally {
    closeSync(handle);
  }
}
