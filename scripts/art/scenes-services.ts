/**
 * The service pictures: for each service (consultancy and implementation, technology, training, staff
 * augmentation, offshore development, Oracle SaaS AI agents), two card illustrations (service-<slug>-a and
 * -b, light theme) and the page banner (service-<slug>-banner, dark theme), each a composition of motifs on a
 * stage.
 */
import { cloudHub, type Compose, deskLaptops, flow, milestones, stage } from './composition-helpers';
import { block, officeTower } from './motifs-buildings-and-vehicles';
import {
  aiAgent,
  calendar,
  clipboard,
  clock,
  database,
  globe,
  openBook,
  presentationScreen,
  serverRack,
  sparkle,
  whiteboard,
} from './motifs-documents-and-symbols';
import { bubble, laptop, monitor, orgChart, skillCard, uiBars, uiCode, uiGantt, uiLine } from './motifs-screens-and-charts';
import { diploma } from './motifs-sector-objects';
import { bar, chip, f2, line, link, network, rect, rounded, route } from './scene';

export const SERVICE_SCENES: Record<string, { readonly a: Compose; readonly b: Compose; readonly banner: Compose }> = {
  'consultancy-implementation': {
    a: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.44, br: 0.42, dots: 'tr' });
      s.put(whiteboard(), w * 0.42, gy, u * 0.62);
      s.shadow(w * 0.84, gy, u * 0.09);
      s.put(clipboard(3), w * 0.84, gy, u * 0.2);
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
      chip(s, 'messages-square', w * 0.2, h * 0.24, u * 0.06, 'plain');
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
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.46, by: 0.44, br: 0.42, dots: 'tr' });
      s.put(presentationScreen(uiBars([0.4, 0.6, 0.5, 0.8, 0.95])), w * 0.42, gy, u * 0.6);
      s.put(openBook(), w * 0.84, gy, u * 0.22);
      s.put(diploma(), w * 0.82, h * 0.3, u * 0.22, { anchor: 'center', rotate: -8 });
      chip(s, 'presentation', w * 0.12, h * 0.22, u * 0.05, 'coral');
    },
    b: (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.52, by: 0.44, br: 0.42, dots: 'bl', gy: 0.9 });
      deskLaptops(s, w * 0.4, gy, w * 0.5, [uiCode]);
      s.shadow(w * 0.82, gy, u * 0.09);
      s.put(clipboard(2), w * 0.82, gy, u * 0.2);
      chip(s, 'graduation-cap', w * 0.16, h * 0.22, u * 0.05, 'coral');
      chip(s, 'list-checks', w * 0.84, h * 0.22, u * 0.045, 'teal');
    },
    banner: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.55, dots: false, gy: false });
      s.put(presentationScreen(uiLine([0.2, 0.4, 0.35, 0.6, 0.8])), w * 0.14, h * 0.8, u * 0.62);
      deskLaptops(s, w * 0.74, h * 0.94, w * 0.4, [uiCode, uiBars([0.4, 0.6, 0.5, 0.85]), uiGantt]);
    },
  },
  'staff-augmentation': {
    a: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.46, by: 0.52, br: 0.42, dots: 'tl', gy: false });
      const k = (u * 0.7) / 360;
      const ox = w * 0.42 - 180 * k;
      const oy = h * 0.6 - 130 * k;
      s.put(orgChart([t.gold, t.teal, t.coral, t.mid], { open: 3 }), w * 0.42, h * 0.6, u * 0.7, { anchor: 'center' });
      s.put(skillCard('coral', { check: true, glyph: 'badge-check' }), w * 0.84, h * 0.24, u * 0.18, { anchor: 'center' });
      link(s, w * 0.84, h * 0.24 + u * 0.12, ox + 298 * k, oy + 166 * k, { bend: -0.2, color: t.coral });
      chip(s, 'puzzle', w * 0.14, h * 0.2, u * 0.05, 'teal');
    },
    b: (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br', gy: false });
      s.put(skillCard('teal', { check: true, glyph: 'database' }), w * 0.26, h * 0.32, u * 0.24, { anchor: 'center' });
      s.put(skillCard('coral', { glyph: 'code' }), w * 0.26, h * 0.7, u * 0.24, { anchor: 'center' });
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
      const cards: readonly (readonly [number, 'teal' | 'coral' | 'gold', string])[] = [
        [0.08, 'teal', 'database'],
        [0.2, 'coral', 'code'],
        [0.8, 'gold', 'settings'],
        [0.92, 'teal', 'badge-check'],
      ];
      cards.forEach(([x, accent, glyph], i) =>
        s.put(skillCard(accent, { check: i === 3, glyph }), w * x, h * (i % 2 === 0 ? 0.5 : 0.56), u * 0.3, { anchor: 'center' }),
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
      s.put(laptop(uiCode), w * 0.74, gy, u * 0.24);
      chip(s, 'clock', w * 0.88, h * 0.62, u * 0.045, 'gold');
    },
    b: (s) => {
      const { w, h, u } = s;
      stage(s, { bx: 0.5, by: 0.78, br: 0.46, dots: 'tr', gy: false });
      s.put(globe(), w * 0.5, h * 1.08, u * 0.7, { anchor: 'center' });
      const times: readonly (readonly [number, number, number, number, boolean])[] = [
        [0.18, 0.5, 9, 0, false],
        [0.5, 0.26, 14, 30, false],
        [0.82, 0.5, 22, 15, true],
      ];
      route(s, w * 0.18, h * 0.5, w * 0.5, h * 0.04, w * 0.82, h * 0.5);
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
      s.put(aiAgent(), w * 0.24, h * 0.58, u * 0.26, { anchor: 'center' });
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
        [w * 0.2, h * 0.26, 'inbox', 'plain'],
        [w * 0.8, h * 0.26, 'calendar', 'teal'],
        [w * 0.2, h * 0.76, 'file-text', 'gold'],
        [w * 0.8, h * 0.76, 'circle-check', 'coral'],
      ];
      for (const [x, y] of around) s.add(rounded(line(cx, cy, x, y, { s: t.soft, w: s.sw * 1.2, dash: `${f2(s.sw * 0.1)} ${f2(s.sw * 2.6)}` })));
      flow(s, around.slice(0, 1), u * 0.14);
      flow(s, around.slice(1, 2), u * 0.14);
      flow(s, around.slice(2, 3), u * 0.14);
      flow(s, around.slice(3, 4), u * 0.14);
      s.put(aiAgent(), cx, cy, u * 0.24, { anchor: 'center' });
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
      s.put(aiAgent(), w * 0.16, h * 0.42, u * 0.24, { anchor: 'center' });
      s.put(bubble(220, 90, 'left', 'teal', 2), w * 0.82, h * 0.46, u * 0.3, { anchor: 'center' });
    },
  },
};
