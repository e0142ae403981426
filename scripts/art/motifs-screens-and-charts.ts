/**
 * Motifs of screens and charts: what is drawn inside screens and cards (bar, line and ring charts, table
 * rows, text lines, a dashboard, a Gantt plan, code, a kanban board, a timetable, or any motif fitted into
 * the box); and what holds it: monitor, laptop, phone, cards, skill cards, chat bubbles and org charts of
 * role boxes. No person is drawn here or anywhere in the artwork (docs/architecture.md, Artwork): a role
 * is a box with an icon, a profile a card with a badge, never a face or a figure.
 */
import { bar, circ, type Ctx, f2, grp, icon, line, motif, type Motif, pd, pline, poly, pts, rect } from './scene';
import { C } from './settings';

/** Something to draw inside a screen or card: (ctx, x, y, w, h) -> svg. */
export type Content = (c: Ctx, x: number, y: number, w: number, h: number) => string;

export const uiBars =
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

export const uiLine =
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
export const uiDonut =
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
export const uiRows =
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
export const uiText =
  (lines: number, color?: string): Content =>
  ({ t }, x, y, w, h) => {
    const lh = h / lines;
    const bh = Math.min(lh * 0.45, 14);
    return Array.from({ length: lines }, (_, i) =>
      bar(x, y + i * lh + (lh - bh) / 2, w * (i === lines - 1 ? 0.6 : 0.92 - (i % 2) * 0.12), bh, color ?? t.tint),
    ).join('');
  };

