/**
 * What the compositions share, in scene units: the stage (background, soft disc, dots, ground line), the
 * card stage that keeps a blog card's subject whole under any centre crop, and the hero slides' stage,
 * which keeps the subject in the slide's end half (right, or left for the right-to-left twins); the accent
 * colours; laptops on a desk, flag milestones, a workflow of icon boxes, a cloud joined to objects, confetti
 * and an impact/effort matrix; and the Compose type, a function that draws one picture on a scene.
 */
import { cloud, desk } from './motifs-documents-and-symbols';
import { type Content, laptop } from './motifs-screens-and-charts';
import { backdrop, chip, circ, el, f2, icon, line, link, type Motif, pd, pline, poly, rect, rounded, Scene, type Theme } from './scene';
import { C } from './settings';
import { seeded } from './svg-helpers';

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
export function stage(s: Scene, o: StageOptions = {}): number {
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

/** The four accent colours, in the order compositions cycle through them. */
export const accents = (t: Theme): readonly [string, string, string, string] => [t.teal, t.coral, t.mid, t.gold];

/** Open laptops side by side on a desk, each showing its own screen. */
export function deskLaptops(s: Scene, cx: number, gy: number, width: number, screens: readonly Content[]): void {
  const slot = width / screens.length;
  const table = desk((width * 1.08) / (s.u * 0.0024));
  const deskY = gy - Scene.height(table, width * 1.08) + s.sw;
  screens.forEach((screen, i) => s.put(laptop(screen), cx - width / 2 + slot * (i + 0.5), deskY + s.sw, slot * 0.86));
  s.put(table, cx, gy, width * 1.08);
}

/** A row of flag milestones along a path, in scene units. */
export function milestones(s: Scene, points: readonly (readonly [number, number])[], doneCount: number): void {
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
export function flow(s: Scene, boxes: readonly (readonly [number, number, string, 'teal' | 'coral' | 'gold' | 'plain'])[], size: number): void {
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

/** Which side of the hero slide the artwork's box is on: right on left-to-right pages, left on the `-rtl` twins. */
export type HeroSide = 'right' | 'left';

/**
 * Hero slides (1600×900): the artwork shows in the slide's end half, its inner edge fading into the text's
 * navy, and on phones the slide is cropped to a narrow strip at its start edge or centre. So the subject stays
 * in a box at the outer side, 72 % to 95 % of the width from the text's side (5 % to 28 % on the left for the
 * right-to-left twins) and 20 % to 80 % of the height (a screen wider than 2.4:1 crops more): whole within its half with a margin, and out of a
 * phone's strip. Returns `ox` from outer-ness (0 at the box's outer edge, 1 at its inner edge, towards the
 * text) to pixels, and `oy` from a fraction of the box's height. A composition puts its focal, brightest
 * element near the outer edge and its quiet parts towards the text, so the same numbers compose both sides;
 * only the placement changes with the side, never the drawings (no motif is flipped).
 */
export function heroStage(s: Scene, side: HeroSide): [(o: number) => number, (f: number) => number] {
  const { w, h } = s;
  const outer = side === 'right' ? 0.95 : 0.05;
  const inward = side === 'right' ? -0.23 : 0.23;
  const at = (o: number): number => outer + inward * o;
  stage(s, { bx: at(0.36), by: 0.46, br: 0.18, dots: false, gy: false, ring: [at(0.5), 0.5, 0.2] });
  return [(o) => w * at(o), (f) => h * (0.2 + 0.6 * f)];
}

/**
 * Blog cards (1200×800): the news strip and the cards crop a post's first picture to about 4:3, 1:1 or 16:9
 * around its centre, so its subject stays within 22 % to 78 % of the width and 13 % to 85 % of the height
 * (the 1:1 crop keeps 17 % to 83 %, the 16:9 one 8 % to 92 %). Draws the stage inside that box; returns
 * functions from fractions of the box to pixels, and the ground's y (the box's foot).
 */
export function cardStage(s: Scene, o: { ground?: boolean; by?: number } = {}): { bx: (f: number) => number; by: (f: number) => number; gy: number } {
  const { w, h } = s;
  const bx = (f: number): number => w * (0.22 + 0.56 * f);
  const by = (f: number): number => h * (0.13 + 0.72 * f);
  stage(s, { bx: 0.5, by: o.by ?? 0.48, br: 0.36, dots: false, gy: o.ground === false ? false : 0.85, gx1: 0.2, gx2: 0.8 });
  return { bx, by, gy: by(1) };
}

/** A cloud joined by straight lines to objects standing on `base` (and, optionally, plug chips on the lines). */
export function cloudHub(
  s: Scene,
  cx: number,
  cy: number,
  width: number,
  items: readonly (readonly [Motif, number, number])[],
  base: number,
  plugs = false,
): void {
  const { t, u } = s;
  const ends = items.map(([m, x, w]) => [cx + (x - cx) * 0.3, cy + width * 0.2, x, base - Scene.height(m, w) - u * 0.03] as const);
  for (const [x1, y1, x2, y2] of ends) link(s, x1, y1, x2, y2, { bend: 0, color: t.teal, solid: true });
  s.put(cloud({ inner: true }), cx, cy, width, { anchor: 'center' });
  for (const [m, x, w] of items) s.put(m, x, base, w);
  if (plugs) for (const [x1, y1, x2, y2] of ends) chip(s, 'plug', (x1 + x2) / 2, (y1 + y2) / 2, u * 0.035, 'plain');
}

/** Small confetti pieces in a region, deterministic by key. */
export function confetti(s: Scene, key: string, x: number, y: number, w: number, h: number, count: number): void {
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
export function matrixCard(s: Scene, x: number, y: number, size: number): void {
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

export type Compose = (s: Scene) => void;
