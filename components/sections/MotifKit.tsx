import type { ReactNode } from 'react';

/**
 * What every header band's drawing shares (PageIntro; the drawings in IndustryMotif, SolutionMotif and
 * ServiceMotif): the line style, the one accent, the shapes several drawings draw, and the box. A drawing is
 * its subject said in a few fine lines: strokes in the current colour (white at low opacity on the navy
 * band), one stroke or fill in the accent, no text, no people, no logos. Every drawing sits in one box
 * (`viewBox="180 60 430 290"`, drawn within about x 186–604, y 70–342), so the band's layout is the same on
 * every page. None mirrors in Arabic: `data-art-direction="neutral"`.
 */

/** The line style of the header bands' drawings. */
export const motifLine = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
/** The one highlighted stroke or fill of a drawing (brand gold). */
export const motifAccent = '#f2b134';

// The drawing's own element carries the line style; its shapes inherit it and say only what differs.
/** The accent stroke. */
export const highlight = { stroke: motifAccent, strokeOpacity: 0.8, strokeWidth: 3 } as const;
/** The accent's light fill, under a highlighted stroke. */
export const tint = { fill: motifAccent, fillOpacity: 0.35 } as const;
/** A solid accent dot. */
export const dot = { fill: motifAccent, stroke: 'none' } as const;
/** A fine dotted line: a link, a ruling, a path not yet walked. */
export const dotted = '2 7';

/** A point of the drawing: x, y. */
export type Point = readonly [number, number];

/** A number for the markup: one decimal at most. */
export const n = (value: number) => Math.round(value * 10) / 10;
export const polar = (cx: number, cy: number, r: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
};
/** A circular arc from one angle to another, clockwise on the screen (degrees, 0 = towards the end of the x axis). */
export const arc = (cx: number, cy: number, r: number, from: number, to: number) => `M${polar(cx, cy, r, from)}A${r} ${r} 0 0 1 ${polar(cx, cy, r, to)}`;
/** A line between two circles of radius r, from edge to edge, never through either. */
export const link = ([x1, y1]: Point, [x2, y2]: Point, r: number) => {
  const d = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / d;
  const uy = (y2 - y1) / d;
  return `M${n(x1 + ux * r)},${n(y1 + uy * r)}L${n(x2 - ux * r)},${n(y2 - uy * r)}`;
};
/** A gear's outline: `teeth` flat-topped teeth between radii `inner` and `outer`, turned by `turn` degrees. */
export const gear = (cx: number, cy: number, inner: number, outer: number, teeth: number, turn = 0) => {
  const step = 360 / teeth;
  const points = Array.from({ length: teeth }, (_, i) => {
    const a = turn + i * step;
    return [polar(cx, cy, inner, a), polar(cx, cy, outer, a + step * 0.15), polar(cx, cy, outer, a + step * 0.4), polar(cx, cy, inner, a + step * 0.55)];
  });
  return points.flat().join(' ');
};
/** An arrowhead at `tip`, pointing away from `from`. */
export const arrowhead = ([x, y]: Point, [fx, fy]: Point, size = 9) => {
  const a = Math.atan2(y - fy, x - fx);
  const wing = (side: number) => `${n(x - size * Math.cos(a + side * 0.5))},${n(y - size * Math.sin(a + side * 0.5))}`;
  return `${wing(1)} ${x},${y} ${wing(-1)}`;
};
/** A cylinder (a database, a tank) standing on its base: its side and bottom as one path, then its top ellipse. */
export const cylinder = (cx: number, top: number, rx: number, ry: number, height: number) => ({
  side: `M${cx - rx},${top}V${top + height}A${rx} ${ry} 0 0 0 ${cx + rx},${top + height}V${top}`,
  top: { cx, cy: top, rx, ry },
});

/** The drawing for a page without one of its own: a rising bar and line chart. */
export function chart() {
  return (
    <>
      {Array.from({ length: 9 }, (_, i) => {
        const height = 40 + ((i * 37) % 120) + i * 14;
        return <rect key={i} x={200 + i * 44} y={330 - height} width="28" height={height} rx="4" />;
      })}
      <polyline points="190,300 260,260 330,270 400,200 470,190 540,120 590,90" {...highlight} />
      <circle cx="590" cy="90" r="6" {...dot} />
      <line x1="180" y1="330" x2="600" y2="330" />
    </>
  );
}

export interface BandMotifProps {
  /** The page's slug; without a drawing of its own, the rising chart (`data-motif="chart"`). */
  readonly slug: string;
  readonly className?: string;
}

/** The band's drawing element for `slug`: its own drawing from `drawings`, the chart for a slug without one. */
function BandMotif<Slug extends string>({ slug, drawings, className }: BandMotifProps & { readonly drawings: Record<Slug, () => ReactNode> }) {
  const known = Object.hasOwn(drawings, slug);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="180 60 430 290"
      preserveAspectRatio="xMaxYMid meet"
      data-art-direction="neutral"
      data-motif={known ? slug : 'chart'}
      className={className}
      {...motifLine}
    >
      {known ? drawings[slug as Slug]() : chart()}
    </svg>
  );
}

/**
 * A kind of page's band drawings (solutions, industries, services) as its band component, which draws the page's
 * own drawing by its slug (the chart for a slug without one), and the slugs that have one.
 */
export function motifSet<Slug extends string>(drawings: Record<Slug, () => ReactNode>) {
  return {
    Motif: function Motif(props: BandMotifProps) {
      return <BandMotif {...props} drawings={drawings} />;
    },
    slugs: Object.keys(drawings) as Slug[],
  };
}
