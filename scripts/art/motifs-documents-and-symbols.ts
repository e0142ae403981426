/**
 * Motifs of documents, office objects and symbols: a page, a ledger, coins, rising bars, a clock, gears,
 * a cloud, a server rack, a database, a globe and a map pin, a clipboard, a magnifier, a calendar, a medal,
 * a lightbulb, a target, a mortarboard and books, a code window, an AI agent's core, sparkles, a rocket,
 * hexagons, trees and a potted plant, and the meeting room (desk, whiteboard, projection screen, video call
 * of shared screens).
 */
import { type Content, uiCode } from './motifs-screens-and-charts';
import { bar, circ, el, ell, f2, grp, line, motif, type Motif, pd, pline, poly, rect } from './scene';
import { C } from './settings';
import { hexagonPoints } from './svg-helpers';

/** A page with a folded corner, 160×200. */
export function documentPage(content: Content, o: { stamp?: boolean } = {}): Motif {
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
export function ledger(): Motif {
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
export function coins(count: number): Motif {
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
export function growth(): Motif {
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
export function clock(hour: number, minute: number, face?: 'night'): Motif {
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
export function gear(teeth = 8, fill?: 'teal' | 'tint' | 'gold'): Motif {
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
export function cloud(o: { fill?: 'surface' | 'teal' | 'tint'; inner?: boolean } = {}): Motif {
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
export function serverRack(units = 6, o: { open?: boolean } = {}): Motif {
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
export function database(fill?: 'teal' | 'surface'): Motif {
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
export function globe(o: { land?: boolean } = {}): Motif {
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
export function pin(color?: string): Motif {
  return motif(
    60,
    84,
    ({ t }) =>
      pd('M30 82 C30 82 4 52 4 30 A26 26 0 0 1 56 30 C56 52 30 82 30 82 Z', { f: color ?? t.coral, s: t.line }) + circ(30, 30, 10, { f: t.surface, s: t.line }),
  );
}

/** A clipboard with a checklist, 200×260. */
export function clipboard(checked = 3): Motif {
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
export function magnifier(): Motif {
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
export function calendar(marks: readonly number[] = [9, 17]): Motif {
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
export function medal(): Motif {
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
export function lightbulb(): Motif {
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
export function target(): Motif {
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
export function gradCap(): Motif {
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
export function books(): Motif {
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
export function openBook(): Motif {
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
export function codeWindow(): Motif {
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

/** An AI agent as a symbol, not a character: a processor chip with pins and a spark at its core, 160×170. */
export function aiAgent(): Motif {
  return motif(160, 170, ({ t, sw }) => {
    const pins = [44, 68, 92, 116]
      .map(
        (p) =>
          line(p, 18, p, 36, { s: t.line }) +
          line(p, 148, p, 166, { s: t.line }) +
          line(4, p + 8, 22, p + 8, { s: t.line }) +
          line(138, p + 8, 156, p + 8, { s: t.line }),
      )
      .join('');
    return [
      pins,
      rect(22, 36, 116, 112, 26, { f: t.surface, s: t.line }),
      rect(40, 54, 80, 76, 18, { f: t.dark ? C.deep : C.navy }),
      circ(80, 92, 27, { s: t.teal, w: sw * 0.9, o: 0.8 }),
      pd('M80 70 C82 86 86 90 102 92 C86 94 82 98 80 114 C78 98 74 94 58 92 C74 90 78 86 80 70 Z', { f: t.gold }),
      circ(106, 68, 4, { f: t.teal }),
    ].join('');
  });
}

/** Sparkle (four-point star), 40×40. */
export function sparkle(color?: 'gold' | 'teal' | 'coral'): Motif {
  return motif(40, 40, ({ t }) =>
    pd('M20 0 C22 14 26 18 40 20 C26 22 22 26 20 40 C18 26 14 22 0 20 C14 18 18 14 20 0 Z', {
      f: color === 'teal' ? t.teal : color === 'coral' ? t.coral : t.gold,
    }),
  );
}

/** A rocket, 100×210. */
export function rocket(): Motif {
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
export function hexagon(fill: 'surface' | 'teal' | 'coral' | 'tint' | 'gold'): Motif {
  return motif(100, 100, ({ t }) => {
    const color = fill === 'surface' ? t.surface : fill === 'teal' ? t.teal : fill === 'coral' ? t.coral : fill === 'gold' ? t.gold : t.tint;
    return el('polygon', { points: hexagonPoints(50, 50, 48), fill: color, stroke: t.line });
  });
}

/** A round-canopy tree, 70×120. */
export function tree(tone: 'teal' | 'tint' = 'teal'): Motif {
  return motif(70, 120, ({ t }) => rect(30, 60, 10, 58, 4, { f: t.solid }) + circ(35, 42, 32, { f: tone === 'teal' ? t.tealSoft : t.tint, s: t.line }));
}

/** The brand cedar as a tree, 120×140. */
export function cedarTree(): Motif {
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
export function plant(): Motif {
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
export function desk(w = 300): Motif {
  return motif(
    w,
    80,
    ({ t }) =>
      rect(0, 0, w, 16, 6, { f: t.tint, s: t.line }) + rect(w * 0.06, 16, 12, 62, 4, { f: t.solid }) + rect(w * 0.94 - 12, 16, 12, 62, 4, { f: t.solid }),
  );
}

/** A whiteboard on legs with sticky notes and arrows, 340×270. */
export function whiteboard(): Motif {
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
export function presentationScreen(content: Content): Motif {
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

/** A video call window: a 2×2 grid of shared screens (what each site shows: charts, a plan, code), 340×240. */
export function videoCall(tiles: readonly Content[]): Motif {
  return motif(340, 240, (c) => {
    const { t } = c;
    let svg = rect(2, 2, 336, 236, 16, { f: t.surface, s: t.line });
    for (let i = 0; i < 4; i++) {
      const x = 16 + (i % 2) * 158;
      const y = 16 + Math.floor(i / 2) * 96;
      svg += rect(x, y, 150, 88, 10, { f: i % 3 === 0 ? t.tint : t.tealSoft, o: 0.7 });
      svg += tiles[i % tiles.length]?.(c, x + 14, y + 14, 122, 60) ?? '';
      svg += rect(x, y, 150, 88, 10, { s: t.line, w: c.sw * 0.8 });
      svg += circ(x + 138, y + 76, 5, { f: i === 0 ? t.coral : t.teal });
    }
    return svg;
  });
}
