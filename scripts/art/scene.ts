/**
 * The drawing kit for the illustrated photos: the LIGHT and DARK themes, SVG primitives (rect, circ, path,
 * polygon…) painted from one small object, motifs (drawings in their own box), the Scene that places motifs
 * at any size while keeping the picture's stroke width and renders the SVG, the backdrop (gradient, soft disc,
 * dots, ground line), and scene-level details: dashed links, signal waves, networks, lucide icons and the
 * round icon chips that float around a subject.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { C, LUCIDE } from './settings';
import { linearGradient, svgDocument } from './svg-helpers';

// ---------------------------------------------------------------------------------------------------
// Illustration: themes, primitives and the scene
//
// Every photo is a flat illustration: objects are filled shapes with one outline colour and one stroke
// width per picture, on a quiet two-tone background with one soft disc behind the subject. Two themes
// share the same drawing code: LIGHT for pictures shown as they are (cards next to text), DARK for
// pictures that sit under text (hero slides, page banners, the share image).
// ---------------------------------------------------------------------------------------------------

export interface Theme {
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
  /** Small solid details (wheels, clips, trunks). */
  readonly solid: string;
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

export const LIGHT: Theme = {
  dark: false,
  bg: ['#f5f8fc', '#e3ebf5'],
  blob: '#d8e4f1',
  line: C.navy,
  soft: '#a9bed7',
  surface: C.white,
  tint: '#d3e0ef',
  solid: C.navy,
  mid: '#3d6ea8',
  teal: C.teal,
  tealSoft: '#c4e6e8',
  coral: C.coral,
  coralSoft: '#f8d4c7',
  gold: C.gold,
  goldSoft: '#fbe5b4',
  shadow: '#c3d3e6',
};

export const DARK: Theme = {
  dark: true,
  bg: [C.deep, C.navy],
  blob: '#0d4480',
  line: '#d4e3f2',
  soft: '#3a6a9d',
  surface: '#124a84',
  tint: '#1d5e9e',
  solid: '#e4edf7',
  mid: '#2f78b8',
  teal: C.teal,
  tealSoft: '#17717d',
  coral: C.coral,
  coralSoft: '#d2694c',
  gold: C.gold,
  goldSoft: '#c99a3a',
  shadow: '#061f3b',
};

/** Two-decimal numbers for geometry. */
export const f2 = (value: number): string => String(Math.round(value * 100) / 100);

type AttrValue = string | number | undefined;

