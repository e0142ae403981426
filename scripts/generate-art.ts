/**
 * Placeholder artwork generator: (re)creates every file named in content/media.ts, plus the app icons.
 *
 *   npm run art                      (from the repository root; checks sizes and the photo budget)
 *   npm run art -- --only telecom    (only the registry keys containing "telecom"; no checks)
 *
 * Everything is deterministic: running the script twice gives the same files. Staff replace the results
 * one for one (same path, same pixel size).
 *
 *   photos (.jpg/.png/.webp)  flat line illustrations of each picture's subject, drawn as SVG and rasterised
 *                             with sharp: one composition per registry key (see "Compositions"), in the
 *                             LIGHT theme, or the DARK one for pictures that sit under text; no text in
 *                             pictures; lucide-static icons as small motifs
 *   brand SVGs                logo, logo-white
 *   images/clients/*.svg      placeholder wordmarks: a plain geometric mark and the name, large enough to read
 *   images/badges/*.svg       certification badge placeholders
 *   icons/*.svg               lucide-static line icons (ISC), recoloured to brand navy, 48×48
 *   media/*.mp4               short H.264 clips of the poster's illustration, rendered frame by frame with sharp
 *                             and encoded by ffmpeg (skipped, files kept, when ffmpeg is missing)
 *   icon.svg, apple-touch-icon.png, icon-192.png, icon-512.png, favicon.ico
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svgDocument(width: number, height: number, body: string, title?: string): string {
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label}>\n` + `${body}\n</svg>\n`;
}

/** A linear gradient running at `angle` degrees across its box. */
function linearGradient(id: string, angle: number, colors: readonly string[]): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const stops = colors.map((color, i) => `<stop offset="${n(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` + `${stops}</linearGradient>`;
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
  const tiers = ['22,3 31,15 13,15', '16,17.5 28,17.5 37,29.5 7,29.5', '11.5,32 32.5,32 43,42.5 1,42.5'];
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
// Illustration: themes, primitives and the scene
//
// Every photo is a flat illustration: objects are filled shapes with one outline colour and one stroke
// width per picture, on a quiet two-tone background with one soft disc behind the subject. Two themes
// share the same drawing code: LIGHT for pictures shown as they are (cards next to text), DARK for
// pictures that sit under text (hero slides, page banners, the share image).
// ---------------------------------------------------------------------------------------------------

interface Theme {
  readonly dark: boolean;
  readonly bg: readonly [string, string];
  /** The soft disc behind the subject. */
  readonly blob: string;
  /** Outlines. */
  readonly line: string;
  /** Ground lines, dashes, placeholder text bars. */
  readonly soft: string;
  /** Bodies of objects. */
  readonly surface: string;
  /** Secondary fills. */
  readonly tint: string;
  /** Small solid details (hair, legs, wheels). */
  readonly solid: string;
  /** Hair and trousers. */
  readonly hair: string;
  /** A mid blue for a third shirt or book colour. */
  readonly mid: string;
  readonly teal: string;
  readonly tealSoft: string;
  readonly coral: string;
  readonly coralSoft: string;
  readonly gold: string;
  readonly goldSoft: string;
  readonly shadow: string;
}

const LIGHT: Theme = {
  dark: false,
  bg: ['#f5f8fc', '#e3ebf5'],
  blob: '#d8e4f1',
  line: C.navy,
  soft: '#a9bed7',
  surface: C.white,
  tint: '#d3e0ef',
  solid: C.navy,
  mid: '#3d6ea8',
  hair: C.navy,
  teal: C.teal,
  tealSoft: '#c4e6e8',
  coral: C.coral,
  coralSoft: '#f8d4c7',
  gold: C.gold,
  goldSoft: '#fbe5b4',
  shadow: '#c3d3e6',
};

const DARK: Theme = {
  dark: true,
  bg: [C.deep, C.navy],
  blob: '#0d4480',
  line: '#d4e3f2',
  soft: '#3a6a9d',
  surface: '#124a84',
  tint: '#1d5e9e',
  solid: '#e4edf7',
  mid: '#2f78b8',
  hair: '#08284c',
  teal: C.teal,
  tealSoft: '#17717d',
  coral: C.coral,
  coralSoft: '#d2694c',
  gold: C.gold,
  goldSoft: '#c99a3a',
  shadow: '#061f3b',
};

/** Two-decimal numbers for geometry. */
const f2 = (value: number): string => String(Math.round(value * 100) / 100);

type AttrValue = string | number | undefined;

function el(name: string, attrs: Record<string, AttrValue>, inner?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f2(v) : v}"`)
    .join('');
  return inner === undefined ? `<${name}${list}/>` : `<${name}${list}>${inner}</${name}>`;
}

/** Fill, stroke, stroke width, opacity, dash pattern. Stroke width defaults to the picture's (inherited). */
interface Paint {
  readonly f?: string;
  readonly s?: string;
  readonly w?: number;
  readonly o?: number;
  readonly dash?: string;
}

const paint = (p: Paint): Record<string, AttrValue> => ({
  fill: p.f ?? 'none',
  stroke: p.s,
  'stroke-width': p.w,
  opacity: p.o,
  'stroke-dasharray': p.dash,
});

const rect = (x: number, y: number, w: number, h: number, r: number, p: Paint): string =>
  el('rect', { x, y, width: w, height: h, rx: r > 0 ? r : undefined, ...paint(p) });
const circ = (cx: number, cy: number, r: number, p: Paint): string => el('circle', { cx, cy, r, ...paint(p) });
const ell = (cx: number, cy: number, rx: number, ry: number, p: Paint): string => el('ellipse', { cx, cy, rx, ry, ...paint(p) });
const pd = (d: string, p: Paint): string => el('path', { d, ...paint(p) });
const line = (x1: number, y1: number, x2: number, y2: number, p: Paint): string => el('line', { x1, y1, x2, y2, ...paint(p) });
const pts = (xy: readonly number[]): string =>
  xy
    .map((v, i) => `${f2(v)}${i % 2 === 0 ? ',' : ' '}`)
    .join('')
    .trim();
const poly = (xy: readonly number[], p: Paint): string => el('polygon', { points: pts(xy), ...paint(p) });
const pline = (xy: readonly number[], p: Paint): string => el('polyline', { points: pts(xy), ...paint(p) });
const grp = (inner: string, transform?: string, attrs: Record<string, AttrValue> = {}): string => el('g', { transform, ...attrs }, inner);

/** What a motif gets to draw with: the theme, the stroke width in its own units, and unique ids for clip paths. */
interface Ctx {
  readonly t: Theme;
  readonly sw: number;
  uid(prefix: string): string;
}

/** A drawing in its own w×h box, placed on a scene at any size (stroke width stays the picture's). */
interface Motif {
  readonly w: number;
  readonly h: number;
  draw(c: Ctx): string;
}

const motif = (w: number, h: number, draw: (c: Ctx) => string): Motif => ({ w, h, draw });

interface PutOptions {
  /** Which point of the box (x, y) names: bottom centre (default), centre or top centre. */
  readonly anchor?: 'bottom' | 'center' | 'top';
  readonly flip?: boolean;
  readonly rotate?: number;
  readonly opacity?: number;
}

