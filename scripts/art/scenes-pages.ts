/**
 * The pictures of the other pages, one composition per registry key: the hero slides (hero-erp, hero-hcm,
 * hero-cloud), the partner picture, the about, why-us and careers pictures, and the four solution banners
 * (solution-*, also the home page's solution tiles).
 */
import { cloudHub, type Compose, confetti, deskLaptops, flow, type HeroSide, heroStage, stage } from './composition-helpers';
import { bank, factory, hospital, telecomTower, towerCrane } from './motifs-buildings-and-vehicles';
import {
  calendar,
  cedarTree,
  clock,
  cloud,
  codeWindow,
  coins,
  database,
  documentPage,
  gear,
  globe,
  gradCap,
  hexagon,
  ledger,
  lightbulb,
  medal,
  openBook,
  plant,
  presentationScreen,
  rocket,
  serverRack,
  sparkle,
  videoCall,
} from './motifs-documents-and-symbols';
import {
  card,
  fit,
  laptop,
  monitor,
  orgChart,
  orgChartTall,
  skillCard,
  uiBars,
  uiBoard,
  uiCode,
  uiDashboard,
  uiGantt,
  uiLine,
  uiText,
} from './motifs-screens-and-charts';
import { chip, circ, icon, line, link, rect, rounded, type Scene } from './scene';
import { C } from './settings';

/** The hero slides, composed for the side their artwork shows on (composition-helpers.ts, heroStage). */
const HERO_SCENES: Record<string, (s: Scene, side: HeroSide) => void> = {
  'hero-erp': (s, side) => {
    const { u } = s;
    const [ox, oy] = heroStage(s, side);
    s.put(card(240, 160, uiLine([0.25, 0.4, 0.35, 0.6, 0.55, 0.85])), ox(0.3), oy(0.1), u * 0.2, { anchor: 'center' });
    s.put(monitor(uiDashboard), ox(0.46), oy(0.74), u * 0.35);
    s.put(ledger(), ox(0.72), oy(1), u * 0.22);
    s.put(coins(4), ox(0.1), oy(1), u * 0.06).put(coins(2), ox(0.26), oy(1), u * 0.06);
    chip(s, 'receipt', ox(0.88), oy(0.06), u * 0.035, 'plain');
  },
  'hero-hcm': (s, side) => {
    const { u, t } = s;
    const [ox, oy] = heroStage(s, side);
    s.put(orgChartTall([t.gold, t.teal, t.coral, t.mid, t.teal, t.gold]), ox(0.5), oy(0.64), u * 0.4, { anchor: 'center' });
    s.put(skillCard('teal', { check: true, glyph: 'badge-check' }), ox(0.14), oy(0.1), u * 0.13, { anchor: 'center' });
    chip(s, 'calendar', ox(0.86), oy(0.06), u * 0.035, 'plain');
  },
  'hero-cloud': (s, side) => {
    const { u } = s;
    const [ox, oy] = heroStage(s, side);
    cloudHub(
      s,
      ox(0.38),
      oy(0.16),
      u * 0.32,
      [
        [laptop(uiBars([0.4, 0.7, 0.55, 0.9])), ox(0.16), u * 0.16],
        [database('teal'), ox(0.54), u * 0.1],
        [serverRack(5), ox(0.86), u * 0.095],
      ],
      oy(0.96),
    );
    chip(s, 'shield-check', ox(0.06), oy(0), u * 0.04, 'coral');
    chip(s, 'globe', ox(0.9), oy(0.1), u * 0.03, 'plain');
  },
};

const heroScenes = Object.fromEntries(
  Object.entries(HERO_SCENES).flatMap(([key, draw]) => [
    [key, (s: Scene) => draw(s, 'right')],
    [`${key}-rtl`, (s: Scene) => draw(s, 'left')],
  ]),
) as Record<string, Compose>;

