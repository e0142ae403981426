/**
 * Where next-image-export-optimizer puts its output, so pictures can be plain <img srcset>
 * elements: `/images/a/b.jpg` at width 640 is `/images/a/nextImageExportOptimizer/b-opt-640.WEBP`.
 * (Its own ExportedImage component would bring next/image's ~6.6 KB gzip runtime to every page.)
 *
 * Under `npm run dev` every picture is its file in public/ as it is now (`/images/a/b.jpg`): the
 * optimiser's copies are written by the build, so they are the last build's, without a photo added or
 * replaced since. Server and browser code both see the same `process.env.NODE_ENV` (Next's and
 * scripts/build-browser.ts's), so the islands hydrate over the same addresses.
 */

/**
 * The width steps of docs/product.md#constants; next.config.ts gives the optimiser the same lists. The 16, 32 and 48 px
 * steps are left out: no picture on the site is drawn that small (icons and flags are SVG), so they
 * were generated for every photo and never fetched.
 */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [64, 96, 128, 256, 384] as const;
export const BLUR_WIDTH = 10;
const OPTIMISED_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif)$/i;

/** Whether a picture is served as the optimiser's WEBP files: a raster file, in a build (not under `npm run dev`). */
const optimised = (src: string) => OPTIMISED_EXTENSIONS.test(src) && process.env.NODE_ENV !== 'development';

export interface ImageSources {
  readonly src: string;
  readonly srcSet: string;
  readonly blur: string;
}

export function optimisedPath(src: string, width: number): string {
  const slash = src.lastIndexOf('/');
  const name = src.slice(slash + 1).replace(OPTIMISED_EXTENSIONS, '');
  return `${src.slice(0, slash)}/nextImageExportOptimizer/${name}-opt-${width}.WEBP`;
}

/** The WEBP candidates of a raster image up to its own width; null for SVG and other formats, and under `npm run dev`. */
export function optimisedSources(image: { readonly src: string; readonly width: number }): ImageSources | null {
  if (!optimised(image.src)) return null;
  const all: number[] = [...IMAGE_SIZES, ...DEVICE_SIZES];
  const fitting = all.filter((width) => width <= image.width);
  const larger = all.find((width) => width > image.width);
  // The optimiser never enlarges an upright file: it resizes only to steps below the file's stored width, so
  // the first step above the original holds the original size. `image.width` is the file's real width and
  // the file is stored upright: the content check holds both (lib/build/pictures.ts).
  const widths = fitting.includes(image.width) || larger === undefined ? fitting : [...fitting, larger];
  const candidates = widths.filter((width) => width >= 64);
  const largest = widths[widths.length - 1] ?? image.width;
  return {
    src: optimisedPath(image.src, largest),
    srcSet: candidates.map((width) => `${optimisedPath(image.src, width)} ${Math.min(width, image.width)}w`).join(', '),
    blur: optimisedPath(image.src, BLUR_WIDTH),
  };
}

/** One optimised file of at least `width` pixels (the original when it is not raster, and under `npm run dev`). */
export function optimisedFile(image: { readonly src: string; readonly width: number }, width: number): string {
  if (!optimised(image.src)) return image.src;
  const all: number[] = [...IMAGE_SIZES, ...DEVICE_SIZES];
  const step = all.find((candidate) => candidate >= Math.min(width, image.width)) ?? all[all.length - 1]!;
  return optimisedPath(image.src, step);
}

/**
 * The aspect ratio of a frame that shows a picture whole or nearly so: the picture's own, held within
 * 4:3 and 3:1, so a wide banner is never cut to its middle and a tall photograph never makes a tower.
 * As CSS `aspect-ratio` text.
 */
export function frameRatio(image: { readonly width: number; readonly height: number }): string {
  const ratio = Math.min(Math.max(image.width / image.height, 4 / 3), 3);
  return ratio.toFixed(4);
}
