/**
 * The blog pictures: three compositions per post (blog-<slug>-1 to -3) for able, mexico, antonine-uni,
 * blc-bank, business-check-up, newroz, asiacell and training-session, and two (blog-<slug>-1 and -2) for
 * cedar-wings, arabian-gulf-energy, al-bina-construction, atlas-facility-services, horizon-capital-bank,
 * levant-steel, groupe-delacroix and tamarisk-medical-group. A post's first picture is its card (the news
 * strip, the blog's cards, its share image, and the poster of a video), cropped around its centre: it is drawn
 * on the card stage, its whole subject within the box every crop keeps (composition-helpers.ts, cardStage).
 */
import { type Compose, cardStage, deskLaptops, matrixCard, stage } from './composition-helpers';
import {
  airliner,
  bank,
  block,
  buildingFrame,
  campus,
  dish,
  hospital,
  officeTower,
  planeTop,
  pumpJack,
  shelves,
  tanks,
  telecomTower,
  towerCrane,
  truck,
} from './motifs-buildings-and-vehicles';
import {
  aiAgent,
  books,
  calendar,
  clipboard,
  clock,
  cloud,
  coins,
  documentPage,
  gear,
  globe,
  gradCap,
  growth,
  ledger,
  magnifier,
  medal,
  openBook,
  pin,
  presentationScreen,
  serverRack,
  sparkle,
  target,
  tree,
  whiteboard,
} from './motifs-documents-and-symbols';
import {
  bubble,
  card,
  type Content,
  fit,
  laptop,
  orgChart,
  phone,
  skillCard,
  uiBars,
  uiCode,
  uiDashboard,
  uiDonut,
  uiGantt,
  uiLine,
  uiRows,
} from './motifs-screens-and-charts';
import { bar, chip, icon, link, pd, rect, route, Scene, waves } from './scene';

/** An employee self-service app: a header and six service tiles (payslip, leave, documents…). */
const selfService: Content = (c, x, y, cw, ch) => {
  const { t } = c;
  const tiles: readonly (readonly [string, string])[] = [
    ['receipt', t.teal],
    ['calendar', t.coral],
    ['plane', t.gold],
    ['file-text', t.mid],
    ['wallet', t.teal],
    ['graduation-cap', t.coral],
  ];
  const size = cw * 0.44;
  return (
    bar(x + cw * 0.1, y + ch * 0.04, cw * 0.6, ch * 0.06, t.solid) +
    tiles
      .map(([glyph, color], i) => {
        const tx = x + cw * 0.04 + (i % 2) * cw * 0.52;
        const ty = y + ch * 0.16 + Math.floor(i / 2) * size * 1.12;
        return rect(tx, ty, size, size, size * 0.22, { f: color }) + icon(glyph, tx + size / 2, ty + size / 2, size * 0.56, t.surface, c.sw * 0.9);
      })
      .join('')
  );
};