export function el(name: string, attrs: Record<string, AttrValue>, inner?: string): string {
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

export const rect = (x: number, y: number, w: number, h: number, r: number, p: Paint): string =>
  el('rect', { x, y, width: w, height: h, rx: r > 0 ? r : undefined, ...paint(p) });
export const circ = (cx: number, cy: number, r: number, p: Paint): string => el('circle', { cx, cy, r, ...paint(p) });
export const ell = (cx: number, cy: number, rx: number, ry: number, p: Paint): string => el('ellipse', { cx, cy, rx, ry, ...paint(p) });
export const pd = (d: string, p: Paint): string => el('path', { d, ...paint(p) });
export const line = (x1: number, y1: number, x2: number, y2: number, p: Paint): string => el('line', { x1, y1, x2, y2, ...paint(p) });
export const pts = (xy: readonly number[]): string =>
  xy
    .map((v, i) => `${f2(v)}${i % 2 === 0 ? ',' : ' '}`)
    .join('')
    .trim();
export const poly = (xy: readonly number[], p: Paint): string => el('polygon', { points: pts(xy), ...paint(p) });
export const pline = (xy: readonly number[], p: Paint): string => el('polyline', { points: pts(xy), ...paint(p) });
export const grp = (inner: string, transform?: string, attrs: Record<string, AttrValue> = {}): string => el('g', { transform, ...attrs }, inner);

/** What a motif gets to draw with: the theme, the stroke width in its own units, and unique ids for clip paths. */
export interface Ctx {
  readonly t: Theme;
  readonly sw: number;
  uid(prefix: string): string;
}

/** A drawing in its own w×h box, placed on a scene at any size (stroke width stays the picture's). */
export interface Motif {
  readonly w: number;
  readonly h: number;
  draw(c: Ctx): string;
}

export const motif = (w: number, h: number, draw: (c: Ctx) => string): Motif => ({ w, h, draw });

interface PutOptions {
  /** Which point of the box (x, y) names: bottom centre (default), centre or top centre. */
  readonly anchor?: 'bottom' | 'center' | 'top';
  readonly flip?: boolean;
  readonly rotate?: number;
  readonly opacity?: number;
}

export class Scene {
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

export function backdrop(s: Scene, o: BackdropOptions): void {
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
export const rounded = (svg: string): string => svg.replace(/\/>$/, `${RC}/>`);

/** A curved, dashed connection between two points with small end dots. */
export function link(
  s: Scene,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  o: { bend?: number; color?: string; dots?: boolean; solid?: boolean } = {},
): void {
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

/** A dotted route: a quadratic curve from (x1, y1) through the pull of (cx, cy) to (x2, y2), in the soft colour. */
export function route(s: Scene, x1: number, y1: number, cx: number, cy: number, x2: number, y2: number): void {
  const { sw } = s;
  s.add(rounded(pd(`M${f2(x1)} ${f2(y1)} Q${f2(cx)} ${f2(cy)} ${f2(x2)} ${f2(y2)}`, { s: s.t.soft, w: sw, dash: `${f2(sw * 0.1)} ${f2(sw * 2.6)}` })));
}

/** Concentric signal arcs around (cx, cy) facing `angle` degrees (0 = right). */
export function waves(s: Scene, cx: number, cy: number, r0: number, count: number, angle: number, color?: string, spread = 42): void {
  for (let i = 0; i < count; i++) {
    const r = r0 * (1 + i * 0.55);
    const a1 = ((angle - spread) * Math.PI) / 180;
    const a2 = ((angle + spread) * Math.PI) / 180;
    const d = `M${f2(cx + r * Math.cos(a1))} ${f2(cy + r * Math.sin(a1))} A${f2(r)} ${f2(r)} 0 0 1 ${f2(cx + r * Math.cos(a2))} ${f2(cy + r * Math.sin(a2))}`;
    s.add(rounded(pd(d, { s: color ?? s.t.teal, w: s.sw * 1.1, o: 1 - i * 0.22 })));
  }
}

/** A network of nodes (x, y, r, fill) and edges (index pairs). */
export function network(
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

/**
 * Lucide icons of people, faces and characters: the artwork draws none (docs/architecture.md, Artwork), so a
 * composition that asks for one stops the generator.
 */
const PEOPLE_ICONS = /(^|-)(users?|person|contact|baby|accessibility|smile|frown|laugh|meh|annoyed|angry|bot|ghost|skull|drama|hand|venus|mars)(-|$)/;

/** Lucide icon source, cached. */
const lucideCache = new Map<string, string>();
function lucideInner(name: string): string {
  const cached = lucideCache.get(name);
  if (cached !== undefined) return cached;
  if (PEOPLE_ICONS.test(name)) throw new Error(`"${name}" draws a person or a face: the artwork shows objects and symbols only`);
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
export function icon(name: string, cx: number, cy: number, size: number, color: string, strokeWidth: number): string {
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
export function chip(s: Scene, name: string, cx: number, cy: number, r: number, tone: 'teal' | 'coral' | 'gold' | 'plain' = 'plain'): void {
  const { t, sw } = s;
  const fill = tone === 'teal' ? t.teal : tone === 'coral' ? t.coral : tone === 'gold' ? t.gold : t.surface;
  const ink = tone === 'plain' ? t.line : t.dark ? C.white : tone === 'gold' ? C.navy : C.white;
  s.add(circ(cx, cy + r * 0.12, r, { f: t.shadow, o: t.dark ? 0.5 : 0.6 }));
  s.add(circ(cx, cy, r, { f: fill, s: tone === 'plain' ? t.line : fill, w: sw }));
  s.add(icon(name, cx, cy, r * 1.05, ink, sw * 1.05));
}

/** Placeholder text: a rounded bar. */
export const bar = (x: number, y: number, w: number, h: number, fill: string): string => rect(x, y, w, h, h / 2, { f: fill });
