/**
 * Placeholder artwork generator: (re)creates every file named in content/media.ts, plus the app icons.
 *
 *   npx tsx scripts/generate-art.ts      (from the repository root)
 *
 * Everything is deterministic: each picture is seeded by its registry key, so running the script twice
 * gives the same files. Staff replace the results one for one (same path, same aspect ratio).
 *
 *   photos (.jpg/.png/.webp)  brand gradient + soft abstract shapes, no text (og-default carries the name)
 *   brand SVGs                logo, logo-white, oracle-partner badge
 *   images/clients/*.svg      monogram + client name wordmarks
 *   images/team/*.svg         initials avatars
 *   images/badges/*.svg       certification badge placeholders
 *   icons/*.svg               lucide-static line icons (ISC), recoloured to brand navy, 48×48
 *   media/*.mp4               short H.264 clips rendered frame by frame with sharp and encoded by ffmpeg
 *   icon.svg, apple-touch-icon.png, icon-192.png, icon-512.png, favicon.ico
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { icons, images, videos, type ImageAsset } from '../content/media';

const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');
const LUCIDE = path.join(ROOT, 'node_modules', 'lucide-static', 'icons');

const JPEG_QUALITY = 70;
const PHOTO_BUDGET_KB = 60;
const VIDEO_BUDGET_KB = 400;
/** Videos are rendered at this fraction of the registry size (same aspect ratio) to stay small. */
const VIDEO_SCALE = 0.5;
const VIDEO_FPS = 25;
const VIDEO_SECONDS = 6;

const FONT = 'Inter, Arial, Helvetica, sans-serif';

const C = {
  navy: '#0b3a6e',
  deep: '#072547',
  coral: '#e4572e',
  teal: '#1c9aa3',
  light: '#f4f7fb',
  gold: '#f2b134',
  white: '#ffffff',
  slate: '#2b3645',
} as const;

/** Background gradients: only the cool brand colours, so the middle of a gradient never turns muddy. */
const GRADIENTS: readonly (readonly string[])[] = [
  [C.deep, C.navy],
  [C.navy, C.teal],
  [C.deep, C.teal],
  [C.deep, C.navy, C.teal],
  [C.teal, C.navy, C.deep],
  [C.navy, C.deep],
];
/** Accents for arcs and the small dot. */
const ACCENTS: readonly string[] = [C.coral, C.gold, C.teal, C.light];
/** Large soft glows: gold would turn olive over blue, coral is kept faint. */
const GLOWS: readonly string[] = [C.teal, C.light, C.coral];

// ---------------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------------

interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a hash of a string, used as the seed. */
function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 generator seeded by the key. */
function seeded(key: string): Random {
  let a = hashString(key);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------------

/** Round for compact SVG output. */
const n = (value: number): string => String(Math.round(value * 10) / 10);
/** Round an opacity to two decimals. */
const op = (value: number): string => String(Math.round(value * 100) / 100);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svgDocument(width: number, height: number, body: string, title?: string): string {
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label}>\n` +
    `${body}\n</svg>\n`
  );
}

/** A linear gradient running at `angle` degrees across its box. */
function linearGradient(id: string, angle: number, colors: readonly string[]): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const stops = colors
    .map((color, i) => `<stop offset="${n(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${color}"/>`)
    .join('');
  return (
    `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` +
    `${stops}</linearGradient>`
  );
}

/** A radial glow fading from `opacity` at the centre to nothing. */
function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${op(opacity)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

function hexagonPoints(cx: number, cy: number, radius: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + radius * Math.cos(a))},${n(cy + radius * Math.sin(a))}`;
  }).join(' ');
}

/** Approximate rendered width of `text` in em (Inter/Arial proportions), for fitting text without a font engine. */
function textWidthEm(text: string, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.28;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[ilj.,'’]/.test(ch)) em += 0.28;
    else if (/[mw]/.test(ch)) em += 0.85;
    else em += 0.56;
  }
  return bold ? em * 1.06 : em;
}

// ---------------------------------------------------------------------------------------------------
// Names from file names
// ---------------------------------------------------------------------------------------------------

const WORD_OVERRIDES: Record<string, string> = { blc: 'BLC', lumiere: 'Lumière', oci: 'OCI', hcm: 'HCM', erp: 'ERP', scm: 'SCM' };

