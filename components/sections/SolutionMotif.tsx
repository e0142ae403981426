import type { ReactNode } from 'react';
import type { SolutionSlug } from '@/content/solutions';
import { arrowhead, cylinder, dot, dotted, highlight, link, motifSet, n, polar, tint, type Point } from '@/components/sections/MotifKit';

/**
 * The solution band's drawing, one per solution: what the solution is about said in a few fine lines, in the
 * one style and box of every header-band drawing (MotifKit: white lines at low opacity on the navy band, one
 * accent, no text, no people, no logos, never mirrored). A solution without a drawing of its own gets the
 * rising chart, in the same box.
 */

/** On-premise: server racks on the raised floor of their own room, fed from the cable tray overhead, cooled beside. */
function onPremise() {
  const racks = [226, 318, 410];
  const width = 80;
  const units = [132, 160, 188, 216, 244, 272];
  // The raised floor's tiles in perspective: their joints run towards a point above the room's middle.
  const joints = [206, 270, 334, 398, 462, 526, 590].map((x) => `M${x},338L${n(x + (398 - x) * 0.3)},302`).join('');
  return (
    <>
      <path d="M196,300H600M190,338H606" />
      <path d={`${joints}M193,319H603`} strokeDasharray={dotted} />
      <path d="M206,92H508M206,106H508" />
      {racks.map((x) => (
        <g key={x}>
          <path d={`M${x + 20},106V118M${x + width - 20},106V118`} strokeDasharray="2 4" />
          <rect x={x} y="118" width={width} height="182" rx="6" />
          <path d={units.map((y) => `M${x + 10},${y + 18}H${x + width - 10}`).join('')} />
          <path d={units.map((y) => `M${x + 12},${y + 9}h14`).join('')} strokeDasharray="2 4" />
          {units.map((y) => (
            <circle key={y} cx={x + width - 18} cy={y + 9} r="2.5" />
          ))}
        </g>
      ))}
      <rect x={racks[1]! + 8} y={units[2]! + 1} width={width - 16} height="17" rx="3" {...highlight} {...tint} />
      <circle cx={racks[1]! + width - 18} cy={units[2]! + 9} r="3.5" {...dot} />
      <rect x="512" y="168" width="76" height="132" rx="6" />
      <circle cx="550" cy="210" r="24" />
      <path d={[0, 120, 240].map((a) => `M550,210Q${polar(550, 210, 22, a - 40)} ${polar(550, 210, 20, a + 10)}`).join('')} />
      <path d="M526,252H574M526,266H574M526,280H574" strokeDasharray="2 4" />
    </>
  );
}

/** A cloud's outline on a flat base `width` long from `x`: three bumps, the middle one the highest. */
const cloud = (x: number, base: number, width: number) => {
  const at = (dx: number, dy: number) => `${n(x + dx * width)},${n(base - dy * width)}`;
  const bump = (r: number, dx: number, dy: number) => `A${n(r * width)} ${n(r * width)} 0 0 0 ${at(dx, dy)}`;
  return `M${at(0.14, 0)}H${n(x + width * 0.85)}${bump(0.155, 0.84, 0.31)}${bump(0.26, 0.42, 0.39)}${bump(0.177, 0.146, 0.27)}${bump(0.138, 0.14, 0)}Z`;
};

/** Cloud: a cloud layered on another, the services beneath joined to each other and up into it. */
function cloudSolutions() {
  const nodes: readonly Point[] = [
    [236, 306],
    [316, 282],
    [400, 308],
    [484, 282],
    [564, 306],
  ];
  return (
    <>
      <path d={cloud(392, 178, 200)} strokeDasharray={dotted} />
      <path d={cloud(256, 216, 256)} {...highlight} {...tint} fillOpacity="0.12" />
      <path d="M384,196V142" />
      <polyline points={arrowhead([384, 140], [384, 196], 12)} />
      {nodes.map(([x, y], i) => (
        <g key={x}>
          <path d={`M${x},${y - 12}L${n(384 + (x - 400) * 0.45)},220`} strokeDasharray={dotted} />
          {i < nodes.length - 1 ? <path d={link([x, y], nodes[i + 1]!, 14)} /> : null}
          <circle cx={x} cy={y} r="12" />
          <circle cx={x} cy={y} r="3" />
        </g>
      ))}
    </>
  );
}

/** Small glyphs of the sectors the site serves, each centred on 0,0, about 36 wide. */
const sectorGlyphs: readonly string[] = [
  // A factory: a sawtooth roof and its chimney.
  'M-17,14V-2L-7,-10V-2L3,-10V-2L13,-10V14ZM8,-10V-18H13V-10M-9,14V6H-3V14',
  // A bank: a pediment on columns.
  'M-17,-6L0,-17L17,-6ZM-12,-2V10M-4,-2V10M4,-2V10M12,-2V10M-17,14H17',
  // Health: a cross.
  'M-5,-16H5V-5H16V5H5V16H-5V5H-16V-5H-5Z',
  // Oil and gas: a drop.
  'M0,-17C6,-7 13,0 13,6A13 13 0 0 1 -13,6C-13,0 -6,-7 0,-17Z',
  // Telecom: a mast sending its signal.
  'M0,-6V16M-7,16L0,-6L7,16M-9,-12A12 12 0 0 0 -9,2M9,-12A12 12 0 0 1 9,2',
];

