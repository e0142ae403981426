import type { ReactNode } from 'react';
import type { PageIntro as PageIntroContent } from '@/lib/content/types';
import { IndustryMotif } from '@/components/sections/IndustryMotif';
import { motifAccent, type BandMotifProps } from '@/components/sections/MotifKit';
import { ServiceMotif } from '@/components/sections/ServiceMotif';
import { SolutionMotif } from '@/components/sections/SolutionMotif';
import { HeadingText } from '@/components/ui/HeadingText';
import { Picture } from '@/components/ui/Picture';
import type { ImageAsset } from '@/content/media';

/**
 * One header band for every page, in the variant of its page type. The variants share one system:
 * the same navy ground on company, solution, industry and service pages (white or light on utility
 * pages and the blog), the same type, spacing and eyebrow, the same accent rule along the foot, and a
 * line drawing in one style at the band's end that says what the page is about. With the home page's slider,
 * this band is one of the site's two hero designs; only its drawing changes from page to page:
 * - company: about, careers, clients, contact: a fan of fine lines;
 * - solution: the solution's own drawing (SolutionMotif: server racks for on-premise, a cloud over its
 *   services…);
 * - industry: the industry's own drawing (IndustryMotif: a mast and its network for telecom, a crane for
 *   construction…);
 * - service: the service's own drawing (ServiceMotif: a road map for consultancy, a jigsaw for staff
 *   augmentation…) over the spec's banner picture, faint across the whole band (`backdrop`), the
 *   neighbours' links underneath;
 * - article: the blog: light, dark text;
 * - plain: policies, 404, thank-you: white, compact.
 * A solution, industry or service without a drawing of its own gets the rising bar and line chart (MotifKit).
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
  /** A picture faint across the whole band, under its drawing (a service's banner picture, spec §2). */
  readonly backdrop?: ImageAsset;
  /** Extra content at the foot of the band (the previous and next service). */
  readonly children?: ReactNode;
  /** The solution's, industry's or service's slug, for its drawing (those variants); without one, or for an unknown slug, the chart. */
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
export function PageIntro({ intro, eyebrow, variant = 'company', tagline, motif, backdrop, children, overlapped = false }: PageIntroProps) {
  const onDark = dark(variant);
  return (
    <div className={`relative isolate overflow-hidden ${bands[variant]}`}>
      {backdrop ? (
        <div aria-hidden="true" className="absolute inset-0 -z-20 opacity-10 mix-blend-luminosity" data-art-direction="neutral">
          <Picture image={backdrop} alt="" sizes="100vw" className="h-full w-full object-cover" />
        </div>
      ) : null}
      <Motif variant={variant} motif={motif} />
      <div className={`relative container-page ${variant === 'plain' ? 'py-10 md:py-14' : 'py-12 md:py-16'} ${overlapped ? 'pb-36 md:pb-48' : ''}`}>
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

/** The drawings of a page's own subject, by page type. */
const subjectMotifs: Partial<Record<PageIntroVariant, (props: BandMotifProps) => ReactNode>> = {
  solution: SolutionMotif,
  industry: IndustryMotif,
  service: ServiceMotif,
};

/**
 * The band's drawing: inside the band's end half, never cut by its edges, in one line style for every variant.
 * On a service page it ends above the links to the neighbours, which run along the band's foot.
 */
function Motif({ variant, motif }: { readonly variant: PageIntroVariant; readonly motif: string | undefined }) {
  const height = variant === 'service' ? 'h-[calc(100%-12rem)]' : 'h-[calc(100%-5rem)]';
  const frame = `pointer-events-none absolute top-10 end-8 -z-10 hidden ${height} w-[38%] md:block`;
  const Subject = subjectMotifs[variant];
  if (Subject) return <Subject slug={motif ?? ''} className={`${frame} text-white/20`} />;
  if (variant !== 'company') return null;
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
      <line x1="600" y1="400" x2="360" y2="0" stroke={motifAccent} strokeOpacity="0.5" strokeWidth="2" />
    </svg>
  );
}
