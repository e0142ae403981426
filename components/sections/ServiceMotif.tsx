import type { ReactNode } from 'react';
import type { ServiceSlug } from '@/content/services';
import { arrowhead, cylinder, dot, dotted, gear, highlight, link, motifSet, n, polar, tint, type Point } from '@/components/sections/MotifKit';

/**
 * The service band's drawing, one per service: what the service does said in a few fine lines, in the one
 * style and box of every header-band drawing (MotifKit: white lines at low opacity on the navy band, one
 * accent, no text, no people, no logos, never mirrored). A service without a drawing of its own gets the
 * rising chart, in the same box.
 */

/** A map pin whose point is at `x`,`y`. */
const pin = (x: number, y: number) =>
  `M${x},${y}C${x - 4},${y - 12} ${x - 15},${y - 18} ${x - 15},${y - 30}A15 15 0 1 1 ${x + 15},${y - 30}C${x + 15},${y - 18} ${x + 4},${y - 12} ${x},${y}Z`;

/** Consultancy and implementation: a road map, its winding route past milestones to the flag of go-live. */
function consultancy() {
  const milestones: readonly Point[] = [
    [262, 282],
    [352, 210],
    [450, 238],
  ];
  return (
    <>
      <path d="M196,316C260,316 232,282 262,282C300,282 300,210 352,210C404,210 404,238 450,238C500,238 480,140 540,128" strokeDasharray="8 9" />
      <circle cx="196" cy="316" r="6" />
      {milestones.map(([x, y], i) => (
        <g key={x}>
          <path d={pin(x, y - 6)} />
          {i < 2 ? <polyline points={`${x - 6},${y - 37} ${x - 1},${y - 32} ${x + 7},${y - 42}`} /> : <circle cx={x} cy={y - 36} r="4" />}
        </g>
      ))}
      <path d="M540,128V74" />
      <path d="M540,76L588,90L540,104Z" {...highlight} {...tint} />
      <circle cx="540" cy="128" r="5" {...dot} />
      <path d="M196,336H604" />
      <path d={[262, 352, 450, 540].map((x) => `M${x},330V342`).join('')} />
    </>
  );
}

/** Technology: a database and the gears that run on it, data passing both ways between them. */
function technology() {
  const base = cylinder(282, 118, 66, 18, 190);
  return (
    <>
      <path d={base.side} />
      <ellipse {...base.top} />
      {[182, 246].map((y) => (
        <path key={y} d={`M216,${y}A66 18 0 0 0 348,${y}`} />
      ))}
      {[150, 214, 278].map((y) => (
        <g key={y}>
          <circle cx="316" cy={y} r="3" />
          <path d={`M230,${y + 2}h34`} strokeDasharray="2 5" />
        </g>
      ))}
      <polygon points={gear(484, 156, 46, 60, 12)} />
      <circle cx="484" cy="156" r="16" />
      <polygon points={gear(540, 242, 27, 38, 8, 10)} {...highlight} />
      <circle cx="540" cy="242" r="6" {...dot} />
      <path d="M368,186H414M414,222H368" />
      <polyline points={arrowhead([416, 186], [368, 186])} />
      <polyline points={arrowhead([366, 222], [414, 222])} />
    </>
  );
}

/** Training: a board on its easel, a path rising up it step by step, beside the badge at the end of the course. */
function training() {
  const steps = [
    [236, 228],
    [286, 204],
    [336, 172],
    [386, 148],
  ] as const;
  // From the board's start edge, up a step at each dot, on to the arrow.
  const path = `M224,${steps[0][1]}${steps
    .slice(1)
    .map(([x, y]) => `H${x}V${y}`)
    .join('')}H416`;
  const star = Array.from({ length: 10 }, (_, i) => polar(534, 160, i % 2 ? 9 : 20, -90 + i * 36)).join(' ');
  return (
    <>
      <rect x="206" y="92" width="244" height="168" rx="8" />
      <path d="M196,260H460M236,260L218,336M420,260L438,336M328,78V92M328,260V320" />
      <path d={`M${steps[0][0]},240H428`} strokeDasharray={dotted} />
      <path d={path} {...highlight} />
      <polyline points={arrowhead([428, 148], [416, 148], 11)} {...highlight} />
      {steps.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="4" {...dot} />
      ))}
      <circle cx="534" cy="160" r="44" />
      <circle cx="534" cy="160" r="34" strokeDasharray="2 5" />
      <polygon points={star} />
      <path d="M508,196L490,268L510,256L520,276L532,206M560,196L578,268L558,256L548,276L536,206" />
    </>
  );
}

