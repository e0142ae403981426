import type { ReactNode } from 'react';
import type { PageIntro as PageIntroContent } from '@/lib/content/types';
import type { ImageAsset } from '@/content/media';
import { IndustryMotif } from '@/components/sections/IndustryMotif';
import { motifAccent, motifLine } from '@/components/sections/MotifKit';
import { HeadingText } from '@/components/ui/HeadingText';
import { Picture } from '@/components/ui/Picture';
import { frameRatio } from '@/lib/images';

/**
 * One header band for every page, in the variant of its page type. The variants share one system:
 * the same navy ground on company, solution, industry and service pages (white or light on utility
 * pages and the blog), the same type, spacing and eyebrow, the same accent rule along the foot, and a
 * line drawing in one style at the band's end that says the page type:
 * - company: about, careers, clients, contact: a fan of fine lines;
 * - solution: modules joined into one system;
 * - industry: the industry's own drawing (IndustryMotif: a mast and its network for telecom, a crane for
 *   construction…), the rising bar and line chart for an industry without one;
 * - service: the service's own picture beside the text, the neighbours' links underneath;
 * - article: the blog: light, dark text;
 * - plain: policies, 404, thank-you: white, compact.
 *
 * Direction: the band's layout mirrors in Arabic (the drawing sits at the end edge); a drawing that
 * has a meaning of its own (an industry's drawing; the chart: rising means growth) is never flipped.
 * Each drawing says which it is in `data-art-direction` ("mirrors" or "neutral"), and the e2e suite
 * holds it to that.
 */
export type PageIntroVariant = 'company' | 'solution' | 'industry' | 'service' | 'article' | 'plain';

export interface PageIntroProps {
  readonly intro: PageIntroContent;
  /** A short line above the heading, e.g. the group a page belongs to. */
  readonly eyebrow?: string;
  readonly variant?: PageIntroVariant;
  /** A line under the text, in the band's accent colour (a service's banner title). */
  readonly tagline?: string;
  /** Artwork beside the text (service pages). */
  readonly media?: ImageAsset;
  /** Extra content at the foot of the band (the previous and next service). */
  readonly children?: ReactNode;
  /** The industry's slug, for its drawing (`variant="industry"`); without one, or for an unknown slug, the chart. */
  readonly motif?: string;
  /** The band runs on below its text for the next section's cards to overlap (`pageIntroOverlap`), as one ground. */
  readonly overlapped?: boolean;
}

/** The pull of a section whose cards overlap a band drawn with `overlapped`. */
export const pageIntroOverlap = '-mt-24 md:-mt-32';

const navy = 'bg-gradient-to-br from-brand-dark via-brand-dark to-brand text-white';
const bands: Record<PageIntroVariant, string> = {
  company: navy,
  solution: navy,
  industry: navy,
  service: navy,
  article: 'bg-brand-light text-brand-dark',
  plain: 'bg-white text-brand-dark',
};

const dark = (variant: PageIntroVariant) => variant !== 'article' && variant !== 'plain';

