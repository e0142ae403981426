import type { ReactNode } from 'react';
import type { PageIntro as PageIntroContent } from '@/content/types';
import type { ImageAsset } from '@/content/media';
import { HeadingText } from '@/components/ui/HeadingText';
import { Picture } from '@/components/ui/Picture';

/**
 * One header band per page, in the variant of its page type:
 * - company: about, careers, clients, contact: navy, with a fan of fine lines;
 * - solution: navy to teal, with a grid of modules;
 * - industry: teal to navy, with a rising line chart;
 * - service: deep navy, the service's artwork beside the text, the neighbours' links underneath;
 * - article: the blog: light, dark text;
 * - plain: policies, 404, thank-you: white, compact.
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
}

const bands: Record<PageIntroVariant, string> = {
  company: 'bg-gradient-to-br from-brand-dark to-brand text-white',
  solution: 'bg-gradient-to-br from-brand-dark via-brand to-brand-teal text-white',
  industry: 'bg-gradient-to-br from-brand-teal via-brand to-brand-dark text-white',
  service: 'bg-brand-dark text-white',
  article: 'bg-brand-light text-brand-dark',
  plain: 'border-b border-brand/10 bg-white text-brand-dark',
};

const dark = (variant: PageIntroVariant) => variant !== 'article' && variant !== 'plain';

/** The top of a content page: its single <h1>, the paragraph that introduces it, and its page type's band. */
export function PageIntro({ intro, eyebrow, variant = 'company', tagline, media, children }: PageIntroProps) {
  const onDark = dark(variant);
  return (
    <div className={`relative isolate overflow-hidden ${bands[variant]}`}>
      <Motif variant={variant} />
      <div className={`relative container-page ${variant === 'plain' ? 'py-10 md:py-14' : 'py-12 md:py-16'}`}>
        <div className={media ? 'grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14' : undefined}>
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
            <div className="hidden overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15 lg:block">
              <Picture
                image={media}
                alt=""
                sizes="(min-width: 1280px) 416px, (min-width: 1024px) 35vw, 100vw"
                priority
                className="aspect-[16/10] h-auto w-full object-cover"
              />
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** The band's decoration: drawn inside the band's end half, never cut by its edges. */
function Motif({ variant }: { readonly variant: PageIntroVariant }) {
  const common = 'pointer-events-none absolute inset-y-0 end-0 -z-10 hidden h-full w-1/2 md:block';
  /** Drawn whole, with a margin from the band's edges. */
  const inset = 'pointer-events-none absolute inset-y-10 end-8 -z-10 hidden h-[calc(100%-5rem)] w-[40%] md:block';
  switch (variant) {
    case 'company':
      return (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 600 400"
          preserveAspectRatio="xMaxYMid slice"
          className={`${common} text-white/10 rtl:-scale-x-100`}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <line key={i} x1="600" y1="400" x2={120 + i * 40} y2="0" stroke="currentColor" strokeWidth="1.5" />
          ))}
          <line x1="600" y1="400" x2="360" y2="0" stroke="#f2b134" strokeOpacity="0.5" strokeWidth="2" />
        </svg>
      );
    case 'solution':
      return (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="200 40 400 320"
          preserveAspectRatio="xMaxYMid meet"
          className={`${inset} text-white/10 rtl:-scale-x-100`}
        >
          {Array.from({ length: 24 }, (_, i) => {
            const col = i % 6;
            const row = Math.floor(i / 6);
            const lit = (col + row * 2) % 7 === 3;
            return (
              <rect
                key={i}
                x={250 + col * 56}
                y={60 + row * 76}
                width="40"
                height="40"
                rx="8"
                fill={lit ? '#f2b134' : 'currentColor'}
                fillOpacity={lit ? 0.45 : 1}
              />
            );
          })}
        </svg>
      );
    case 'industry':
      return (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="180 60 430 290"
          preserveAspectRatio="xMaxYMid meet"
          className={`${inset} text-white/15 rtl:-scale-x-100`}
        >
          {Array.from({ length: 9 }, (_, i) => (
            <rect
              key={i}
              x={200 + i * 44}
              y={330 - (40 + ((i * 37) % 120) + i * 14)}
              width="28"
              height={40 + ((i * 37) % 120) + i * 14}
              rx="4"
              fill="currentColor"
            />
          ))}
          <polyline
            points="190,300 260,260 330,270 400,200 470,190 540,120 590,90"
            fill="none"
            stroke="#f2b134"
            strokeOpacity="0.7"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <line x1="180" y1="330" x2="600" y2="330" stroke="currentColor" strokeWidth="2" />
        </svg>
      );
    case 'article':
      return (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-1 bg-gradient-to-r from-brand-accent via-brand-gold to-brand-teal"
        />
      );
    default:
      return null;
  }
}