/** One side of a jigsaw piece from `a` to `b`: straight, or with a knob bulging towards `bulge` (its x and y, -1, 0 or 1). */
const edge = ([ax, ay]: Point, [bx, by]: Point, bulge?: Point) => {
  if (!bulge) return `L${bx},${by}`;
  const length = Math.hypot(bx - ax, by - ay);
  const [dx, dy] = [(bx - ax) / length, (by - ay) / length];
  const at = (t: number) => `${n(ax + dx * length * t)},${n(ay + dy * length * t)}`;
  // Clockwise on the screen when the knob is on the left of the way from a to b.
  const sweep = dx * bulge[1] - dy * bulge[0] < 0 ? 1 : 0;
  return `L${at(0.4)}A${n(length * 0.13)} ${n(length * 0.13)} 0 1 ${sweep} ${at(0.6)}L${bx},${by}`;
};

/** Staff augmentation: a team as a jigsaw, one place open and the piece that fits it on its way in. */
function staffAugmentation() {
  const size = 82;
  const [left, top] = [204, 168];
  const x = (column: number) => left + column * size;
  const y = (row: number) => top + row * size;
  // The knobs of the inner sides: across the middle row line, and down the two column lines.
  const across = [-1, 1, 1] as const;
  const down = [
    [1, -1],
    [-1, 1],
  ] as const;
  const inner =
    across.map((b, c) => `M${x(c)},${y(1)}${edge([x(c), y(1)], [x(c + 1), y(1)], [0, b])}`).join('') +
    down.map((knobs, c) => knobs.map((b, r) => `M${x(c + 1)},${y(r)}${edge([x(c + 1), y(r)], [x(c + 1), y(r + 1)], [b, 0])}`).join('')).join('');
  // The open place is the top right one: its piece is the same outline, drawn where it comes from.
  const piece = (dx: number, dy: number) => {
    const at = (p: Point): Point => [p[0] + dx, p[1] + dy];
    return (
      `M${at([x(2), y(0)])}` +
      edge(at([x(2), y(0)]), at([x(3), y(0)])) +
      edge(at([x(3), y(0)]), at([x(3), y(1)])) +
      edge(at([x(3), y(1)]), at([x(2), y(1)]), [0, across[2]]) +
      edge(at([x(2), y(1)]), at([x(2), y(0)]), [down[1][0], 0]) +
      'Z'
    );
  };
  return (
    <>
      <path d={`M${x(2)},${y(0)}H${x(0)}V${y(2)}H${x(3)}V${y(1)}`} />
      <path d={`M${x(2)},${y(0)}H${x(3)}V${y(1)}`} strokeDasharray={dotted} />
      <path d={inner} />
      <path d={piece(112, -92)} {...highlight} {...tint} fillOpacity="0.2" />
      <path d="M468,142C450,150 440,160 432,176" />
      <polyline points={arrowhead([430, 180], [444, 156])} />
    </>
  );
}

/** A clock's face: its ring, the twelve marks, and the hands at `hour`:00. */
const clock = (cx: number, cy: number, r: number, hour: number) => (
  <>
    <circle cx={cx} cy={cy} r={r} />
    <path d={Array.from({ length: 12 }, (_, i) => `M${polar(cx, cy, r - 6, i * 30)}L${polar(cx, cy, r - (i % 3 ? 9 : 13), i * 30)}`).join('')} />
    <path d={`M${polar(cx, cy, r * 0.5, hour * 30 - 90)}L${cx},${cy}L${cx},${cy - r * 0.7}`} />
    <circle cx={cx} cy={cy} r="3" />
  </>
);