class Scene {
  /** Stroke width of the whole picture. */
  readonly sw: number;
  /** The short side: compositions are written in fractions of it. */
  readonly u: number;
  private readonly layers: string[] = [];
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly t: Theme,
  ) {
    this.u = Math.min(w, h);
    this.sw = Math.max(2, this.u * 0.0055);
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  add(...svg: readonly string[]): this {
    this.layers.push(...svg);
    return this;
  }

  ctx(k = 1): Ctx {
    return { t: this.t, sw: this.sw / k, uid: (prefix) => this.uid(prefix) };
  }

  /** Draws with the scene's own units (stroke defaults set). */
  draw(fn: (c: Ctx) => string): this {
    return this.add(grp(fn(this.ctx()), undefined, { 'stroke-width': f2(this.sw), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  }

  /** Height of `m` drawn `width` wide. */
  static height(m: Motif, width: number): number {
    return (m.h * width) / m.w;
  }

  /** Places `m`, `width` wide, with its bottom centre (or centre, or top centre) at (x, y). */
  put(m: Motif, x: number, y: number, width: number, o: PutOptions = {}): this {
    const k = width / m.w;
    const height = m.h * k;
    const left = x - width / 2;
    const top = o.anchor === 'center' ? y - height / 2 : o.anchor === 'top' ? y : y - height;
    const rotate = o.rotate ? ` rotate(${f2(o.rotate)} ${f2(width / 2)} ${f2(height / 2)})` : '';
    const flip = o.flip ? ` translate(${f2(width)} 0) scale(-1 1)` : '';
    const transform = `translate(${f2(left)} ${f2(top)})${rotate}${flip} scale(${k.toFixed(5)})`;
    return this.add(
      el('g', { transform, 'stroke-width': f2(this.sw / k), 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: o.opacity }, m.draw(this.ctx(k))),
    );
  }

  /** A soft contact shadow on the ground. */
  shadow(x: number, y: number, rx: number): this {
    return this.add(ell(x, y, rx, Math.max(rx * 0.09, this.sw * 1.5), { f: this.t.shadow, o: this.t.dark ? 0.55 : 0.8 }));
  }

  body(): string {
    return `<defs>${this.defs.join('')}</defs>\n${this.layers.join('\n')}`;
  }

  toSvg(): string {
    return svgDocument(this.w, this.h, this.body());
  }
}

interface BackdropOptions {
  /** The soft disc behind the subject: centre x, centre y, radius. */
  readonly blob?: readonly [number, number, number];
  /** A second, smaller disc. */
  readonly blob2?: readonly [number, number, number];
  /** A patch of dots: x, y, width, height. */
  readonly dots?: readonly [number, number, number, number];
  /** Ground line: y, from x, to x. */
  readonly ground?: readonly [number, number, number];
  /** A thin dashed ring: centre x, centre y, radius. */
  readonly ring?: readonly [number, number, number];
}

function backdrop(s: Scene, o: BackdropOptions): void {
  const { t, w, h } = s;
  const bg = s.uid('bg');
  s.def(linearGradient(bg, 35, t.bg));
  s.add(rect(0, 0, w, h, 0, { f: `url(#${bg})` }));
  if (o.blob) s.add(circ(o.blob[0], o.blob[1], o.blob[2], { f: t.blob, o: t.dark ? 0.75 : 1 }));
  if (o.blob2) s.add(circ(o.blob2[0], o.blob2[1], o.blob2[2], { f: t.blob, o: t.dark ? 0.5 : 0.7 }));
  if (o.ring)
    s.add(
      circ(o.ring[0], o.ring[1], o.ring[2], { s: t.soft, w: s.sw * 0.7, dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 3)}`, o: 0.9 }).replace(
        '/>',
        ' stroke-linecap="round"/>',
      ),
    );
  if (o.dots) {
    const [x, y, dw, dh] = o.dots;
    const step = s.u * 0.035;
    const id = s.uid('dots');
    s.def(
      `<pattern id="${id}" width="${f2(step)}" height="${f2(step)}" patternUnits="userSpaceOnUse" x="${f2(x)}" y="${f2(y)}">${circ(step / 2, step / 2, s.u * 0.0035, { f: t.soft })}</pattern>`,
    );
    s.add(rect(x, y, dw, dh, 0, { f: `url(#${id})`, o: t.dark ? 0.7 : 0.8 }));
  }
  if (o.ground) {
    const [gy, x1, x2] = o.ground;
    const dash = s.u * 0.03;
    s.add(
      line(x1, gy, x2, gy, { s: t.soft, w: s.sw }).replace('/>', ' stroke-linecap="round"/>'),
      line(x1 - dash * 2.2, gy, x1 - dash * 1.2, gy, { s: t.soft, w: s.sw }).replace('/>', ' stroke-linecap="round"/>'),
      line(x2 + dash * 1.2, gy, x2 + dash * 1.8, gy, { s: t.soft, w: s.sw }).replace('/>', ' stroke-linecap="round"/>'),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Scene-level drawing helpers (scene units)
// ---------------------------------------------------------------------------------------------------

const RC = ' stroke-linecap="round" stroke-linejoin="round"';
const rounded = (svg: string): string => svg.replace(/\/>$/, `${RC}/>`);

/** A curved, dashed connection between two points with small end dots. */
function link(s: Scene, x1: number, y1: number, x2: number, y2: number, o: { bend?: number; color?: string; dots?: boolean; solid?: boolean } = {}): void {
  const { t, sw } = s;
  const bend = o.bend ?? 0.25;
  const mx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const my = (y1 + y2) / 2 + (x2 - x1) * bend;
  const color = o.color ?? t.soft;
  s.add(
    rounded(
      pd(`M${f2(x1)} ${f2(y1)} Q${f2(mx)} ${f2(my)} ${f2(x2)} ${f2(y2)}`, { s: color, w: sw, dash: o.solid ? undefined : `${f2(sw * 0.1)} ${f2(sw * 2.6)}` }),
    ),
  );
  if (o.dots !== false) s.add(circ(x1, y1, sw * 1.6, { f: color }), circ(x2, y2, sw * 1.6, { f: color }));
}

/** Concentric signal arcs around (cx, cy) facing `angle` degrees (0 = right). */
function waves(s: Scene, cx: number, cy: number, r0: number, count: number, angle: number, color?: string, spread = 42): void {
  for (let i = 0; i < count; i++) {
    const r = r0 * (1 + i * 0.55);
    const a1 = ((angle - spread) * Math.PI) / 180;
    const a2 = ((angle + spread) * Math.PI) / 180;
    const d = `M${f2(cx + r * Math.cos(a1))} ${f2(cy + r * Math.sin(a1))} A${f2(r)} ${f2(r)} 0 0 1 ${f2(cx + r * Math.cos(a2))} ${f2(cy + r * Math.sin(a2))}`;
    s.add(rounded(pd(d, { s: color ?? s.t.teal, w: s.sw * 1.1, o: 1 - i * 0.22 })));
  }
}

/** A network of nodes (x, y, r, fill) and edges (index pairs). */
function network(
  s: Scene,
  nodes: readonly (readonly [number, number, number, string])[],
  edges: readonly (readonly [number, number])[],
  edgeColor?: string,
): void {
  for (const [a, b] of edges) {
    const p = nodes[a];
    const q = nodes[b];
    if (p && q) s.add(rounded(line(p[0], p[1], q[0], q[1], { s: edgeColor ?? s.t.soft, w: s.sw })));
  }
  for (const [x, y, r, fill] of nodes) s.add(circ(x, y, r, { f: fill, s: s.t.line, w: s.sw }));
}

/** Lucide icon source, cached. */
const lucideCache = new Map<string, string>();
function lucideInner(name: string): string {
  const cached = lucideCache.get(name);
  if (cached !== undefined) return cached;
  const file = path.join(LUCIDE, `${name}.svg`);
  if (!existsSync(file)) throw new Error(`lucide-static has no icon "${name}"`);
  const source = readFileSync(file, 'utf8');
  const inner = source
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  lucideCache.set(name, inner);
  return inner;
}

/** A lucide icon centred at (cx, cy), `size` wide, in `color`, with the given stroke width (scene units). */
function icon(name: string, cx: number, cy: number, size: number, color: string, strokeWidth: number): string {
  const k = size / 24;
  return grp(lucideInner(name), `translate(${f2(cx - size / 2)} ${f2(cy - size / 2)}) scale(${k.toFixed(5)})`, {
    fill: 'none',
    stroke: color,
    'stroke-width': f2(strokeWidth / k),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

/** A round badge with a lucide icon: the small "chips" that float around a subject. */
function chip(s: Scene, name: string, cx: number, cy: number, r: number, tone: 'teal' | 'coral' | 'gold' | 'plain' = 'plain'): void {
  const { t, sw } = s;
  const fill = tone === 'teal' ? t.teal : tone === 'coral' ? t.coral : tone === 'gold' ? t.gold : t.surface;
  const ink = tone === 'plain' ? t.line : t.dark ? C.white : tone === 'gold' ? C.navy : C.white;
  s.add(circ(cx, cy + r * 0.12, r, { f: t.shadow, o: t.dark ? 0.5 : 0.6 }));
  s.add(circ(cx, cy, r, { f: fill, s: tone === 'plain' ? t.line : fill, w: sw }));
  s.add(icon(name, cx, cy, r * 1.05, ink, sw * 1.05));
}

/** Placeholder text: a rounded bar. */
const bar = (x: number, y: number, w: number, h: number, fill: string): string => rect(x, y, w, h, h / 2, { f: fill });
// ---------------------------------------------------------------------------------------------------
// Motifs: people, screens and charts
// ---------------------------------------------------------------------------------------------------

type Hair = 'short' | 'long' | 'bun' | 'bald';

/** Skin tones, warm and neutral; a person's is chosen from its style so the same style always looks the same. */
const SKINS = ['#f2d1bb', '#d8a585', '#a87456'] as const;

/** Hair over a head of radius r centred at (cx, cy); 'long' also needs hairBack() drawn first. */
function hairTop(style: Hair, cx: number, cy: number, r: number, fill: string, line: string): string {
  if (style === 'bald') return '';
  const p = (dx: number, dy: number): string => `${f2(cx + dx * r)} ${f2(cy + dy * r)}`;
  const cap = pd(
    `M${p(-1, 0.15)} C${p(-1.15, -0.85)} ${p(-0.3, -1.15)} ${p(0.1, -1.1)} C${p(0.8, -1.05)} ${p(1.15, -0.6)} ${p(0.99, -0.05)} ` +
      `C${p(0.6, -0.5)} ${p(-0.1, -0.62)} ${p(-0.5, -0.45)} C${p(-0.72, -0.32)} ${p(-0.78, -0.1)} ${p(-0.74, 0.15)} Z`,
    { f: fill, s: line },
  );
  return style === 'bun' ? circ(cx + r * 0.15, cy - r * 1.12, r * 0.38, { f: fill, s: line }) + cap : cap;
}

function hairBack(style: Hair, cx: number, cy: number, r: number, fill: string, line: string): string {
  const p = (dx: number, dy: number): string => `${f2(cx + dx * r)} ${f2(cy + dy * r)}`;
  return style === 'long'
    ? pd(`M${p(-1.02, 0)} C${p(-1.1, -1.4)} ${p(1.1, -1.4)} ${p(1.02, 0)} L${p(1.12, 1.45)} Q${p(0, 1.7)} ${p(-1.12, 1.45)} Z`, { f: fill, s: line })
    : '';
}

const skinOf = (style: PersonStyle): string => SKINS[hashString(`${style.shirt}${style.hair ?? ''}`) % SKINS.length] ?? SKINS[0];

interface PersonStyle {
  readonly shirt: string;
  readonly hair?: Hair;
  /** A headset (service desk). */
  readonly headset?: boolean;
  /** Seen from behind (learners facing a screen). */
  readonly back?: boolean;
  readonly skin?: string;
}

/** Head and shoulders, 60×72. */
function person(style: PersonStyle): Motif {
  return motif(60, 72, ({ t }) => {
    const hair = style.hair ?? 'short';
    if (style.back) {
      return [
        pd('M5 72 V61 C5 47 17 40 30 40 C43 40 55 47 55 61 V72', { f: style.shirt, s: t.line }),
        hair === 'long' ? pd('M16 22 C16 2 44 2 44 22 L46 46 H14 Z', { f: t.hair, s: t.line }) : circ(30, 21, 13, { f: t.hair, s: t.line }),
        hair === 'bun' ? circ(30, 6, 5, { f: t.hair, s: t.line }) : '',
      ].join('');
    }
    return [
      hairBack(hair, 30, 21, 13, t.hair, t.line),
      pd('M5 72 V61 C5 47 17 40 30 40 C43 40 55 47 55 61 V72', { f: style.shirt, s: t.line }),
      pd('M24 41 L30 49 L36 41', { s: t.line }),
      circ(30, 21, 13, { f: style.skin ?? skinOf(style), s: t.line }),
      hairTop(hair, 30, 21, 13, t.hair, t.line),
      style.headset
        ? pd('M16 22 A14 14 0 0 1 44 22', { s: t.line, w: 2.2 }) +
          rect(13, 19, 5, 9, 2.5, { f: t.coral, s: t.line }) +
          pd('M15 28 C16 34 20 36 26 35', { s: t.line })
        : '',
    ].join('');
  });
}

/** A standing figure, 70×190; `point` raises the right arm towards a board. */
function standing(style: PersonStyle & { readonly point?: boolean }): Motif {
  return motif(70, 190, ({ t }) => {
    const hair = style.hair ?? 'short';
    const arm = style.point
      ? el('rect', { x: -5, y: -5.5, width: 48, height: 11, rx: 5.5, transform: 'translate(52 60) rotate(-38)', fill: style.shirt, stroke: t.line })
      : rect(52, 58, 11, 52, 5.5, { f: style.shirt, s: t.line });
    return [
      rect(21, 112, 12, 76, 6, { f: t.hair, s: t.line }),
      rect(37, 112, 12, 76, 6, { f: t.hair, s: t.line }),
      rect(7, 58, 11, 52, 5.5, { f: style.shirt, s: t.line }),
      hairBack(hair, 35, 24, 14, t.hair, t.line),
      pd('M12 122 V64 C12 52 22 45 35 45 C48 45 58 52 58 64 V122 Z', { f: style.shirt, s: t.line }),
      arm,
      pd('M29 46 L35 55 L41 46', { s: t.line }),
      circ(35, 24, 14, { f: style.skin ?? skinOf(style), s: t.line }),
      hairTop(hair, 35, 24, 14, t.hair, t.line),
    ].join('');
  });
}

/** A person in a circle (avatars on cards and org charts), drawn at (cx, cy) with radius r. */
function avatar(c: Ctx, cx: number, cy: number, r: number, style: PersonStyle, ring = c.t.tealSoft): string {
  const id = c.uid('av');
  const p = person(style);
  const k = (r * 1.55) / p.w;
  const inner = grp(p.draw({ ...c, sw: c.sw / k }), `translate(${f2(cx - (p.w * k) / 2)} ${f2(cy + r * 1.02 - p.h * k)}) scale(${k.toFixed(5)})`, {
    'stroke-width': f2(c.sw / k),
  });
  return (
    `<clipPath id="${id}">${circ(cx, cy, r, {})}</clipPath>` +
    circ(cx, cy, r, { f: ring }) +
    grp(inner, undefined, { 'clip-path': `url(#${id})` }) +
    circ(cx, cy, r, { s: c.t.line })
  );
}

/** Something to draw inside a screen or card: (ctx, x, y, w, h) -> svg. */
type Content = (c: Ctx, x: number, y: number, w: number, h: number) => string;

const uiBars =
  (values: readonly number[], colors?: readonly string[]): Content =>
  ({ t }, x, y, w, h) => {
    const gap = w / (values.length * 3 + 1);
    const bw = gap * 2;
    return (
      values
        .map((v, i) => {
          const bh = h * v;
          const color = colors?.[i % colors.length] ?? (i === values.length - 1 ? t.coral : i % 2 === 0 ? t.teal : t.tint);
          return rect(x + gap + i * (bw + gap), y + h - bh, bw, bh, Math.min(bw * 0.2, 6), { f: color });
        })
        .join('') + line(x, y + h, x + w, y + h, { s: t.soft })
    );
  };

const uiLine =
  (values: readonly number[], color?: string): Content =>
  ({ t, sw }, x, y, w, h) => {
    const xy = values.flatMap((v, i) => [x + (w * i) / (values.length - 1), y + h - h * v]);
    const area = `M${f2(x)} ${f2(y + h)} L${pts(xy).replace(/ /g, ' L').replace(/,/g, ' ')} L${f2(x + w)} ${f2(y + h)} Z`;
    const last = values.length - 1;
    return (
      pd(area, { f: t.tealSoft, o: 0.7 }) +
      pline(xy, { s: color ?? t.teal, w: sw * 1.3 }) +
      circ(xy[last * 2] ?? x + w, xy[last * 2 + 1] ?? y, sw * 2.4, { f: t.coral, s: t.surface, w: sw * 0.8 })
    );
  };

/** A ring chart: parts are fractions that add up to at most 1. */
const uiDonut =
  (parts: readonly number[], colors?: readonly string[]): Content =>
  ({ t }, x, y, w, h) => {
    const r = Math.min(w, h) * 0.36;
    const cx = x + w / 2;
    const cy = y + h / 2;
    const thick = r * 0.5;
    const circumference = 2 * Math.PI * r;
    let offset = 0;
    const palette = colors ?? [t.teal, t.coral, t.gold];
    const arcsSvg = parts
      .map((part, i) => {
        const svg = circ(cx, cy, r, {
          s: palette[i % palette.length],
          w: thick,
          dash: `${f2(part * circumference)} ${f2(circumference)}`,
        }).replace('/>', ` stroke-dashoffset="${f2(-offset * circumference)}" transform="rotate(-90 ${f2(cx)} ${f2(cy)})" stroke-linecap="butt"/>`);
        offset += part;
        return svg;
      })
      .join('');
    return circ(cx, cy, r, { s: t.tint, w: thick }).replace('/>', ' stroke-linecap="butt"/>') + arcsSvg;
  };

/** Table rows: a marker, a long bar and a short value bar per row. */
const uiRows =
  (rows: number, marks?: readonly string[]): Content =>
  ({ t }, x, y, w, h) => {
    const rh = h / rows;
    const bh = Math.min(rh * 0.32, w * 0.05);
    let svg = rect(x, y, w, rh * 0.7, Math.min(rh * 0.2, 8), { f: t.tint });
    for (let i = 1; i < rows; i++) {
      const cy = y + i * rh + rh * 0.35;
      const mark = marks?.[i % marks.length];
      svg += mark ? circ(x + bh * 0.9, cy, bh * 0.7, { f: mark }) : '';
      svg += bar(x + (mark ? bh * 2.4 : 0), cy - bh / 2, w * (0.36 + ((i * 37) % 20) / 100), bh, t.tint);
      svg += bar(x + w * 0.78, cy - bh / 2, w * 0.22, bh, i % 3 === 1 ? t.tealSoft : t.tint);
      if (i < rows - 1) svg += line(x, y + (i + 1) * rh - rh * 0.05, x + w, y + (i + 1) * rh - rh * 0.05, { s: t.tint, w: Math.max(1, bh * 0.12) });
    }
    return svg;
  };

/** Placeholder paragraph lines. */
const uiText =
  (lines: number, color?: string): Content =>
  ({ t }, x, y, w, h) => {
    const lh = h / lines;
    const bh = Math.min(lh * 0.45, 14);
    return Array.from({ length: lines }, (_, i) =>
      bar(x, y + i * lh + (lh - bh) / 2, w * (i === lines - 1 ? 0.6 : 0.92 - (i % 2) * 0.12), bh, color ?? t.tint),
    ).join('');
  };

/** A dashboard: sidebar, three KPI tiles, bars and a ring. */
const uiDashboard: Content = (c, x, y, w, h) => {
  const { t } = c;
  const side = w * 0.16;
  const gx = x + side + w * 0.04;
  const gw = w - side - w * 0.04;
  const tileW = (gw - w * 0.06) / 3;
  const tileH = h * 0.24;
  let svg = rect(x, y, side, h, 8, { f: t.tint });
  for (let i = 0; i < 4; i++) svg += bar(x + side * 0.2, y + h * 0.12 + i * h * 0.12, side * 0.6, h * 0.04, i === 0 ? t.teal : t.surface);
  const kpiColors = [t.teal, t.coral, t.gold];
  for (let i = 0; i < 3; i++) {
    const tx = gx + i * (tileW + w * 0.03);
    svg += rect(tx, y, tileW, tileH, 8, { f: t.surface, s: t.line, w: c.sw * 0.8 });
    svg += bar(tx + tileW * 0.14, y + tileH * 0.28, tileW * 0.4, tileH * 0.14, t.tint);
    svg += bar(tx + tileW * 0.14, y + tileH * 0.56, tileW * 0.62, tileH * 0.2, kpiColors[i] ?? t.teal);
  }
  const chartY = y + tileH + h * 0.08;
  const chartH = h - tileH - h * 0.08;
  svg += rect(gx, chartY, gw * 0.62, chartH, 8, { f: t.surface, s: t.line, w: c.sw * 0.8 });
  svg += uiBars([0.35, 0.55, 0.45, 0.7, 0.6, 0.85])(c, gx + gw * 0.04, chartY + chartH * 0.15, gw * 0.54, chartH * 0.72);
  svg += rect(gx + gw * 0.66, chartY, gw * 0.34, chartH, 8, { f: t.surface, s: t.line, w: c.sw * 0.8 });
  svg += uiDonut([0.45, 0.25, 0.15])(c, gx + gw * 0.66, chartY, gw * 0.34, chartH);
  return svg;
};

/** A Gantt plan: offset bars per row and milestone diamonds. */
const uiGantt: Content = ({ t }, x, y, w, h) => {
  const rows = 5;
  const rh = h / rows;
  const spans: readonly (readonly [number, number, string])[] = [
    [0, 0.3, t.teal],
    [0.2, 0.55, t.tint],
    [0.35, 0.7, t.teal],
    [0.55, 0.85, t.gold],
    [0.7, 1, t.coral],
  ];
  let svg = '';
  for (let i = 1; i < 4; i++) svg += line(x + (w * i) / 4, y, x + (w * i) / 4, y + h, { s: t.tint, w: 1.5 });
  spans.forEach(([a, b, color], i) => {
    svg += bar(x + w * a, y + i * rh + rh * 0.28, w * (b - a), rh * 0.44, color);
  });
  for (const [mx, row] of [
    [0.3, 0],
    [0.7, 2],
    [1, 4],
  ] as const) {
    const cx = x + w * mx;
    const cy = y + row * rh + rh * 0.5;
    const d = rh * 0.36;
    svg += poly([cx, cy - d, cx + d, cy, cx, cy + d, cx - d, cy], { f: t.solid, s: t.surface, w: 1.5 });
  }
  return svg;
};

/** Code: indented lines with bracket marks. */
const uiCode: Content = ({ t, sw }, x, y, w, h) => {
  const rows: readonly (readonly [number, number, string])[] = [
    [0, 0.42, t.coral],
    [1, 0.5, t.teal],
    [1, 0.32, t.tint],
    [2, 0.44, t.gold],
    [2, 0.3, t.tint],
    [1, 0.38, t.teal],
    [0, 0.24, t.coral],
  ];
  const lh = h / rows.length;
  const bh = Math.min(lh * 0.42, 14);
  return rows
    .map(([indent, len, color], i) => {
      const cy = y + i * lh + lh / 2;
      const ix = x + w * 0.08 + indent * w * 0.08;
      const mark = indent === 0 ? pline([x + w * 0.045, cy - bh * 0.6, x + w * 0.015, cy, x + w * 0.045, cy + bh * 0.6], { s: t.soft, w: sw * 0.9 }) : '';
      return mark + bar(ix, cy - bh / 2, w * len, bh, color) + (i % 2 === 0 ? bar(ix + w * len + w * 0.03, cy - bh / 2, w * 0.14, bh, t.tint) : '');
    })
    .join('');
};

/** Cards in a kanban board: three columns. */
const uiBoard: Content = ({ t }, x, y, w, h) => {
  const cw = w / 3;
  const fills = [t.goldSoft, t.tealSoft, t.coralSoft];
  let svg = '';
  for (let col = 0; col < 3; col++) {
    svg += bar(x + col * cw + cw * 0.1, y, cw * 0.5, h * 0.06, t.tint);
    for (let row = 0; row < 3 - (col === 2 ? 1 : 0); row++) {
      svg += rect(x + col * cw + cw * 0.08, y + h * 0.14 + row * h * 0.29, cw * 0.84, h * 0.24, 6, { f: fills[(col + row) % 3] ?? t.tint });
    }
  }
  return svg;
};

/** A motif fitted (contained and centred) into a content box. */
const fit =
  (m: Motif): Content =>
  (c, x, y, w, h) => {
    const k = Math.min(w / m.w, h / m.h);
    const ox = x + (w - m.w * k) / 2;
    const oy = y + (h - m.h * k) / 2;
    return grp(m.draw({ ...c, sw: c.sw / k }), `translate(${f2(ox)} ${f2(oy)}) scale(${k.toFixed(5)})`, { 'stroke-width': f2(c.sw / k) });
  };

/** A screen on a stand, 300×230. */
function monitor(content: Content): Motif {
  return motif(300, 230, (c) => {
    const { t } = c;
    return [
      pd('M132 190 L126 218 H174 L168 190', { f: t.tint, s: t.line }),
      rect(98, 216, 104, 12, 6, { f: t.tint, s: t.line }),
      rect(0, 0, 300, 192, 14, { f: t.surface, s: t.line }),
      content(c, 18, 18, 264, 156),
    ].join('');
  });
}

/** An open laptop, 320×200. */
function laptop(content: Content): Motif {
  return motif(320, 200, (c) => {
    const { t } = c;
    return [
      rect(30, 2, 260, 174, 12, { f: t.surface, s: t.line }),
      content(c, 46, 18, 228, 142),
      pd('M4 178 H316 L304 196 H16 Z', { f: t.tint, s: t.line }),
      bar(136, 178, 48, 6, t.soft),
    ].join('');
  });
}

/** A phone, 90×170. */
function phone(content: Content): Motif {
  return motif(90, 170, (c) => {
    const { t } = c;
    return [rect(2, 2, 86, 166, 16, { f: t.surface, s: t.line }), bar(32, 10, 26, 5, t.tint), content(c, 12, 24, 66, 128)].join('');
  });
}

/** A floating card with a content area, w×h. */
function card(w: number, h: number, content: Content, o: { header?: string; pad?: number } = {}): Motif {
  return motif(w, h, (c) => {
    const { t } = c;
    const pad = o.pad ?? Math.min(w, h) * 0.12;
    const head = o.header ? bar(pad, pad, w * 0.3, h * 0.07, o.header) : '';
    const top = o.header ? pad + h * 0.16 : pad;
    return rect(0, 0, w, h, Math.min(w, h) * 0.08, { f: t.surface, s: t.line }) + head + content(c, pad, top, w - pad * 2, h - top - pad);
  });
}

/** A profile card: avatar, name bars, skill chips. 200×240. */
function profileCard(style: PersonStyle, accent: 'teal' | 'coral' | 'gold', check = false): Motif {
  return motif(200, 240, (c) => {
    const { t } = c;
    const soft = accent === 'teal' ? t.tealSoft : accent === 'coral' ? t.coralSoft : t.goldSoft;
    const strong = accent === 'teal' ? t.teal : accent === 'coral' ? t.coral : t.gold;
    return [
      rect(0, 0, 200, 240, 18, { f: t.surface, s: t.line }),
      pd('M0 18 A18 18 0 0 1 18 0 H182 A18 18 0 0 1 200 18 V56 H0 Z', { f: soft }),
      avatar(c, 100, 70, 36, style, t.surface),
      bar(50, 124, 100, 12, t.solid),
      bar(66, 146, 68, 9, t.tint),
      rect(26, 176, 66, 22, 11, { f: soft }),
      rect(102, 176, 72, 22, 11, { f: t.tint }),
      bar(26, 210, 96, 8, t.tint),
      check ? circ(176, 22, 16, { f: strong, s: t.line }) + pline([168, 22, 174, 28, 185, 16], { s: t.surface, w: c.sw * 1.2 }) : '',
    ].join('');
  });
}

/** A chat bubble, w×h, tail at bottom left or right. */
function bubble(w: number, h: number, side: 'left' | 'right', fill: 'surface' | 'teal' | 'coral' | 'gold', lines = 2): Motif {
  return motif(w, h + 18, (c) => {
    const { t } = c;
    const bg = fill === 'surface' ? t.surface : fill === 'teal' ? t.teal : fill === 'coral' ? t.coral : t.gold;
    const ink = fill === 'surface' ? t.tint : fill === 'gold' ? C.white : t.dark ? C.white : C.white;
    const r = Math.min(h * 0.3, 28);
    const tail =
      side === 'left'
        ? `M${w * 0.16} ${h - 1} L${w * 0.1} ${h + 16} L${w * 0.32} ${h - 1}`
        : `M${w * 0.84} ${h - 1} L${w * 0.9} ${h + 16} L${w * 0.68} ${h - 1}`;
    const lh = (h - 2 * r * 0.9) / lines;
    const text = Array.from({ length: lines }, (_, i) =>
      bar(w * 0.12, r * 0.9 + i * lh + lh * 0.25, w * (i === lines - 1 ? 0.45 : 0.72), Math.min(lh * 0.45, 13), ink),
    ).join('');
    return (
      pd(`${tail}`, { f: bg, s: fill === 'surface' ? t.line : bg }) +
      rect(0, 0, w, h, r, { f: bg, s: fill === 'surface' ? t.line : bg }) +
      pd(tail.replace(/^M/, 'M'), { f: bg }) +
      text
    );
  });
}

/** An org chart: one head, three reports, with connectors. 360×260. */
function orgChart(shirts: readonly string[]): Motif {
  return motif(360, 260, (c) => {
    const { t } = c;
    const pos: readonly (readonly [number, number])[] = [
      [180, 52],
      [60, 196],
      [180, 196],
      [300, 196],
    ];
    const hairs: readonly Hair[] = ['short', 'long', 'bun', 'short'];
    const conn = pd('M180 100 V128 M60 128 H300 M60 128 V148 M180 128 V148 M300 128 V148', { s: t.line });
    const people = pos
      .map(([x, y], i) => avatar(c, x, y, i === 0 ? 48 : 42, { shirt: shirts[i % shirts.length] ?? t.teal, hair: hairs[i] }, i === 0 ? t.goldSoft : t.tealSoft))
      .join('');
    return conn + people;
  });
}

/** A three-level org chart, 460×380. */
function orgChartTall(shirts: readonly string[]): Motif {
  return motif(460, 380, (c) => {
    const { t } = c;
    const pos: readonly (readonly [number, number, number])[] = [
      [230, 52, 48],
      [84, 190, 40],
      [230, 190, 40],
      [376, 190, 40],
      [164, 326, 34],
      [296, 326, 34],
    ];
    const hairs: readonly Hair[] = ['short', 'long', 'bun', 'short', 'long', 'bald'];
    const rings = [t.goldSoft, t.tealSoft, t.tealSoft, t.tealSoft, t.tint, t.tint];
    const conn = pd('M230 100 V122 M84 122 H376 M84 122 V150 M230 122 V150 M376 122 V150 M230 230 V256 M164 256 H296 M164 256 V292 M296 256 V292', {
      s: t.line,
    });
    const people = pos.map(([x, y, r], i) => avatar(c, x, y, r, { shirt: shirts[i % shirts.length] ?? t.teal, hair: hairs[i] }, rings[i])).join('');
    return conn + people;
  });
}

// ---------------------------------------------------------------------------------------------------
// Motifs: documents, charts and symbols
// ---------------------------------------------------------------------------------------------------

/** A page with a folded corner, 160×200. */
function documentPage(content: Content, o: { stamp?: boolean } = {}): Motif {
  return motif(160, 200, (c) => {
    const { t } = c;
    return [
      pd('M2 14 A12 12 0 0 1 14 2 H118 L158 42 V186 A12 12 0 0 1 146 198 H14 A12 12 0 0 1 2 186 Z', { f: t.surface, s: t.line }),
      pd('M118 2 V30 A12 12 0 0 0 130 42 H158', { f: t.tint, s: t.line }),
      bar(20, 22, 70, 10, t.solid),
      content(c, 20, 56, 120, 124),
      o.stamp
        ? circ(118, 160, 24, { f: t.surface, s: t.coral, w: c.sw * 1.2 }) +
          circ(118, 160, 16, { s: t.coral, w: c.sw * 0.7 }) +
          pline([109, 160, 116, 167, 128, 153], { s: t.coral, w: c.sw * 1.2 })
        : '',
    ].join('');
  });
}

/** An open ledger book, 300×190. */
function ledger(): Motif {
  return motif(300, 190, (c) => {
    const { t } = c;
    const rows = (x: number): string =>
      Array.from({ length: 6 }, (_, i) => line(x, 44 + i * 22, x + 108, 44 + i * 22, { s: t.tint, w: c.sw * 0.8 })).join('') +
      Array.from({ length: 5 }, (_, i) => bar(x + 66, 50 + i * 22, 34 - ((i * 13) % 16), 9, i === 4 ? t.teal : t.soft)).join('') +
      Array.from({ length: 5 }, (_, i) => bar(x, 50 + i * 22, 48 - ((i * 11) % 20), 9, t.tint)).join('');
    return [
      pd('M150 178 C120 166 60 164 8 176 V20 C60 8 120 10 150 24 Z', { f: t.surface, s: t.line }),
      pd('M150 178 C180 166 240 164 292 176 V20 C240 8 180 10 150 24 Z', { f: t.surface, s: t.line }),
      line(150, 24, 150, 178, { s: t.line }),
      rows(28),
      rows(170),
      line(104, 30, 104, 160, { s: t.coralSoft, w: c.sw * 0.8 }),
      line(246, 30, 246, 160, { s: t.coralSoft, w: c.sw * 0.8 }),
    ].join('');
  });
}

/** Coins, stacked. 80 wide. */
function coins(count: number): Motif {
  const h = 24 + count * 11;
  return motif(80, h, ({ t }) => {
    let svg = '';
    for (let i = 0; i < count; i++) {
      const y = h - 16 - i * 11;
      svg += pd(`M4 ${y} v9 a36 11 0 0 0 72 0 v-9`, { f: t.gold, s: t.line });
      svg += ell(40, y, 36, 11, { f: i === count - 1 ? t.goldSoft : t.gold, s: t.line });
    }
    return svg + ell(40, h - 16 - (count - 1) * 11, 18, 5, { s: t.line, o: 0.5 });
  });
}

/** Three rising bars and an arrow, 200×160. */
function growth(): Motif {
  return motif(200, 160, ({ t }) =>
    [
      rect(10, 100, 40, 58, 6, { f: t.tint, s: t.line }),
      rect(70, 70, 40, 88, 6, { f: t.tealSoft, s: t.line }),
      rect(130, 36, 40, 122, 6, { f: t.teal, s: t.line }),
      pline([8, 80, 70, 44, 110, 58, 186, 8], { s: t.coral }),
      pline([164, 8, 186, 8, 186, 30], { s: t.coral }),
    ].join(''),
  );
}

/** A clock face, 120×120. */
function clock(hour: number, minute: number, face?: 'night'): Motif {
  return motif(120, 120, ({ t }) => {
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 === 0 ? 40 : 44;
      return line(60 + r1 * Math.sin(a), 60 - r1 * Math.cos(a), 60 + 49 * Math.sin(a), 60 - 49 * Math.cos(a), { s: t.soft });
    }).join('');
    const ha = ((hour % 12) + minute / 60) * (Math.PI / 6);
    const ma = (minute / 60) * 2 * Math.PI;
    return [
      circ(60, 60, 57, { f: face === 'night' ? t.solid : t.surface, s: t.line }),
      face === 'night' ? circ(60, 60, 50, { f: t.dark ? t.tint : C.navy }) : '',
      ticks,
      line(60, 60, 60 + 26 * Math.sin(ha), 60 - 26 * Math.cos(ha), { s: face === 'night' ? C.white : t.line, w: 5 }),
      line(60, 60, 60 + 38 * Math.sin(ma), 60 - 38 * Math.cos(ma), { s: face === 'night' ? t.gold : t.teal, w: 4 }),
      circ(60, 60, 5, { f: t.coral }),
    ].join('');
  });
}

/** A gear, 120×120. */
function gear(teeth = 8, fill?: 'teal' | 'tint' | 'gold'): Motif {
  return motif(120, 120, ({ t }) => {
    const r1 = 46;
    const r2 = 58;
    const xy: number[] = [];
    for (let i = 0; i < teeth; i++) {
      const a = (i / teeth) * 2 * Math.PI;
      const da = Math.PI / teeth;
      for (const [r, off] of [
        [r1, -da * 0.95],
        [r2, -da * 0.5],
        [r2, da * 0.5],
        [r1, da * 0.95],
      ] as const) {
        xy.push(60 + r * Math.cos(a + off), 60 + r * Math.sin(a + off));
      }
    }
    const color = fill === 'teal' ? t.teal : fill === 'gold' ? t.gold : t.tint;
    return poly(xy, { f: color, s: t.line }) + circ(60, 60, 20, { f: t.surface, s: t.line });
  });
}

/** A cloud, 240×140 (outline computed from three circles on one baseline). */
function cloud(o: { fill?: 'surface' | 'teal' | 'tint'; inner?: boolean } = {}): Motif {
  return motif(240, 140, ({ t, sw }) => {
    const fill = o.fill === 'teal' ? t.teal : o.fill === 'tint' ? t.tint : t.surface;
    const d = cloudPath(
      [
        [62, 98, 38],
        [122, 70, 58],
        [184, 96, 40],
      ],
      136,
    );
    const inner = o.inner ? pd('M84 112 C84 92 104 82 122 90', { s: o.fill === 'teal' ? C.white : t.tint, w: sw }) : '';
    return pd(d, { f: fill, s: t.line }) + inner;
  });
}

/** Outline of touching circles (x, y, r) standing on a flat base at y = base. */
function cloudPath(circles: readonly (readonly [number, number, number])[], base: number): string {
  const first = circles[0];
  const last = circles.at(-1);
  if (!first || !last) return '';
  const upper = (a: readonly [number, number, number], b: readonly [number, number, number]): [number, number] => {
    const [x0, y0, r0] = a;
    const [x1, y1, r1] = b;
    const d = Math.hypot(x1 - x0, y1 - y0);
    const l = (r0 * r0 - r1 * r1 + d * d) / (2 * d);
    const hh = Math.sqrt(Math.max(0, r0 * r0 - l * l));
    const mx = x0 + (l * (x1 - x0)) / d;
    const my = y0 + (l * (y1 - y0)) / d;
    const p1: [number, number] = [mx + (hh * (y1 - y0)) / d, my - (hh * (x1 - x0)) / d];
    const p2: [number, number] = [mx - (hh * (y1 - y0)) / d, my + (hh * (x1 - x0)) / d];
    return p1[1] < p2[1] ? p1 : p2;
  };
  const startX = first[0] - Math.sqrt(Math.max(0, first[2] ** 2 - (base - first[1]) ** 2));
  const endX = last[0] + Math.sqrt(Math.max(0, last[2] ** 2 - (base - last[1]) ** 2));
  let d = `M${f2(endX)} ${f2(base)} H${f2(startX)}`;
  for (let i = 0; i < circles.length; i++) {
    const c = circles[i];
    const next = circles[i + 1];
    if (!c) continue;
    const [px, py] = next ? upper(c, next) : [endX, base];
    d += ` A${f2(c[2])} ${f2(c[2])} 0 0 1 ${f2(px)} ${f2(py)}`;
  }
  return `${d} Z`;
}

/** A server cabinet, 140×260. */
function serverRack(units = 6, o: { open?: boolean } = {}): Motif {
  return motif(140, 260, ({ t }) => {
    const uh = 214 / units;
    const leds = [t.teal, t.teal, t.gold, t.teal, t.coral, t.teal, t.teal, t.gold];
    let svg = rect(2, 2, 136, 246, 10, { f: t.dark ? t.surface : t.solid, s: t.line });
    for (let i = 0; i < units; i++) {
      const y = 16 + i * uh;
      svg += rect(14, y, 112, uh - 8, 5, { f: o.open && i === 2 ? t.tealSoft : t.dark ? t.tint : t.mid });
      svg += circ(28, y + (uh - 8) / 2, 4.5, { f: leds[i % leds.length] ?? t.teal });
      svg += circ(42, y + (uh - 8) / 2, 4.5, { f: i % 2 === 0 ? t.surface : t.teal, o: 0.8 });
      for (let v = 0; v < 4; v++) svg += line(78 + v * 10, y + 8, 78 + v * 10, y + uh - 16, { s: t.dark ? t.soft : '#3f6aa0', w: 3 });
    }
    return svg + rect(14, 248, 22, 10, 3, { f: t.line }) + rect(104, 248, 22, 10, 3, { f: t.line });
  });
}

/** A database cylinder, 120×140. */
function database(fill?: 'teal' | 'surface'): Motif {
  return motif(120, 140, ({ t }) => {
    const body = fill === 'teal' ? t.tealSoft : t.surface;
    return [
      pd('M4 22 V118 A56 18 0 0 0 116 118 V22', { f: body, s: t.line }),
      pd('M4 54 A56 18 0 0 0 116 54 M4 86 A56 18 0 0 0 116 86', { s: t.line }),
      ell(60, 22, 56, 18, { f: fill === 'teal' ? t.teal : t.tint, s: t.line }),
      circ(96, 70, 4, { f: t.teal }),
      circ(96, 102, 4, { f: t.coral }),
    ].join('');
  });
}

/** A globe with meridians and soft land shapes, 200×200. */
function globe(o: { land?: boolean } = {}): Motif {
  return motif(200, 200, (c) => {
    const { t } = c;
    const id = c.uid('globe');
    const land =
      o.land === false
        ? ''
        : [
            pd('M40 62 C52 40 84 38 98 52 C108 62 96 76 104 88 C112 100 96 116 80 110 C66 104 70 90 56 88 C42 86 32 76 40 62 Z', { f: t.tealSoft }),
            pd('M116 118 C128 106 150 108 160 120 C170 134 158 158 142 166 C128 172 118 160 120 148 C122 136 108 128 116 118 Z', { f: t.tealSoft }),
            pd('M124 40 C136 32 158 38 162 52 C164 62 150 66 140 62 C130 58 116 50 124 40 Z', { f: t.tealSoft }),
          ].join('');
    const meridians =
      [0.35, 0.72].map((k) => ell(100, 100, 94 * k, 94, { s: t.soft, w: c.sw * 0.8 })).join('') + line(100, 6, 100, 194, { s: t.soft, w: c.sw * 0.8 });
    const lats = [-50, 0, 50].map((dy) => {
      const half = Math.sqrt(94 * 94 - dy * dy);
      return line(100 - half, 100 + dy, 100 + half, 100 + dy, { s: t.soft, w: c.sw * 0.8 });
    });
    return (
      `<clipPath id="${id}">${circ(100, 100, 94, {})}</clipPath>` +
      circ(100, 100, 94, { f: t.surface }) +
      grp(land + meridians + lats.join(''), undefined, { 'clip-path': `url(#${id})` }) +
      circ(100, 100, 94, { s: t.line })
    );
  });
}

/** A map pin, 60×84. */
function pin(color?: string): Motif {
  return motif(
    60,
    84,
    ({ t }) =>
      pd('M30 82 C30 82 4 52 4 30 A26 26 0 0 1 56 30 C56 52 30 82 30 82 Z', { f: color ?? t.coral, s: t.line }) + circ(30, 30, 10, { f: t.surface, s: t.line }),
  );
}

/** A clipboard with a checklist, 200×260. */
function clipboard(checked = 3): Motif {
  return motif(200, 260, (c) => {
    const { t } = c;
    let svg =
      rect(2, 14, 196, 244, 16, { f: t.tint, s: t.line }) +
      rect(18, 34, 164, 210, 8, { f: t.surface, s: t.line }) +
      rect(62, 2, 76, 30, 10, { f: t.solid, s: t.line });
    for (let i = 0; i < 4; i++) {
      const y = 62 + i * 44;
      const done = i < checked;
      svg += rect(34, y, 24, 24, 6, { f: done ? t.teal : t.surface, s: done ? t.teal : t.line });
      if (done) svg += pline([39, y + 12, 44, y + 18, 53, y + 6], { s: C.white, w: c.sw * 1.1 });
      svg += bar(70, y + 7, 90 - ((i * 17) % 30), 10, done ? t.tint : t.soft);
    }
    return svg;
  });
}

/** A magnifying glass, 150×150. */
function magnifier(): Motif {
  return motif(150, 150, ({ t }) =>
    [
      el('rect', { x: 84, y: 80, width: 70, height: 22, rx: 11, transform: 'rotate(45 96 92)', fill: t.solid, stroke: t.line }),
      circ(58, 58, 50, { f: t.surface, s: t.line }),
      circ(58, 58, 38, { f: t.tealSoft, o: 0.8 }),
      pd('M34 46 A26 26 0 0 1 56 30', { s: t.surface, w: 6 }),
    ].join(''),
  );
}

/** A calendar page, 200×190. */
function calendar(marks: readonly number[] = [9, 17]): Motif {
  return motif(200, 190, ({ t }) => {
    let svg =
      rect(2, 18, 196, 170, 16, { f: t.surface, s: t.line }) + pd('M2 34 A16 16 0 0 1 18 18 H182 A16 16 0 0 1 198 34 V58 H2 Z', { f: t.teal, s: t.line });
    svg += rect(44, 4, 12, 30, 6, { f: t.solid }) + rect(144, 4, 12, 30, 6, { f: t.solid });
    for (let i = 0; i < 21; i++) {
      const col = i % 7;
      const row = Math.floor(i / 7);
      const mark = marks.includes(i);
      svg += rect(16 + col * 25.5, 72 + row * 36, 18, 18, 5, { f: mark ? (i === marks[0] ? t.coral : t.gold) : t.tint });
    }
    return svg;
  });
}

/** A medal with ribbons, 120×190. */
function medal(): Motif {
  return motif(120, 190, ({ t }) => {
    const star: number[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? 26 : 11;
      star.push(60 + r * Math.cos(a), 128 + r * Math.sin(a));
    }
    return [
      poly([22, 2, 54, 2, 78, 80, 46, 80], { f: t.teal, s: t.line }),
      poly([98, 2, 66, 2, 42, 80, 74, 80], { f: t.coral, s: t.line }),
      circ(60, 128, 56, { f: t.gold, s: t.line }),
      circ(60, 128, 42, { f: t.goldSoft, s: t.line }),
      poly(star, { f: t.gold, s: t.line }),
    ].join('');
  });
}

/** A lightbulb, 120×190. */
function lightbulb(): Motif {
  return motif(120, 190, ({ t }) =>
    [
      pd('M60 6 C28 6 6 30 6 60 C6 82 18 96 30 108 C38 116 40 124 40 134 H80 C80 124 82 116 90 108 C102 96 114 82 114 60 C114 30 92 6 60 6 Z', {
        f: t.goldSoft,
        s: t.line,
      }),
      pd('M46 134 V100 L60 84 L74 100 V134', { s: t.gold, w: 5 }),
      rect(38, 134, 44, 16, 6, { f: t.tint, s: t.line }),
      rect(40, 150, 40, 16, 6, { f: t.tint, s: t.line }),
      pd('M48 166 H72 L66 182 H54 Z', { f: t.solid, s: t.line }),
      pd('M30 56 A30 30 0 0 1 52 30', { s: t.surface, w: 7 }),
    ].join(''),
  );
}

/** A target with an arrow in the centre, 200×200. */
function target(): Motif {
  return motif(200, 200, ({ t }) =>
    [
      circ(96, 104, 90, { f: t.surface, s: t.line }),
      circ(96, 104, 66, { f: t.tealSoft, s: t.line }),
      circ(96, 104, 42, { f: t.surface, s: t.line }),
      circ(96, 104, 18, { f: t.coral, s: t.line }),
      line(96, 104, 176, 24, { s: t.line, w: 6 }),
      poly([176, 24, 160, 22, 172, 10, 190, 8, 186, 26, 176, 40], { f: t.teal, s: t.line }),
    ].join(''),
  );
}

/** A mortarboard, 200×140. */
function gradCap(): Motif {
  return motif(200, 140, ({ t }) =>
    [
      pd('M48 56 V96 C48 112 152 112 152 96 V56', { f: t.solid, s: t.line }),
      poly([100, 6, 196, 48, 100, 90, 4, 48], { f: t.dark ? t.tint : C.navy, s: t.line }),
      pd('M100 48 L160 64 V110', { s: t.gold, w: 5 }),
      rect(152, 108, 16, 28, 5, { f: t.gold, s: t.line }),
      circ(100, 48, 6, { f: t.gold }),
    ].join(''),
  );
}

/** A stack of books, 200×130. */
function books(): Motif {
  return motif(200, 130, ({ t }) => {
    const book = (x: number, y: number, w: number, color: string): string =>
      rect(x, y, w, 30, 6, { f: color, s: t.line }) +
      rect(x + w - 30, y + 6, 22, 18, 3, { f: t.surface }) +
      line(x + w - 26, y + 12, x + w - 12, y + 12, { s: t.tint, w: 2.5 }) +
      line(x + w - 26, y + 18, x + w - 12, y + 18, { s: t.tint, w: 2.5 });
    return book(18, 96, 170, t.teal) + book(6, 64, 160, t.coral) + book(28, 32, 150, t.mid) + book(14, 2, 140, t.gold);
  });
}

/** An open book, 220×120. */
function openBook(): Motif {
  return motif(220, 120, ({ t }) =>
    [
      pd('M110 112 C80 100 40 98 6 108 V18 C40 8 80 10 110 24 Z', { f: t.surface, s: t.line }),
      pd('M110 112 C140 100 180 98 214 108 V18 C180 8 140 10 110 24 Z', { f: t.surface, s: t.line }),
      line(110, 24, 110, 112, { s: t.line }),
      ...[40, 60, 80].map((y) => pd(`M24 ${y} C50 ${y - 6} 76 ${y - 4} 94 ${y + 2}`, { s: t.tint, w: 5 })),
      ...[40, 60, 80].map((y) => pd(`M126 ${y + 2} C144 ${y - 4} 170 ${y - 6} 196 ${y}`, { s: y === 60 ? t.tealSoft : t.tint, w: 5 })),
    ].join(''),
  );
}

/** A code editor window, 320×220. */
function codeWindow(): Motif {
  return motif(320, 220, (c) => {
    const { t } = c;
    return [
      rect(2, 2, 316, 216, 14, { f: t.surface, s: t.line }),
      pd('M2 16 A14 14 0 0 1 16 2 H304 A14 14 0 0 1 318 16 V40 H2 Z', { f: t.tint, s: t.line }),
      circ(24, 21, 6, { f: t.coral }),
      circ(44, 21, 6, { f: t.gold }),
      circ(64, 21, 6, { f: t.teal }),
      uiCode(c, 22, 56, 280, 146),
    ].join('');
  });
}

/** An AI agent: a friendly rounded robot head, 160×170. */
function bot(): Motif {
  return motif(160, 170, ({ t, sw }) =>
    [
      line(80, 30, 80, 12, { s: t.line }),
      circ(80, 10, 8, { f: t.coral, s: t.line }),
      rect(2, 76, 16, 40, 6, { f: t.tint, s: t.line }),
      rect(142, 76, 16, 40, 6, { f: t.tint, s: t.line }),
      rect(14, 30, 132, 136, 40, { f: t.surface, s: t.line }),
      rect(32, 58, 96, 64, 24, { f: t.dark ? C.deep : C.navy }),
      circ(60, 88, 10, { f: t.teal }),
      circ(100, 88, 10, { f: t.teal }),
      pd('M66 106 C74 112 86 112 94 106', { s: t.tealSoft, w: sw * 0.9 }),
      bar(52, 138, 56, 10, t.tint),
    ].join(''),
  );
}

/** Sparkle (four-point star), 40×40. */
function sparkle(color?: 'gold' | 'teal' | 'coral'): Motif {
  return motif(40, 40, ({ t }) =>
    pd('M20 0 C22 14 26 18 40 20 C26 22 22 26 20 40 C18 26 14 22 0 20 C14 18 18 14 20 0 Z', {
      f: color === 'teal' ? t.teal : color === 'coral' ? t.coral : t.gold,
    }),
  );
}

/** A rocket, 100×210. */
function rocket(): Motif {
  return motif(100, 210, ({ t }) =>
    [
      pd('M36 160 C40 186 50 200 50 206 C50 200 60 186 64 160 Z', { f: t.gold }),
      pd('M28 120 L6 156 L30 150 Z', { f: t.coral, s: t.line }),
      pd('M72 120 L94 156 L70 150 Z', { f: t.coral, s: t.line }),
      pd('M50 4 C74 24 78 70 72 150 H28 C22 70 26 24 50 4 Z', { f: t.surface, s: t.line }),
      circ(50, 66, 14, { f: t.tealSoft, s: t.line }),
      pd('M32 26 C42 20 58 20 68 26', { s: t.line }),
      rect(40, 150, 20, 12, 3, { f: t.solid }),
    ].join(''),
  );
}

/** A hexagon; `cells` arranges several into a honeycomb elsewhere. 100×100. */
function hexagon(fill: 'surface' | 'teal' | 'coral' | 'tint' | 'gold'): Motif {
  return motif(100, 100, ({ t }) => {
    const color = fill === 'surface' ? t.surface : fill === 'teal' ? t.teal : fill === 'coral' ? t.coral : fill === 'gold' ? t.gold : t.tint;
    return el('polygon', { points: hexagonPoints(50, 50, 48), fill: color, stroke: t.line });
  });
}

/** A round-canopy tree, 70×120. */
function tree(tone: 'teal' | 'tint' = 'teal'): Motif {
  return motif(70, 120, ({ t }) => rect(30, 60, 10, 58, 4, { f: t.solid }) + circ(35, 42, 32, { f: tone === 'teal' ? t.tealSoft : t.tint, s: t.line }));
}

/** The brand cedar as a tree, 120×140. */
function cedarTree(): Motif {
  return motif(120, 140, ({ t }) =>
    [
      rect(54, 110, 12, 28, 3, { f: t.solid }),
      poly([60, 4, 86, 40, 34, 40], { f: t.teal, s: t.line }),
      poly([44, 44, 76, 44, 102, 78, 18, 78], { f: t.teal, s: t.line }),
      poly([32, 82, 88, 82, 116, 112, 4, 112], { f: t.teal, s: t.line }),
    ].join(''),
  );
}

/** A potted plant, 70×120. */
function plant(): Motif {
  return motif(70, 120, ({ t }) =>
    [
      el('ellipse', { cx: 22, cy: 50, rx: 12, ry: 30, transform: 'rotate(-28 22 50)', fill: t.tealSoft, stroke: t.line }),
      el('ellipse', { cx: 48, cy: 46, rx: 12, ry: 32, transform: 'rotate(24 48 46)', fill: t.teal, stroke: t.line }),
      el('ellipse', { cx: 35, cy: 34, rx: 10, ry: 30, fill: t.tealSoft, stroke: t.line }),
      pd('M14 80 H56 L50 118 H20 Z', { f: t.coral, s: t.line }),
    ].join(''),
  );
}

/** A desk seen from the front, w wide, 80 high. */
function desk(w = 300): Motif {
  return motif(
    w,
    80,
    ({ t }) =>
      rect(0, 0, w, 16, 6, { f: t.tint, s: t.line }) + rect(w * 0.06, 16, 12, 62, 4, { f: t.solid }) + rect(w * 0.94 - 12, 16, 12, 62, 4, { f: t.solid }),
  );
}

/** A whiteboard on legs with sticky notes and arrows, 340×270. */
function whiteboard(): Motif {
  return motif(340, 270, ({ t }) => {
    const notes: readonly (readonly [number, number, string])[] = [
      [30, 34, t.goldSoft],
      [30, 104, t.tealSoft],
      [124, 34, t.coralSoft],
      [124, 104, t.goldSoft],
      [218, 70, t.tealSoft],
    ];
    return [
      line(50, 212, 30, 266, { s: t.line }),
      line(290, 212, 310, 266, { s: t.line }),
      rect(2, 2, 336, 210, 10, { f: t.surface, s: t.line }),
      ...notes.map(
        ([x, y, color]) => rect(x, y, 62, 56, 6, { f: color, s: t.line }) + bar(x + 10, y + 16, 40, 7, t.surface) + bar(x + 10, y + 30, 28, 7, t.surface),
      ),
      pd('M94 62 H116 M94 132 H116 M188 62 C202 62 204 98 214 98 M188 132 C202 132 204 98 214 98', { s: t.soft }),
      rect(100, 212, 140, 10, 4, { f: t.tint, s: t.line }),
      bar(118, 204, 30, 8, t.coral),
    ].join('');
  });
}

/** A projection screen, 340×250. */
function presentationScreen(content: Content): Motif {
  return motif(340, 250, (c) => {
    const { t } = c;
    return [
      line(170, 200, 170, 246, { s: t.line }),
      line(170, 222, 130, 248, { s: t.line }),
      line(170, 222, 210, 248, { s: t.line }),
      rect(0, 0, 340, 14, 7, { f: t.solid, s: t.line }),
      rect(12, 14, 316, 188, 4, { f: t.surface, s: t.line }),
      content(c, 36, 34, 268, 150),
    ].join('');
  });
}

/** A video call window with a 2×2 grid of people, 340×240. */
function videoCall(shirts: readonly string[]): Motif {
  return motif(340, 240, (c) => {
    const { t } = c;
    const hairs: readonly Hair[] = ['short', 'long', 'bald', 'bun'];
    let svg = rect(2, 2, 336, 236, 16, { f: t.surface, s: t.line });
    for (let i = 0; i < 4; i++) {
      const x = 16 + (i % 2) * 158;
      const y = 16 + Math.floor(i / 2) * 96;
      const id = c.uid('vc');
      const p = person({ shirt: shirts[i % shirts.length] ?? t.teal, hair: hairs[i] });
      const k = 76 / p.h;
      svg += `<clipPath id="${id}">${rect(x, y, 150, 88, 10, {})}</clipPath>`;
      svg += rect(x, y, 150, 88, 10, { f: i % 3 === 0 ? t.tint : t.tealSoft });
      svg += grp(
        grp(p.draw({ ...c, sw: c.sw / k }), `translate(${x + 75 - (p.w * k) / 2} ${y + 14}) scale(${k.toFixed(5)})`, { 'stroke-width': f2(c.sw / k) }),
        undefined,
        { 'clip-path': `url(#${id})` },
      );
      svg += rect(x, y, 150, 88, 10, { s: t.line, w: c.sw * 0.8 });
    }
    return svg + circ(170, 222, 0, {});
  });
}

// ---------------------------------------------------------------------------------------------------
// Motifs: buildings, vehicles and industrial objects
// ---------------------------------------------------------------------------------------------------

/** A lattice telecom tower with antenna panels, 120×340. */
function telecomTower(): Motif {
  return motif(120, 340, ({ t, sw }) => {
    const xl = (y: number): number => 10 + ((338 - y) / 290) * 38;
    const xr = (y: number): number => 120 - xl(y);
    const ys = [48, 100, 162, 236, 338];
    let svg = '';
    for (let i = 0; i < ys.length - 1; i++) {
      const a = ys[i] ?? 0;
      const b = ys[i + 1] ?? 0;
      svg += line(xl(a), a, xr(b), b, { s: t.line, w: sw * 0.6 }) + line(xr(a), a, xl(b), b, { s: t.line, w: sw * 0.6 });
      svg += line(xl(a), a, xr(a), a, { s: t.line, w: sw * 0.8 });
    }
    return [
      svg,
      line(xl(338), 338, xl(48), 48, { s: t.line, w: sw * 1.3 }),
      line(xr(338), 338, xr(48), 48, { s: t.line, w: sw * 1.3 }),
      line(60, 48, 60, 8, { s: t.line }),
      circ(60, 8, 6, { f: t.coral, s: t.line }),
      rect(32, 58, 12, 38, 4, { f: t.surface, s: t.line }),
      rect(76, 58, 12, 38, 4, { f: t.surface, s: t.line }),
      rect(54, 54, 12, 34, 4, { f: t.teal, s: t.line }),
      rect(34, 98, 52, 8, 3, { f: t.solid }),
      ell(88, 140, 9, 15, { f: t.surface, s: t.line }),
    ].join('');
  });
}

/** A rooftop dish antenna, 120×110. */
function dish(): Motif {
  return motif(120, 110, ({ t }) =>
    [
      pd('M52 70 L40 106 H80 L68 70', { f: t.tint, s: t.line }),
      el('path', { d: 'M10 40 A50 50 0 0 0 100 80 Z', fill: t.surface, stroke: t.line, transform: 'rotate(-20 55 60)' }),
      line(56, 58, 86, 26, { s: t.line }),
      circ(88, 24, 6, { f: t.coral, s: t.line }),
    ].join(''),
  );
}

/** A tower crane with a beam hanging `drop` below the jib, 380×420. */
function towerCrane(drop = 170): Motif {
  return motif(380, 420, ({ t, sw }) => {
    let lattice = '';
    for (let y = 80; y + 36 <= 404; y += 36) lattice += pline([64, y, 92, y + 18, 64, y + 36], { s: t.line, w: sw * 0.6 });
    let jib = '';
    for (let x = 96; x < 372; x += 28) jib += pline([x, 78, x + 14, 62, x + 28, 78], { s: t.line, w: sw * 0.6 });
    return [
      line(78, 12, 372, 62, { s: t.line, w: sw * 0.7 }),
      line(78, 12, 8, 62, { s: t.line, w: sw * 0.7 }),
      poly([64, 62, 78, 8, 92, 62], { f: t.gold, s: t.line }),
      rect(4, 62, 88, 12, 3, { f: t.gold, s: t.line }),
      rect(8, 74, 34, 30, 4, { f: t.solid, s: t.line }),
      rect(92, 62, 282, 16, 3, { f: t.gold, s: t.line }),
      jib,
      rect(64, 78, 28, 338, 2, { f: t.goldSoft, s: t.line }),
      lattice,
      rect(92, 80, 30, 26, 5, { f: t.surface, s: t.line }),
      rect(98, 86, 18, 12, 3, { f: t.tealSoft }),
      rect(268, 78, 24, 12, 3, { f: t.solid }),
      line(280, 90, 280, 80 + drop, { s: t.line, w: sw * 0.7 }),
      pd(`M280 ${80 + drop} v10 a7 7 0 1 1 -7 7`, { s: t.line }),
      line(236, 112 + drop, 280, 98 + drop, { s: t.line, w: sw * 0.6 }),
      line(324, 112 + drop, 280, 98 + drop, { s: t.line, w: sw * 0.6 }),
      rect(222, 112 + drop, 116, 16, 3, { f: t.coral, s: t.line }),
      rect(40, 404, 76, 14, 3, { f: t.solid }),
    ].join('');
  });
}

/** A building under construction: finished floors at the bottom, bare frame above. 260×320. */
function buildingFrame(floors = 5, done = 2): Motif {
  const fh = 300 / floors;
  return motif(260, 320, ({ t }) => {
    let svg = '';
    for (let f = 0; f < floors; f++) {
      const y = 320 - (f + 1) * fh;
      if (f < done) {
        svg += rect(6, y, 248, fh, 0, { f: t.surface, s: t.line });
        for (let c = 0; c < 4; c++) svg += rect(22 + c * 60, y + fh * 0.22, 40, fh * 0.56, 4, { f: c === 1 && f === 0 ? t.teal : t.tealSoft });
      } else if (f === done) {
        for (let c = 0; c < 2; c++) svg += rect(22 + c * 60, y + fh * 0.22, 40, fh * 0.56, 4, { f: t.tealSoft, s: t.line });
      }
    }
    for (let f = 0; f <= floors; f++) svg += rect(0, 320 - f * fh - 5, 260, 10, 3, { f: t.tint, s: t.line });
    for (let c = 0; c < 5; c++) svg += rect(c * 62 + 2, 320 - floors * fh, 10, floors * fh, 2, { f: t.surface, s: t.line });
    return svg;
  });
}

/** A bank with a pediment, columns and steps, 320×250. */
function bank(): Motif {
  return motif(320, 250, ({ t }) => {
    const cols = [46, 104, 160, 216, 274]
      .map(
        (x) =>
          rect(x - 12, 88, 24, 124, 3, { f: t.surface, s: t.line }) +
          rect(x - 17, 84, 34, 9, 3, { f: t.tint, s: t.line }) +
          line(x, 98, x, 202, { s: t.tint, w: 3 }),
      )
      .join('');
    return [
      rect(22, 82, 276, 134, 0, { f: t.tint }),
      cols,
      poly([6, 70, 160, 6, 314, 70], { f: t.surface, s: t.line }),
      rect(14, 70, 292, 16, 3, { f: t.surface, s: t.line }),
      circ(160, 46, 14, { f: t.gold, s: t.line }),
      rect(14, 212, 292, 16, 3, { f: t.surface, s: t.line }),
      rect(2, 228, 316, 18, 3, { f: t.tint, s: t.line }),
    ].join('');
  });
}

/** A hospital with a cross sign, 340×260. */
function hospital(): Motif {
  return motif(340, 260, ({ t }) => {
    let windows = '';
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        windows += rect(16 + c * 30, 120 + r * 50, 18, 26, 3, { f: t.tealSoft });
        windows += rect(246 + c * 30, 120 + r * 50, 18, 26, 3, { f: t.tealSoft });
      }
    }
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) windows += rect(130 + c * 30, 96 + r * 34, 20, 22, 3, { f: t.tint });
    return [
      rect(2, 96, 336, 162, 6, { f: t.surface, s: t.line }),
      rect(112, 24, 116, 234, 6, { f: t.surface, s: t.line }),
      windows,
      circ(170, 56, 22, { f: t.coral, s: t.line }),
      pd('M164 42 H176 V50 H184 V62 H176 V70 H164 V62 H156 V50 H164 Z', { f: C.white }),
      rect(138, 206, 64, 10, 3, { f: t.tint, s: t.line }),
      rect(148, 216, 44, 42, 3, { f: t.tealSoft, s: t.line }),
      line(170, 216, 170, 258, { s: t.line }),
    ].join('');
  });
}

/** A heartbeat line, w×60, in the given colour; drawn at scene scale. */
function heartbeat(s: Scene, x: number, y: number, w: number, color?: string): void {
  const u = w / 20;
  const a = Math.min(u, s.u * 0.03);
  const xy = [
    x,
    y,
    x + 7 * u,
    y,
    x + 7.6 * u,
    y - 1.2 * a,
    x + 8.2 * u,
    y + 1.2 * a,
    x + 9 * u,
    y - 3.6 * a,
    x + 9.9 * u,
    y + 2.8 * a,
    x + 10.6 * u,
    y,
    x + 20 * u,
    y,
  ];
  s.add(rounded(pline(xy, { s: color ?? s.t.coral, w: s.sw * 1.4 })));
}

/** An airliner, side view, 380×130. */
function airliner(): Motif {
  return motif(380, 130, ({ t, sw }) => {
    let windows = '';
    for (let x = 112; x < 312; x += 16) windows += circ(x, 64, 4, { f: t.tint });
    return [
      pd('M196 76 L150 118 H176 L246 76 Z', { f: t.tint, s: t.line }),
      pd('M44 56 L14 8 H44 L92 56 Z', { f: t.teal, s: t.line }),
      pd('M30 58 C30 48 44 46 60 46 H300 C332 46 358 58 372 72 C360 86 332 92 300 92 H60 C40 92 30 84 30 76 Z', { f: t.surface, s: t.line }),
      pd('M318 52 C334 54 348 60 356 66 H330 C324 66 318 60 318 52 Z', { f: t.solid }),
      windows,
      line(64, 80, 300, 80, { s: t.coral, w: sw * 1.2 }),
      pd('M176 86 L126 124 H158 L236 86 Z', { f: t.surface, s: t.line }),
      rect(132, 96, 60, 22, 11, { f: t.tint, s: t.line }),
      pd('M40 62 L10 62 L26 74 H60', { f: t.teal, s: t.line }),
    ].join('');
  });
}

/** A small plane seen from above, pointing right, 80×80 (for flight paths). */
function planeTop(): Motif {
  return motif(80, 80, ({ t }) =>
    pd('M78 40 C78 36 72 34 66 34 H46 L28 6 H18 L30 34 H12 L6 24 H0 L4 40 L0 56 H6 L12 46 H30 L18 74 H28 L46 46 H66 C72 46 78 44 78 40 Z', {
      f: t.surface,
      s: t.line,
    }),
  );
}

/** An airport control tower, 90×260. */
function controlTower(): Motif {
  return motif(90, 260, ({ t }) =>
    [
      rect(32, 84, 26, 174, 4, { f: t.surface, s: t.line }),
      rect(38, 110, 14, 10, 2, { f: t.tint }),
      rect(38, 150, 14, 10, 2, { f: t.tint }),
      poly([6, 40, 84, 40, 72, 84, 18, 84], { f: t.surface, s: t.line }),
      poly([16, 48, 74, 48, 68, 72, 22, 72], { f: t.tealSoft }),
      rect(10, 30, 70, 12, 4, { f: t.solid }),
      line(45, 30, 45, 6, { s: t.line }),
      circ(45, 6, 5, { f: t.coral }),
    ].join(''),
  );
}

/** An offshore platform with a derrick and a flare, 340×330 (water not included). */
function offshoreRig(): Motif {
  return motif(340, 330, ({ t, sw }) => {
    let derrick = '';
    for (let i = 0; i < 5; i++) {
      const y1 = 168 - i * 28;
      const y2 = y1 - 28;
      const half = (y: number): number => 8 + ((y - 30) / 138) * 28;
      derrick +=
        line(200 - half(y1), y1, 200 + half(y2), y2, { s: t.line, w: sw * 0.6 }) + line(200 - half(y2), y2, 200 + half(y2), y2, { s: t.line, w: sw * 0.6 });
    }
    return [
      rect(58, 190, 16, 140, 2, { f: t.tint, s: t.line }),
      rect(266, 190, 16, 140, 2, { f: t.tint, s: t.line }),
      rect(162, 190, 16, 140, 2, { f: t.tint, s: t.line }),
      pline([74, 220, 162, 270, 74, 320], { s: t.line, w: sw * 0.7 }),
      pline([266, 220, 178, 270, 266, 320], { s: t.line, w: sw * 0.7 }),
      line(300, 168, 334, 90, { s: t.line, w: sw * 1.2 }),
      pd('M334 90 C322 76 330 62 336 52 C340 66 350 72 342 88 Z', { f: t.coral }),
      poly([164, 168, 192, 26, 208, 26, 236, 168], { f: t.goldSoft, s: t.line }),
      derrick,
      rect(186, 16, 28, 12, 3, { f: t.solid }),
      rect(36, 112, 104, 56, 4, { f: t.surface, s: t.line }),
      rect(48, 126, 18, 14, 2, { f: t.tealSoft }),
      rect(76, 126, 18, 14, 2, { f: t.tealSoft }),
      rect(104, 126, 18, 14, 2, { f: t.tealSoft }),
      rect(28, 102, 122, 10, 3, { f: t.solid }),
      rect(244, 134, 60, 34, 4, { f: t.teal, s: t.line }),
      rect(20, 168, 300, 24, 4, { f: t.surface, s: t.line }),
    ].join('');
  });
}

/** Sea: two rows of waves across w, at scene scale. */
function sea(s: Scene, x: number, y: number, w: number, depth: number): void {
  const { t, sw } = s;
  s.add(rect(x, y, w, depth, 0, { f: t.tealSoft, o: t.dark ? 0.5 : 0.55 }));
  const step = s.u * 0.06;
  let d = `M${f2(x)} ${f2(y)}`;
  for (let px = x; px < x + w; px += step) d += ` q${f2(step / 4)} ${f2(-step / 6)} ${f2(step / 2)} 0 t${f2(step / 2)} 0`;
  s.add(rounded(pd(d, { s: t.teal, w: sw })));
}

/** A pump jack, 300×200. */
function pumpJack(): Motif {
  return motif(300, 200, ({ t, sw }) =>
    [
      rect(10, 186, 280, 12, 3, { f: t.solid }),
      rect(30, 150, 22, 36, 3, { f: t.tint, s: t.line }),
      line(41, 150, 41, 112, { s: t.line, w: sw * 0.8 }),
      rect(214, 128, 40, 58, 4, { f: t.surface, s: t.line }),
      line(244, 66, 236, 150, { s: t.line, w: sw * 1.4 }),
      pd('M204 150 A30 30 0 0 0 264 150 Z', { f: t.coral, s: t.line }),
      circ(234, 150, 9, { f: t.surface, s: t.line }),
      poly([128, 186, 154, 74, 180, 186], { f: t.tint, s: t.line }),
      line(138, 146, 170, 146, { s: t.line }),
      el('rect', { x: 44, y: 66, width: 210, height: 18, rx: 5, fill: t.gold, stroke: t.line, transform: 'rotate(-6 154 75)' }),
      pd('M52 64 C30 64 24 100 40 114 L62 88 Z', { f: t.solid, s: t.line }),
      circ(154, 75, 7, { f: t.surface, s: t.line }),
    ].join(''),
  );
}

/** Storage tanks, 200×130. */
function tanks(): Motif {
  return motif(200, 130, ({ t }) =>
    [
      pd('M6 40 V126 H96 V40', { f: t.surface, s: t.line }),
      ell(51, 40, 45, 12, { f: t.tint, s: t.line }),
      line(6, 80, 96, 80, { s: t.tint, w: 4 }),
      pd('M110 70 V126 H194 V70', { f: t.surface, s: t.line }),
      ell(152, 70, 42, 11, { f: t.tint, s: t.line }),
      line(110, 100, 194, 100, { s: t.teal, w: 4 }),
    ].join(''),
  );
}

/** A pipeline run with flanges and a valve wheel, w×90. */
function pipeline(w = 400): Motif {
  return motif(w, 90, ({ t }) => {
    let svg = rect(0, 50, w, 26, 13, { f: t.surface, s: t.line });
    for (let x = w * 0.12; x < w; x += w * 0.26) svg += rect(x, 44, 12, 38, 3, { f: t.tint, s: t.line });
    const vx = w * 0.56;
    return svg + rect(vx - 4, 18, 8, 32, 2, { f: t.solid }) + ell(vx, 16, 30, 8, { f: t.coral, s: t.line });
  });
}

/** A campus building with a portico and wings, 380×240. */
function campus(): Motif {
  return motif(380, 240, ({ t }) => {
    let windows = '';
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        windows += rect(16 + c * 34, 118 + r * 50, 20, 30, 10, { f: t.tealSoft });
        windows += rect(262 + c * 34, 118 + r * 50, 20, 30, 10, { f: t.tealSoft });
      }
    }
    const cols = [146, 176, 204, 234].map((x) => rect(x - 7, 92, 14, 118, 2, { f: t.surface, s: t.line })).join('');
    return [
      rect(2, 96, 376, 142, 4, { f: t.surface, s: t.line }),
      windows,
      rect(122, 84, 136, 154, 0, { f: t.tint, s: t.line }),
      cols,
      poly([112, 84, 190, 24, 268, 84], { f: t.surface, s: t.line }),
      circ(190, 62, 12, { f: t.gold, s: t.line }),
      rect(176, 178, 28, 60, 14, { f: t.teal, s: t.line }),
      rect(112, 222, 156, 16, 2, { f: t.surface, s: t.line }),
      line(190, 24, 190, 2, { s: t.line }),
      poly([190, 2, 212, 8, 190, 14], { f: t.coral }),
    ].join('');
  });
}

/** A service counter with an agent wearing a headset, 360×230. */
function serviceDesk(shirt?: string): Motif {
  return motif(360, 230, (c) => {
    const { t } = c;
    const p = person({ shirt: shirt ?? t.teal, hair: 'long', headset: true });
    const k = 1.7;
    return [
      grp(p.draw({ ...c, sw: c.sw / k }), `translate(${120 - 30 * k} ${134 - 72 * k}) scale(${k})`, { 'stroke-width': f2(c.sw / k) }),
      rect(196, 40, 120, 80, 8, { f: t.surface, s: t.line }),
      uiRows(4)(c, 208, 52, 96, 56),
      rect(246, 120, 20, 14, 2, { f: t.tint, s: t.line }),
      pd('M288 130 A22 22 0 0 1 332 130 Z', { f: t.gold, s: t.line }),
      circ(310, 104, 4, { f: t.line }),
      rect(0, 130, 360, 16, 6, { f: t.tint, s: t.line }),
      rect(12, 146, 336, 82, 6, { f: t.surface, s: t.line }),
      rect(36, 164, 120, 46, 6, { f: t.tealSoft }),
      rect(176, 164, 150, 46, 6, { f: t.tint }),
    ].join('');
  });
}

/** A factory with a saw-tooth roof and a chimney, 380×240. */
function factory(): Motif {
  return motif(380, 240, ({ t }) => {
    let roof = 'M6 110';
    for (let i = 0; i < 4; i++) roof += ` L${6 + i * 66} 60 L${72 + i * 66} 110`;
    let windows = '';
    for (let i = 0; i < 5; i++) windows += rect(22 + i * 46, 134, 30, 30, 4, { f: t.tealSoft });
    return [
      rect(292, 20, 26, 110, 3, { f: t.surface, s: t.line }),
      rect(292, 36, 26, 12, 0, { f: t.coral }),
      circ(318, 0, 12, { f: t.tint, o: 0.8 }),
      circ(340, -10, 8, { f: t.tint, o: 0.6 }),
      pd(`${roof} V110 Z`, { f: t.tint, s: t.line }),
      rect(6, 110, 264, 128, 2, { f: t.surface, s: t.line }),
      windows,
      rect(270, 124, 106, 114, 2, { f: t.surface, s: t.line }),
      rect(292, 168, 62, 70, 3, { f: t.tint, s: t.line }),
      ...[184, 200, 216].map((y) => line(292, y, 354, y, { s: t.line, w: 2 })),
      rect(26, 186, 60, 52, 3, { f: t.teal, s: t.line }),
    ].join('');
  });
}

/** A cardboard box, 90×84. */
function box(tone: 'gold' | 'tint' | 'teal' = 'gold'): Motif {
  return motif(90, 84, ({ t }) => {
    const front = tone === 'gold' ? t.goldSoft : tone === 'teal' ? t.tealSoft : t.surface;
    const top = tone === 'gold' ? t.gold : tone === 'teal' ? t.teal : t.tint;
    return [
      poly([2, 24, 24, 4, 88, 4, 66, 24], { f: top, s: t.line }),
      poly([66, 24, 88, 4, 88, 62, 66, 82], { f: t.tint, s: t.line }),
      rect(2, 24, 64, 58, 2, { f: front, s: t.line }),
      line(34, 24, 34, 46, { s: t.line }),
    ].join('');
  });
}

/** A conveyor belt with boxes, 380×150. */
function conveyor(): Motif {
  return motif(380, 150, (c) => {
    const { t } = c;
    let rollers = '';
    for (let x = 24; x < 370; x += 34) rollers += circ(x, 104, 8, { f: t.surface, s: t.line });
    const b = box('gold');
    const k = 0.9;
    const boxes = [30, 150, 270]
      .map((x, i) => grp(b.draw({ ...c, sw: c.sw / k }), `translate(${x} ${90 - 84 * k}) scale(${i === 1 ? k * 1.05 : k})`, { 'stroke-width': f2(c.sw / k) }))
      .join('');
    return [
      line(40, 116, 30, 148, { s: t.line }),
      line(340, 116, 350, 148, { s: t.line }),
      line(190, 116, 190, 148, { s: t.line }),
      rect(4, 88, 372, 32, 16, { f: t.tint, s: t.line }),
      rollers,
      boxes,
    ].join('');
  });
}

/** A delivery truck, 320×150. */
function truck(): Motif {
  return motif(320, 150, ({ t }) => {
    const wheel = (x: number): string => circ(x, 126, 20, { f: t.solid, s: t.line }) + circ(x, 126, 8, { f: t.surface });
    return [
      rect(2, 14, 206, 100, 8, { f: t.surface, s: t.line }),
      rect(2, 74, 206, 14, 0, { f: t.teal }),
      pd('M214 40 H268 L308 84 V118 H214 Z', { f: t.teal, s: t.line }),
      pd('M228 52 H262 L290 84 H228 Z', { f: t.tealSoft, s: t.line }),
      rect(204, 108, 112, 12, 4, { f: t.solid }),
      rect(2, 112, 206, 8, 3, { f: t.solid }),
      wheel(52),
      wheel(150),
      wheel(262),
      rect(296, 94, 14, 8, 3, { f: t.gold }),
    ].join('');
  });
}

/** Warehouse shelving with boxes, 240×260. */
function shelves(): Motif {
  return motif(240, 260, (c) => {
    const { t } = c;
    const b = box('gold');
    const bt = box('tint');
    const k = 0.62;
    const put = (m: Motif, x: number, y: number): string =>
      grp(m.draw({ ...c, sw: c.sw / k }), `translate(${x} ${y - 84 * k}) scale(${k})`, { 'stroke-width': f2(c.sw / k) });
    return [
      put(b, 22, 78),
      put(bt, 84, 78),
      put(b, 150, 78),
      put(bt, 22, 160),
      put(b, 96, 160),
      put(b, 40, 242),
      put(bt, 150, 242),
      ...[78, 160, 242].map((y) => rect(4, y, 232, 10, 3, { f: t.tint, s: t.line })),
      rect(4, 2, 12, 256, 3, { f: t.surface, s: t.line }),
      rect(224, 2, 12, 256, 3, { f: t.surface, s: t.line }),
    ].join('');
  });
}

/** An office tower (the delivery centre), 200×340. */
function officeTower(): Motif {
  return motif(200, 340, ({ t }) => {
    let windows = '';
    for (let r = 0; r < 8; r++)
      for (let c = 0; c < 4; c++)
        windows += rect(30 + c * 38, 56 + r * 30, 24, 18, 3, { f: (r * 4 + c) % 7 === 3 ? t.gold : (r + c) % 3 === 0 ? t.tealSoft : t.tint });
    return [
      line(150, 40, 150, 6, { s: t.line }),
      circ(150, 6, 5, { f: t.coral }),
      rect(10, 40, 180, 298, 6, { f: t.surface, s: t.line }),
      rect(10, 40, 180, 14, 0, { f: t.teal, s: t.line }),
      windows,
      rect(76, 296, 48, 42, 4, { f: t.teal, s: t.line }),
      line(100, 296, 100, 338, { s: t.line }),
    ].join('');
  });
}

/** A simple office block for skylines, w×h. */
function block(w: number, h: number, fill: 'surface' | 'tint' = 'surface'): Motif {
  return motif(w, h, ({ t }) => {
    let windows = '';
    const cols = Math.max(1, Math.floor((w - 16) / 26));
    const gap = (w - cols * 14) / (cols + 1);
    for (let y = 20; y < h - 24; y += 28)
      for (let c = 0; c < cols; c++) windows += rect(gap + c * (14 + gap), y, 14, 14, 2, { f: fill === 'surface' ? t.tint : t.surface, o: 0.9 });
    return rect(0, 0, w, h, 4, { f: fill === 'surface' ? t.surface : t.tint, s: t.line }) + windows;
  });
}
// ---------------------------------------------------------------------------------------------------
// Compositions: one per picture in the registry
// ---------------------------------------------------------------------------------------------------

type Corner = 'tl' | 'tr' | 'bl' | 'br';

interface StageOptions {
  /** Disc centre and radius, as fractions of width, height and the short side. */
  readonly bx?: number;
  readonly by?: number;
  readonly br?: number;
  /** Second disc. */
  readonly b2?: readonly [number, number, number];
  /** Ground line height (fraction of height); false for none. */
  readonly gy?: number | false;
  readonly gx1?: number;
  readonly gx2?: number;
  readonly dots?: Corner | false;
  readonly ring?: readonly [number, number, number];
}

/** Background, disc, dots and ground line; returns the ground's y. */
function stage(s: Scene, o: StageOptions = {}): number {
  const { w, h, u } = s;
  const gy = o.gy === false ? h : (o.gy ?? 0.84) * h;
  const dw = w * 0.16;
  const dh = h * 0.2;
  const dots = o.dots === false ? undefined : (o.dots ?? 'tr');
  const dotBox: readonly [number, number, number, number] | undefined = dots
    ? [dots.endsWith('l') ? w * 0.05 : w * 0.95 - dw, dots.startsWith('t') ? h * 0.07 : h * 0.93 - dh, dw, dh]
    : undefined;
  backdrop(s, {
    blob: o.br === 0 ? undefined : [w * (o.bx ?? 0.5), h * (o.by ?? 0.47), u * (o.br ?? 0.4)],
    blob2: o.b2 ? [w * o.b2[0], h * o.b2[1], u * o.b2[2]] : undefined,
    ground: o.gy === false ? undefined : [gy, w * (o.gx1 ?? 0.1), w * (o.gx2 ?? 0.9)],
    dots: dotBox,
    ring: o.ring ? [w * o.ring[0], h * o.ring[1], u * o.ring[2]] : undefined,
  });
  return gy;
}

const shirts = (t: Theme): readonly [string, string, string, string] => [t.teal, t.coral, t.mid, t.gold];

/** A row of people behind a desk with laptops seen from the back. */
function deskTeam(s: Scene, cx: number, gy: number, width: number, people: readonly PersonStyle[], o: { laptops?: boolean } = {}): void {
  const n = people.length;
  const slot = width / n;
  const pw = slot * 0.56;
  const table = desk((width * 1.08) / (s.u * 0.0024));
  const deskY = gy - Scene.height(table, width * 1.08) + s.sw;
  people.forEach((p, i) => s.put(person(p), cx - width / 2 + slot * (i + 0.5), deskY + pw * 0.05, pw));
  if (o.laptops !== false) {
    people.forEach((p, i) => {
      if (p.back) return;
      s.put(laptopBack(), cx - width / 2 + slot * (i + 0.5), deskY + s.sw, pw * 0.78);
    });
  }
  s.put(table, cx, gy, width * 1.08);
}

/** The back of an open laptop, 120×80. */
function laptopBack(): Motif {
  return motif(120, 80, ({ t }) => pd('M10 2 H110 L104 76 H16 Z', { f: t.tint, s: t.line }) + circ(60, 38, 7, { f: t.surface }));
}

/** A row of flag milestones along a path, in scene units. */
function milestones(s: Scene, points: readonly (readonly [number, number])[], doneCount: number): void {
  const { t, sw, u } = s;
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f2(x)} ${f2(y)}`).join(' ');
  s.add(rounded(pd(d, { s: t.soft, w: sw * 3.2 })));
  s.add(rounded(pd(d, { s: t.surface, w: sw * 0.8, dash: `${f2(sw * 3)} ${f2(sw * 3)}` })));
  points.forEach(([x, y], i) => {
    const done = i < doneCount;
    const color = done ? t.teal : i === doneCount ? t.coral : t.surface;
    s.add(circ(x, y, u * 0.022, { f: color, s: t.line, w: sw }));
    if (done) s.add(rounded(pline([x - u * 0.01, y, x - u * 0.002, y + u * 0.008, x + u * 0.012, y - u * 0.008], { s: C.white, w: sw })));
    if (i === doneCount) {
      s.add(rounded(line(x, y - u * 0.022, x, y - u * 0.11, { s: t.line, w: sw })));
      s.add(rounded(poly([x, y - u * 0.11, x + u * 0.06, y - u * 0.09, x, y - u * 0.07], { f: t.coral, s: t.line, w: sw })));
    }
  });
}

/** A flow of rounded boxes with icons joined by arrows (workflows), in scene units. */
function flow(s: Scene, boxes: readonly (readonly [number, number, string, 'teal' | 'coral' | 'gold' | 'plain'])[], size: number): void {
  const { t, sw } = s;
  for (let i = 0; i < boxes.length - 1; i++) {
    const a = boxes[i];
    const b = boxes[i + 1];
    if (!a || !b) continue;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    const x1 = a[0] + ux * size * 0.62;
    const y1 = a[1] + uy * size * 0.62;
    const x2 = b[0] - ux * size * 0.66;
    const y2 = b[1] - uy * size * 0.66;
    s.add(rounded(line(x1, y1, x2, y2, { s: t.line, w: sw })));
    const hx = size * 0.12;
    s.add(
      rounded(
        pline([x2 - ux * hx - uy * hx * 0.7, y2 - uy * hx + ux * hx * 0.7, x2, y2, x2 - ux * hx + uy * hx * 0.7, y2 - uy * hx - ux * hx * 0.7], {
          s: t.line,
          w: sw,
        }),
      ),
    );
  }
  for (const [x, y, name, tone] of boxes) {
    const fill = tone === 'teal' ? t.teal : tone === 'coral' ? t.coral : tone === 'gold' ? t.gold : t.surface;
    s.add(rect(x - size / 2, y - size / 2 + size * 0.06, size, size, size * 0.22, { f: t.shadow, o: 0.6 }));
    s.add(rect(x - size / 2, y - size / 2, size, size, size * 0.22, { f: fill, s: tone === 'plain' ? t.line : fill, w: sw }));
    s.add(icon(name, x, y, size * 0.5, tone === 'plain' ? t.line : tone === 'gold' ? C.navy : C.white, sw * 1.1));
  }
}

/**
 * Hero slides: the text sits on the left on desktop and over the middle on phones, and the slide crops
 * the top and bottom on wide screens. The subject therefore stays in a box at the right, between 69 % and
 * 95 % of the width and 25 % and 75 % of the height; returns functions from fractions of that box to pixels.
 */
function heroStage(s: Scene): [(f: number) => number, (f: number) => number] {
  const { w, h } = s;
  stage(s, { bx: 0.82, by: 0.5, br: 0.31, dots: false, gy: false, ring: [0.82, 0.5, 0.4] });
  return [(f) => w * (0.69 + 0.26 * f), (f) => h * (0.25 + 0.5 * f)];
}

/** A cloud joined by straight lines to objects standing on `base` (and, optionally, plug chips on the lines). */
function cloudHub(s: Scene, cx: number, cy: number, width: number, items: readonly (readonly [Motif, number, number])[], base: number, plugs = false): void {
  const { t, u } = s;
  const ends = items.map(([m, x, w]) => [cx + (x - cx) * 0.3, cy + width * 0.2, x, base - Scene.height(m, w) - u * 0.03] as const);
  for (const [x1, y1, x2, y2] of ends) link(s, x1, y1, x2, y2, { bend: 0, color: t.teal, solid: true });
  s.put(cloud({ inner: true }), cx, cy, width, { anchor: 'center' });
  for (const [m, x, w] of items) s.put(m, x, base, w);
  if (plugs) for (const [x1, y1, x2, y2] of ends) chip(s, 'plug', (x1 + x2) / 2, (y1 + y2) / 2, u * 0.035, 'plain');
}

/** Small confetti pieces in a region, deterministic by key. */
function confetti(s: Scene, key: string, x: number, y: number, w: number, h: number, count: number): void {
  const r = seeded(`confetti-${key}`);
  const colors = [s.t.coral, s.t.gold, s.t.teal, s.t.mid];
  for (let i = 0; i < count; i++) {
    const cx = x + r.next() * w;
    const cy = y + r.next() * h;
    const size = s.u * r.range(0.012, 0.02);
    const color = r.pick(colors);
    s.add(
      el('rect', {
        x: cx,
        y: cy,
        width: size,
        height: size * 0.45,
        rx: size * 0.2,
        fill: color,
        transform: `rotate(${f2(r.range(0, 180))} ${f2(cx)} ${f2(cy)})`,
      }),
    );
  }
}

/** A 2×2 impact/effort matrix card, in scene units. */
function matrixCard(s: Scene, x: number, y: number, size: number): void {
  const { t, sw } = s;
  s.add(rect(x, y + size * 0.03, size, size, size * 0.08, { f: t.shadow, o: 0.6 }));
  s.add(rect(x, y, size, size, size * 0.08, { f: t.surface, s: t.line, w: sw }));
  const m = size * 0.14;
  const q = (size - m * 2) / 2;
  s.add(
    rect(x + m, y + m, q, q, 6, { f: t.tealSoft }),
    rect(x + m + q, y + m, q, q, 6, { f: t.tint, o: 0.6 }),
    rect(x + m, y + m + q, q, q, 6, { f: t.tint, o: 0.6 }),
    rect(x + m + q, y + m + q, q, q, 6, { f: t.coralSoft, o: 0.7 }),
  );
  s.add(
    rounded(line(x + m, y + size - m, x + size - m * 0.6, y + size - m, { s: t.line, w: sw })),
    rounded(line(x + m, y + size - m, x + m, y + m * 0.6, { s: t.line, w: sw })),
  );
  for (const [fx, fy, color] of [
    [0.3, 0.3, t.teal],
    [0.42, 0.22, t.teal],
    [0.66, 0.38, t.gold],
    [0.34, 0.62, t.gold],
    [0.72, 0.7, t.coral],
  ] as const) {
    s.add(circ(x + size * fx, y + size * fy, size * 0.045, { f: color, s: t.line, w: sw * 0.8 }));
  }
}

// -- Industries --------------------------------------------------------------------------------------

const INDUSTRY_SCENES: Record<string, { readonly a: Compose; readonly b: Compose; readonly banner: Compose }> = {
  telecom: {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.46, br: 0.4, dots: 'tl' });
      s.put(block(150, 180), w * 0.74, gy, u * 0.17).put(block(110, 120, 'tint'), w * 0.84, gy, u * 0.12);
      s.put(dish(), w * 0.74, gy - Scene.height(block(150, 180), u * 0.17) + s.sw, u * 0.1);
      s.shadow(w * 0.42, gy, u * 0.16);
      s.put(telecomTower(), w * 0.42, gy, u * 0.22);
      waves(s, w * 0.42, gy - u * 0.6, u * 0.07, 3, 0);
      waves(s, w * 0.42, gy - u * 0.6, u * 0.07, 3, 180);
      link(s, w * 0.52, gy - u * 0.66, w * 0.73, gy - u * 0.33, { bend: -0.2, color: t.teal });
      s.put(standing({ shirt: t.coral, hair: 'short', point: true }), w * 0.2, gy, u * 0.085);
      s.put(standing({ shirt: t.teal, hair: 'long' }), w * 0.27, gy, u * 0.085, { flip: true });
      chip(s, 'signal', w * 0.2, h * 0.36, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.42, by: 0.5, br: 0.38, dots: 'br' });
      s.shadow(w * 0.4, gy, u * 0.26);
      s.put(monitor(uiDashboard), w * 0.4, gy, u * 0.62);
      s.put(telecomTower(), w * 0.8, gy, u * 0.13);
      waves(s, w * 0.8, gy - u * 0.355, u * 0.05, 2, -90, t.teal, 50);
      s.put(cloud(), w * 0.66, h * 0.2, u * 0.22, { anchor: 'center' });
      link(s, w * 0.74, h * 0.26, w * 0.8, gy - u * 0.4, { bend: -0.25, color: t.teal });
      chip(s, 'radio-tower', w * 0.14, h * 0.3, u * 0.055, 'coral');
    },
    banner: (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      const towers: readonly (readonly [number, number])[] = [
        [0.08, 0.62],
        [0.24, 0.42],
        [0.76, 0.5],
        [0.92, 0.7],
      ];
      for (const [fx, fh] of towers) s.put(telecomTower(), w * fx, gy, (u * fh * 120) / 340);
      for (const [x, bh] of [
        [0.33, 200],
        [0.4, 140],
        [0.6, 170],
        [0.67, 230],
      ] as const)
        s.put(block(120, bh), w * x, gy, u * 0.16);
      for (let i = 0; i < towers.length - 1; i++) {
        const a = towers[i];
        const b = towers[i + 1];
        if (a && b) link(s, w * a[0], gy - u * a[1] * 0.86, w * b[0], gy - u * b[1] * 0.86, { bend: i === 1 ? -0.12 : -0.3, color: t.teal });
      }
      waves(s, w * 0.92, gy - u * 0.68, u * 0.05, 3, 180);
      waves(s, w * 0.08, gy - u * 0.6, u * 0.05, 3, 0);
    },
  },
  construction: {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.45, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.63, gy, u * 0.2);
      s.put(buildingFrame(5, 2), w * 0.64, gy, u * 0.32);
      s.put(towerCrane(110), w * 0.4, gy, u * 0.62);
      s.put(standing({ shirt: t.gold, hair: 'short' }), w * 0.86, gy, u * 0.08);
      s.add(
        pd(`M${f2(w * 0.86 - u * 0.022)} ${f2(gy - u * 0.2)} a${f2(u * 0.022)} ${f2(u * 0.02)} 0 0 1 ${f2(u * 0.044)} 0 z`, { f: t.gold, s: t.line, w: s.sw }),
      );
      chip(s, 'hard-hat', w * 0.84, h * 0.2, u * 0.05, 'gold');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.45, by: 0.5, br: 0.38, dots: 'bl' });
      s.shadow(w * 0.42, gy, u * 0.26);
      s.put(monitor(uiGantt), w * 0.42, gy, u * 0.62);
      s.put(buildingFrame(4, 1), w * 0.82, gy, u * 0.2);
      s.put(card(220, 150, uiBars([0.4, 0.65, 0.5, 0.85])), w * 0.7, h * 0.24, u * 0.24, { anchor: 'center' });
      chip(s, 'construction', w * 0.14, h * 0.26, u * 0.055, 'coral');
    },
    banner: (s) => {
      const { w, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.65, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      s.put(towerCrane(), w * 0.14, gy, u * 0.75);
      s.put(buildingFrame(5, 3), w * 0.3, gy, u * 0.3);
      s.put(block(160, 220, 'tint'), w * 0.44, gy, u * 0.2, { opacity: 0.8 });
      s.put(block(140, 160, 'tint'), w * 0.56, gy, u * 0.16, { opacity: 0.8 });
      s.put(buildingFrame(6, 2), w * 0.72, gy, u * 0.32);
      s.put(towerCrane(), w * 0.88, gy, u * 0.68, { flip: true });
    },
  },
  'financial-institutions': {
    a: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
      s.shadow(w * 0.48, gy, u * 0.32);
      s.put(bank(), w * 0.48, gy, u * 0.66);
      s.put(coins(5), w * 0.86, gy, u * 0.1).put(coins(3), w * 0.78, gy, u * 0.1);
      s.put(card(200, 150, uiLine([0.2, 0.35, 0.3, 0.55, 0.5, 0.8])), w * 0.8, h * 0.22, u * 0.22, { anchor: 'center' });
      chip(s, 'landmark', w * 0.15, h * 0.62, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.44, by: 0.5, br: 0.4, dots: 'tr' });
      s.shadow(w * 0.44, gy, u * 0.28);
      s.put(ledger(), w * 0.44, gy - u * 0.05, u * 0.6);
      s.put(coins(4), w * 0.82, gy, u * 0.11);
      s.put(card(200, 200, uiDonut([0.5, 0.3, 0.12])), w * 0.22, h * 0.24, u * 0.2, { anchor: 'center' });
      s.put(card(240, 160, uiBars([0.3, 0.5, 0.45, 0.7, 0.9])), w * 0.66, h * 0.22, u * 0.26, { anchor: 'center' });
    },
    banner: (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      s.put(bank(), w * 0.16, gy, u * 0.62);
      s.put(bank(), w * 0.84, gy, u * 0.52);
      for (const [x, c] of [
        [0.32, 4],
        [0.38, 6],
        [0.62, 5],
        [0.68, 3],
      ] as const)
        s.put(coins(c), w * x, gy, u * 0.09);
      s.add(
        rounded(
          pline([w * 0.3, gy - u * 0.3, w * 0.4, gy - u * 0.42, w * 0.5, gy - u * 0.36, w * 0.6, gy - u * 0.55, w * 0.7, gy - u * 0.62], {
            s: t.teal,
            w: s.sw * 1.4,
          }),
        ),
      );
      s.add(circ(w * 0.7, gy - u * 0.62, u * 0.014, { f: t.coral }));
    },
  },
  'oil-gas': {
    a: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.52, by: 0.44, br: 0.42, dots: 'tl', gy: false });
      const sy = h * 0.8;
      s.put(offshoreRig(), w * 0.5, sy + u * 0.06, u * 0.64);
      sea(s, 0, sy, w, h - sy);
      s.add(
        rounded(pd(`M${f2(w * 0.08)} ${f2(sy + u * 0.08)} q${f2(u * 0.03)} ${f2(-u * 0.02)} ${f2(u * 0.06)} 0 t${f2(u * 0.06)} 0`, { s: t.teal, w: s.sw })),
      );
      chip(s, 'droplet', w * 0.15, h * 0.3, u * 0.05, 'teal');
      chip(s, 'flame', w * 0.86, h * 0.2, u * 0.045, 'coral');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.4, dots: 'tr' });
      s.put(pipeline(640), w * 0.6, gy, w * 0.56);
      s.put(tanks(), w * 0.8, gy, u * 0.28);
      s.shadow(w * 0.38, gy, u * 0.28);
      s.put(pumpJack(), w * 0.38, gy, u * 0.62);
      s.put(card(240, 160, uiLine([0.3, 0.42, 0.38, 0.6, 0.55, 0.75])), w * 0.74, h * 0.24, u * 0.26, { anchor: 'center' });
      chip(s, 'fuel', w * 0.14, h * 0.26, u * 0.05, 'gold');
    },
    banner: (s) => {
      const { w, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98, gy: 0.8 });
      s.put(pumpJack(), w * 0.13, gy, u * 0.7);
      s.put(tanks(), w * 0.32, gy, u * 0.36);
      s.put(tanks(), w * 0.68, gy, u * 0.36, { flip: true });
      s.put(pumpJack(), w * 0.87, gy, u * 0.62, { flip: true });
      s.put(pipeline(1400), w * 0.5, gy + u * 0.12, w * 0.96);
    },
  },
  education: {
    a: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.5, gy, u * 0.36);
      s.put(tree(), w * 0.16, gy, u * 0.1).put(tree('tint'), w * 0.84, gy, u * 0.12);
      s.put(campus(), w * 0.5, gy, u * 0.7);
      s.put(gradCap(), w * 0.8, h * 0.24, u * 0.18, { anchor: 'center', rotate: 10 });
      chip(s, 'book-open', w * 0.18, h * 0.3, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.4, dots: 'bl' });
      s.shadow(w * 0.5, gy, u * 0.3);
      s.put(laptop(uiDashboard), w * 0.52, gy, u * 0.56);
      s.put(books(), w * 0.2, gy, u * 0.2);
      s.put(gradCap(), w * 0.2, gy - u * 0.15, u * 0.18);
      s.put(card(220, 160, uiRows(4, [s.t.teal, s.t.coral, s.t.gold])), w * 0.78, h * 0.24, u * 0.24, { anchor: 'center' });
      chip(s, 'graduation-cap', w * 0.12, h * 0.24, u * 0.05, 'coral');
    },
    banner: (s) => {
      const { w, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      s.put(campus(), w * 0.18, gy, u * 0.8);
      s.put(tree(), w * 0.4, gy, u * 0.14).put(tree('tint'), w * 0.6, gy, u * 0.16);
      s.put(books(), w * 0.8, gy, u * 0.3);
      s.put(gradCap(), w * 0.8, gy - u * 0.22, u * 0.26);
    },
  },
  services: {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.46, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.42, gy, u * 0.3);
      s.put(serviceDesk(t.teal), w * 0.4, gy, u * 0.62);
      s.put(standing({ shirt: t.coral, hair: 'bun' }), w * 0.8, gy, u * 0.15, { flip: true });
      s.put(bubble(200, 110, 'right', 'surface'), w * 0.74, h * 0.24, u * 0.18, { anchor: 'center' });
      chip(s, 'headset', w * 0.14, h * 0.26, u * 0.05, 'coral');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl', gy: false });
      const y = h * 0.46;
      flow(
        s,
        [
          [w * 0.2, y, 'inbox', 'plain'],
          [w * 0.4, y - u * 0.14, 'user-check', 'teal'],
          [w * 0.6, y, 'workflow', 'plain'],
          [w * 0.8, y - u * 0.14, 'circle-check', 'coral'],
        ],
        u * 0.14,
      );
      s.put(person({ shirt: t.teal, hair: 'long' }), w * 0.34, h * 0.86, u * 0.14);
      s.put(person({ shirt: t.mid, hair: 'short' }), w * 0.5, h * 0.86, u * 0.16);
      s.put(person({ shirt: t.coral, hair: 'bun' }), w * 0.66, h * 0.86, u * 0.14);
      s.add(rect(w * 0.22, h * 0.86 - s.sw / 2, w * 0.56, s.sw * 1.2, s.sw, { f: t.soft }));
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.55, br: 0.55, dots: false, gy: false });
      const y = h * 0.45;
      flow(
        s,
        [
          [w * 0.08, y, 'inbox', 'plain'],
          [w * 0.22, y - u * 0.1, 'headset', 'teal'],
          [w * 0.78, y - u * 0.1, 'workflow', 'plain'],
          [w * 0.92, y, 'circle-check', 'coral'],
        ],
        u * 0.16,
      );
      const sh = shirts(t);
      for (let i = 0; i < 6; i++)
        s.put(person({ shirt: sh[i % 4] ?? t.teal, hair: (['short', 'long', 'bun'] as const)[i % 3] }), w * (0.3 + i * 0.08), h * 0.98, u * 0.18);
    },
  },
  healthcare: {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl' });
      s.shadow(w * 0.5, gy, u * 0.34);
      s.put(tree(), w * 0.15, gy, u * 0.1).put(tree('tint'), w * 0.85, gy, u * 0.12);
      s.put(hospital(), w * 0.5, gy, u * 0.66);
      heartbeat(s, w * 0.14, h * 0.22, w * 0.72, t.coral);
      chip(s, 'stethoscope', w * 0.84, h * 0.36, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.44, by: 0.5, br: 0.4, dots: 'br' });
      s.shadow(w * 0.4, gy, u * 0.26);
      s.put(
        monitor(
          (c, x, y, cw, ch) => uiRows(4, [c.t.teal, c.t.coral])(c, x, y + ch * 0.45, cw, ch * 0.55) + rect(x, y, cw, ch * 0.36, 8, { f: c.t.tealSoft, o: 0.6 }),
        ),
        w * 0.4,
        gy,
        u * 0.62,
      );
      heartbeat(s, w * 0.4 - u * 0.27, h * 0.33, u * 0.54, t.coral);
      s.put(clipboard(2), w * 0.8, gy, u * 0.24);
      chip(s, 'heart-pulse', w * 0.78, h * 0.2, u * 0.055, 'coral');
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      s.put(hospital(), w * 0.16, gy, u * 0.72);
      s.put(hospital(), w * 0.86, gy, u * 0.56, { flip: true });
      heartbeat(s, w * 0.32, h * 0.5, w * 0.4, t.coral);
      s.put(tree(), w * 0.34, gy, u * 0.12).put(tree('tint'), w * 0.68, gy, u * 0.14);
    },
  },
  airlines: {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.44, br: 0.42, dots: 'tl' });
      s.put(controlTower(), w * 0.84, gy, u * 0.1);
      s.add(
        rounded(
          pd(`M${f2(w * 0.06)} ${f2(gy - u * 0.02)} Q${f2(w * 0.3)} ${f2(gy - u * 0.04)} ${f2(w * 0.48)} ${f2(h * 0.44)}`, {
            s: t.soft,
            w: s.sw,
            dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 2.6)}`,
          }),
        ),
      );
      s.put(airliner(), w * 0.5, h * 0.42, u * 0.72, { anchor: 'center', rotate: -12 });
      link(s, w * 0.74, h * 0.18, w * 0.92, h * 0.3, { bend: -0.3, color: t.teal });
      chip(s, 'plane-takeoff', w * 0.16, h * 0.24, u * 0.05, 'teal');
      s.add(rect(w * 0.1, gy + u * 0.04, w * 0.8, u * 0.012, u * 0.006, { f: t.tint }));
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.4, by: 0.5, br: 0.42, dots: 'br', gy: false });
      s.put(globe(), w * 0.4, h * 0.5, u * 0.58, { anchor: 'center' });
      const gx = w * 0.4;
      const gyc = h * 0.5;
      link(s, gx - u * 0.2, gyc - u * 0.05, gx + u * 0.14, gyc - u * 0.18, { bend: 0.35, color: t.coral });
      link(s, gx - u * 0.1, gyc + u * 0.16, gx + u * 0.2, gyc + u * 0.04, { bend: 0.3, color: t.teal });
      s.put(planeTop(), gx + u * 0.0, gyc - u * 0.26, u * 0.09, { anchor: 'center', rotate: -20 });
      s.put(card(220, 200, uiRows(4, [t.teal, t.coral, t.gold]), { header: t.teal }), w * 0.8, h * 0.56, u * 0.26, { anchor: 'center' });
      chip(s, 'plane', w * 0.8, h * 0.24, u * 0.055, 'coral');
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98, gy: 0.86 });
      s.put(controlTower(), w * 0.08, gy, u * 0.14);
      s.put(airliner(), w * 0.82, h * 0.38, u * 0.8, { anchor: 'center', rotate: -10 });
      link(s, w * 0.14, h * 0.7, w * 0.62, h * 0.3, { bend: 0.18, color: t.teal });
      link(s, w * 0.24, h * 0.22, w * 0.52, h * 0.16, { bend: -0.3, color: t.soft });
      s.put(planeTop(), w * 0.38, h * 0.44, u * 0.08, { anchor: 'center', rotate: -30 });
    },
  },
  'manufacturing-distribution': {
    a: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.46, br: 0.42, dots: 'tl' });
      s.shadow(w * 0.42, gy, u * 0.34);
      s.put(factory(), w * 0.42, gy, u * 0.68);
      s.put(truck(), w * 0.8, gy, u * 0.34);
      s.put(box('gold'), w * 0.14, gy, u * 0.08).put(box('tint'), w * 0.2, gy, u * 0.07);
      chip(s, 'package', w * 0.84, h * 0.3, u * 0.05, 'gold');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(shelves(), w * 0.22, gy, u * 0.3);
      s.put(conveyor(), w * 0.62, gy, u * 0.62);
      s.put(card(220, 150, uiBars([0.5, 0.7, 0.45, 0.9])), w * 0.66, h * 0.26, u * 0.24, { anchor: 'center' });
      chip(s, 'package-check', w * 0.22, h * 0.24, u * 0.05, 'teal');
    },
    banner: (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.6, br: 0.55, dots: false, gx1: 0.02, gx2: 0.98 });
      s.put(factory(), w * 0.15, gy, u * 0.7);
      s.put(conveyor(), w * 0.42, gy, u * 0.5);
      s.put(shelves(), w * 0.64, gy, u * 0.32);
      s.put(truck(), w * 0.86, gy, u * 0.46);
      link(s, w * 0.3, gy - u * 0.55, w * 0.86, gy - u * 0.45, { bend: -0.08, color: t.teal });
    },
  },
};