export const OTHER_SCENES: Record<string, Compose> = {
  ...heroScenes,
  partner: (s) => {
    const { w, h, u } = s;
    const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
    s.put(presentationScreen(uiGantt), w * 0.46, gy, u * 0.62);
    s.put(calendar([4, 11, 18]), w * 0.14, gy, u * 0.18);
    s.put(medal(), w * 0.83, gy, u * 0.16);
    chip(s, 'cloud', w * 0.84, h * 0.22, u * 0.05, 'teal');
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
    deskLaptops(s, w * 0.46, gy, w * 0.62, [uiGantt, uiBars([0.4, 0.65, 0.5, 0.85]), uiCode]);
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
    const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tl' });
    const steps: readonly (readonly [string, string, 'teal' | 'coral' | 'gold' | 'plain'])[] = [
      [t.tint, 'book-open', 'plain'],
      [t.tealSoft, 'code', 'teal'],
      [t.teal, 'badge-check', 'gold'],
      [t.mid, 'award', 'coral'],
    ];
    const sw = w * 0.15;
    steps.forEach(([fill, glyph, tone], i) => {
      const x = w * 0.2 + i * sw;
      const top = gy - u * (0.12 + i * 0.12);
      s.add(rect(x, top, sw - s.sw * 2, gy - top, u * 0.015, { f: fill, s: t.line, w: s.sw }));
      chip(s, glyph, x + sw / 2 - s.sw, top - u * 0.07, u * 0.045, tone);
    });
    s.put(gradCap(), w * 0.2 + 3.5 * sw, h * 0.16, u * 0.16, { anchor: 'center', rotate: 8 });
  },
  'career-compensation': (s) => {
    const { w, h, u } = s;
    const gy = stage(s, { bx: 0.5, by: 0.44, br: 0.42, dots: false });
    confetti(s, 'compensation', w * 0.08, h * 0.06, w * 0.84, h * 0.5, 26);
    s.put(rocket(), w * 0.5, h * 0.5, u * 0.22, { anchor: 'center', rotate: 8 });
    s.put(coins(3), w * 0.22, gy, u * 0.1).put(coins(5), w * 0.31, gy, u * 0.1);
    s.put(coins(6), w * 0.69, gy, u * 0.1).put(coins(4), w * 0.78, gy, u * 0.1);
    s.put(medal(), w * 0.86, h * 0.26, u * 0.1, { anchor: 'center' });
  },
  'career-delivery': (s) => {
    const { w, h, u, t } = s;
    stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr', gy: false });
    s.put(videoCall([uiBars([0.4, 0.7, 0.55, 0.9]), uiGantt, uiCode, uiLine([0.3, 0.5, 0.45, 0.7, 0.8])]), w * 0.44, h * 0.52, u * 0.9, { anchor: 'center' });
    s.put(globe(), w * 0.86, h * 0.26, u * 0.2, { anchor: 'center' });
    s.put(clock(9, 0), w * 0.86, h * 0.74, u * 0.15, { anchor: 'center' });
    link(s, w * 0.86, h * 0.38, w * 0.86, h * 0.62, { bend: 0, color: t.teal });
  },
  'solution-on-premise': (s) => {
    const { w, h, u, t } = s;
    const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.44, dots: 'tl' });
    s.add(rect(w * 0.2, h * 0.12, w * 0.6, u * 0.03, u * 0.01, { f: t.tint, s: t.line, w: s.sw }));
    [0.34, 0.44, 0.54, 0.64].forEach((x, i) => {
      s.add(rounded(line(w * x, h * 0.12 + u * 0.03, w * x, gy - u * 0.56, { s: t.soft, w: s.sw })));
      s.put(serverRack(6, { open: i === 2 }), w * x, gy, u * 0.22);
    });
    s.put(database('teal'), w * 0.76, gy, u * 0.14);
    s.put(monitor(uiDashboard), w * 0.2, gy, u * 0.26);
    chip(s, 'lock', w * 0.86, h * 0.3, u * 0.05, 'coral');
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
