/**
 * The icons: the registry's line icons, lucide-static (ISC) icons recoloured brand navy at 48×48, and the
 * app icons (icon.svg, apple-touch-icon.png and favicon.ico, an ICO holding 16,
 * 32 and 48 px PNGs), each the cedar mark on a navy rounded square.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { C, LUCIDE, PUBLIC } from './settings';
import { cedarMark, svgDocument } from './svg-helpers';

// ---------------------------------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------------------------------

/** Registry icon name -> lucide-static icon names, first existing one wins. */
const LUCIDE_NAMES: Record<string, readonly string[]> = {
  'ai-agents': ['bot'],
  consultancy: ['messages-square'],
  offshore: ['earth', 'globe'],
  staff: ['users-round', 'users'],
  technology: ['cpu'],
  training: ['graduation-cap'],
  rocket: ['rocket'],
  shield: ['shield-check', 'shield'],
  chart: ['chart-column', 'bar-chart-3'],
  users: ['users'],
  cloud: ['cloud'],
  cog: ['settings', 'cog'],
  globe: ['globe'],
  handshake: ['handshake'],
  clock: ['clock'],
  puzzle: ['puzzle'],
  database: ['database'],
  support: ['life-buoy'],
};

export async function makeIcon(name: string, file: string): Promise<void> {
  const candidates = LUCIDE_NAMES[name] ?? [name];
  const source = candidates.map((c) => path.join(LUCIDE, `${c}.svg`)).find((p) => existsSync(p));
  if (!source) throw new Error(`No lucide-static icon for "${name}" (tried ${candidates.join(', ')})`);
  const svg = (await readFile(source, 'utf8'))
    .replace(/stroke="currentColor"/g, `stroke="${C.navy}"`)
    .replace(/\bwidth="24"/, 'width="48"')
    .replace(/\bheight="24"/, 'height="48"');
  await writeFile(file, svg);
}

// ---------------------------------------------------------------------------------------------------
// App icons and favicon
// ---------------------------------------------------------------------------------------------------

/** The mark (44×48, scaled by `scale`) centred on a navy rounded square; favicons use a larger mark. */
function appIconSvg(scale = 6.6): string {
  return svgDocument(
    512,
    512,
    `<rect width="512" height="512" rx="112" fill="${C.navy}"/>\n${cedarMark((512 - 44 * scale) / 2, (512 - 48 * scale) / 2, scale, C.white, C.coral)}`,
    'Cedrus Consulting',
  );
}

/** An ICO container holding PNG images: ICONDIR, one ICONDIRENTRY per image, then the PNG data. */
function icoFile(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

export const APP_ICONS = [{ src: '/apple-touch-icon.png', size: 180 }] as const;
const FAVICON_SIZES = [16, 32, 48] as const;

export async function makeAppIcons(): Promise<string[]> {
  const svg = appIconSvg();
  await writeFile(path.join(PUBLIC, 'icon.svg'), svg);
  const render = (source: string, size: number): Promise<Buffer> => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  for (const { src, size } of APP_ICONS) await writeFile(path.join(PUBLIC, src), await render(svg, size));
  const favicon = appIconSvg(8.6);
  const pngs = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, data: await render(favicon, size) })));
  await writeFile(path.join(PUBLIC, 'favicon.ico'), icoFile(pngs));
  return ['/icon.svg', ...APP_ICONS.map((icon) => icon.src), '/favicon.ico'];
}