/** The top of a content page: its single <h1>, the paragraph that introduces it, and its page type's band. */
export function PageIntro({ intro, eyebrow, variant = 'company', tagline, media, motif, children, overlapped = false }: PageIntroProps) {
  const onDark = dark(variant);
  return (
    <div className={`relative isolate overflow-hidden ${bands[variant]}`}>
      <Motif variant={variant} motif={motif} />
      <div className={`relative container-page ${variant === 'plain' ? 'py-10 md:py-14' : 'py-12 md:py-16'} ${overlapped ? 'pb-36 md:pb-48' : ''}`}>
        <div className={media ? 'grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:gap-14' : undefined}>
          <div>
            {eyebrow ? (
              <p dir="auto" className={`text-sm font-semibold tracking-widest uppercase ${onDark ? 'text-brand-gold' : 'text-brand-teal'}`}>
                {eyebrow}
              </p>
            ) : null}
            <h1 dir="auto" className={`mt-2 max-w-4xl text-3xl font-extrabold md:text-5xl ${onDark ? 'text-white' : 'text-brand-dark'}`}>
              <HeadingText text={intro.heading} />
            </h1>
            <p dir="auto" className={`mt-5 max-w-3xl text-lg leading-8 ${onDark ? 'text-white/90' : 'text-ink-muted'}`}>
              {intro.intro}
            </p>
            {tagline ? (
              <p dir="auto" className="mt-6 max-w-3xl border-s-4 border-brand-gold ps-4 text-lg font-semibold text-white md:text-xl">
                {tagline}
              </p>
            ) : null}
          </div>
          {media ? (
            <div
              className="hidden overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15 lg:block"
              style={{ aspectRatio: frameRatio(media) }}
              data-art-direction="neutral"
            >
              <Picture
                image={media}
                alt=""
                sizes="(min-width: 1280px) 512px, (min-width: 1024px) 40vw, 100vw"
                priority
                className="h-full w-full object-cover"
              />
            </div>
          ) : null}
        </div>
        {children}
      </div>
      <div
        aria-hidden="true"
        hidden={overlapped}
        className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-brand-accent via-brand-gold to-brand-teal rtl:bg-gradient-to-l"
      />
    </div>
  );
}

/** The band's drawing: inside the band's end half, never cut by its edges, in one line style for every variant. */
function Motif({ variant, motif }: { readonly variant: PageIntroVariant; readonly motif: string | undefined }) {
  const frame = 'pointer-events-none absolute inset-y-10 end-8 -z-10 hidden h-[calc(100%-5rem)] w-[38%] md:block';
  const line = motifLine;
  const accent = motifAccent;
  switch (variant) {
    case 'company':
      return (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 600 400"
          preserveAspectRatio="xMaxYMid slice"
          data-art-direction="mirrors"
          className="pointer-events-none absolute inset-y-0 end-0 -z-10 hidden h-full w-1/2 text-white/10 md:block rtl:-scale-x-100"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <line key={i} x1="600" y1="400" x2={120 + i * 40} y2="0" stroke="currentColor" strokeWidth="1.5" />
          ))}
          <line x1="600" y1="400" x2="360" y2="0" stroke={accent} strokeOpacity="0.5" strokeWidth="2" />
        </svg>
      );
    case 'solution': {
      const hub = { x: 300, y: 150 };
      const modules = [
        { x: 130, y: 70 },
        { x: 470, y: 70 },
        { x: 90, y: 210 },
        { x: 510, y: 210 },
        { x: 300, y: 270 },
      ];
      return (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="40 20 520 290"
          preserveAspectRatio="xMaxYMid meet"
          data-art-direction="neutral"
          className={`${frame} text-white/20`}
        >
          {modules.map((m) => {
            // From the hub's ring to the module's edge, never through either.
            const dx = m.x - hub.x;
            const dy = m.y - hub.y;
            const start = 52 / Math.hypot(dx, dy);
            const end = 1 - Math.min(40 / Math.abs(dx || 1), 30 / Math.abs(dy || 1));
            return (
              <line
                key={`${m.x}-${m.y}`}
                x1={hub.x + dx * start}
                y1={hub.y + dy * start}
                x2={hub.x + dx * end}
                y2={hub.y + dy * end}
                {...line}
                strokeDasharray="2 8"
              />
            );
          })}
          {modules.map((m) => (
            <rect key={`box-${m.x}-${m.y}`} x={m.x - 34} y={m.y - 24} width="68" height="48" rx="10" {...line} />
          ))}
          <circle cx={hub.x} cy={hub.y} r="46" {...line} stroke={accent} strokeOpacity="0.8" strokeWidth="3" />
          <circle cx={hub.x} cy={hub.y} r="20" fill={accent} fillOpacity="0.35" />
        </svg>
      );
    }
    case 'industry':
      return <IndustryMotif slug={motif ?? ''} className={`${frame} text-white/20`} />;
    default:
      return null;
  }
}
