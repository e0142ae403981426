/**
 * Motifs of the objects one sector works with, so that each industry's pictures have a subject of their own
 * (docs/architecture.md, Artwork): a blueprint and a hard hat (construction), a vault door and a payment card
 * (banks), a pressure gauge (oil and gas), a rolled diploma (education), a stopwatch (services), a medicine
 * bottle and a blister pack (healthcare), a boarding pass and a departures board (airlines), a robotic arm
 * (manufacturing), and a coverage map with masts (telecom).
 */
import { bar, circ, el, ell, f2, icon, line, motif, type Motif, pd, pline, poly, rect } from './scene';
import { C } from './settings';

/** A blueprint sheet with a floor plan, rolled at its left edge, 320×230. */
export function blueprint(): Motif {
  return motif(320, 230, ({ t, sw }) => {
    const ink = C.white;
    const wall = { s: ink, w: sw * 1.1 };
    const thin = { s: ink, w: sw * 0.6, o: 0.8 };
    return [
      rect(24, 8, 292, 216, 8, { f: t.mid, s: t.line }),
      rect(4, 4, 36, 224, 18, { f: t.tint, s: t.line }),
      ell(22, 14, 14, 8, { f: t.surface, s: t.line }),
      rect(66, 34, 210, 150, 2, wall),
      line(170, 34, 170, 112, wall),
      line(66, 112, 140, 112, wall),
      line(200, 112, 276, 112, wall),
      line(228, 112, 228, 184, wall),
      pd('M140 112 A30 30 0 0 1 170 142', thin),
      rect(96, 58, 46, 30, 3, { f: t.tealSoft, o: 0.5 }),
      rect(244, 134, 22, 36, 3, { f: t.goldSoft, o: 0.6 }),
      line(66, 204, 276, 204, thin),
      line(66, 198, 66, 210, thin),
      line(276, 198, 276, 210, thin),
      line(296, 34, 296, 184, thin),
      line(290, 34, 302, 34, thin),
      line(290, 184, 302, 184, thin),
    ].join('');
  });
}

/** A hard hat, 180×110. */
export function hardHat(): Motif {
  return motif(180, 110, ({ t }) =>
    [
      pd('M26 84 C26 36 58 10 90 10 C122 10 154 36 154 84 Z', { f: t.gold, s: t.line }),
      pd('M74 14 C80 34 80 60 80 84 M106 14 C100 34 100 60 100 84', { s: t.line }),
      rect(2, 80, 176, 22, 11, { f: t.gold, s: t.line }),
      pd('M48 44 C56 30 66 24 76 22', { s: t.goldSoft, w: 6 }),
    ].join(''),
  );
}

/** A round vault door in its frame, the wheel gold, 260×260. */
export function vaultDoor(): Motif {
  return motif(260, 260, ({ t, sw }) => {
    const bolts = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return circ(130 + 94 * Math.cos(a), 130 + 94 * Math.sin(a), 5, { f: t.soft });
    }).join('');
    const spokes = [0, 60, 120]
      .map((deg) => {
        const a = (deg * Math.PI) / 180;
        const dx = 44 * Math.cos(a);
        const dy = 44 * Math.sin(a);
        return (
          line(130 - dx, 130 - dy, 130 + dx, 130 + dy, { s: t.line, w: sw * 2.2 }) +
          circ(130 + dx, 130 + dy, 8, { f: t.gold, s: t.line }) +
          circ(130 - dx, 130 - dy, 8, { f: t.gold, s: t.line })
        );
      })
      .join('');
    return [
      rect(2, 2, 256, 256, 26, { f: t.tint, s: t.line }),
      rect(250, 80, 8, 100, 4, { f: t.solid }),
      circ(130, 130, 108, { f: t.surface, s: t.line }),
      bolts,
      circ(130, 130, 80, { f: t.tint, s: t.line }),
      spokes,
      circ(130, 130, 18, { f: t.gold, s: t.line }),
      circ(130, 130, 6, { f: t.line }),
    ].join('');
  });
}

/** A payment card, 220×140. */
export function paymentCard(tone: 'teal' | 'navy' = 'teal'): Motif {
  return motif(220, 140, ({ t, sw }) =>
    [
      rect(2, 2, 216, 136, 16, { f: tone === 'teal' ? t.teal : t.dark ? t.tint : C.navy, s: t.line }),
      rect(24, 40, 38, 30, 6, { f: t.gold, s: t.line }),
      pd('M24 55 H62 M43 40 V70', { s: t.line, w: sw * 0.5 }),
      pd('M176 42 A12 12 0 0 1 176 66 M184 36 A20 20 0 0 1 184 72', { s: C.white, w: sw * 0.9 }),
      ...[24, 74, 124].map((x) => bar(x, 90, 40, 10, C.white)),
      bar(24, 112, 70, 8, t.tealSoft),
    ].join(''),
  );
}

