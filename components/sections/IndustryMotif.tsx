import type { ReactNode } from 'react';
import type { IndustrySlug } from '@/content/industries';
import { arc, arrowhead, dot, dotted, gear, highlight, link, motifSet, n, tint } from '@/components/sections/MotifKit';

/**
 * The industry band's drawing, one per industry: the sector said in a few fine lines, in the one style and
 * box of every header-band drawing (MotifKit: white lines at low opacity on the navy band, one accent, no
 * text, no people, no logos, never mirrored). An industry without a drawing of its own gets the rising chart
 * the drawings replaced, in the same box, so the band's layout is the same on every industry page.
 */

/** Telecom: a lattice mast sending signal arcs, and a network of linked nodes. */
function telecom() {
  const top = { x: 290, y: 122 };
  // The mast's legs meet under the antenna; its bracing zigzags between them.
  const leg = (y: number, side: -1 | 1) => n(290 + side * (35 - ((330 - y) / 186) * 27));
  const bracing = [314, 278, 242, 206, 170, 144].map((y, i) => `${leg(y, i % 2 ? 1 : -1)},${y}`).join(' ');
  const nodes = [
    [420, 150],
    [505, 108],
    [575, 168],
    [480, 222],
    [560, 272],
    [425, 290],
  ] as const;
  const links = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 3],
    [2, 4],
    [3, 4],
    [3, 5],
    [5, 4],
  ] as const;
  return (
    <>
      <polyline points="255,330 282,144 298,144 325,330" />
      <polyline points={bracing} />
      <line x1={top.x} y1="144" x2={top.x} y2={top.y + 8} />
      {[28, 52, 76].map((r) => (
        <g key={r} {...(r === 52 ? highlight : {})}>
          <path d={arc(top.x, top.y, r, -40, 40)} />
          <path d={arc(top.x, top.y, r, 140, 220)} />
        </g>
      ))}
      <circle cx={top.x} cy={top.y} r="6" {...dot} />
      {links.map(([a, b]) => (
        <path key={`${a}-${b}`} d={link(nodes[a], nodes[b], 11)} strokeDasharray={dotted} />
      ))}
      {nodes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" />
      ))}
      <line x1="200" y1="330" x2="340" y2="330" />
    </>
  );
}

/** Construction: a tower crane with its load over a building rising in steps. */
function construction() {
  const floors = [2, 3, 3, 4, 4, 2];
  const bay = 44;
  const floor = 28;
  const left = 316;
  const top = (i: number) => 330 - floors[i]! * floor;
  // The building's stepped outline, then its floor and bay lines inside.
  const outline = `M${left},330V${top(0)}${floors.map((_, i) => `H${left + (i + 1) * bay}${i + 1 < floors.length ? `V${top(i + 1)}` : 'V330'}`).join('')}`;
  const grid = [
    ...[1, 2, 3].map((level) => {
      const first = floors.findIndex((f) => f > level);
      const last = floors.findLastIndex((f) => f > level);
      return `M${left + first * bay},${330 - level * floor}H${left + (last + 1) * bay}`;
    }),
    ...floors.slice(1).map((_, i) => `M${left + (i + 1) * bay},330V${Math.max(top(i), top(i + 1))}`),
  ].join('');
  const lattice = Array.from({ length: 9 }, (_, i) => `${i % 2 ? 266 : 250},${320 - i * 24}`).join(' ');
  return (
    <>
      <path d="M250,330V112M266,330V112" />
      <polyline points={lattice} />
      <path d="M200,112H580M266,126H560M258,70L202,112M258,70L480,112M258,70V112" />
      <rect x="206" y="114" width="34" height="22" rx="3" />
      <rect x="462" y="126" width="18" height="9" rx="2" />
      <line x1="471" y1="135" x2="471" y2="172" {...highlight} />
      <rect x="451" y="172" width="40" height="24" rx="3" {...highlight} {...tint} />
      <path d={outline} />
      <path d={grid} strokeDasharray={dotted} />
      <line x1="190" y1="330" x2="600" y2="330" />
    </>
  );
}