/** Offshore development: two clocks hours apart, the day's sun by one and the night's moon by the other, a bridge between. */
function offshore() {
  const hangers = [268, 302, 336, 370, 404, 438, 472, 506].map((x) => {
    // The arch is a parabola through its feet at 230 and 560 (y 262) and its crown at 395 (y 176).
    const t = (x - 395) / 165;
    return `M${x},262V${n(176 + 86 * t * t)}`;
  });
  return (
    <>
      {clock(250, 128, 40, 9)}
      {clock(540, 128, 40, 3)}
      <circle cx="318" cy="88" r="11" />
      <path d={Array.from({ length: 8 }, (_, i) => `M${polar(318, 88, 17, i * 45)}L${polar(318, 88, 24, i * 45)}`).join('')} />
      <path d="M478,68A20 20 0 1 0 478,108A25 25 0 0 1 478,68Z" />
      <path d="M230,262Q395,90 560,262" {...highlight} />
      <path d={hangers.join('')} />
      <path d="M196,262H594M196,274H594M230,274V318M560,274V318" />
      <path d="M196,300Q218,290 240,300T284,300T328,300T372,300T416,300T460,300T504,300T548,300T592,300" strokeDasharray={dotted} />
      <path d="M214,326Q236,316 258,326T302,326T346,326T390,326T434,326T478,326T522,326T566,326T590,326" strokeDasharray={dotted} />
    </>
  );
}

/** A four-pointed spark centred on `x`,`y`. */
const spark = (x: number, y: number, r: number) => {
  const q = n(r * 0.18);
  return `M${x},${y - r}C${x + q},${y - q} ${x + q},${y - q} ${x + r},${y}C${x + q},${y + q} ${x + q},${y + q} ${x},${y + r}C${x - q},${y + q} ${x - q},${y + q} ${x - r},${y}C${x - q},${y - q} ${x - q},${y - q} ${x},${y - r}Z`;
};

/** Oracle SaaS AI agents: a chat bubble answering, the graph of what it reaches around it, the spark of the agent. */
function aiAgent() {
  const nodes: readonly Point[] = [
    [226, 118],
    [212, 238],
    [270, 312],
    [560, 300],
    [584, 196],
    [500, 84],
  ];
  const bubble = 'M304,128H486A18 18 0 0 1 504,146V230A18 18 0 0 1 486,248H360L326,280V248H304A18 18 0 0 1 286,230V146A18 18 0 0 1 304,128Z';
  return (
    <>
      {nodes.map(([x, y], i) => (
        <g key={x}>
          <circle cx={x} cy={y} r="10" />
          <path d={link([x, y], nodes[(i + 1) % nodes.length]!, 14)} strokeDasharray={dotted} />
        </g>
      ))}
      <path d="M236,122L286,150M222,232L286,216M278,302L322,262M550,294L496,248M574,198L504,196M496,94L480,128" />
      <path d={bubble} />
      {[360, 395, 430].map((x) => (
        <circle key={x} cx={x} cy="188" r="7" />
      ))}
      <path d={spark(504, 128, 30)} {...highlight} {...tint} />
      <path d={spark(544, 96, 11)} />
    </>
  );
}

/**
 * The drawing for a service's header band (`data-motif` its slug; the rising chart, `data-motif="chart"`, for a slug
 * without one), and the services that have one (content/services.ts slugs).
 */
export const { Motif: ServiceMotif, slugs: serviceMotifSlugs } = motifSet({
  'consultancy-implementation': consultancy,
  technology,
  training,
  'staff-augmentation': staffAugmentation,
  'offshore-development': offshore,
  'oracle-saas-ai-agent': aiAgent,
} satisfies Partial<Record<ServiceSlug, () => ReactNode>>);