/** A dashboard: sidebar, three KPI tiles, bars and a ring. */
export const uiDashboard: Content = (c, x, y, w, h) => {
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
export const uiGantt: Content = ({ t }, x, y, w, h) => {
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
export const uiCode: Content = ({ t, sw }, x, y, w, h) => {
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
export const uiBoard: Content = ({ t }, x, y, w, h) => {
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
export const fit =
  (m: Motif): Content =>
  (c, x, y, w, h) => {
    const k = Math.min(w / m.w, h / m.h);
    const ox = x + (w - m.w * k) / 2;
    const oy = y + (h - m.h * k) / 2;
    return grp(m.draw({ ...c, sw: c.sw / k }), `translate(${f2(ox)} ${f2(oy)}) scale(${k.toFixed(5)})`, { 'stroke-width': f2(c.sw / k) });
  };

/** A screen on a stand, 300×230. */
export function monitor(content: Content): Motif {
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
export function laptop(content: Content): Motif {
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
export function phone(content: Content): Motif {
  return motif(90, 170, (c) => {
    const { t } = c;
    return [rect(2, 2, 86, 166, 16, { f: t.surface, s: t.line }), bar(32, 10, 26, 5, t.tint), content(c, 12, 24, 66, 128)].join('');
  });
}

/** A floating card with a content area, w×h. */
export function card(w: number, h: number, content: Content, o: { header?: string; pad?: number } = {}): Motif {
  return motif(w, h, (c) => {
    const { t } = c;
    const pad = o.pad ?? Math.min(w, h) * 0.12;
    const head = o.header ? bar(pad, pad, w * 0.3, h * 0.07, o.header) : '';
    const top = o.header ? pad + h * 0.16 : pad;
    return rect(0, 0, w, h, Math.min(w, h) * 0.08, { f: t.surface, s: t.line }) + head + content(c, pad, top, w - pad * 2, h - top - pad);
  });
}

/** A chat bubble, w×h, tail at bottom left or right. */
export function bubble(w: number, h: number, side: 'left' | 'right', fill: 'surface' | 'teal' | 'coral' | 'gold', lines = 2): Motif {
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

/** A week's timetable: five day columns, sessions as coloured blocks. */
export const uiTimetable: Content = ({ t }, x, y, w, h) => {
  const cw = w / 5;
  const rh = (h - h * 0.12) / 4;
  const sessions: readonly (readonly [number, number, number, string])[] = [
    [0, 0, 1, t.teal],
    [0, 2, 1, t.goldSoft],
    [1, 1, 2, t.coral],
    [2, 0, 1, t.tealSoft],
    [2, 3, 1, t.teal],
    [3, 0, 2, t.gold],
    [3, 3, 1, t.tealSoft],
    [4, 1, 1, t.teal],
    [4, 2, 1, t.coralSoft],
  ];
  let svg = '';
  for (let col = 0; col < 5; col++) svg += bar(x + col * cw + cw * 0.18, y, cw * 0.64, h * 0.06, t.tint);
  for (let row = 1; row < 4; row++) svg += line(x, y + h * 0.12 + row * rh, x + w, y + h * 0.12 + row * rh, { s: t.tint, w: 1.5 });
  for (const [col, row, span, color] of sessions)
    svg += rect(x + col * cw + cw * 0.08, y + h * 0.12 + row * rh + rh * 0.1, cw * 0.84, rh * (span - 0.2), Math.min(cw, rh) * 0.14, { f: color });
  return svg;
};

/** A role in an org chart: a box with a coloured icon tile and two text bars, centred at (cx, cy). */
function roleBox(c: Ctx, cx: number, cy: number, w: number, h: number, accent: string, glyph: string): string {
  const { t } = c;
  const tile = h * 0.62;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const tx = x + h * 0.19;
  return [
    rect(x, y + h * 0.07, w, h, h * 0.18, { f: t.shadow, o: 0.55 }),
    rect(x, y, w, h, h * 0.18, { f: t.surface, s: t.line }),
    rect(tx, cy - tile / 2, tile, tile, tile * 0.24, { f: accent }),
    icon(glyph, tx + tile / 2, cy, tile * 0.6, accent === t.gold ? C.navy : C.white, c.sw * 0.9),
    bar(tx + tile + h * 0.16, cy - h * 0.17, w - tile - h * 0.6, h * 0.12, t.solid),
    bar(tx + tile + h * 0.16, cy + h * 0.07, (w - tile - h * 0.6) * 0.65, h * 0.1, t.tint),
  ].join('');
}

/** An org chart of role boxes: one head, three reports, with connectors; `open` leaves one report's box empty (dashed). 360×260. */
export function orgChart(accents: readonly string[], o: { open?: number } = {}): Motif {
  return motif(360, 260, (c) => {
    const conn = pd('M180 82 V118 M62 118 H298 M62 118 V168 M180 118 V168 M298 118 V168', { s: c.t.line });
    const boxes: readonly (readonly [number, number, number, number, string])[] = [
      [180, 48, 160, 66, 'briefcase'],
      [62, 200, 112, 60, 'calculator'],
      [180, 200, 112, 60, 'settings'],
      [298, 200, 112, 60, 'chart-column'],
    ];
    return (
      conn +
      boxes
        .map(([x, y, w, h, glyph], i) =>
          i === o.open
            ? rect(x - w / 2, y - h / 2, w, h, h * 0.18, { f: c.t.surface, s: c.t.soft, dash: `${f2(c.sw * 2.5)} ${f2(c.sw * 2)}` })
            : roleBox(c, x, y, w, h, accents[i % accents.length] ?? c.t.teal, glyph),
        )
        .join('')
    );
  });
}

/** A three-level org chart of role boxes, 460×380. */
export function orgChartTall(accents: readonly string[]): Motif {
  return motif(460, 380, (c) => {
    const conn = pd('M230 86 V122 M84 122 H376 M84 122 V158 M230 122 V158 M376 122 V158 M230 218 V256 M164 256 H296 M164 256 V296 M296 256 V296', {
      s: c.t.line,
    });
    const boxes: readonly (readonly [number, number, number, number, string])[] = [
      [230, 50, 180, 72, 'briefcase'],
      [84, 188, 140, 60, 'wallet'],
      [230, 188, 140, 60, 'graduation-cap'],
      [376, 188, 140, 60, 'calendar-check'],
      [164, 324, 124, 56, 'clipboard-list'],
      [296, 324, 124, 56, 'award'],
    ];
    return conn + boxes.map(([x, y, w, h, glyph], i) => roleBox(c, x, y, w, h, accents[i % accents.length] ?? c.t.teal, glyph)).join('');
  });
}

/** A skill card: a badge with an icon, title bars, skill chips. 200×240. */
export function skillCard(accent: 'teal' | 'coral' | 'gold', o: { check?: boolean; glyph?: string } = {}): Motif {
  return motif(200, 240, (c) => {
    const { t } = c;
    const soft = accent === 'teal' ? t.tealSoft : accent === 'coral' ? t.coralSoft : t.goldSoft;
    const strong = accent === 'teal' ? t.teal : accent === 'coral' ? t.coral : t.gold;
    return [
      rect(0, 0, 200, 240, 18, { f: t.surface, s: t.line }),
      pd('M0 18 A18 18 0 0 1 18 0 H182 A18 18 0 0 1 200 18 V56 H0 Z', { f: soft }),
      rect(64, 34, 72, 72, 20, { f: strong, s: t.line }),
      icon(o.glyph ?? 'award', 100, 70, 40, accent === 'gold' ? C.navy : C.white, c.sw * 1.1),
      bar(50, 124, 100, 12, t.solid),
      bar(66, 146, 68, 9, t.tint),
      rect(26, 176, 66, 22, 11, { f: soft }),
      rect(102, 176, 72, 22, 11, { f: t.tint }),
      bar(26, 210, 96, 8, t.tint),
      o.check ? circ(176, 22, 16, { f: strong, s: t.line }) + pline([168, 22, 174, 28, 185, 16], { s: t.surface, w: c.sw * 1.2 }) : '',
    ].join('');
  });
}
