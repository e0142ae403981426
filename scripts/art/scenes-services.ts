/**
 * The service pictures: for each service (consultancy and implementation, technology, training, staff
 * augmentation, offshore development, Oracle SaaS AI agents), two card illustrations (service-<slug>-a and
 * -b, light theme) and the page banner (service-<slug>-banner, dark theme), each a composition of motifs on a
 * stage.
 */
import { cloudHub, type Compose, flow, milestones, shirts, stage } from './composition-helpers';
import { block, officeTower } from './motifs-buildings-and-vehicles';
import { bot, calendar, clipboard, clock, database, globe, presentationScreen, serverRack, sparkle, whiteboard } from './motifs-documents-and-symbols';
import { bubble, laptop, monitor, person, profileCard, standing, uiBars, uiCode, uiGantt, uiLine } from './motifs-people-and-screens';
import { bar, chip, circ, f2, line, link, network, pd, pline, rect, rounded } from './scene';

export const SERVICE_SCENES: Record<string, { readonly a: Compose; readonly b: Compose; readonly banner: Compose }> = {
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
