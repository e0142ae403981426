/**
 * Motifs of buildings, vehicles and industrial objects, mostly for the industry pictures: a telecom tower
 * and a dish, a tower crane and a building frame, a bank, a hospital and a heartbeat line, an airliner, a
 * plane seen from above and a control tower, an offshore rig and the sea, a pump jack, tanks and a pipeline,
 * a campus, a service counter, a factory, boxes, a conveyor, a truck, warehouse shelves, an office tower and
 * skyline blocks.
 */
import { uiRows } from './motifs-screens-and-charts';
import { bar, circ, el, ell, f2, grp, line, motif, type Motif, pd, pline, poly, rect, rounded, Scene } from './scene';
import { C } from './settings';

/** A lattice telecom tower with antenna panels, 120×340. */
export function telecomTower(): Motif {
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
export function dish(): Motif {
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
export function towerCrane(drop = 170): Motif {
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
export function buildingFrame(floors = 5, done = 2): Motif {
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
export function bank(): Motif {
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
export function hospital(): Motif {
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
export function heartbeat(s: Scene, x: number, y: number, w: number, color?: string): void {
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
export function airliner(): Motif {
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
export function planeTop(): Motif {
  return motif(80, 80, ({ t }) =>
    pd('M78 40 C78 36 72 34 66 34 H46 L28 6 H18 L30 34 H12 L6 24 H0 L4 40 L0 56 H6 L12 46 H30 L18 74 H28 L46 46 H66 C72 46 78 44 78 40 Z', {
      f: t.surface,
      s: t.line,
    }),
  );
}

/** An airport control tower, 90×260. */
export function controlTower(): Motif {
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
export function offshoreRig(): Motif {
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
export function sea(s: Scene, x: number, y: number, w: number, depth: number): void {
  const { t, sw } = s;
  s.add(rect(x, y, w, depth, 0, { f: t.tealSoft, o: t.dark ? 0.5 : 0.55 }));
  const step = s.u * 0.06;
  let d = `M${f2(x)} ${f2(y)}`;
  for (let px = x; px < x + w; px += step) d += ` q${f2(step / 4)} ${f2(-step / 6)} ${f2(step / 2)} 0 t${f2(step / 2)} 0`;
  s.add(rounded(pd(d, { s: t.teal, w: sw })));
}

/** A pump jack, 300×200. */
export function pumpJack(): Motif {
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
export function tanks(): Motif {
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
export function pipeline(w = 400): Motif {
  return motif(w, 90, ({ t }) => {
    let svg = rect(0, 50, w, 26, 13, { f: t.surface, s: t.line });
    for (let x = w * 0.12; x < w; x += w * 0.26) svg += rect(x, 44, 12, 38, 3, { f: t.tint, s: t.line });
    const vx = w * 0.56;
    return svg + rect(vx - 4, 18, 8, 32, 2, { f: t.solid }) + ell(vx, 16, 30, 8, { f: t.coral, s: t.line });
  });
}

/** A campus building with a portico and wings, 380×240. */
export function campus(): Motif {
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

/** A service counter: the queue's ticket display on its post, a screen with the requests and a desk bell, 360×230. */
export function serviceDesk(): Motif {
  return motif(360, 230, (c) => {
    const { t } = c;
    return [
      rect(64, 52, 12, 78, 4, { f: t.solid }),
      rect(20, 8, 100, 48, 10, { f: t.dark ? C.deep : C.navy, s: t.line }),
      bar(34, 25, 34, 14, t.gold),
      bar(76, 25, 30, 14, t.teal),
      rect(168, 40, 124, 80, 8, { f: t.surface, s: t.line }),
      uiRows(4, [t.teal, t.coral])(c, 180, 52, 100, 56),
      rect(220, 120, 20, 10, 2, { f: t.tint, s: t.line }),
      pd('M306 130 A20 20 0 0 1 346 130 Z', { f: t.gold, s: t.line }),
      circ(326, 106, 4, { f: t.line }),
      rect(0, 130, 360, 16, 6, { f: t.tint, s: t.line }),
      rect(12, 146, 336, 82, 6, { f: t.surface, s: t.line }),
      rect(36, 164, 120, 46, 6, { f: t.tealSoft }),
      rect(176, 164, 150, 46, 6, { f: t.tint }),
    ].join('');
  });
}

/** A factory with a saw-tooth roof and a chimney, 380×240. */
export function factory(): Motif {
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
export function box(tone: 'gold' | 'tint' | 'teal' = 'gold'): Motif {
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
export function conveyor(): Motif {
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
export function truck(): Motif {
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
export function shelves(): Motif {
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
export function officeTower(): Motif {
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
export function block(w: number, h: number, fill: 'surface' | 'tint' = 'surface'): Motif {
  return motif(w, h, ({ t }) => {
    let windows = '';
    const cols = Math.max(1, Math.floor((w - 16) / 26));
    const gap = (w - cols * 14) / (cols + 1);
    for (let y = 20; y < h - 24; y += 28)
      for (let c = 0; c < cols; c++) windows += rect(gap + c * (14 + gap), y, 14, 14, 2, { f: fill === 'surface' ? t.tint : t.surface, o: 0.9 });
    return rect(0, 0, w, h, 4, { f: fill === 'surface' ? t.surface : t.tint, s: t.line }) + windows;
  });
}
