/**
 * The industry pictures: for each industry (telecom, construction, financial institutions, oil and gas,
 * education, services, healthcare, airlines, manufacturing and distribution), two card illustrations
 * (industry-<slug>-1 and -2, light theme) and the page banner (industry-<slug>-banner, dark theme), each a
 * composition of motifs on a stage. Each sector's pictures draw its own objects (motifs-sector-objects.ts):
 * no chart, screen or dashboard stands in for a sector.
 */
import { type Compose, flow, stage } from './composition-helpers';
import {
  airliner,
  bank,
  block,
  box,
  buildingFrame,
  campus,
  controlTower,
  conveyor,
  dish,
  factory,
  heartbeat,
  hospital,
  offshoreRig,
  pipeline,
  planeTop,
  pumpJack,
  sea,
  serviceDesk,
  shelves,
  tanks,
  telecomTower,
  towerCrane,
  truck,
} from './motifs-buildings-and-vehicles';
import { books, coins, documentPage, gear, gradCap, tree } from './motifs-documents-and-symbols';
import { bubble, card, type Content, phone, uiBars, uiBoard, uiLine, uiRows, uiText, uiTimetable } from './motifs-screens-and-charts';
import {
  blisterPack,
  blueprint,
  boardingPass,
  coverageMap,
  departuresBoard,
  diploma,
  gauge,
  hardHat,
  medicineBottle,
  paymentCard,
  robotArm,
  stopwatch,
  vaultDoor,
} from './motifs-sector-objects';
import { chip, circ, f2, link, pd, pline, rect, rounded, route, Scene, waves } from './scene';

/** A phone's screen at full signal. */
const signalBars: Content = (c, x, y, cw, ch) =>
  uiBars([0.25, 0.5, 0.75, 1], [c.t.teal, c.t.teal, c.t.teal, c.t.coral])(c, x + cw * 0.1, y + ch * 0.3, cw * 0.8, ch * 0.4);