/** A pressure gauge: a dial in three bands with its needle, 160×130. */
export function gauge(): Motif {
  return motif(160, 130, ({ t, sw }) => {
    const cx = 80;
    const cy = 92;
    const r = 54;
    const arc = (a1: number, a2: number, color: string): string => {
      const p = (a: number): string => `${f2(cx + r * Math.cos((a * Math.PI) / 180))} ${f2(cy + r * Math.sin((a * Math.PI) / 180))}`;
      return pd(`M${p(a1)} A${r} ${r} 0 0 1 ${p(a2)}`, { s: color, w: sw * 3 });
    };
    return [
      pd('M6 92 A74 74 0 0 1 154 92 V110 A12 12 0 0 1 142 122 H18 A12 12 0 0 1 6 110 Z', { f: t.surface, s: t.line }),
      arc(186, 250, t.teal),
      arc(254, 310, t.gold),
      arc(314, 354, t.coral),
      line(cx, cy, cx + 44 * Math.cos((-62 * Math.PI) / 180), cy + 44 * Math.sin((-62 * Math.PI) / 180), { s: t.line, w: sw * 1.4 }),
      circ(cx, cy, 9, { f: t.solid }),
      bar(58, 106, 44, 8, t.tint),
    ].join('');
  });
}

/** A rolled diploma tied with a ribbon and a seal, 220×100. */
export function diploma(): Motif {
  return motif(220, 100, ({ t }) =>
    [
      rect(20, 22, 180, 56, 6, { f: t.surface, s: t.line }),
      ell(20, 50, 14, 28, { f: t.tint, s: t.line }),
      ell(200, 50, 14, 28, { f: t.surface, s: t.line }),
      ell(200, 50, 5, 12, { f: t.tint, s: t.line }),
      rect(100, 22, 18, 56, 2, { f: t.coral, s: t.line }),
      poly([98, 74, 92, 98, 104, 90, 110, 98, 112, 74], { f: t.coral, s: t.line }),
      circ(109, 56, 16, { f: t.gold, s: t.line }),
      circ(109, 56, 8, { f: t.goldSoft }),
    ].join(''),
  );
}

/** A stopwatch, 120×140. */
export function stopwatch(): Motif {
  return motif(120, 140, ({ t, sw }) =>
    [
      rect(48, 2, 24, 14, 4, { f: t.solid }),
      rect(56, 14, 8, 12, 2, { f: t.solid }),
      el('rect', { x: 92, y: 24, width: 16, height: 10, rx: 3, transform: 'rotate(40 100 29)', fill: t.solid }),
      circ(60, 82, 54, { f: t.surface, s: t.line }),
      pd('M60 82 V38 A44 44 0 0 1 98 104 Z', { f: t.tealSoft, o: 0.8 }),
      line(60, 82, 60, 40, { s: t.line, w: sw * 1.2 }),
      line(60, 82, 96, 104, { s: t.coral, w: sw * 1.2 }),
      circ(60, 82, 6, { f: t.coral }),
    ].join(''),
  );
}

/** A medicine bottle with a cross on its label, 110×170. */
export function medicineBottle(): Motif {
  return motif(110, 170, ({ t }) =>
    [
      rect(22, 2, 66, 30, 8, { f: t.coral, s: t.line }),
      rect(28, 32, 54, 14, 3, { f: t.tint, s: t.line }),
      rect(6, 46, 98, 122, 18, { f: t.goldSoft, s: t.line }),
      rect(14, 76, 82, 64, 8, { f: t.surface, s: t.line }),
      rect(48, 86, 14, 40, 3, { f: t.teal }),
      rect(35, 99, 40, 14, 3, { f: t.teal }),
    ].join(''),
  );
}

/** A blister pack of capsules, two taken, 190×120. */
export function blisterPack(): Motif {
  return motif(190, 120, ({ t, sw }) => {
    let svg = rect(2, 2, 186, 116, 14, { f: t.tint, s: t.line });
    for (let i = 0; i < 8; i++) {
      const cx = 32 + (i % 4) * 42;
      const cy = 36 + Math.floor(i / 4) * 48;
      const taken = i === 3 || i === 6;
      svg += circ(cx, cy, 16, { f: taken ? t.shadow : t.surface, s: t.line, w: sw * 0.8 });
      if (!taken)
        svg += el('rect', { x: cx - 12, y: cy - 6, width: 24, height: 12, rx: 6, transform: `rotate(-30 ${cx} ${cy})`, fill: i % 2 === 0 ? t.teal : t.coral });
    }
    return svg;
  });
}

