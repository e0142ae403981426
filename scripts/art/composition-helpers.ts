/**
 * What the compositions share, in scene units: the stage (background, soft disc, dots, ground line) and
 * the hero slides' stage, which keeps the subject clear of the text; the shirt colours; a team at a desk,
 * flag milestones, a workflow of icon boxes, a cloud joined to objects, confetti and an impact/effort matrix;
 * and the Compose type, a function that draws one picture on a scene.
 */
import { cloud, desk } from './motifs-documents-and-symbols';
import { person, type PersonStyle } from './motifs-people-and-screens';
import { backdrop, chip, circ, el, f2, icon, line, link, motif, type Motif, pd, pline, poly, rect, rounded, Scene, type Theme } from './scene';
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

export const shirts = (t: Theme): readonly [string, string, string, string] => [t.teal, t.coral, t.mid, t.gold];

/** A row of people behind a desk with laptops seen from the back. */
export function deskTeam(s: Scene, cx: number, gy: number, width: number, people: readonly PersonStyle[], o: { laptops?: boolean } = {}): void {
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

/**
 * Hero slides: the text sits on the left on desktop and over the middle on phones, and the slide crops
 * the top and bottom on wide screens. The subject therefore stays in a box at the right, between 69 % and
 * 95 % of the width and 25 % and 75 % of the height; returns functions from fractions of that box to pixels.
 */
export function heroStage(s: Scene): [(f: number) => number, (f: number) => number] {
  const { w, h } = s;
  stage(s, { bx: 0.82, by: 0.5, br: 0.31, dots: false, gy: false, ring: [0.82, 0.5, 0.4] });
  return [(f) => w * (0.69 + 0.26 * f), (f) => h * (0.25 + 0.5 * f)];
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