export const INDUSTRY_SCENES: Record<string, { readonly a: Compose; readonly b: Compose; readonly banner: Compose }> = {
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
      s.put(phone(signalBars), w * 0.2, gy, u * 0.12);
      chip(s, 'signal', w * 0.2, h * 0.3, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.44, by: 0.5, br: 0.4, dots: 'br' });
      s.put(coverageMap(), w * 0.42, h * 0.47, u * 0.72, { anchor: 'center' });
      s.shadow(w * 0.84, gy, u * 0.08);
      s.put(phone(signalBars), w * 0.84, gy, u * 0.17);
      link(s, w * 0.6, h * 0.3, w * 0.8, gy - u * 0.38, { bend: -0.25, color: t.teal });
      chip(s, 'radio-tower', w * 0.86, h * 0.2, u * 0.05, 'coral');
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
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.45, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.63, gy, u * 0.2);
      s.put(buildingFrame(5, 2), w * 0.64, gy, u * 0.32);
      s.put(towerCrane(110), w * 0.4, gy, u * 0.62);
      s.put(hardHat(), w * 0.87, gy, u * 0.13);
      chip(s, 'ruler', w * 0.84, h * 0.2, u * 0.05, 'gold');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.46, br: 0.4, dots: 'tr' });
      s.put(blueprint(), w * 0.44, h * 0.44, u * 0.74, { anchor: 'center', rotate: -3 });
      s.shadow(w * 0.78, gy, u * 0.13);
      s.put(hardHat(), w * 0.78, gy, u * 0.26);
      chip(s, 'ruler', w * 0.14, h * 0.2, u * 0.05, 'coral');
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
      const gy = stage(s, { bx: 0.48, by: 0.48, br: 0.4, dots: 'tl' });
      s.shadow(w * 0.5, gy, u * 0.26);
      s.put(vaultDoor(), w * 0.5, gy, u * 0.54);
      s.put(paymentCard(), w * 0.2, h * 0.62, u * 0.26, { anchor: 'center', rotate: -12 });
      s.put(coins(5), w * 0.8, gy, u * 0.1).put(coins(3), w * 0.88, gy, u * 0.1);
      chip(s, 'shield-check', w * 0.82, h * 0.24, u * 0.055, 'teal');
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
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.4, dots: 'tl' });
      s.put(pipeline(640), w * 0.6, gy, w * 0.56);
      s.put(tanks(), w * 0.8, gy, u * 0.28);
      s.shadow(w * 0.38, gy, u * 0.28);
      s.put(pumpJack(), w * 0.38, gy, u * 0.62);
      s.put(gauge(), w * 0.76, h * 0.3, u * 0.26, { anchor: 'center' });
      link(s, w * 0.76, h * 0.39, w * 0.66, gy - u * 0.1, { bend: 0.2, color: t.teal });
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
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.52, by: 0.46, br: 0.4, dots: 'bl' });
      s.put(card(360, 280, uiTimetable, { header: t.teal }), w * 0.58, h * 0.42, u * 0.6, { anchor: 'center' });
      s.shadow(w * 0.22, gy, u * 0.14);
      s.put(books(), w * 0.22, gy, u * 0.26);
      s.put(diploma(), w * 0.22, gy - u * 0.16, u * 0.26, { rotate: -6 });
      chip(s, 'calendar-days', w * 0.84, h * 0.78, u * 0.05, 'coral');
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
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.46, br: 0.42, dots: 'tr' });
      s.shadow(w * 0.46, gy, u * 0.32);
      s.put(serviceDesk(), w * 0.46, gy, u * 0.68);
      s.put(bubble(200, 110, 'right', 'surface'), w * 0.82, h * 0.24, u * 0.18, { anchor: 'center' });
      chip(s, 'headset', w * 0.14, h * 0.26, u * 0.05, 'coral');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.4, dots: 'tl' });
      s.put(card(380, 260, uiBoard, { header: t.coral }), w * 0.42, h * 0.46, u * 0.68, { anchor: 'center' });
      s.shadow(w * 0.82, gy, u * 0.1);
      s.put(stopwatch(), w * 0.82, gy, u * 0.22);
      chip(s, 'circle-check', w * 0.84, h * 0.22, u * 0.055, 'teal');
    },
    banner: (s) => {
      const { w, h, u } = s;
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
      s.put(serviceDesk(), w * 0.5, h * 0.96, u * 0.84);
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
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.4, dots: 'tl' });
      const pw = u * 0.44;
      const ph = Scene.height(documentPage(uiText(1)), pw);
      const px = w * 0.36;
      s.shadow(px, gy, u * 0.2);
      s.put(
        documentPage((c, x, y, cw, ch) => uiRows(3, [c.t.teal, c.t.coral])(c, x, y + ch * 0.46, cw, ch * 0.54)),
        px,
        gy,
        pw,
      );
      heartbeat(s, px - pw * 0.36, gy - ph * 0.66, pw * 0.72, t.coral);
      s.shadow(w * 0.72, gy, u * 0.1);
      s.put(medicineBottle(), w * 0.7, gy, u * 0.18);
      s.put(blisterPack(), w * 0.82, gy - u * 0.01, u * 0.22, { rotate: -8 });
      chip(s, 'heart-pulse', w * 0.8, h * 0.22, u * 0.055, 'coral');
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
      route(s, w * 0.06, gy - u * 0.02, w * 0.3, gy - u * 0.04, w * 0.48, h * 0.44);
      s.put(airliner(), w * 0.5, h * 0.42, u * 0.72, { anchor: 'center', rotate: -12 });
      link(s, w * 0.74, h * 0.18, w * 0.92, h * 0.3, { bend: -0.3, color: t.teal });
      chip(s, 'plane-takeoff', w * 0.16, h * 0.24, u * 0.05, 'teal');
      s.add(rect(w * 0.1, gy + u * 0.04, w * 0.8, u * 0.012, u * 0.006, { f: t.tint }));
    },
    b: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.52, by: 0.48, br: 0.42, dots: 'br', gy: false });
      s.put(departuresBoard(), w * 0.6, h * 0.38, u * 0.6, { anchor: 'center' });
      s.put(boardingPass(), w * 0.38, h * 0.72, u * 0.62, { anchor: 'center', rotate: -6 });
      route(s, w * 0.08, h * 0.5, w * 0.12, h * 0.22, w * 0.24, h * 0.16);
      s.put(planeTop(), w * 0.27, h * 0.15, u * 0.08, { anchor: 'center', rotate: -10 });
      chip(s, 'plane-takeoff', w * 0.9, h * 0.76, u * 0.05, 'teal');
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
      s.put(conveyor(), w * 0.62, gy, u * 0.62);
      s.shadow(w * 0.26, gy, u * 0.12);
      s.put(robotArm(), w * 0.27, gy, u * 0.52);
      s.put(gear(8, 'teal'), w * 0.74, h * 0.24, u * 0.16, { anchor: 'center' });
      s.put(gear(6, 'gold'), w * 0.84, h * 0.36, u * 0.11, { anchor: 'center' });
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