/** "blc-bank" -> "BLC Bank", "lumiere-assurances" -> "Lumière Assurances". */
function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => WORD_OVERRIDES[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "Rami Haddad" -> "RH"; "BLC Bank" -> "BLC"; "Asiacell" -> "A". */
function initials(name: string): string {
  const words = name.split(' ');
  const first = words[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return first.slice(0, 3);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const slugOf = (src: string): string => path.basename(src, path.extname(src));

// ---------------------------------------------------------------------------------------------------
// The cedar mark (shared by the logos, the app icons, the og image and the videos)
// ---------------------------------------------------------------------------------------------------

/** Three stacked tiers and a trunk, drawn in a 44×48 box; the top tier takes `topColor`. */
function cedarMark(x: number, y: number, scale: number, color: string, topColor: string): string {
  const tiers = [
    '22,3 31,15 13,15',
    '16,17.5 28,17.5 37,29.5 7,29.5',
    '11.5,32 32.5,32 43,42.5 1,42.5',
  ];
  const [top, ...rest] = tiers;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">` +
    `<polygon points="${top}" fill="${topColor}"/>` +
    rest.map((points) => `<polygon points="${points}" fill="${color}"/>`).join('') +
    `<rect x="19.5" y="42.5" width="5" height="5" fill="${color}"/>` +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------------

/** Large translucent circles in white or a cool tint (warm tints over blue turn muddy), plus one small solid accent dot. */
function softCircles(r: Random, w: number, h: number, accent: string): string {
  const s = Math.min(w, h);
  const circles = Array.from({ length: r.int(2, 4) }, () => {
    const fill = r.pick([C.white, C.white, C.light, C.teal]);
    const opacity = fill === C.teal ? r.range(0.15, 0.3) : r.range(0.04, 0.09);
    return `<circle cx="${n(r.range(-0.1, 1.1) * w)}" cy="${n(r.range(-0.1, 1.1) * h)}" r="${n(r.range(0.18, 0.6) * s)}" fill="${fill}" fill-opacity="${op(opacity)}"/>`;
  });
  const dot = `<circle cx="${n(r.range(0.08, 0.92) * w)}" cy="${n(r.range(0.08, 0.5) * h)}" r="${n(r.range(0.012, 0.025) * s)}" fill="${accent}" fill-opacity="0.85"/>`;
  return [...circles, dot].join('\n');
}

/** Partial circle outlines. */
function arcs(r: Random, w: number, h: number, accent: string): string {
  const s = Math.min(w, h);
  return Array.from({ length: r.int(1, 3) }, () => {
    const cx = r.range(0, 1) * w;
    const cy = r.range(0, 1) * h;
    const radius = r.range(0.25, 0.7) * s;
    const length = 2 * Math.PI * radius * r.range(0.2, 0.55);
    const stroke = r.chance(0.5) ? C.white : accent;
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="none" stroke="${stroke}" stroke-opacity="${op(r.range(0.25, 0.5))}" ` +
      `stroke-width="${n(r.range(0.004, 0.011) * s)}" stroke-linecap="round" stroke-dasharray="${n(length)} ${n(2 * Math.PI * radius)}" ` +
      `transform="rotate(${n(r.range(0, 360))} ${n(cx)} ${n(cy)})"/>`
    );
  }).join('\n');
}

/** A faint dotted grid or a patch of diagonal lines, confined to a region near one corner. */
function texture(r: Random, w: number, h: number): { defs: string; body: string } {
  const s = Math.min(w, h);
  const step = n(s * r.range(0.03, 0.045));
  const regionW = w * r.range(0.2, 0.34);
  const regionH = h * r.range(0.25, 0.42);
  const x = r.chance(0.5) ? w * r.range(0.04, 0.1) : w - regionW - w * r.range(0.04, 0.1);
  const y = r.chance(0.5) ? h * r.range(0.06, 0.12) : h - regionH - h * r.range(0.06, 0.12);
  const dots = r.chance(0.55);
  const defs = dots
    ? `<pattern id="tex" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${n(Number(step) / 2)}" cy="${n(Number(step) / 2)}" r="${n(s * 0.0032)}" fill="${C.white}"/></pattern>`
    : `<pattern id="tex" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.pick([45, -45, 60])})"><line x1="0" y1="0" x2="0" y2="${step}" stroke="${C.white}" stroke-width="${n(s * 0.0018)}"/></pattern>`;
  const body = `<rect x="${n(x)}" y="${n(y)}" width="${n(regionW)}" height="${n(regionH)}" fill="url(#tex)" opacity="${dots ? 0.3 : 0.14}"/>`;
  return { defs, body };
}

/** The shared background of photos, the og image and video frames. */
function photoLayers(r: Random, w: number, h: number): { defs: string[]; body: string[] } {
  const stops = r.pick(GRADIENTS);
  const accent = r.pick(ACCENTS);
  const glowColor = r.pick(GLOWS);
  const tex = texture(r, w, h);
  const glowX = r.range(0.1, 0.9) * w;
  const glowY = r.range(0.1, 0.9) * h;
  const glowR = r.range(0.45, 0.8) * Math.max(w, h);
  return {
    defs: [
      linearGradient('bg', r.range(0, 360), stops),
      radialGlow('glow', glowColor, glowColor === C.coral ? r.range(0.16, 0.24) : r.range(0.22, 0.38)),
      // a soft shade at the bottom keeps overlaid text readable
      `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${C.deep}" stop-opacity="0"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0.35"/></linearGradient>`,
      tex.defs,
    ],
    body: [
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      `<circle cx="${n(glowX)}" cy="${n(glowY)}" r="${n(glowR)}" fill="url(#glow)"/>`,
      softCircles(r, w, h, accent),
      arcs(r, w, h, accent),
      tex.body,
      `<rect width="${w}" height="${h}" fill="url(#shade)"/>`,
    ],
  };
}

function photoSvg(key: string, w: number, h: number, overlay = ''): string {
  const { defs, body } = photoLayers(seeded(key), w, h);
  return svgDocument(w, h, `<defs>${defs.join('')}</defs>\n${body.join('\n')}${overlay ? `\n${overlay}` : ''}`);
}

/** The share image: a photo with the mark, the brand name and the tagline. */
function ogOverlay(w: number, h: number): string {
  const x = w * 0.08;
  return [
    cedarMark(x, h * 0.22, 2.6, C.white, C.coral),
    `<text x="${n(x)}" y="${n(h * 0.62)}" font-family="${FONT}" font-size="76" font-weight="700" fill="${C.white}">Cedrus Consulting</text>`,
    `<rect x="${n(x)}" y="${n(h * 0.68)}" width="72" height="6" rx="3" fill="${C.coral}"/>`,
    `<text x="${n(x)}" y="${n(h * 0.8)}" font-family="${FONT}" font-size="36" fill="${C.white}" fill-opacity="0.92">Oracle ERP, HCM and Cloud partner</text>`,
  ].join('\n');
}

async function writeRaster(file: string, svg: string, w: number, h: number): Promise<void> {
  const image = sharp(Buffer.from(svg)).resize(w, h, { fit: 'fill' }).flatten({ background: C.deep });
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(file);
  else if (ext === '.webp') await image.webp({ quality: JPEG_QUALITY }).toFile(file);
  else await image.png({ compressionLevel: 9, palette: true }).toFile(file);
}

async function makePhoto(key: string, asset: ImageAsset, file: string): Promise<void> {
  const overlay = key === 'og-default' ? ogOverlay(asset.width, asset.height) : '';
  await writeRaster(file, photoSvg(key, asset.width, asset.height, overlay), asset.width, asset.height);
}

// ---------------------------------------------------------------------------------------------------
// Brand SVGs
// ---------------------------------------------------------------------------------------------------

function logoSvg(white: boolean): string {
  const main = white ? C.white : C.navy;
  const top = white ? C.white : C.coral;
  return svgDocument(
    180,
    48,
    [
      cedarMark(0, 0, 1, main, top),
      `<text x="52" y="26" font-family="${FONT}" font-size="25" font-weight="700" fill="${main}">Cedrus</text>`,
      `<text x="53" y="42.5" font-family="${FONT}" font-size="13" font-weight="400" letter-spacing="1.6" fill="${main}">Consulting</text>`,
    ].join('\n'),
    'Cedrus Consulting',
  );
}

function oraclePartnerSvg(): string {
  return svgDocument(
    240,
    120,
    [
      `<rect x="1.5" y="1.5" width="237" height="117" rx="14" fill="${C.white}" stroke="#cfd8e3" stroke-width="3"/>`,
      `<circle cx="54" cy="60" r="30" fill="${C.navy}"/>`,
      `<circle cx="54" cy="60" r="24" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="2"/>`,
      `<path d="M42 61 l8 8 l16 -17" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<text x="98" y="58" font-family="${FONT}" font-size="27" font-weight="700" fill="${C.navy}">Oracle</text>`,
      `<text x="98" y="86" font-family="${FONT}" font-size="22" font-weight="400" fill="#4a5a6e">Partner</text>`,
      `<rect x="98" y="94" width="34" height="3" rx="1.5" fill="${C.coral}"/>`,
    ].join('\n'),
    'Oracle Partner',
  );
}

// ---------------------------------------------------------------------------------------------------
// Client wordmarks
// ---------------------------------------------------------------------------------------------------

/** Splits words into 1–3 lines and picks the layout that allows the largest text (fewer lines win ties). */
function fitLines(words: readonly string[], maxWidth: number, maxHeight: number, maxSize: number): { lines: string[]; size: number } {
  const layouts: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++) {
    layouts.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; j < words.length; j++) {
      layouts.push([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  let best = { lines: layouts[0] ?? [], size: 0, score: 0 };
  for (const lines of layouts) {
    const widest = Math.max(...lines.map((line, i) => textWidthEm(line, i === 0)));
    const size = Math.min(maxSize, maxWidth / widest, maxHeight / (lines.length * 1.15));
    const score = size * (1 - 0.12 * (lines.length - 1));
    if (score > best.score) best = { lines, size, score };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

function monogram(shape: 'circle' | 'square' | 'hexagon', cx: number, cy: number, radius: number, color: string): string {
  if (shape === 'circle') return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}"/>`;
  if (shape === 'square') {
    const side = radius * 1.8;
    return `<rect x="${n(cx - side / 2)}" y="${n(cy - side / 2)}" width="${n(side)}" height="${n(side)}" rx="${n(side * 0.18)}" fill="${color}"/>`;
  }
  return `<polygon points="${hexagonPoints(cx, cy, radius * 1.08)}" fill="${color}"/>`;
}

function clientLogoSvg(slug: string): string {
  const r = seeded(`client-${slug}`);
  const name = titleCase(slug);
  const color = r.pick([C.navy, C.slate]);
  const shape = r.pick(['circle', 'square', 'hexagon'] as const);
  const [cx, cy, radius] = [38, 60, 26];
  const letters = initials(name);
  const letterSize = letters.length > 2 ? 17 : letters.length > 1 ? 22 : 28;
  const textX = 76;
  const { lines, size } = fitLines(name.split(' '), 240 - textX - 8, 96, 26);
  const lineHeight = size * 1.15;
  const top = cy - (lines.length * lineHeight) / 2;
  const text = lines
    .map((line, i) => {
      const baseline = top + i * lineHeight + (lineHeight + size * 0.7) / 2;
      const weight = i === 0 ? 700 : 400;
      return `<text x="${textX}" y="${n(baseline)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(line)}</text>`;
    })
    .join('\n');
  return svgDocument(
    240,
    120,
    [
      monogram(shape, cx, cy, radius, color),
      `<text x="${cx}" y="${n(cy + letterSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${letterSize}" font-weight="700" fill="${C.white}">${escapeXml(letters)}</text>`,
      text,
    ].join('\n'),
    name,
  );
}

// ---------------------------------------------------------------------------------------------------
// Team avatars and certification badges
// ---------------------------------------------------------------------------------------------------

function avatarSvg(slug: string): string {
  const r = seeded(`team-${slug}`);
  const name = titleCase(slug);
  const accent = r.pick([C.coral, C.gold, C.teal]);
  return svgDocument(
    400,
    400,
    [
      `<defs>${linearGradient('bg', r.range(20, 160), r.pick(GRADIENTS))}</defs>`,
      `<rect width="400" height="400" fill="url(#bg)"/>`,
      `<circle cx="${n(r.range(40, 360))}" cy="${n(r.range(320, 420))}" r="${n(r.range(120, 190))}" fill="${C.white}" fill-opacity="0.06"/>`,
      `<circle cx="${n(r.range(300, 400))}" cy="${n(r.range(0, 90))}" r="${n(r.range(70, 120))}" fill="${accent}" fill-opacity="0.35"/>`,
      `<text x="200" y="256" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="${C.white}" letter-spacing="4">${escapeXml(initials(name))}</text>`,
    ].join('\n'),
    name,
  );
}

const BADGE_SHIELD = 'M80 8 L142 30 V80 C142 118 116 142 80 154 C44 142 18 118 18 80 V30 Z';

function badgeSvg(slug: string): string {
  const r = seeded(`badge-${slug}`);
  const label = titleCase(slug);
  const accent = r.pick([C.gold, C.teal, C.coral]);
  const useShield = r.chance(0.5);
  const outline = (scale: number, attrs: string): string => {
    const shape = useShield ? `<path d="${BADGE_SHIELD}" ${attrs}/>` : `<polygon points="${hexagonPoints(80, 80, 74)}" ${attrs}/>`;
    return `<g transform="translate(80 80) scale(${scale}) translate(-80 -80)">${shape}</g>`;
  };
  const labelSize = Math.min(30, Math.floor((useShield ? 92 : 100) / textWidthEm(label, true)));
  return svgDocument(
    160,
    160,
    [
      `<defs>${linearGradient('bg', 90, [C.navy, C.deep])}</defs>`,
      outline(1, 'fill="url(#bg)"'),
      outline(0.86, `fill="none" stroke="${accent}" stroke-width="3"`),
      `<path d="M80 36 l4.1 8.3 l9.2 1.3 l-6.6 6.5 l1.6 9.1 l-8.3 -4.3 l-8.3 4.3 l1.6 -9.1 l-6.6 -6.5 l9.2 -1.3 z" fill="${accent}"/>`,
      `<text x="80" y="${n(88 + labelSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${labelSize}" font-weight="700" fill="${C.white}">${escapeXml(label)}</text>`,
      `<text x="80" y="122" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" letter-spacing="2" fill="${C.white}" fill-opacity="0.85">CERTIFIED</text>`,
    ].join('\n'),
    `${label} Certified`,
  );
}

/** Any other SVG in the registry gets a neutral placeholder with its key, so nothing is ever missing. */
function genericSvg(key: string, w: number, h: number): string {
  return svgDocument(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${C.light}"/><text x="${w / 2}" y="${h / 2}" text-anchor="middle" font-family="${FONT}" font-size="${n(Math.min(w, h) / 8)}" fill="${C.navy}">${escapeXml(key)}</text>`,
  );
}

function vectorFor(key: string, asset: ImageAsset): string {
  const slug = slugOf(asset.src);
  if (asset.src === '/images/brand/logo.svg') return logoSvg(false);
  if (asset.src === '/images/brand/logo-white.svg') return logoSvg(true);
  if (asset.src === '/images/brand/oracle-partner.svg') return oraclePartnerSvg();
  if (asset.src.startsWith('/images/clients/')) return clientLogoSvg(slug);
  if (asset.src.startsWith('/images/team/')) return avatarSvg(slug);
  if (asset.src.startsWith('/images/badges/')) return badgeSvg(slug);
  console.warn(`  ! no dedicated artwork for ${key}, writing a generic placeholder`);
  return genericSvg(key, asset.width, asset.height);
}

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

async function makeIcon(name: string, file: string): Promise<void> {
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

const APP_ICONS = [
  { src: '/apple-touch-icon.png', size: 180 },
  { src: '/icon-192.png', size: 192 },
  { src: '/icon-512.png', size: 512 },
] as const;
const FAVICON_SIZES = [16, 32, 48] as const;

async function makeAppIcons(): Promise<string[]> {
  const svg = appIconSvg();
  await writeFile(path.join(PUBLIC, 'icon.svg'), svg);
  const render = (source: string, size: number): Promise<Buffer> =>
    sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  for (const { src, size } of APP_ICONS) await writeFile(path.join(PUBLIC, src), await render(svg, size));
  const favicon = appIconSvg(8.6);
  const pngs = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, data: await render(favicon, size) })));
  await writeFile(path.join(PUBLIC, 'favicon.ico'), icoFile(pngs));
  return ['/icon.svg', ...APP_ICONS.map((icon) => icon.src), '/favicon.ico'];
}

// ---------------------------------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------------------------------

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** One frame at time t (0..1): the key's photo background with drifting circles, a rotating arc and a caption. */
function videoFrameSvg(key: string, w: number, h: number, t: number, caption: string): string {
  const r = seeded(key);
  const { defs, body } = photoLayers(r, w, h);
  const s = Math.min(w, h);
  const tau = 2 * Math.PI * t;
  const movers = [C.coral, C.teal, C.gold].map((color, i) => {
    const ax = r.range(0.2, 0.35) * w;
    const ay = r.range(0.15, 0.3) * h;
    const phase = r.range(0, 2 * Math.PI);
    const cx = w / 2 + ax * Math.sin(tau * (i % 2 === 0 ? 1 : -1) + phase);
    const cy = h / 2 + ay * Math.sin(tau * 2 + phase);
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * (0.12 + 0.04 * i))}" fill="${color}" fill-opacity="0.45"/>`;
  });
  const arcR = s * 0.36;
  const arc = `<circle cx="${n(w * 0.72)}" cy="${n(h * 0.45)}" r="${n(arcR)}" fill="none" stroke="${C.white}" stroke-opacity="0.55" stroke-width="${n(s * 0.012)}" stroke-linecap="round" stroke-dasharray="${n(arcR * 2.2)} ${n(arcR * 7)}" transform="rotate(${n(360 * t)} ${n(w * 0.72)} ${n(h * 0.45)})"/>`;
  const pad = s * 0.06;
  const fontSize = s * 0.07;
  const pillW = textWidthEm(caption, true) * fontSize + fontSize * 2.4;
  const pillH = fontSize * 2;
  const pillY = h - pad - pillH;
  const captionLayer = [
    cedarMark(pad, pad, s / 360, C.white, C.coral),
    `<rect x="${n(pad)}" y="${n(pillY)}" width="${n(pillW)}" height="${n(pillH)}" rx="${n(pillH / 2)}" fill="${C.deep}" fill-opacity="0.75"/>`,
    `<circle cx="${n(pad + fontSize)}" cy="${n(pillY + pillH / 2)}" r="${n(fontSize * 0.28)}" fill="${C.coral}"/>`,
    `<text x="${n(pad + fontSize * 1.7)}" y="${n(pillY + pillH / 2 + fontSize * 0.36)}" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="700" fill="${C.white}">${escapeXml(caption)}</text>`,
    `<rect x="0" y="${n(h - s * 0.012)}" width="${n(w * t)}" height="${n(s * 0.012)}" fill="${C.coral}"/>`,
  ];
  return svgDocument(w, h, `<defs>${defs.join('')}</defs>\n${[...body, ...movers, arc, ...captionLayer].join('\n')}`);
}

/** "business-check-up" -> "Business check-up". */
function captionFor(src: string): string {
  const slug = slugOf(src);
  const words = slug.split('-');
  const head = words.slice(0, -1).join(' ');
  const tail = words.at(-1) ?? '';
  const text = words.length > 2 ? `${head}-${tail}` : words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function makeVideo(key: string, file: string, width: number, height: number): Promise<void> {
  // even dimensions for yuv420p
  const w = Math.round((width * VIDEO_SCALE) / 2) * 2;
  const h = Math.round((height * VIDEO_SCALE) / 2) * 2;
  const frames = VIDEO_FPS * VIDEO_SECONDS;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${w}x${h}`, '-r', String(VIDEO_FPS), '-i', '-',
      '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
      '-threads', '1', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
      '-movflags', '+faststart', file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`))));
  });
  const caption = captionFor(file);
  for (let i = 0; i < frames; i++) {
    const svg = videoFrameSvg(key, w, h, i / frames, caption);
    const frame = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

// ---------------------------------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------------------------------

interface Expectation {
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

async function verify(expected: readonly Expectation[]): Promise<void> {
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

// ---------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------

async function outputPath(src: string): Promise<string> {
  const file = path.join(PUBLIC, src);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

const isRaster = (src: string): boolean => /\.(jpe?g|png|webp)$/i.test(src);

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'content', 'media.ts'))) throw new Error('Run this script from the repository root.');
  const expected: Expectation[] = [];

  console.log('images');
  for (const [key, asset] of Object.entries(images) as [string, ImageAsset][]) {
    const file = await outputPath(asset.src);
    if (isRaster(asset.src)) await makePhoto(key, asset, file);
    else await writeFile(file, vectorFor(key, asset));
    expected.push(asset);
  }

  console.log('icons');
  for (const [name, src] of Object.entries(icons)) {
    await makeIcon(name, await outputPath(src));
    expected.push({ src, width: 48, height: 48 });
  }

  console.log('app icons');
  for (const src of await makeAppIcons()) {
    const size = APP_ICONS.find((icon) => icon.src === src)?.size ?? (src === '/icon.svg' ? 512 : undefined);
    expected.push({ src, width: size, height: size });
  }

  console.log('videos');
  const ffmpegFound = hasFfmpeg();
  if (!ffmpegFound) console.warn('  ! ffmpeg not found: videos skipped (install it, e.g. `apt-get install -y ffmpeg`, and run again)');
  for (const [key, video] of Object.entries(videos)) {
    const file = await outputPath(video.src);
    if (ffmpegFound) await makeVideo(key, file, video.width, video.height);
    expected.push(video);
  }

  await verify(expected);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