/** A boarding pass with its stub and barcode, 320×140. */
export function boardingPass(): Motif {
  return motif(320, 140, ({ t, sw }) => {
    const barcode = [3, 6, 2, 4, 7, 3, 2, 5, 3, 6, 2].reduce<{ x: number; svg: string }>(
      (acc, wide, i) => ({ x: acc.x + wide + 3, svg: acc.svg + (i % 2 === 0 ? rect(acc.x, 74, wide, 44, 0, { f: t.line }) : '') }),
      { x: 250, svg: '' },
    ).svg;
    return [
      pd('M14 2 H306 A12 12 0 0 1 318 14 V126 A12 12 0 0 1 306 138 H14 A12 12 0 0 1 2 126 V14 A12 12 0 0 1 14 2 Z', { f: t.surface, s: t.line }),
      pd('M2 14 A12 12 0 0 1 14 2 H306 A12 12 0 0 1 318 14 V40 H2 Z', { f: t.teal, s: t.line }),
      line(236, 44, 236, 134, { s: t.soft, w: sw * 0.8, dash: `${f2(sw * 1.5)} ${f2(sw * 1.5)}` }),
      bar(18, 16, 70, 10, C.white),
      bar(250, 16, 50, 10, C.white),
      bar(20, 60, 52, 18, t.solid),
      bar(150, 60, 52, 18, t.solid),
      icon('plane', 111, 69, 28, t.coral, sw),
      bar(20, 96, 40, 9, t.tint),
      bar(76, 96, 30, 9, t.tint),
      bar(122, 96, 46, 9, t.tint),
      bar(20, 114, 60, 9, t.goldSoft),
      bar(250, 54, 50, 9, t.tint),
      barcode,
    ].join('');
  });
}

/** A departures board: rows of flights, each with its code, destination and a status light, 300×220. */
export function departuresBoard(): Motif {
  return motif(300, 220, ({ t }) => {
    const status = [t.teal, t.teal, t.gold, t.coral, t.teal];
    let svg = rect(2, 2, 296, 216, 14, { f: t.dark ? C.deep : C.navy, s: t.line }) + bar(22, 20, 110, 12, t.gold) + bar(238, 20, 40, 12, t.soft);
    for (let i = 0; i < 5; i++) {
      const y = 52 + i * 32;
      svg += rect(16, y - 4, 268, 26, 6, { f: t.dark ? t.surface : '#12457c', o: 0.8 });
      svg += bar(26, y + 3, 40, 12, t.goldSoft) + bar(78, y + 3, 92 - ((i * 23) % 40), 12, '#d4e3f2') + bar(196, y + 3, 34, 12, t.soft);
      svg += circ(262, y + 9, 7, { f: status[i] ?? t.teal });
    }
    return svg;
  });
}

/** An industrial robotic arm on its base, its gripper holding a box, 280×300. */
export function robotArm(): Motif {
  return motif(280, 300, ({ t, sw }) => {
    const limb = (x1: number, y1: number, x2: number, y2: number, width: number): string => {
      const len = Math.hypot(x2 - x1, y2 - y1);
      const deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
      return el('rect', {
        x: x1 - width / 2,
        y: y1 - width / 2,
        width: len + width,
        height: width,
        rx: width / 2,
        transform: `rotate(${f2(deg)} ${f2(x1)} ${f2(y1)})`,
        fill: t.gold,
        stroke: t.line,
      });
    };
    return [
      rect(40, 266, 120, 30, 8, { f: t.solid, s: t.line }),
      pd('M62 266 C62 236 138 236 138 266 Z', { f: t.tint, s: t.line }),
      limb(100, 236, 120, 112, 40),
      limb(120, 112, 236, 118, 32),
      circ(100, 236, 18, { f: t.surface, s: t.line }),
      circ(120, 112, 22, { f: t.surface, s: t.line }),
      circ(120, 112, 8, { f: t.line }),
      circ(236, 118, 14, { f: t.surface, s: t.line }),
      rect(226, 132, 20, 16, 3, { f: t.solid }),
      pline([214, 164, 214, 148, 258, 148, 258, 164], { s: t.line, w: sw * 1.6 }),
      rect(208, 164, 56, 48, 5, { f: t.goldSoft, s: t.line }),
      line(208, 182, 264, 182, { s: t.line, w: sw * 0.6 }),
    ].join('');
  });
}

/** A coverage map: land on a card, three masts with overlapping dashed coverage circles, 380×280. */
export function coverageMap(): Motif {
  return motif(380, 280, ({ t, sw }) => {
    const sites: readonly (readonly [number, number, number, string])[] = [
      [110, 120, 74, t.teal],
      [236, 96, 62, t.coral],
      [214, 196, 66, t.gold],
    ];
    const mast = (x: number, y: number, color: string): string =>
      pline([x - 12, y + 22, x, y - 16, x + 12, y + 22], { s: t.line, w: sw }) +
      line(x - 8, y + 8, x + 8, y + 8, { s: t.line, w: sw * 0.7 }) +
      circ(x, y - 18, 7, { f: color, s: t.line });
    return [
      rect(2, 2, 376, 276, 18, { f: t.surface, s: t.line }),
      pd('M30 90 C60 40 140 30 190 52 C240 30 320 40 350 90 C370 140 340 200 300 236 C240 262 150 262 90 240 C40 218 16 150 30 90 Z', {
        f: t.tealSoft,
        o: 0.45,
      }),
      ...sites.map(([x, y, r, color]) => circ(x, y, r, { f: color, o: 0.12 }) + circ(x, y, r, { s: color, w: sw, dash: `${f2(sw * 2)} ${f2(sw * 1.6)}` })),
      ...sites.map(([x, y, , color]) => mast(x, y, color)),
    ].join('');
  });
}
