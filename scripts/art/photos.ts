/**
 * The photos (the registry's .jpg, .png and .webp files): finds the composition for a registry key among the
 * industry, service, blog and page pictures, draws it in the LIGHT theme, or the DARK one for pictures that
 * sit under text (hero slides, solutions, banners), and rasterises the SVG with sharp at the registry's pixel
 * size. The videos draw their frames from the same compositions.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { ImageAsset } from '../../content/media';
import type { Compose } from './composition-helpers';
import { DARK, LIGHT, Scene } from './scene';
import { BLOG_SCENES } from './scenes-blog';
import { INDUSTRY_SCENES } from './scenes-industries';
import { OTHER_SCENES } from './scenes-pages';
import { SERVICE_SCENES } from './scenes-services';
import { C, JPEG_QUALITY } from './settings';

/** The composition for a registry key, or undefined. */
export function composeFor(key: string): Compose | undefined {
  const industry = key.match(/^industry-(.+)-(1|2|banner)$/);
  if (industry) {
    const set = INDUSTRY_SCENES[industry[1] ?? ''];
    return set ? (industry[2] === '1' ? set.a : industry[2] === '2' ? set.b : set.banner) : undefined;
  }
  const service = key.match(/^service-(.+)-(a|b|banner)$/);
  if (service) {
    const set = SERVICE_SCENES[service[1] ?? ''];
    return set ? (service[2] === 'a' ? set.a : service[2] === 'b' ? set.b : set.banner) : undefined;
  }
  const blog = key.match(/^blog-(.+)-([123])$/);
  if (blog) return BLOG_SCENES[blog[1] ?? '']?.[Number(blog[2]) - 1];
  return OTHER_SCENES[key];
}

/** Pictures that sit under text use the dark theme (the solution banners are also the home page's solution tiles). */
const isDarkKey = (key: string): boolean => key.startsWith('hero-') || key.startsWith('solution-') || key.endsWith('-banner');

function photoSvg(key: string, w: number, h: number): string {
  const compose = composeFor(key);
  if (!compose) throw new Error(`No composition for "${key}": add one in scripts/art/ (scenes-*.ts)`);
  const scene = new Scene(w, h, isDarkKey(key) ? DARK : LIGHT);
  compose(scene);
  return scene.toSvg();
}

async function writeRaster(file: string, svg: string, w: number, h: number): Promise<void> {
  const image = sharp(Buffer.from(svg)).resize(w, h, { fit: 'fill' }).flatten({ background: C.light });
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(file);
  else if (ext === '.webp') await image.webp({ quality: JPEG_QUALITY }).toFile(file);
  else await image.png({ compressionLevel: 9, palette: true }).toFile(file);
}

export async function makePhoto(key: string, asset: ImageAsset, file: string): Promise<void> {
  await writeRaster(file, photoSvg(key, asset.width, asset.height), asset.width, asset.height);
}

/** Which registry files are photos (rasters); the others are SVGs. */
export const isRaster = (src: string): boolean => /\.(jpe?g|png|webp)$/i.test(src);
