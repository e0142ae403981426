/**
 * The pictures registered in content/media.ts, read with sharp at the content check (`npm run content:check`,
 * the first step of `npm run build`), so a bad file stops the build in one plain line instead of a stack
 * trace inside next-image-export-optimizer after `next build`. For each picture, one line per problem:
 *
 * - the file is not a picture (a text file saved as .jpg), or is damaged or cut short;
 * - a photo over 2 MB or over 4000 px on a side (it would be published as is, and every width made from it);
 * - a photo stored on its side with an EXIF rotation tag: the optimiser reads its stored width and would
 *   enlarge it to the widths between the two (a 1200×800 file turned upright, 800 wide, becomes 828 and
 *   1080 px WEBP files);
 * - registered width and height that are not the file's real size (for an SVG: not its proportions), which
 *   would ask the browser to draw it larger than it is. The numbers stay typed in content/media.ts (pages
 *   render synchronously from the content modules; docs/decisions.md); this check keeps them true.
 *
 * A missing file and a malformed entry are left to the schema check (lib/content/check.ts), so that one mistake
 * is one message. A photo too big to publish is not compared with its registered size: it is exported
 * again first, and the next run compares the new file.
 */
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { ContentIssue } from '@/lib/content/schema';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 4000;

export interface RegisteredPicture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** What each extension promises, as the messages name it. */
const FORMATS: Record<string, string> = { jpg: 'a JPEG', jpeg: 'a JPEG', png: 'a PNG', webp: 'a WEBP', avif: 'an AVIF', svg: 'an SVG' };
/** The formats the optimiser turns into WEBP and every browser shows, as sharp names them (AVIF is HEIF with AV1). */
const RASTER = new Set(['jpeg', 'png', 'webp', 'avif']);
const EXPORT_AGAIN = 'export it again as .jpg, .png or .webp';
const FILE = 'content/media.ts';

/** Megabytes (of 1024 × 1024 bytes, as the optimiser counts them) rounded up to one decimal, so a file just over 2 MB never reads "2.0 MB". */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
const size = (width: number, height: number) => `${width}×${height}`;
const isSize = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const formatOf = (metadata: Metadata) => (metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format);

/** What sharp reads of a file: its header (null when it is not a picture it can read), and whether all its pixels decode. */
interface PictureRead {
  readonly metadata: Promise<Metadata | null>;
  whole(): Promise<boolean>;
}

/**
 * Each file read once while it stays the same (its size and time of change): the preview checks the content
 * after every save, and the editor tests check it after every mistake, mostly of other files than pictures.
 */
const reads = new Map<string, { readonly stamp: string; readonly read: PictureRead }>();

function readOnce(path: string, stat: Stats): PictureRead {
  const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
  const known = reads.get(path);
  if (known?.stamp === stamp) return known.read;
  let decoded: Promise<boolean> | undefined;
  const read: PictureRead = {
    metadata: sharp(path)
      .metadata()
      .catch(() => null),
    whole: () =>
      (decoded ??= sharp(path)
        .resize(8)
        .raw()
        .toBuffer()
        .then(
          () => true,
          () => false,
        )),
  };
  reads.set(path, { stamp, read });
  return read;
}

/** Every problem of the pictures in `images` (key → src, width, height), the files read from `publicDir`. */
export async function pictureIssues(images: Readonly<Record<string, RegisteredPicture>>, publicDir: string): Promise<ContentIssue[]> {
  const perPicture = await Promise.all(Object.entries(images).map(([key, image]) => issuesOf(key, image, publicDir)));
  return perPicture.flat();
}

/**
 * Every problem of the portraits (lib/build/portraits.ts: files named after a person's id, sized by the file
 * itself), named by content/team.ts and the person's id.
 */
export async function portraitIssues(sources: ReadonlyMap<string, string>, publicDir: string): Promise<ContentIssue[]> {
  const perPortrait = await Promise.all(
    [...sources].map(async ([id, src]) => {
      // The file's own size is the registered one; a file sharp cannot read is reported by issuesOf.
      const size = await sharp(join(publicDir, src))
        .metadata()
        .then((metadata) => metadata.autoOrient)
        .catch(() => ({ width: 1, height: 1 }));
      return issuesOf(id, { src, ...size }, publicDir, 'content/team.ts');
    }),
  );
  return perPortrait.flat();
}