// -- Services ----------------------------------------------------------------------------------------

const SERVICE_SCENES: Record<string, { readonly a: Compose; readonly b: Compose; readonly banner: Compose }> = {
  'consultancy-implementation': {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.44, br: 0.42, dots: 'tr' });
      s.put(whiteboard(), w * 0.44, gy, u * 0.56);
      s.put(standing({ shirt: t.coral, hair: 'long', point: true }), w * 0.12, gy, u * 0.12);
      s.put(person({ shirt: t.teal, hair: 'short', back: true }), w * 0.72, h * 1.01, u * 0.16);
      s.put(person({ shirt: t.mid, hair: 'bun', back: true }), w * 0.88, h * 1.01, u * 0.16);
      chip(s, 'lightbulb', w * 0.84, h * 0.2, u * 0.05, 'gold');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'bl' });
      s.shadow(w * 0.42, gy, u * 0.26);
      s.put(monitor(uiGantt), w * 0.42, gy, u * 0.62);
      s.put(calendar([4, 11, 16]), w * 0.82, h * 0.3, u * 0.22, { anchor: 'center' });
      chip(s, 'milestone', w * 0.84, h * 0.62, u * 0.05, 'coral');
    },
    banner: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      const path: (readonly [number, number])[] = [];
      for (let i = 0; i <= 6; i++) path.push([w * (0.05 + i * 0.15), h * (0.62 + (i % 2 === 0 ? 0.08 : -0.12))]);
      milestones(s, path, 3);
      chip(s, 'users', w * 0.2, h * 0.24, u * 0.06, 'plain');
      chip(s, 'settings', w * 0.35, h * 0.3, u * 0.05, 'teal');
      chip(s, 'rocket', w * 0.95, h * 0.36, u * 0.06, 'coral');
    },
  },
  technology: {
    a: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.48, br: 0.42, dots: 'tl', gy: false });
      cloudHub(
        s,
        w * 0.5,
        h * 0.27,
        u * 0.4,
        [
          [serverRack(5), w * 0.18, u * 0.15],
          [database('teal'), w * 0.5, u * 0.16],
          [laptop(uiBars([0.4, 0.7, 0.55, 0.9])), w * 0.8, u * 0.28],
        ],
        h * 0.86,
        true,
      );
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.42, gy, u * 0.26);
      s.put(
        monitor(
          (c, x, y, cw, ch) =>
            uiLine([0.3, 0.5, 0.42, 0.66, 0.58, 0.78, 0.7])(c, x, y, cw, ch * 0.56) +
            uiBars([0.5, 0.8, 0.6, 0.9, 0.7, 0.4, 0.75])(c, x, y + ch * 0.66, cw, ch * 0.34),
        ),
        w * 0.42,
        gy,
        u * 0.62,
      );
      s.put(serverRack(6), w * 0.84, gy, u * 0.17);
      chip(s, 'activity', w * 0.14, h * 0.26, u * 0.05, 'teal');
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      const nodes: (readonly [number, number, number, string])[] = [
        [w * 0.06, h * 0.3, u * 0.03, t.teal],
        [w * 0.16, h * 0.62, u * 0.04, t.surface],
        [w * 0.28, h * 0.36, u * 0.035, t.coral],
        [w * 0.72, h * 0.64, u * 0.035, t.teal],
        [w * 0.84, h * 0.34, u * 0.04, t.surface],
        [w * 0.95, h * 0.66, u * 0.03, t.gold],
      ];
      network(s, nodes, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [1, 3],
      ]);
      s.put(serverRack(5), w * 0.16, h * 0.98, u * 0.2, { opacity: 0.9 });
      s.put(database('teal'), w * 0.84, h * 0.98, u * 0.2);
    },
  },
  training: {
    a: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.46, by: 0.4, br: 0.42, dots: 'tr', gy: false });
      s.put(presentationScreen(uiBars([0.4, 0.6, 0.5, 0.8, 0.95])), w * 0.44, h * 0.64, u * 0.6);
      s.put(standing({ shirt: t.coral, hair: 'short', point: true }), w * 0.12, h * 0.72, u * 0.13);
      const sh = shirts(t);
      [0.34, 0.52, 0.7, 0.88].forEach((x, i) =>
        s.put(person({ shirt: sh[i] ?? t.teal, hair: (['long', 'short', 'bun', 'short'] as const)[i], back: true }), w * x, h * 1.01, u * 0.16),
      );
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.52, by: 0.44, br: 0.42, dots: 'bl', gy: false });
      s.add(rect(w * 0.08, h * 0.74, w * 0.84, u * 0.02, u * 0.01, { f: t.tint, s: t.line, w: s.sw }));
      s.put(laptop(uiCode), w * 0.56, h * 0.74, u * 0.62);
      s.put(person({ shirt: t.teal, hair: 'long', back: true }), w * 0.3, h * 1.02, u * 0.36);
      s.put(clipboard(2), w * 0.86, h * 0.3, u * 0.15, { anchor: 'center', rotate: 8 });
      chip(s, 'graduation-cap', w * 0.16, h * 0.22, u * 0.05, 'coral');
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      s.put(presentationScreen(uiLine([0.2, 0.4, 0.35, 0.6, 0.8])), w * 0.14, h * 0.8, u * 0.62);
      const sh = shirts(t);
      for (let i = 0; i < 5; i++)
        s.put(
          person({ shirt: sh[i % 4] ?? t.teal, hair: (['long', 'short', 'bun'] as const)[i % 3], back: true }),
          w * (0.56 + i * 0.09),
          h * (i % 2 === 0 ? 1.0 : 0.9),
          u * 0.2,
        );
    },
  },
  'staff-augmentation': {
    a: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl', gy: false });
      const y = h * 0.8;
      s.put(person({ shirt: t.mid, hair: 'short' }), w * 0.2, y, u * 0.2);
      s.put(person({ shirt: t.teal, hair: 'long' }), w * 0.4, y, u * 0.22);
      s.put(person({ shirt: t.gold, hair: 'bun' }), w * 0.6, y, u * 0.2);
      s.add(circ(w * 0.8, y - u * 0.12, u * 0.1, { s: t.soft, w: s.sw, dash: `${f2(s.sw * 2.5)} ${f2(s.sw * 2)}` }));
      s.add(rect(w * 0.08, y - s.sw / 2, w * 0.84, s.sw * 1.2, s.sw, { f: t.soft }));
      s.put(person({ shirt: t.coral, hair: 'short' }), w * 0.8, h * 0.4, u * 0.2);
      s.add(rounded(pd(`M${f2(w * 0.8)} ${f2(h * 0.44)} V${f2(y - u * 0.25)}`, { s: t.coral, w: s.sw * 1.2, dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 2.6)}` })));
      s.add(rounded(pline([w * 0.8 - u * 0.02, y - u * 0.27, w * 0.8, y - u * 0.245, w * 0.8 + u * 0.02, y - u * 0.27], { s: t.coral, w: s.sw * 1.2 })));
      chip(s, 'user-plus', w * 0.9, h * 0.18, u * 0.05, 'coral');
      chip(s, 'users', w * 0.2, h * 0.26, u * 0.045, 'teal');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br', gy: false });
      s.put(profileCard({ shirt: t.teal, hair: 'long' }, 'teal', true), w * 0.26, h * 0.32, u * 0.24, { anchor: 'center' });
      s.put(profileCard({ shirt: t.coral, hair: 'short' }, 'coral'), w * 0.26, h * 0.7, u * 0.24, { anchor: 'center' });
      for (const [y, done] of [
        [0.32, true],
        [0.7, false],
      ] as const) {
        s.add(
          rect(w * 0.62, h * y - u * 0.14, u * 0.3, u * 0.28, u * 0.03, {
            f: done ? t.tealSoft : 'none',
            s: done ? t.line : t.soft,
            w: s.sw,
            dash: done ? undefined : `${f2(s.sw * 2.5)} ${f2(s.sw * 2)}`,
          }),
        );
        s.add(
          bar(w * 0.62 + u * 0.04, h * y - u * 0.08, u * 0.14, u * 0.03, done ? t.surface : t.tint),
          bar(w * 0.62 + u * 0.04, h * y - u * 0.02, u * 0.2, u * 0.025, done ? t.surface : t.tint),
        );
        link(s, w * 0.38, h * y, w * 0.6, h * y, { bend: 0, color: done ? t.teal : t.soft, solid: done });
        if (done) chip(s, 'check', w * 0.62 + u * 0.3, h * y - u * 0.14, u * 0.035, 'teal');
      }
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      const sh = shirts(t);
      const xs = [0.08, 0.2, 0.8, 0.92];
      xs.forEach((x, i) =>
        s.put(
          profileCard(
            { shirt: sh[i] ?? t.teal, hair: (['long', 'short', 'bun', 'short'] as const)[i] },
            (['teal', 'coral', 'gold', 'teal'] as const)[i] ?? 'teal',
            i === 3,
          ),
          w * x,
          h * (i % 2 === 0 ? 0.5 : 0.56),
          u * 0.3,
          { anchor: 'center' },
        ),
      );
      link(s, w * 0.27, h * 0.5, w * 0.73, h * 0.5, { bend: 0.1, color: t.teal });
    },
  },
  'offshore-development': {
    a: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.56, by: 0.42, br: 0.42, dots: 'tl' });
      s.put(globe(), w * 0.66, h * 0.36, u * 0.46, { anchor: 'center' });
      s.put(block(140, 200, 'tint'), w * 0.26, gy, u * 0.16);
      s.put(officeTower(), w * 0.4, gy, u * 0.26);
      link(s, w * 0.4, gy - u * 0.5, w * 0.53, h * 0.22, { bend: -0.3, color: t.coral });
      s.put(standing({ shirt: t.teal, hair: 'long' }), w * 0.68, gy, u * 0.09).put(standing({ shirt: t.coral, hair: 'short' }), w * 0.8, gy, u * 0.09, {
        flip: true,
      });
      chip(s, 'clock', w * 0.88, h * 0.62, u * 0.045, 'gold');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.78, br: 0.46, dots: 'tr', gy: false });
      s.put(globe(), w * 0.5, h * 1.08, u * 0.7, { anchor: 'center' });
      const times: readonly (readonly [number, number, number, number, boolean])[] = [
        [0.18, 0.5, 9, 0, false],
        [0.5, 0.26, 14, 30, false],
        [0.82, 0.5, 22, 15, true],
      ];
      s.add(
        rounded(
          pd(`M${f2(w * 0.18)} ${f2(h * 0.5)} Q${f2(w * 0.5)} ${f2(h * 0.04)} ${f2(w * 0.82)} ${f2(h * 0.5)}`, {
            s: t.soft,
            w: s.sw,
            dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 2.6)}`,
          }),
        ),
      );
      for (const [x, y, hh, mm, night] of times) s.put(clock(hh, mm, night ? 'night' : undefined), w * x, h * y, u * 0.2, { anchor: 'center' });
      chip(s, 'sun', w * 0.3, h * 0.2, u * 0.045, 'gold');
      chip(s, 'moon', w * 0.72, h * 0.2, u * 0.045, 'plain');
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      s.put(globe(), w * 0.12, h * 0.5, u * 0.6, { anchor: 'center' });
      [0.7, 0.8, 0.9].forEach((x, i) => s.put(clock(8 + i * 7, i * 20, i === 2 ? 'night' : undefined), w * x, h * 0.5, u * 0.2, { anchor: 'center' }));
      link(s, w * 0.2, h * 0.36, w * 0.66, h * 0.4, { bend: -0.15, color: t.teal });
    },
  },
  'oracle-saas-ai-agent': {
    a: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr', gy: false });
      s.put(bot(), w * 0.24, h * 0.58, u * 0.26, { anchor: 'center' });
      s.put(bubble(300, 110, 'left', 'surface', 2), w * 0.62, h * 0.26, u * 0.36, { anchor: 'center' });
      s.put(bubble(260, 100, 'right', 'teal', 2), w * 0.66, h * 0.52, u * 0.32, { anchor: 'center' });
      s.put(bubble(220, 90, 'left', 'surface', 1), w * 0.6, h * 0.76, u * 0.27, { anchor: 'center' });
      s.put(sparkle('gold'), w * 0.38, h * 0.36, u * 0.05, { anchor: 'center' }).put(sparkle('coral'), w * 0.12, h * 0.3, u * 0.035, { anchor: 'center' });
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl', gy: false });
      const cx = w * 0.5;
      const cy = h * 0.5;
      const around: readonly (readonly [number, number, string, 'teal' | 'coral' | 'gold' | 'plain'])[] = [
        [w * 0.2, h * 0.26, 'users', 'plain'],
        [w * 0.8, h * 0.26, 'calendar', 'teal'],
        [w * 0.2, h * 0.76, 'file-text', 'gold'],
        [w * 0.8, h * 0.76, 'circle-check', 'coral'],
      ];
      for (const [x, y] of around) s.add(rounded(line(cx, cy, x, y, { s: t.soft, w: s.sw * 1.2, dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 2.6)}` })));
      flow(s, around.slice(0, 1), u * 0.14);
      flow(s, around.slice(1, 2), u * 0.14);
      flow(s, around.slice(2, 3), u * 0.14);
      flow(s, around.slice(3, 4), u * 0.14);
      s.put(bot(), cx, cy, u * 0.24, { anchor: 'center' });
      s.put(sparkle('gold'), cx + u * 0.16, cy - u * 0.16, u * 0.05, { anchor: 'center' });
    },
    banner: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      const nodes: (readonly [number, number, number, string])[] = [
        [w * 0.05, h * 0.4, u * 0.025, t.teal],
        [w * 0.14, h * 0.7, u * 0.03, t.surface],
        [w * 0.27, h * 0.3, u * 0.025, t.gold],
        [w * 0.73, h * 0.72, u * 0.03, t.coral],
        [w * 0.86, h * 0.3, u * 0.025, t.surface],
        [w * 0.95, h * 0.62, u * 0.03, t.teal],
      ];
      network(s, nodes, [
        [0, 1],
        [1, 2],
        [3, 4],
        [4, 5],
        [3, 5],
      ]);
      s.put(bot(), w * 0.16, h * 0.42, u * 0.24, { anchor: 'center' });
      s.put(bubble(220, 90, 'left', 'teal', 2), w * 0.82, h * 0.46, u * 0.3, { anchor: 'center' });
    },
  },
};

// -- Everything else ---------------------------------------------------------------------------------

type Compose = (s: Scene) => void;

const OTHER_SCENES: Record<string, Compose> = {
  'hero-erp': (s) => {
    const { u } = s;
    const [bx, by] = heroStage(s);
    s.put(monitor(uiDashboard), bx(0.56), by(0.86), u * 0.4);
    s.put(ledger(), bx(0.2), by(0.94), u * 0.24);
    s.put(coins(4), bx(0.98), by(0.94), u * 0.065).put(coins(2), bx(0.86), by(0.94), u * 0.065);
    s.put(card(240, 160, uiLine([0.25, 0.4, 0.35, 0.6, 0.55, 0.85])), bx(0.9), by(0.1), u * 0.19, { anchor: 'center' });
    chip(s, 'receipt', bx(0.06), by(0.1), u * 0.04, 'coral');
  },
  'hero-hcm': (s) => {
    const { u, t } = s;
    const [bx, by] = heroStage(s);
    s.put(orgChartTall([t.gold, t.teal, t.coral, t.mid, t.teal, t.gold]), bx(0.46), by(0.5), u * 0.48, { anchor: 'center' });
    s.put(profileCard({ shirt: t.teal, hair: 'long' }, 'teal', true), bx(0.96), by(0.12), u * 0.13, { anchor: 'center' });
    chip(s, 'calendar', bx(0.02), by(0.06), u * 0.035, 'gold');
    chip(s, 'badge-check', bx(1), by(0.94), u * 0.04, 'coral');
  },
  'hero-cloud': (s) => {
    const { u } = s;
    const [bx, by] = heroStage(s);
    cloudHub(
      s,
      bx(0.5),
      by(0.14),
      u * 0.3,
      [
        [serverRack(5), bx(0.1), u * 0.1],
        [database('teal'), bx(0.5), u * 0.1],
        [laptop(uiBars([0.4, 0.7, 0.55, 0.9])), bx(0.9), u * 0.18],
      ],
      by(0.92),
    );
    chip(s, 'shield-check', bx(1), by(0.02), u * 0.04, 'coral');
    chip(s, 'globe', bx(0), by(0.06), u * 0.032, 'plain');
  },
  partner: (s) => {
    const { w, h, u, t } = s;
    const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
    s.put(presentationScreen(uiGantt), w * 0.5, gy, u * 0.62);
    s.put(standing({ shirt: t.coral, hair: 'long', point: true }), w * 0.16, gy, u * 0.15);
    s.put(standing({ shirt: t.teal, hair: 'short' }), w * 0.84, gy, u * 0.15, { flip: true });
    s.put(medal(), w * 0.86, h * 0.24, u * 0.1, { anchor: 'center' });
  },
  'about-story': (s) => {
    const { w, h, u, t } = s;
    stage(s, { br: 0, dots: false, gy: false });
    // window onto a cedar
    const wx = w * 0.52;
    const wy = h * 0.1;
    const ww = w * 0.36;
    const wh = h * 0.42;
    s.add(rect(wx, wy, ww, wh, u * 0.02, { f: t.tealSoft, s: t.line, w: s.sw }));
    s.add(circ(wx + ww * 0.78, wy + wh * 0.26, u * 0.045, { f: t.goldSoft }));
    s.put(cedarTree(), wx + ww * 0.34, wy + wh - s.sw, ww * 0.5);
    s.add(rect(wx + ww * 0.62, wy + wh * 0.64, ww * 0.3, wh * 0.36, 0, { f: t.surface, o: 0.7 }));
    s.add(
      rounded(line(wx + ww / 2, wy, wx + ww / 2, wy + wh, { s: t.line, w: s.sw })),
      rounded(line(wx, wy + wh * 0.5, wx + ww, wy + wh * 0.5, { s: t.line, w: s.sw })),
    );
    s.add(rect(wx - u * 0.015, wy + wh, ww + u * 0.03, u * 0.02, u * 0.008, { f: t.tint, s: t.line, w: s.sw }));
    s.put(card(200, 140, uiBoard), w * 0.22, h * 0.28, u * 0.26, { anchor: 'center' });
    const gy = h * 0.92;
    deskTeam(s, w * 0.46, gy, w * 0.62, [
      { shirt: t.teal, hair: 'long' },
      { shirt: t.coral, hair: 'short' },
      { shirt: t.mid, hair: 'bun' },
    ]);
    s.put(plant(), w * 0.88, gy, u * 0.12);
  },
  'about-solutions': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr', gy: false });
    const pos: readonly (readonly [number, number])[] = [
      [w * 0.26, h * 0.62],
      [w * 0.5, h * 0.3],
      [w * 0.74, h * 0.62],
    ];
    link(s, pos[0]?.[0] ?? 0, pos[0]?.[1] ?? 0, pos[1]?.[0] ?? 0, pos[1]?.[1] ?? 0, { bend: 0, color: t.teal });
    link(s, pos[1]?.[0] ?? 0, pos[1]?.[1] ?? 0, pos[2]?.[0] ?? 0, pos[2]?.[1] ?? 0, { bend: 0, color: t.teal });
    link(s, pos[0]?.[0] ?? 0, pos[0]?.[1] ?? 0, pos[2]?.[0] ?? 0, pos[2]?.[1] ?? 0, { bend: 0, color: t.teal });
    const size = u * 0.34;
    s.put(card(240, 200, fit(ledger())), pos[0]?.[0] ?? 0, pos[0]?.[1] ?? 0, size, { anchor: 'center' });
    s.put(card(240, 200, fit(orgChart([t.gold, t.teal, t.coral, t.mid]))), pos[1]?.[0] ?? 0, pos[1]?.[1] ?? 0, size, { anchor: 'center' });
    s.put(card(240, 200, fit(cloud({ fill: 'teal', inner: true }))), pos[2]?.[0] ?? 0, pos[2]?.[1] ?? 0, size, { anchor: 'center' });
  },
  'why-wisdom': (s) => {
    const { w, h, u } = s;
    const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
    s.put(openBook(), w * 0.5, gy, u * 0.6);
    s.put(lightbulb(), w * 0.5, h * 0.36, u * 0.2, { anchor: 'center' });
    for (const a of [-60, -30, 0, 30, 60]) {
      const r1 = u * 0.2;
      const r2 = u * 0.26;
      const rad = ((a - 90) * Math.PI) / 180;
      s.add(
        rounded(
          line(w * 0.5 + r1 * Math.cos(rad), h * 0.33 + r1 * Math.sin(rad), w * 0.5 + r2 * Math.cos(rad), h * 0.33 + r2 * Math.sin(rad), {
            s: s.t.gold,
            w: s.sw * 1.2,
          }),
        ),
      );
    }
  },
  'why-mastery': (s) => {
    const { w, h, u } = s;
    const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
    s.put(documentPage(uiText(5), { stamp: true }), w * 0.4, gy, u * 0.42, { rotate: -6 });
    s.put(medal(), w * 0.66, gy - u * 0.04, u * 0.26);
    s.put(sparkle('gold'), w * 0.82, h * 0.22, u * 0.06, { anchor: 'center' });
    s.put(sparkle('teal'), w * 0.2, h * 0.3, u * 0.04, { anchor: 'center' });
  },
  'why-uniqueness': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'bl', gy: false });
    const r = u * 0.12;
    const dx = r * 1.78;
    const dy = r * 1.54;
    const cells: readonly (readonly [number, number, string, 'surface' | 'teal' | 'coral' | 'tint' | 'gold'])[] = [
      [-1, -1, 'radio-tower', 'surface'],
      [0, -1, 'landmark', 'surface'],
      [-1.5, 0, 'factory', 'surface'],
      [-0.5, 0, 'globe', 'coral'],
      [0.5, 0, 'truck', 'surface'],
      [-1, 1, 'building-2', 'surface'],
      [0, 1, 'plane', 'surface'],
      [1, -1, 'graduation-cap', 'tint'],
      [1.5, 0, 'heart-pulse', 'teal'],
      [1, 1, 'fuel', 'tint'],
    ];
    for (const [col, row, name, fill] of cells) {
      const x = w * 0.5 + col * dx;
      const y = h * 0.5 + row * dy;
      s.put(hexagon(fill), x, y, r * 2, { anchor: 'center' });
      s.add(icon(name, x, y, r * 0.8, fill === 'coral' || fill === 'teal' ? C.white : t.line, s.sw * 1.1));
    }
  },
  'career-development': (s) => {
    const { w, h, u, t } = s;
    const gy = stage(s, { bx: 0.5, by: 0.44, br: 0.42, dots: 'tr' });
    s.put(presentationScreen(growthContent), w * 0.46, gy - u * 0.1, u * 0.6);
    s.put(person({ shirt: t.teal, hair: 'long', back: true }), w * 0.3, h * 1.01, u * 0.2);
    s.put(person({ shirt: t.coral, hair: 'short', back: true }), w * 0.56, h * 1.01, u * 0.2);
    s.put(gradCap(), w * 0.84, h * 0.24, u * 0.16, { anchor: 'center', rotate: 10 });
  },
  'career-compensation': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.5, by: 0.44, br: 0.42, dots: false, gy: false });
    confetti(s, 'compensation', w * 0.08, h * 0.06, w * 0.84, h * 0.5, 26);
    s.put(rocket(), w * 0.5, h * 0.62, u * 0.2, { anchor: 'center', rotate: 8 });
    s.put(person({ shirt: t.teal, hair: 'long' }), w * 0.22, h * 1.01, u * 0.22);
    s.put(person({ shirt: t.gold, hair: 'short' }), w * 0.4, h * 1.01, u * 0.24);
    s.put(person({ shirt: t.coral, hair: 'bun' }), w * 0.6, h * 1.01, u * 0.24);
    s.put(person({ shirt: t.mid, hair: 'short' }), w * 0.78, h * 1.01, u * 0.22);
  },
  'career-delivery': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr', gy: false });
    s.put(videoCall([t.teal, t.coral, t.gold, t.mid]), w * 0.44, h * 0.52, u * 0.9, { anchor: 'center' });
    s.put(globe(), w * 0.86, h * 0.26, u * 0.2, { anchor: 'center' });
    s.put(clock(9, 0), w * 0.86, h * 0.74, u * 0.15, { anchor: 'center' });
  },
  'solution-on-premise': (s) => {
    const { w, h, u, t } = s;
    const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'tl' });
    s.add(rect(w * 0.2, h * 0.12, w * 0.6, u * 0.03, u * 0.01, { f: t.tint, s: t.line, w: s.sw }));
    [0.34, 0.44, 0.54, 0.64].forEach((x, i) => {
      s.add(rounded(line(w * x, h * 0.12 + u * 0.03, w * x, gy - u * 0.56, { s: t.soft, w: s.sw })));
      s.put(serverRack(6, { open: i === 2 }), w * x, gy, u * 0.22);
    });
    s.put(database('teal'), w * 0.78, gy, u * 0.14);
    s.put(standing({ shirt: t.coral, hair: 'short', point: true }), w * 0.2, gy, u * 0.13);
  },
  'solution-cloud': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'tr', gy: false });
    const cx = w * 0.5;
    const cy = h * 0.36;
    const ends: readonly (readonly [number, number])[] = [
      [w * 0.2, h * 0.66],
      [w * 0.36, h * 0.84],
      [w * 0.64, h * 0.84],
      [w * 0.8, h * 0.66],
    ];
    for (const [x, y] of ends) link(s, cx, cy, x, y, { bend: 0, color: t.teal, solid: true });
    s.put(cloud({ inner: true }), cx, cy, u * 0.6, { anchor: 'center' });
    chip(s, 'monitor', ends[0]?.[0] ?? 0, ends[0]?.[1] ?? 0, u * 0.07, 'plain');
    chip(s, 'database', ends[1]?.[0] ?? 0, ends[1]?.[1] ?? 0, u * 0.07, 'teal');
    chip(s, 'smartphone', ends[2]?.[0] ?? 0, ends[2]?.[1] ?? 0, u * 0.07, 'coral');
    chip(s, 'server', ends[3]?.[0] ?? 0, ends[3]?.[1] ?? 0, u * 0.07, 'plain');
  },
  'solution-industry': (s) => {
    const { w, u } = s;
    const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'tr', gx1: 0.06, gx2: 0.94 });
    s.put(telecomTower(), w * 0.11, gy, u * 0.19);
    s.put(bank(), w * 0.27, gy, u * 0.44);
    s.put(hospital(), w * 0.48, gy, u * 0.48);
    s.put(factory(), w * 0.69, gy, u * 0.46);
    s.put(towerCrane(120), w * 0.87, gy, u * 0.42);
  },
  'solution-technology': (s) => {
    const { w, h, u } = s;
    stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'bl', gy: false });
    s.put(codeWindow(), w * 0.4, h * 0.52, u * 0.64, { anchor: 'center' });
    s.put(gear(8, 'teal'), w * 0.7, h * 0.3, u * 0.16, { anchor: 'center' });
    s.put(gear(6, 'gold'), w * 0.78, h * 0.46, u * 0.11, { anchor: 'center' });
    flow(
      s,
      [
        [w * 0.68, h * 0.76, 'database', 'plain'],
        [w * 0.82, h * 0.76, 'cloud', 'coral'],
      ],
      u * 0.12,
    );
  },
};

const growthContent: Content = (c, x, y, w, h) => uiBars([0.25, 0.4, 0.55, 0.72, 0.9], [c.t.tint, c.t.tealSoft, c.t.teal, c.t.teal, c.t.coral])(c, x, y, w, h);

// -- Blog posts --------------------------------------------------------------------------------------

const BLOG_SCENES: Record<string, readonly [Compose, Compose, Compose]> = {
  able: [
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr', gy: false });
      s.put(card(360, 280, fit(orgChart([t.gold, t.teal, t.coral, t.mid]))), w * 0.4, h * 0.52, u * 0.62, { anchor: 'center' });
      s.put(medal(), w * 0.78, h * 0.5, u * 0.24, { anchor: 'center' });
      s.put(sparkle('gold'), w * 0.88, h * 0.22, u * 0.05, { anchor: 'center' });
    },
    (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(
        documentPage((c, x, y, cw, ch) => uiRows(5, [c.t.teal, c.t.coral])(c, x, y, cw, ch)),
        w * 0.36,
        gy,
        u * 0.4,
        { rotate: -5 },
      );
      s.put(calendar([5, 19]), w * 0.64, gy - u * 0.3, u * 0.24);
      s.put(coins(4), w * 0.66, gy, u * 0.1).put(coins(2), w * 0.74, gy, u * 0.1);
      s.put(standing({ shirt: t.teal, hair: 'long' }), w * 0.86, gy, u * 0.12, { flip: true });
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(growth(), w * 0.4, gy, u * 0.46);
      s.put(clipboard(4), w * 0.72, gy, u * 0.28);
      chip(s, 'circle-check', w * 0.2, h * 0.24, u * 0.055, 'teal');
    },
  ],
  mexico: [
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl', gy: false });
      s.put(globe(), w * 0.5, h * 0.52, u * 0.66, { anchor: 'center' });
      link(s, w * 0.66, h * 0.42, w * 0.34, h * 0.48, { bend: 0.35, color: t.coral });
      s.put(planeTop(), w * 0.5, h * 0.23, u * 0.09, { anchor: 'center', flip: true, rotate: -8 });
      s.put(pin(t.coral), w * 0.34, h * 0.48, u * 0.07).put(pin(t.teal), w * 0.66, h * 0.42, u * 0.06);
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br' });
      s.put(standing({ shirt: t.coral, hair: 'long', point: true }), w * 0.3, gy, u * 0.14);
      s.put(standing({ shirt: t.teal, hair: 'short' }), w * 0.7, gy, u * 0.14, { flip: true });
      s.put(bubble(220, 100, 'left', 'surface'), w * 0.4, h * 0.26, u * 0.24, { anchor: 'center' });
      s.put(bubble(220, 100, 'right', 'teal'), w * 0.62, h * 0.4, u * 0.24, { anchor: 'center' });
      chip(s, 'languages', w * 0.5, gy - u * 0.12, u * 0.05, 'gold');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5), { stamp: true }), w * 0.34, gy, u * 0.44);
      s.put(clock(9, 0), w * 0.66, h * 0.36, u * 0.18, { anchor: 'center' });
      s.put(clock(17, 0, 'night'), w * 0.82, h * 0.56, u * 0.16, { anchor: 'center' });
      link(s, w * 0.7, h * 0.5, w * 0.78, h * 0.46, { bend: 0.4, color: t.teal, dots: false });
    },
  ],
  'antonine-uni': [
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
      s.put(tree(), w * 0.14, gy, u * 0.11).put(tree('tint'), w * 0.86, gy, u * 0.12);
      s.put(campus(), w * 0.5, gy, u * 0.76);
      s.put(gradCap(), w * 0.2, h * 0.24, u * 0.16, { anchor: 'center', rotate: -10 });
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.44, by: 0.5, br: 0.42, dots: 'br' });
      s.put(orgChart([t.gold, t.teal, t.coral, t.mid]), w * 0.42, h * 0.48, u * 0.6, { anchor: 'center' });
      s.put(books(), w * 0.82, gy, u * 0.22);
      s.put(gradCap(), w * 0.82, gy - u * 0.15, u * 0.18);
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(laptop(uiDashboard), w * 0.44, gy, u * 0.66);
      s.put(card(200, 200, uiDonut([0.34, 0.26, 0.2], [t.teal, t.coral, t.gold])), w * 0.84, h * 0.34, u * 0.2, { anchor: 'center' });
    },
  ],
  'blc-bank': [
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
      s.put(bank(), w * 0.46, gy, u * 0.7);
      s.put(coins(4), w * 0.84, gy, u * 0.1).put(coins(6), w * 0.14, gy, u * 0.1);
      chip(s, 'landmark', w * 0.84, h * 0.24, u * 0.05, 'teal');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(serverRack(5), w * 0.18, gy, u * 0.18);
      s.put(cloud({ fill: 'teal', inner: true }), w * 0.5, h * 0.4, u * 0.34, { anchor: 'center' });
      s.put(ledger(), w * 0.8, gy, u * 0.34);
      link(s, w * 0.26, gy - u * 0.3, w * 0.4, h * 0.44, { bend: -0.2, color: t.coral });
      link(s, w * 0.62, h * 0.44, w * 0.76, gy - u * 0.2, { bend: -0.2, color: t.coral });
      chip(s, 'git-branch', w * 0.5, gy - u * 0.06, u * 0.05, 'plain');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5, [t.teal])), w * 0.32, gy, u * 0.38, { rotate: -4 });
      s.put(documentPage(uiRows(5, [t.teal])), w * 0.56, gy, u * 0.38, { rotate: 4 });
      chip(s, 'check-check', w * 0.44, h * 0.22, u * 0.06, 'teal');
      s.put(card(200, 150, uiLine([0.3, 0.45, 0.4, 0.62, 0.7])), w * 0.82, h * 0.4, u * 0.22, { anchor: 'center' });
    },
  ],
  'business-check-up': [
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
      s.put(clipboard(2), w * 0.44, gy, u * 0.42);
      s.put(magnifier(), w * 0.66, h * 0.5, u * 0.28, { anchor: 'center' });
      chip(s, 'heart-pulse', w * 0.2, h * 0.3, u * 0.05, 'coral');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br' });
      s.put(laptop(uiDashboard), w * 0.42, gy, u * 0.64);
      s.put(standing({ shirt: t.coral, hair: 'short' }), w * 0.84, gy, u * 0.13, { flip: true });
      s.put(bubble(200, 90, 'right', 'teal'), w * 0.8, h * 0.36, u * 0.2, { anchor: 'center' });
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(
        documentPage((c, x, y, cw, ch) => uiBars([0.9, 0.75, 0.55, 0.4, 0.25], [c.t.coral, c.t.gold, c.t.teal, c.t.teal, c.t.tint])(c, x, y, cw, ch)),
        w * 0.34,
        gy,
        u * 0.42,
      );
      matrixCard(s, w * 0.56, h * 0.3, u * 0.38);
    },
  ],
  newroz: [
    (s) => {
      const { w, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
      s.put(block(160, 220, 'tint'), w * 0.22, gy, u * 0.16).put(block(130, 150), w * 0.32, gy, u * 0.13);
      s.put(block(140, 170), w * 0.76, gy, u * 0.14);
      s.put(dish(), w * 0.76, gy - Scene.height(block(140, 170), u * 0.14) + s.sw, u * 0.09);
      s.put(telecomTower(), w * 0.54, gy, u * 0.22);
      waves(s, w * 0.54, gy - u * 0.6, u * 0.06, 3, 0);
      waves(s, w * 0.54, gy - u * 0.6, u * 0.06, 3, 180);
    },
    (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl' });
      s.put(shelves(), w * 0.16, gy, u * 0.28);
      s.put(truck(), w * 0.48, gy, u * 0.4);
      s.put(telecomTower(), w * 0.84, gy, u * 0.16);
      link(s, w * 0.24, gy - u * 0.4, w * 0.8, gy - u * 0.44, { bend: -0.12, color: t.coral });
    },
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'br', gy: false });
      s.put(
        card(
          380,
          280,
          (c, x, y, cw, ch) =>
            rect(x, y, cw, ch, 10, { f: c.t.tealSoft, o: 0.5 }) +
            pd(`M${x + cw * 0.1} ${y + ch * 0.7} C${x + cw * 0.3} ${y + ch * 0.3} ${x + cw * 0.6} ${y + ch * 0.9} ${x + cw * 0.9} ${y + ch * 0.3}`, {
              s: c.t.soft,
              w: c.sw,
              dash: `${c.sw * 0.1} ${c.sw * 2.6}`,
            }),
        ),
        w * 0.42,
        h * 0.5,
        u * 0.66,
        { anchor: 'center' },
      );
      for (const [x, y, color] of [
        [0.24, 0.52, t.coral],
        [0.42, 0.42, t.teal],
        [0.6, 0.6, t.gold],
      ] as const)
        s.put(pin(color), w * x, h * y, u * 0.07);
      s.put(card(200, 150, uiBars([0.4, 0.6, 0.8, 0.55])), w * 0.84, h * 0.3, u * 0.22, { anchor: 'center' });
      chip(s, 'radio-tower', w * 0.82, h * 0.7, u * 0.05, 'teal');
    },
  ],
  asiacell: [
    (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl', gy: false });
      s.put(
        phone(
          (c, x, y, cw, ch) =>
            avatar(c, x + cw / 2, y + ch * 0.2, cw * 0.24, { shirt: c.t.teal, hair: 'long' }) +
            bar(x + cw * 0.2, y + ch * 0.42, cw * 0.6, ch * 0.06, c.t.solid) +
            uiRows(4, [c.t.teal, c.t.coral])(c, x, y + ch * 0.54, cw, ch * 0.46),
        ),
        w * 0.5,
        h * 0.52,
        u * 0.32,
        { anchor: 'center' },
      );
      s.put(bubble(200, 90, 'right', 'teal'), w * 0.24, h * 0.3, u * 0.22, { anchor: 'center' });
      s.put(calendar([3, 4]), w * 0.78, h * 0.64, u * 0.2, { anchor: 'center' });
      chip(s, 'signal', w * 0.8, h * 0.24, u * 0.05, 'coral');
    },
    (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5, [t.teal, t.gold]), { stamp: true }), w * 0.42, gy, u * 0.42);
      s.put(coins(5), w * 0.7, gy, u * 0.11).put(coins(3), w * 0.78, gy, u * 0.11);
      s.put(standing({ shirt: t.teal, hair: 'short' }), w * 0.18, gy, u * 0.12);
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(target(), w * 0.36, gy, u * 0.46);
      s.put(profileCard({ shirt: t.coral, hair: 'bun' }, 'gold', true), w * 0.74, h * 0.5, u * 0.26, { anchor: 'center' });
      s.put(sparkle('gold'), w * 0.88, h * 0.18, u * 0.05, { anchor: 'center' });
    },
  ],
  'training-session': [
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.4, br: 0.42, dots: 'tl', gy: false });
      s.put(presentationScreen(uiLine([0.2, 0.35, 0.3, 0.55, 0.7])), w * 0.56, h * 0.66, u * 0.6);
      s.put(standing({ shirt: t.teal, hair: 'long', point: true }), w * 0.2, h * 0.74, u * 0.14);
      const sh = shirts(t);
      [0.34, 0.54, 0.74].forEach((x, i) =>
        s.put(person({ shirt: sh[(i + 1) % 4] ?? t.teal, hair: (['short', 'bun', 'long'] as const)[i], back: true }), w * x, h * 1.01, u * 0.2),
      );
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
      deskTeam(s, w * 0.5, gy, w * 0.7, [
        { shirt: t.coral, hair: 'long' },
        { shirt: t.teal, hair: 'short' },
        { shirt: t.gold, hair: 'bun' },
      ]);
      s.put(card(300, 170, uiCode), w * 0.5, h * 0.27, u * 0.4, { anchor: 'center' });
      chip(s, 'database', w * 0.82, h * 0.2, u * 0.05, 'coral');
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(openBook(), w * 0.36, gy, u * 0.5);
      s.put(clipboard(3), w * 0.7, gy, u * 0.26);
      s.put(medal(), w * 0.86, h * 0.3, u * 0.1, { anchor: 'center' });
    },
  ],
};

/** The composition for a registry key, or undefined. */
function composeFor(key: string): Compose | undefined {
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
  if (!compose) throw new Error(`No composition for "${key}": add one in scripts/generate-art.ts`);
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

async function makePhoto(key: string, asset: ImageAsset, file: string): Promise<void> {
  await writeRaster(file, photoSvg(key, asset.width, asset.height), asset.width, asset.height);
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

// ---------------------------------------------------------------------------------------------------
// Client wordmarks
// ---------------------------------------------------------------------------------------------------

/** Splits words into 1–3 lines and picks the layout that allows the largest text (fewer lines win ties). */
function fitLines(words: readonly string[], maxWidth: number, maxHeight: number, maxSize: number, upper = false): { lines: string[]; size: number } {
  const layouts: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++) {
    layouts.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; j < words.length; j++) {
      layouts.push([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  let best = { lines: layouts[0] ?? [], size: 0, score: 0 };
  for (const lines of layouts) {
    // measured generously (fallback fonts such as DejaVu Sans run wider than Arial)
    const widest = Math.max(...lines.map((line, i) => wordmarkWidthEm(line, i === 0, upper)));
    const size = Math.min(maxSize, maxWidth / widest, maxHeight / (lines.length * 1.08));
    const score = size * (1 - 0.06 * (lines.length - 1));
    if (score > best.score) best = { lines, size, score };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

function wordmarkWidthEm(text: string, bold: boolean, upper: boolean): number {
  const base = textWidthEm(upper ? text.toUpperCase() : text, bold) * 1.12;
  return upper ? base + text.length * 0.08 : base;
}

type LogoMark = 'ring' | 'diamond' | 'hexagon' | 'bars' | 'arcs' | 'split' | 'tile';

/** A simple geometric placeholder mark in a size×size box at (x, y). */
function logoMark(kind: LogoMark, x: number, y: number, size: number, ink: string, accent: string, letters: string): string {
  const c = size / 2;
  const cx = x + c;
  const cy = y + c;
  switch (kind) {
    case 'ring':
      return circ(cx, cy, c * 0.8, { s: ink, w: size * 0.16 }) + circ(cx, cy, c * 0.3, { f: accent });
    case 'diamond':
      return (
        poly([cx, y, x + size, cy, cx, y + size, x, cy], { f: ink }) +
        poly([cx, cy - c * 0.42, cx + c * 0.42, cy, cx, cy + c * 0.42, cx - c * 0.42, cy], { f: accent })
      );
    case 'hexagon':
      return el('polygon', { points: hexagonPoints(cx, cy, c), fill: ink }) + el('polygon', { points: hexagonPoints(cx, cy, c * 0.45), fill: accent });
    case 'bars':
      return [0.45, 0.7, 1]
        .map((k, i) => rect(x + i * size * 0.36, y + size * (1 - k), size * 0.26, size * k, size * 0.06, { f: i === 2 ? accent : ink }))
        .join('');
    case 'arcs':
      return (
        pd(`M${f2(x)} ${f2(y + size)} A${f2(size)} ${f2(size)} 0 0 1 ${f2(x + size)} ${f2(y)} V${f2(y + size)} Z`, { f: ink }) +
        circ(x + size * 0.3, y + size * 0.3, size * 0.2, { f: accent })
      );
    case 'split':
      return (
        pd(`M${f2(cx)} ${f2(y)} A${f2(c)} ${f2(c)} 0 0 0 ${f2(cx)} ${f2(y + size)} Z`, { f: ink }) +
        pd(`M${f2(cx)} ${f2(y)} A${f2(c)} ${f2(c)} 0 0 1 ${f2(cx)} ${f2(y + size)} Z`, { f: accent })
      );
    case 'tile':
      return (
        rect(x, y, size, size, size * 0.22, { f: ink }) +
        `<text x="${f2(cx)}" y="${f2(cy + size * (letters.length > 2 ? 0.14 : 0.17))}" text-anchor="middle" font-family="${FONT}" font-size="${f2(size * (letters.length > 2 ? 0.38 : 0.48))}" font-weight="700" fill="${C.white}">${escapeXml(letters)}</text>`
      );
  }
}

/**
 * Placeholder wordmarks (240×120): a plain geometric mark and the client's name set as large as the box
 * allows, so the name stays legible (about 13 px and up) in a 150 px tile and in the home carousel.
 * Styles vary by client (mark, colours, mark beside or above, capitals) but stay obviously generic.
 */
function clientLogoSvg(slug: string): string {
  const r = seeded(`client-${slug}`);
  const name = titleCase(slug);
  const words = name.split(' ');
  const ink = r.pick([C.navy, C.slate, C.navy]);
  const accent = r.pick([C.teal, C.coral, C.gold, C.teal]);
  const kind = r.pick(['ring', 'diamond', 'hexagon', 'bars', 'arcs', 'split', 'tile'] as const);
  const upper = name.length <= 12 && r.chance(0.6);
  const pad = 6;
  const side = { mark: 38, gap: 10 };
  const sideFit = fitLines(words, 240 - pad * 2 - side.mark - side.gap, 120 - pad * 2, 40, upper);
  const topMark = 24;
  const topFit = fitLines(words, 240 - pad * 2, 120 - pad * 2 - topMark - 8, 40, upper);
  const layout = topFit.size > sideFit.size + 2 || (topFit.size >= sideFit.size - 1 && r.chance(0.4)) ? 'top' : 'side';
  const { lines, size } = layout === 'top' ? topFit : sideFit;
  const lineHeight = size * 1.08;
  const blockH = lines.length * lineHeight;
  const letters = initials(name);
  const weightOf = (i: number): number => (i === 0 || upper ? 700 : 400);
  const spacing = upper ? ` letter-spacing="${f2(size * 0.06)}"` : '';
  const text = (x: number, top: number, anchor: 'start' | 'middle'): string =>
    lines
      .map((lineText, i) => {
        const baseline = top + i * lineHeight + size * 0.8;
        return `<text x="${f2(x)}" y="${f2(baseline)}"${anchor === 'middle' ? ' text-anchor="middle"' : ''} font-family="${FONT}" font-size="${size}" font-weight="${weightOf(i)}"${spacing} fill="${i === 0 ? ink : C.slate}">${escapeXml(upper ? lineText.toUpperCase() : lineText)}</text>`;
      })
      .join('\n');
  let body: string;
  if (layout === 'side') {
    const textW = Math.max(...lines.map((l, i) => wordmarkWidthEm(l, i === 0, upper))) * size;
    const total = side.mark + side.gap + textW;
    const x0 = Math.max(pad, (240 - total) / 2);
    body = logoMark(kind, x0, 60 - side.mark / 2, side.mark, ink, accent, letters) + text(x0 + side.mark + side.gap, 60 - blockH / 2, 'start');
  } else {
    const top = (120 - (topMark + 8 + blockH)) / 2;
    body = logoMark(kind, 120 - topMark / 2, top, topMark, ink, accent, letters) + text(120, top + topMark + 8, 'middle');
  }
  return svgDocument(240, 120, body, name);
}

// ---------------------------------------------------------------------------------------------------
// Certification badges
// ---------------------------------------------------------------------------------------------------

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
  if (asset.src.startsWith('/images/clients/')) return clientLogoSvg(slug);
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
  const render = (source: string, size: number): Promise<Buffer> => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
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

/** One frame at time t (0..1): the poster's illustration, slowly zooming, with the mark, a caption and a progress bar. */
function videoFrameSvg(posterKey: string, w: number, h: number, t: number, caption: string): string {
  const compose = composeFor(posterKey);
  if (!compose) throw new Error(`No composition for the poster "${posterKey}"`);
  const scene = new Scene(w, h, LIGHT);
  compose(scene);
  const s = Math.min(w, h);
  const zoom = 1 + 0.06 * t;
  const pad = s * 0.06;
  const fontSize = s * 0.07;
  const pillW = textWidthEm(caption, true) * fontSize + fontSize * 2.4;
  const pillH = fontSize * 2;
  const pillY = h - pad - pillH;
  const captionLayer = [
    `<rect x="${n(pad * 0.6)}" y="${n(pad * 0.6)}" width="${n(s * 0.16)}" height="${n(s * 0.16)}" rx="${n(s * 0.035)}" fill="${C.navy}"/>`,
    cedarMark(pad * 0.6 + s * 0.025, pad * 0.6 + s * 0.018, s / 440, C.white, C.coral),
    `<rect x="${n(pad)}" y="${n(pillY)}" width="${n(pillW)}" height="${n(pillH)}" rx="${n(pillH / 2)}" fill="${C.deep}" fill-opacity="0.85"/>`,
    `<circle cx="${n(pad + fontSize)}" cy="${n(pillY + pillH / 2)}" r="${n(fontSize * 0.28)}" fill="${C.coral}"/>`,
    `<text x="${n(pad + fontSize * 1.7)}" y="${n(pillY + pillH / 2 + fontSize * 0.36)}" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="700" fill="${C.white}">${escapeXml(caption)}</text>`,
    `<rect x="0" y="${n(h - s * 0.012)}" width="${n(w * t)}" height="${n(s * 0.012)}" fill="${C.coral}"/>`,
  ];
  const art = `<g transform="translate(${n(w / 2)} ${n(h / 2)}) scale(${zoom.toFixed(5)}) translate(${n(-w / 2)} ${n(-h / 2)})">${scene.body()}</g>`;
  return svgDocument(w, h, `${art}\n${captionLayer.join('\n')}`);
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

async function makeVideo(poster: string, file: string, width: number, height: number): Promise<void> {
  // even dimensions for yuv420p
  const w = Math.round((width * VIDEO_SCALE) / 2) * 2;
  const h = Math.round((height * VIDEO_SCALE) / 2) * 2;
  const frames = VIDEO_FPS * VIDEO_SECONDS;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${w}x${h}`,
      '-r',
      String(VIDEO_FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '1',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`))));
  });
  const caption = captionFor(file);
  for (let i = 0; i < frames; i++) {
    const svg = videoFrameSvg(poster, w, h, i / frames, caption);
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
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
  if (only !== undefined) {
    // quick iteration on some pictures: `npm run art -- --only hero` (no icons, no checks)
    for (const [key, asset] of Object.entries(images) as [string, ImageAsset][]) {
      if (!key.includes(only)) continue;
      const file = await outputPath(asset.src);
      if (isRaster(asset.src)) await makePhoto(key, asset, file);
      else await writeFile(file, vectorFor(key, asset));
      console.log(`  ${asset.src}`);
    }
    for (const [key, video] of Object.entries(videos)) {
      if (key.includes(only) && hasFfmpeg()) await makeVideo(video.poster, await outputPath(video.src), video.width, video.height);
    }
    return;
  }

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
  for (const video of Object.values(videos)) {
    const file = await outputPath(video.src);
    if (ffmpegFound) await makeVideo(video.poster, file, video.width, video.height);
    expected.push(video);
  }

  await verify(expected);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