export const BLOG_SCENES: Record<string, readonly [Compose, Compose, Compose?]> = {
  able: [
    (s) => {
      const { u, t } = s;
      const { bx, by } = cardStage(s, { ground: false });
      s.put(card(360, 280, fit(orgChart([t.gold, t.teal, t.coral, t.mid]))), bx(0.38), by(0.5), u * 0.56, { anchor: 'center' });
      s.put(medal(), bx(0.88), by(0.56), u * 0.2, { anchor: 'center' });
      s.put(sparkle('gold'), bx(0.96), by(0.1), u * 0.05, { anchor: 'center' });
    },
    (s) => {
      const { w, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(
        documentPage((c, x, y, cw, ch) => uiRows(5, [c.t.teal, c.t.coral])(c, x, y, cw, ch)),
        w * 0.38,
        gy,
        u * 0.4,
        { rotate: -5 },
      );
      s.put(calendar([5, 19]), w * 0.68, gy - u * 0.3, u * 0.24);
      s.put(coins(4), w * 0.64, gy, u * 0.1).put(coins(2), w * 0.72, gy, u * 0.1);
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(growth(), w * 0.4, gy, u * 0.46);
      s.put(clipboard(4), w * 0.72, gy, u * 0.28);
      chip(s, 'circle-check', w * 0.2, h * 0.24, u * 0.055, 'teal');
    },
  ],
  mexico: [
    (s) => {
      const { u, t } = s;
      const { bx, by } = cardStage(s, { ground: false });
      s.put(globe(), bx(0.5), by(0.54), u * 0.6, { anchor: 'center' });
      link(s, bx(0.68), by(0.44), bx(0.32), by(0.52), { bend: 0.35, color: t.coral });
      s.put(planeTop(), bx(0.5), by(0.24), u * 0.08, { anchor: 'center', flip: true, rotate: -8 });
      s.put(pin(t.coral), bx(0.32), by(0.52), u * 0.065).put(pin(t.teal), bx(0.68), by(0.44), u * 0.055);
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br' });
      s.put(whiteboard(), w * 0.5, gy, u * 0.58);
      s.put(bubble(220, 100, 'left', 'surface'), w * 0.2, h * 0.26, u * 0.24, { anchor: 'center' });
      s.put(bubble(220, 100, 'right', 'teal'), w * 0.8, h * 0.32, u * 0.24, { anchor: 'center' });
      chip(s, 'languages', w * 0.5, h * 0.14, u * 0.05, 'gold');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5), { stamp: true }), w * 0.34, gy, u * 0.44);
      s.put(clock(9, 0), w * 0.66, h * 0.36, u * 0.18, { anchor: 'center' });
      s.put(clock(17, 0, 'night'), w * 0.82, h * 0.56, u * 0.16, { anchor: 'center' });
      link(s, w * 0.7, h * 0.5, w * 0.78, h * 0.46, { bend: 0.4, color: t.teal, dots: false });
    },
  ],
  'antonine-uni': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.5), gy, u * 0.3);
      s.put(tree(), bx(0.05), gy, u * 0.09).put(tree('tint'), bx(0.95), gy, u * 0.1);
      s.put(campus(), bx(0.5), gy, u * 0.62);
      s.put(gradCap(), bx(0.12), by(0.14), u * 0.14, { anchor: 'center', rotate: -10 });
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.44, by: 0.5, br: 0.42, dots: 'br' });
      s.put(orgChart([t.gold, t.teal, t.coral, t.mid]), w * 0.42, h * 0.48, u * 0.6, { anchor: 'center' });
      s.put(books(), w * 0.82, gy, u * 0.22);
      s.put(gradCap(), w * 0.82, gy - u * 0.15, u * 0.18);
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(laptop(uiDashboard), w * 0.44, gy, u * 0.66);
      s.put(card(200, 200, uiDonut([0.34, 0.26, 0.2], [t.teal, t.coral, t.gold])), w * 0.84, h * 0.34, u * 0.2, { anchor: 'center' });
    },
  ],
  'blc-bank': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.44), gy, u * 0.3);
      s.put(bank(), bx(0.42), gy, u * 0.58);
      s.put(coins(6), bx(0.86), gy, u * 0.085).put(coins(4), bx(0.97), gy, u * 0.085);
      chip(s, 'landmark', bx(0.9), by(0.16), u * 0.045, 'teal');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(serverRack(5), w * 0.18, gy, u * 0.18);
      s.put(cloud({ fill: 'teal', inner: true }), w * 0.5, h * 0.4, u * 0.34, { anchor: 'center' });
      s.put(ledger(), w * 0.8, gy, u * 0.34);
      link(s, w * 0.26, gy - u * 0.3, w * 0.4, h * 0.44, { bend: -0.2, color: t.coral });
      link(s, w * 0.62, h * 0.44, w * 0.76, gy - u * 0.2, { bend: -0.2, color: t.coral });
      chip(s, 'git-branch', w * 0.5, gy - u * 0.06, u * 0.05, 'plain');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5, [t.teal])), w * 0.32, gy, u * 0.38, { rotate: -4 });
      s.put(documentPage(uiRows(5, [t.teal])), w * 0.56, gy, u * 0.38, { rotate: 4 });
      chip(s, 'check-check', w * 0.44, h * 0.22, u * 0.06, 'teal');
      s.put(card(200, 150, uiLine([0.3, 0.45, 0.4, 0.62, 0.7])), w * 0.82, h * 0.4, u * 0.22, { anchor: 'center' });
    },
  ],
  'business-check-up': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.put(clipboard(2), bx(0.4), gy, u * 0.38);
      s.put(magnifier(), bx(0.74), by(0.56), u * 0.26, { anchor: 'center' });
      chip(s, 'heart-pulse', bx(0.06), by(0.2), u * 0.045, 'coral');
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br' });
      s.put(laptop(uiDashboard), w * 0.42, gy, u * 0.64);
      s.put(gear(8, 'teal'), w * 0.84, h * 0.56, u * 0.16, { anchor: 'center' });
      s.put(gear(6, 'gold'), w * 0.9, h * 0.74, u * 0.1, { anchor: 'center' });
      s.put(bubble(200, 90, 'right', 'teal'), w * 0.8, h * 0.24, u * 0.2, { anchor: 'center' });
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(
        documentPage((c, x, y, cw, ch) => uiBars([0.9, 0.75, 0.55, 0.4, 0.25], [c.t.coral, c.t.gold, c.t.teal, c.t.teal, c.t.tint])(c, x, y, cw, ch)),
        w * 0.34,
        gy,
        u * 0.42,
      );
      matrixCard(s, w * 0.56, h * 0.3, u * 0.38);
    },
  ],
  newroz: [
    (s) => {
      const { u } = s;
      const { bx, gy } = cardStage(s);
      s.put(block(160, 220, 'tint'), bx(0.1), gy, u * 0.14).put(block(130, 150), bx(0.25), gy, u * 0.12);
      s.put(block(140, 170), bx(0.86), gy, u * 0.13);
      s.put(dish(), bx(0.86), gy - Scene.height(block(140, 170), u * 0.13) + s.sw, u * 0.08);
      s.put(telecomTower(), bx(0.54), gy, u * 0.2);
      waves(s, bx(0.54), gy - u * 0.55, u * 0.055, 3, 0);
      waves(s, bx(0.54), gy - u * 0.55, u * 0.055, 3, 180);
    },
    (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl' });
      s.put(shelves(), w * 0.16, gy, u * 0.28);
      s.put(truck(), w * 0.48, gy, u * 0.4);
      s.put(telecomTower(), w * 0.84, gy, u * 0.16);
      link(s, w * 0.24, gy - u * 0.4, w * 0.8, gy - u * 0.44, { bend: -0.12, color: t.coral });
    },
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'br', gy: false });
      s.put(
        card(
          380,
          280,
          (c, x, y, cw, ch) =>
            rect(x, y, cw, ch, 10, { f: c.t.tealSoft, o: 0.5 }) +
            pd(`M${x + cw * 0.1} ${y + ch * 0.7} C${x + cw * 0.3} ${y + ch * 0.3} ${x + cw * 0.6} ${y + ch * 0.9} ${x + cw * 0.9} ${y + ch * 0.3}`, {
              s: c.t.soft,
              w: c.sw,
              dash: `${c.sw * 0.1} ${c.sw * 2.6}`,
            }),
        ),
        w * 0.42,
        h * 0.5,
        u * 0.66,
        { anchor: 'center' },
      );
      for (const [x, y, color] of [
        [0.24, 0.52, t.coral],
        [0.42, 0.42, t.teal],
        [0.6, 0.6, t.gold],
      ] as const)
        s.put(pin(color), w * x, h * y, u * 0.07);
      s.put(card(200, 150, uiBars([0.4, 0.6, 0.8, 0.55])), w * 0.84, h * 0.3, u * 0.22, { anchor: 'center' });
      chip(s, 'radio-tower', w * 0.82, h * 0.7, u * 0.05, 'teal');
    },
  ],
  asiacell: [
    (s) => {
      const { u } = s;
      const { bx, by } = cardStage(s, { ground: false });
      s.put(phone(selfService), bx(0.5), by(0.5), u * 0.28, { anchor: 'center' });
      s.put(bubble(200, 90, 'right', 'teal'), bx(0.14), by(0.22), u * 0.2, { anchor: 'center' });
      s.put(calendar([3, 4]), bx(0.86), by(0.68), u * 0.19, { anchor: 'center' });
      chip(s, 'signal', bx(0.88), by(0.16), u * 0.045, 'coral');
    },
    (s) => {
      const { w, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(documentPage(uiRows(5, [t.teal, t.gold]), { stamp: true }), w * 0.44, gy, u * 0.42);
      s.put(coins(5), w * 0.68, gy, u * 0.11).put(coins(3), w * 0.77, gy, u * 0.11);
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(target(), w * 0.36, gy, u * 0.46);
      s.put(skillCard('gold', { check: true, glyph: 'trophy' }), w * 0.74, h * 0.5, u * 0.26, { anchor: 'center' });
      s.put(sparkle('gold'), w * 0.88, h * 0.18, u * 0.05, { anchor: 'center' });
    },
  ],
  'training-session': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.put(presentationScreen(uiLine([0.2, 0.35, 0.3, 0.55, 0.7])), bx(0.4), gy, u * 0.6);
      s.put(laptop(uiCode), bx(0.88), gy, u * 0.2);
      chip(s, 'graduation-cap', bx(0.9), by(0.22), u * 0.05, 'coral');
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.46, br: 0.42, dots: 'tr' });
      deskLaptops(s, w * 0.5, gy, w * 0.7, [uiCode, uiRows(4), uiCode]);
      s.put(card(300, 170, uiCode), w * 0.5, h * 0.27, u * 0.4, { anchor: 'center' });
      chip(s, 'database', w * 0.82, h * 0.2, u * 0.05, 'coral');
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(openBook(), w * 0.36, gy, u * 0.5);
      s.put(clipboard(3), w * 0.7, gy, u * 0.26);
      s.put(medal(), w * 0.86, h * 0.3, u * 0.1, { anchor: 'center' });
    },
  ],
  'cedar-wings': [
    (s) => {
      const { u, t } = s;
      const { bx, by } = cardStage(s, { ground: false });
      route(s, bx(0.04), by(0.74), bx(0.5), by(-0.1), bx(0.96), by(0.64));
      s.put(pin(t.coral), bx(0.04), by(0.74), u * 0.07).put(pin(t.teal), bx(0.96), by(0.64), u * 0.07);
      s.put(airliner(), bx(0.5), by(0.42), u * 0.56, { anchor: 'center', rotate: -6 });
      s.put(card(220, 150, uiRows(3, [t.teal, t.gold])), bx(0.5), by(0.84), u * 0.22, { anchor: 'center' });
      chip(s, 'plane', bx(0.08), by(0.12), u * 0.045, 'teal');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl' });
      s.put(documentPage(uiRows(5, [t.teal, t.coral]), { stamp: true }), w * 0.3, gy, u * 0.42, { rotate: -4 });
      s.put(coins(4), w * 0.47, gy, u * 0.1);
      s.put(calendar([6, 7, 13, 20, 21]), w * 0.68, h * 0.36, u * 0.3, { anchor: 'center' });
      s.put(clock(22, 40, 'night'), w * 0.84, h * 0.68, u * 0.16, { anchor: 'center' });
      s.put(planeTop(), w * 0.58, h * 0.7, u * 0.08, { anchor: 'center', rotate: 30 });
    },
  ],
  'arabian-gulf-energy': [
    (s) => {
      const { u, t } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.32), gy, u * 0.22);
      s.put(pumpJack(), bx(0.32), gy, u * 0.46);
      s.put(tanks(), bx(0.8), gy, u * 0.24);
      s.put(card(240, 170, uiBars([0.55, 0.7, 0.62, 0.85, 0.5], [t.teal, t.teal, t.gold, t.coral, t.tint])), bx(0.8), by(0.2), u * 0.24, {
        anchor: 'center',
      });
      chip(s, 'fuel', bx(0.06), by(0.12), u * 0.045, 'gold');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(documentPage(uiRows(5, [t.teal, t.gold]), { stamp: true }), w * 0.2, gy, u * 0.36, { rotate: -4 });
      s.put(cloud({ fill: 'teal', inner: true }), w * 0.5, h * 0.38, u * 0.3, { anchor: 'center' });
      s.put(serverRack(5), w * 0.82, gy, u * 0.18);
      link(s, w * 0.27, gy - u * 0.36, w * 0.4, h * 0.42, { bend: -0.2, color: t.coral });
      link(s, w * 0.6, h * 0.42, w * 0.76, gy - u * 0.3, { bend: -0.2, color: t.coral });
      chip(s, 'qr-code', w * 0.5, gy - u * 0.1, u * 0.055, 'gold');
      chip(s, 'shield-check', w * 0.82, h * 0.2, u * 0.05, 'teal');
    },
  ],
  'al-bina-construction': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.66), gy, u * 0.16);
      s.put(buildingFrame(6, 3), bx(0.66), gy, u * 0.27);
      s.put(towerCrane(140), bx(0.36), gy, u * 0.56);
      s.put(card(220, 150, uiBars([0.35, 0.5, 0.7, 0.6, 0.85])), bx(0.88), by(0.14), u * 0.2, { anchor: 'center' });
      chip(s, 'hard-hat', bx(0.92), by(0.5), u * 0.045, 'gold');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.54, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(laptop(uiGantt), w * 0.58, gy, u * 0.62);
      s.put(card(180, 220, uiRows(5, [t.teal, t.gold, t.teal]), { header: t.coral }), w * 0.18, h * 0.5, u * 0.26, { anchor: 'center' });
      s.put(clock(7, 0), w * 0.3, h * 0.24, u * 0.14, { anchor: 'center' });
      chip(s, 'construction', w * 0.88, h * 0.22, u * 0.05, 'coral');
    },
  ],
  'atlas-facility-services': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.put(officeTower(), bx(0.14), gy, u * 0.24);
      s.put(calendar([1, 2, 8, 9, 15, 16]), bx(0.5), by(0.56), u * 0.3, { anchor: 'center' });
      s.put(clock(7, 0), bx(0.86), by(0.3), u * 0.15, { anchor: 'center' });
      s.put(clock(19, 0, 'night'), bx(0.86), by(0.72), u * 0.15, { anchor: 'center' });
      chip(s, 'wrench', bx(0.5), by(0.1), u * 0.045, 'teal');
    },
    (s) => {
      const { w, h, u, t } = s;
      stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'tl', gy: false });
      s.put(
        phone(
          (c, x, y, cw, ch) =>
            rect(x, y + ch * 0.04, cw * 0.72, ch * 0.2, cw * 0.06, { f: c.t.tint }) +
            rect(x + cw * 0.28, y + ch * 0.3, cw * 0.72, ch * 0.3, cw * 0.06, { f: c.t.teal }) +
            bar(x + cw * 0.36, y + ch * 0.36, cw * 0.52, ch * 0.04, c.t.surface) +
            bar(x + cw * 0.36, y + ch * 0.44, cw * 0.4, ch * 0.04, c.t.surface) +
            rect(x, y + ch * 0.66, cw * 0.6, ch * 0.16, cw * 0.06, { f: c.t.tint }),
        ),
        w * 0.5,
        h * 0.52,
        u * 0.32,
        { anchor: 'center' },
      );
      s.put(aiAgent(), w * 0.2, h * 0.56, u * 0.22, { anchor: 'center' });
      s.put(documentPage(uiRows(4, [t.teal, t.gold])), w * 0.8, h * 0.82, u * 0.2);
      chip(s, 'languages', w * 0.78, h * 0.24, u * 0.055, 'coral');
      s.put(sparkle('gold'), w * 0.3, h * 0.3, u * 0.05, { anchor: 'center' });
    },
  ],
  'horizon-capital-bank': [
    (s) => {
      const { u, t } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.38), gy, u * 0.28);
      s.put(bank(), bx(0.38), gy, u * 0.56);
      s.put(coins(5), bx(0.84), gy, u * 0.085).put(coins(3), bx(0.96), gy, u * 0.085);
      s.put(card(200, 150, uiRows(3, [t.teal, t.gold])), bx(0.88), by(0.42), u * 0.2, { anchor: 'center' });
      chip(s, 'shield-check', bx(0.06), by(0.14), u * 0.05, 'teal');
      chip(s, 'lock', bx(0.74), by(0.1), u * 0.04, 'coral');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'br' });
      s.put(cloud({ fill: 'teal', inner: true }), w * 0.22, h * 0.36, u * 0.3, { anchor: 'center' });
      s.put(documentPage(uiRows(5, [t.teal]), { stamp: true }), w * 0.52, gy, u * 0.32, { rotate: -4 });
      s.put(documentPage(uiRows(5, [t.coral]), { stamp: true }), w * 0.74, gy, u * 0.32, { rotate: 4 });
      link(s, w * 0.32, h * 0.42, w * 0.5, gy - u * 0.4, { bend: -0.2, color: t.coral });
      link(s, w * 0.3, h * 0.28, w * 0.74, gy - u * 0.42, { bend: -0.25, color: t.teal });
      s.put(calendar([1, 25]), w * 0.2, gy, u * 0.2);
      chip(s, 'lock', w * 0.9, h * 0.24, u * 0.055, 'gold');
    },
  ],
  'levant-steel': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.put(block(240, 170, 'tint'), bx(0.16), gy, u * 0.26).put(block(150, 230), bx(0.39), gy, u * 0.17);
      s.put(shelves(), bx(0.63), gy, u * 0.22);
      s.put(truck(), bx(0.87), gy, u * 0.22, { flip: true });
      chip(s, 'factory', bx(0.16), by(0.56), u * 0.05, 'coral');
      chip(s, 'package', bx(0.63), by(0.5), u * 0.045, 'teal');
    },
    (s) => {
      const { w, h, u } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(ledger(), w * 0.36, gy, u * 0.48);
      s.put(coins(3), w * 0.66, gy, u * 0.09)
        .put(coins(5), w * 0.74, gy, u * 0.09)
        .put(coins(4), w * 0.82, gy, u * 0.09);
      s.put(card(220, 160, uiLine([0.3, 0.5, 0.42, 0.6, 0.66])), w * 0.76, h * 0.34, u * 0.26, { anchor: 'center' });
      chip(s, 'coins', w * 0.14, h * 0.26, u * 0.055, 'gold');
    },
  ],
  'groupe-delacroix': [
    (s) => {
      const { u, t } = s;
      const { bx, by, gy } = cardStage(s);
      s.put(documentPage(uiRows(5, [t.teal, t.coral]), { stamp: true }), bx(0.12), gy, u * 0.24, { rotate: -5 });
      s.put(cloud({ fill: 'teal', inner: true }), bx(0.5), by(0.3), u * 0.28, { anchor: 'center' });
      s.put(ledger(), bx(0.84), gy, u * 0.3);
      link(s, bx(0.2), gy - u * 0.34, bx(0.36), by(0.34), { bend: -0.2, color: t.coral });
      link(s, bx(0.64), by(0.34), bx(0.8), gy - u * 0.22, { bend: -0.2, color: t.coral });
      chip(s, 'file-check', bx(0.5), by(0.74), u * 0.05, 'teal');
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.46, by: 0.5, br: 0.42, dots: 'tr' });
      s.put(laptop(uiDashboard), w * 0.34, gy, u * 0.56);
      s.put(documentPage(uiRows(5, [t.gold])), w * 0.72, gy, u * 0.28, { rotate: 4 });
      s.put(magnifier(), w * 0.78, h * 0.5, u * 0.2, { anchor: 'center' });
      s.put(bubble(220, 100, 'left', 'teal', 3), w * 0.56, h * 0.22, u * 0.24, { anchor: 'center' });
      s.put(sparkle('gold'), w * 0.72, h * 0.12, u * 0.045, { anchor: 'center' });
      chip(s, 'sparkles', w * 0.12, h * 0.26, u * 0.055, 'coral');
    },
  ],
  'tamarisk-medical-group': [
    (s) => {
      const { u } = s;
      const { bx, by, gy } = cardStage(s);
      s.shadow(bx(0.36), gy, u * 0.26);
      s.put(hospital(), bx(0.36), gy, u * 0.48);
      s.put(calendar([3, 10, 17]), bx(0.86), gy, u * 0.2);
      s.put(clock(22, 0, 'night'), bx(0.84), by(0.26), u * 0.13, { anchor: 'center' });
    },
    (s) => {
      const { w, h, u, t } = s;
      const gy = stage(s, { bx: 0.5, by: 0.5, br: 0.42, dots: 'bl' });
      s.put(shelves(), w * 0.26, gy, u * 0.4);
      s.put(clipboard(4), w * 0.56, gy, u * 0.26);
      s.put(documentPage(uiRows(5, [t.teal]), { stamp: true }), w * 0.8, gy, u * 0.26, { rotate: 4 });
      chip(s, 'pill', w * 0.14, h * 0.22, u * 0.055, 'teal');
      chip(s, 'badge-check', w * 0.86, h * 0.26, u * 0.05, 'gold');
    },
  ],
};