/** Financial institutions: a columned front under its pediment, beside a ledger ruled to a double total line. */
function financialInstitutions() {
  const columns = [226, 261, 296, 331, 366];
  const rows = [166, 190, 214, 238, 262];
  const figures = [38, 26, 44, 20, 32];
  return (
    <>
      <path d="M204,146L296,96L388,146Z" {...highlight} />
      <circle cx="296" cy="128" r="8" {...dot} />
      <rect x="206" y="146" width="180" height="18" rx="2" />
      {columns.map((x) => (
        <rect key={x} x={x - 7} y="172" width="14" height="120" rx="3" />
      ))}
      <path d="M196,300H396V314H196ZM186,314H406V330H186Z" />
      <rect x="436" y="104" width="164" height="226" rx="10" />
      <path d={`M436,140H600${rows.map((y) => `M448,${y}H588`).join('')}`} strokeDasharray={dotted} />
      <path d="M484,140V296M540,140V296" />
      <path d={figures.map((w, i) => `M${580 - w},${rows[i]! - 10}H580`).join('')} />
      <path d="M540,288H588M540,296H588" />
    </>
  );
}

/** Oil and gas: a pump jack over its well, the pipeline running from the wellhead to a storage tank. */
function oilGas() {
  return (
    <>
      <path d="M270,330L300,176L330,330M282,270H318" />
      <path d="M206,149L396,189L393,201L203,161Z" />
      <circle cx="300" cy="176" r="6" />
      <path d="M388,184C414,182 430,214 414,250L402,248C412,222 406,204 392,198Z" />
      <line x1="408" y1="249" x2="410" y2="296" />
      <rect x="399" y="296" width="22" height="34" rx="3" />
      <line x1="210" y1="161" x2="218" y2="246" />
      <circle cx="218" cy="262" r="30" />
      <circle cx="218" cy="262" r="6" />
      <rect x="196" y="298" width="44" height="32" rx="3" />
      <path d="M421,314H528" {...highlight} />
      <path d="M452,306V322M494,306V322" />
      <circle cx="474" cy="314" r="5" {...dot} />
      <path d="M528,212V330H596V212" />
      <ellipse cx="562" cy="212" rx="34" ry="10" />
      <path d="M528,250C548,258 576,258 596,250M528,290C548,298 576,298 596,290" strokeDasharray={dotted} />
      <line x1="186" y1="330" x2="604" y2="330" />
    </>
  );
}

/** Education: an open book under a mortarboard, its tassel hanging. */
function education() {
  const page = (side: -1 | 1) => {
    const x = (dx: number) => 395 + side * dx;
    return `M395,196C${x(40)},176 ${x(105)},174 ${x(165)},186L${x(165)},302C${x(105)},290 ${x(40)},292 395,312Z`;
  };
  const rules = (side: -1 | 1) => {
    const x = (dx: number) => 395 + side * dx;
    return [0, 24, 48, 72].map((dy) => `M${x(22)},${214 + dy}C${x(55)},${200 + dy} ${x(105)},${198 + dy} ${x(145)},${206 + dy}`).join('');
  };
  return (
    <>
      <path d={page(-1)} />
      <path d={page(1)} />
      <path d={rules(-1) + rules(1)} strokeDasharray={dotted} />
      <path d="M230,302L218,310C290,302 355,304 395,322C435,304 500,302 572,310L560,302" />
      <path d="M306,106L395,74L484,106L395,138Z" {...highlight} />
      <path d="M344,124V152C370,168 420,168 446,152V124" />
      <path d="M395,106L470,116V160" />
      <circle cx="395" cy="106" r="4" {...dot} />
      <rect x="464" y="160" width="12" height="18" rx="3" {...dot} />
    </>
  );
}

/** Services: four tickets in a loop, each passed on to the next. */
function services() {
  const cards = [
    { x: 395, y: 96 },
    { x: 535, y: 205 },
    { x: 395, y: 312 },
    { x: 255, y: 205 },
  ];
  // Clockwise from each card to the next: out of one card's side, into the next one's top or bottom.
  const flows = [
    { from: [449, 96], via: [525, 96], to: [532, 168] },
    { from: [532, 242], via: [525, 312], to: [452, 312] },
    { from: [338, 312], via: [265, 312], to: [258, 242] },
    { from: [258, 168], via: [265, 96], to: [338, 96] },
  ] as const;
  return (
    <>
      {cards.map(({ x, y }, i) => (
        <g key={`${x}-${y}`} {...(i === 1 ? highlight : {})}>
          <rect x={x - 48} y={y - 26} width="96" height="52" rx="10" />
          <path d={`M${x - 22},${y - 26}V${y + 26}`} strokeDasharray="2 6" />
          <path d={`M${x - 10},${y - 8}H${x + 30}M${x - 10},${y + 8}H${x + 16}`} />
        </g>
      ))}
      <circle cx={cards[1]!.x - 35} cy={cards[1]!.y} r="5" {...dot} />
      {flows.map(({ from, via, to }) => (
        <g key={`${from}`}>
          <path d={`M${from}Q${via} ${to}`} />
          <polyline points={arrowhead(to, via)} />
        </g>
      ))}
      <circle cx="395" cy="205" r="38" strokeDasharray={dotted} />
    </>
  );
}