async function issuesOf(key: string, image: RegisteredPicture, publicDir: string, file = FILE): Promise<ContentIssue[]> {
  const { src, width, height } = image;
  // Malformed entries are the schema's to report.
  if (typeof src !== 'string' || !src.startsWith('/') || !isSize(width) || !isSize(height)) return [];
  const path = join(publicDir, src);
  let stat: Stats;
  try {
    stat = statSync(path);
    if (!stat.isFile()) return [];
  } catch {
    return []; // missing: lib/content/check.ts reports it
  }
  const bytes = stat.size;
  const read = readOnce(path, stat);
  const issue = (field: string, message: string): ContentIssue => ({ file, item: key, field, message });
  const shown = `public${src}`;
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  const svg = extension === 'svg';

  const metadata = await read.metadata;
  if (metadata === null) {
    const message = svg
      ? `${shown} is not an SVG drawing the build can read: save it again as .svg (or ${EXPORT_AGAIN})`
      : `${shown} is not a picture the build can read (is it really ${FORMATS[extension] ?? 'a picture'}?): ${EXPORT_AGAIN}`;
    return [issue('src', message)];
  }
  const format = formatOf(metadata);
  if (svg && format !== 'svg')
    return [
      issue('src', `${shown} is in ${format.toUpperCase()} format, not SVG: name the file after its format (.jpg, .png or .webp) and change src to match`),
    ];
  if (svg) return svgIssues(metadata, image, issue);
  if (format === 'svg') return [issue('src', `${shown} is an SVG drawing, not ${FORMATS[extension] ?? 'a photo'}: name it .svg and change src to match`)];
  if (!RASTER.has(format)) return [issue('src', `${shown} is in ${format.toUpperCase()} format, which not every browser shows: ${EXPORT_AGAIN}`)];

  const over = [
    bytes > MAX_PICTURE_BYTES ? `${megabytes(bytes)} MB` : '',
    Math.max(metadata.width, metadata.height) > MAX_PICTURE_SIDE ? `${size(metadata.width, metadata.height)} px` : '',
  ].filter(Boolean);
  if (over.length > 0) {
    const limits = `at most ${MAX_PICTURE_SIDE} px on its longest side and under ${MAX_PICTURE_BYTES / (1024 * 1024)} MB`;
    return [issue('src', `${shown} is ${over.join(' and ')}: export it ${limits} (JPEG quality 80 is usually enough)`)];
  }

  // The header reads well in a file cut short (an interrupted copy); the optimiser then fails on the pixels.
  if (!(await read.whole())) return [issue('src', `${shown} is damaged or cut short (the build cannot read all of it): ${EXPORT_AGAIN}`)];

  const issues: ContentIssue[] = [];
  if ((metadata.orientation ?? 1) >= 5)
    issues.push(
      issue('src', `${shown} is stored on its side and turned upright by a rotation tag, which makes the build enlarge it: ${EXPORT_AGAIN}, stored upright`),
    );
  const real = metadata.autoOrient;
  if (real.width !== width || real.height !== height)
    issues.push(
      issue(
        sizeField(image, real),
        `is registered as ${size(width, height)} but the file is ${size(real.width, real.height)}: set width: ${real.width}, height: ${real.height}`,
      ),
    );
  return issues;
}

/** An SVG scales without loss: only its proportions have to be the registered ones (within 1 %). */
function svgIssues(metadata: Metadata, image: RegisteredPicture, issue: (field: string, message: string) => ContentIssue): ContentIssue[] {
  const { width, height } = metadata;
  if (Math.abs(width / height / (image.width / image.height) - 1) <= 0.01) return [];
  return [
    issue(
      sizeField(image, metadata),
      `is registered as ${size(image.width, image.height)} but the drawing is ${size(width, height)}, other proportions: set width: ${width}, height: ${height} (or any size in the same proportions)`,
    ),
  ];
}

/** The field that is wrong: width, height, or both. */
function sizeField(image: RegisteredPicture, real: { width: number; height: number }): string {
  const wrong = [image.width !== real.width ? 'width' : '', image.height !== real.height ? 'height' : ''].filter(Boolean);
  return wrong.join(' and ') || 'width and height';
}