/** Industry-specific: the sectors' glyphs, each in its ring, joined on one platform. */
function industrySpecific() {
  const centres: readonly Point[] = [
    [236, 178],
    [316, 128],
    [400, 106],
    [484, 128],
    [564, 178],
  ];
  return (
    <>
      {centres.map(([x, y], i) => (
        <g key={x}>
          <circle cx={x} cy={y} r="32" />
          <path d={sectorGlyphs[i]} transform={`translate(${x},${y})`} />
          <path d={`M${x},${y + 32}V270`} strokeDasharray={dotted} />
          <circle cx={x} cy="270" r="4" />
        </g>
      ))}
      <path d={centres.map(([x, y], i) => (i ? link(centres[i - 1]!, [x, y], 38) : '')).join('')} strokeDasharray="2 5" />
      <path d="M206,270H594L574,298H226Z" {...highlight} {...tint} fillOpacity="0.12" />
      <path d="M226,298V312H574V298M246,326H554" />
    </>
  );
}

/**
 * The two lines of an axis-aligned pipe of the given width along `points`: each line offset from the path by half the
 * width, mitred at the corners.
 */
const pipe = (points: readonly Point[], width: number) => {
  const unit = ([x1, y1]: Point, [x2, y2]: Point): Point => {
    const d = Math.hypot(x2 - x1, y2 - y1);
    return [(x2 - x1) / d, (y2 - y1) / d];
  };
  const side = (sign: number) =>
    points
      .map(([x, y], i) => {
        const before = i > 0 ? unit(points[i - 1]!, points[i]!) : undefined;
        const after = i < points.length - 1 ? unit(points[i]!, points[i + 1]!) : undefined;
        // The normals of the segments on either side; at a corner the offset point is on both offset lines.
        const [bx, by] = before ? [-before[1], before[0]] : [0, 0];
        const [ax, ay] = after ? [-after[1], after[0]] : [0, 0];
        const turn = before && after && (bx !== ax || by !== ay);
        const [ox, oy] = turn ? [bx + ax, by + ay] : before ? [bx, by] : [ax, ay];
        return `${i ? 'L' : 'M'}${n(x + (sign * width * ox) / 2)},${n(y + (sign * width * oy) / 2)}`;
      })
      .join('');
  return side(1) + side(-1);
};
/** A flange across a pipe running along x, at the given point of its axis. */
const flange = ([x, y]: Point, bore: number) => `M${x},${y - bore / 2 - 5}V${y + bore / 2 + 5}`;

/** Technology: pipes from an application and a database meeting in an API's braces, its calls going both ways, one pipe on to the cloud. */
function technologySolutions() {
  const bore = 14;
  const database = cylinder(236, 262, 36, 10, 46);
  const brace = (x: number, side: -1 | 1) => {
    // A curly brace from top to bottom, its point towards `side` (the outside) at the middle.
    const [t, m, b] = [128, 210, 292];
    const out = x + side * 14;
    const tip = out + side * 14;
    return (
      `M${x - side * 6},${t}C${out},${t} ${out},${t + 6} ${out},${t + 20}V${m - 20}C${out},${m - 6} ${tip - side * 6},${m} ${tip},${m}` +
      `C${tip - side * 6},${m} ${out},${m + 6} ${out},${m + 20}V${b - 20}C${out},${b - 6} ${out},${b} ${x - side * 6},${b}`
    );
  };
  const inlets: readonly (readonly Point[])[] = [
    [
      [280, 132],
      [302, 132],
      [302, 186],
      [326, 186],
    ],
    [
      [272, 290],
      [302, 290],
      [302, 234],
      [326, 234],
    ],
  ];
  return (
    <>
      <rect x="194" y="98" width="86" height="66" rx="8" />
      <path d="M194,116H280M208,136H256M208,148H242" />
      <circle cx="205" cy="107" r="2" />
      <circle cx="214" cy="107" r="2" />
      <ellipse {...database.top} />
      <path d={`${database.side}M200,285A36 10 0 0 0 272,285`} />
      <path d={inlets.map((points) => pipe(points, bore) + flange(points[points.length - 1]!, bore)).join('')} />
      <path d={brace(350, -1) + brace(450, 1)} {...highlight} />
      <path d="M372,184H426M428,236H374" />
      <polyline points={arrowhead([428, 184], [372, 184])} />
      <polyline points={arrowhead([372, 236], [428, 236])} />
      <circle cx="400" cy="210" r="5" {...dot} />
      <path d={`M486,${210 - bore / 2}H509M486,${210 + bore / 2}H509${flange([486, 210], bore)}`} />
      <path d={cloud(506, 224, 98)} />
    </>
  );
}

/**
 * The drawing for a solution's header band (`data-motif` its slug; the rising chart, `data-motif="chart"`, for a slug
 * without one), and the solutions that have one (content/solutions.ts slugs).
 */
export const { Motif: SolutionMotif, slugs: solutionMotifSlugs } = motifSet({
  'oracle-on-premise-solution': onPremise,
  'oracle-cloud-solutions': cloudSolutions,
  'industry-specific-solutions': industrySpecific,
  'technology-solutions': technologySolutions,
} satisfies Partial<Record<SolutionSlug, () => ReactNode>>);