/** Healthcare: a cross with the heartbeat line running through it. */
function healthcare() {
  return (
    <>
      <circle cx="395" cy="190" r="118" strokeDasharray={dotted} />
      <path d="M367,112H423V162H473V218H423V268H367V218H317V162H367Z" />
      <path d="M190,190H300L310,178L320,190H360L372,124L388,262L400,160L408,190H490L498,182L506,196L514,190H596" {...highlight} />
      <circle cx="596" cy="190" r="6" {...dot} />
      <path d="M190,330H600" />
    </>
  );
}

/** Airlines: a flight arc leaving a globe, an airliner seen from above at its end. */
function airlines() {
  const plane = 'M40,0L28,-5H8L-10,-35H-21L-10,-5H-28L-35,-16H-42L-38,0L-42,16H-35L-28,5H-10L-21,35H-10L8,5H28Z';
  return (
    <>
      <circle cx="360" cy="248" r="82" />
      <path d="M360,166V330" />
      <ellipse cx="360" cy="248" rx="34" ry="82" />
      <ellipse cx="360" cy="248" rx="62" ry="82" />
      <path d="M285,214Q360,226 435,214M278,248H442M285,282Q360,294 435,282" />
      <path d="M312,180C330,100 440,70 520,96" strokeDasharray="8 9" />
      <circle cx="312" cy="180" r="6" {...dot} />
      <path d={plane} transform="translate(552,104) rotate(16)" {...highlight} {...tint} />
    </>
  );
}

/** Manufacturing and distribution: two gears in mesh, a conveyor carrying boxes, a rack of stock. */
function manufacturingDistribution() {
  const boxes = [
    { x: 388, y: 252, w: 40, h: 38 },
    { x: 448, y: 236, w: 56, h: 54 },
    { x: 524, y: 256, w: 42, h: 34 },
    // On the rack's two shelves.
    { x: 446, y: 98, w: 36, h: 32 },
    { x: 494, y: 106, w: 30, h: 24 },
    { x: 446, y: 160, w: 44, h: 30 },
    { x: 502, y: 164, w: 30, h: 26 },
    { x: 544, y: 156, w: 32, h: 34 },
  ];
  return (
    <>
      <polygon points={gear(270, 150, 42, 54, 10)} {...highlight} />
      <circle cx="270" cy="150" r="7" {...dot} />
      <polygon points={gear(340, 212, 26, 37, 7, 12)} />
      <circle cx="340" cy="212" r="9" />
      <rect x="196" y="290" width="396" height="32" rx="16" />
      {[214, 274, 334, 394, 454, 514, 574].map((x) => (
        <circle key={x} cx={x} cy="306" r="7" />
      ))}
      <path d="M232,322L222,342M556,322L566,342" />
      <path d="M432,80V222M590,80V222M432,130H590M432,190H590" />
      <path d={boxes.map(({ x, y, w, h }) => `M${x},${y}h${w}v${h}h${-w}zM${x + w / 2},${y}v10`).join('')} />
    </>
  );
}

/**
 * The drawing for an industry's header band (`data-motif` its slug; the rising chart, `data-motif="chart"`, for a slug
 * without one), and the industries that have one (content/industries.ts slugs).
 */
export const { Motif: IndustryMotif, slugs: industryMotifSlugs } = motifSet({
  telecom,
  construction,
  'financial-institutions': financialInstitutions,
  'oil-gas': oilGas,
  education,
  services,
  healthcare,
  airlines,
  'manufacturing-distribution': manufacturingDistribution,
} satisfies Partial<Record<IndustrySlug, () => ReactNode>>);
