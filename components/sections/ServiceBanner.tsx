import Link from 'next/link';
import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';

export interface ServiceNeighbour {
  readonly href: string;
  readonly title: string;
}

export interface ServiceBannerProps {
  readonly image: ImageAsset;
  readonly title: string;
  /** The previous and next service (cyclic: the first's previous is the last). */
  readonly previous: ServiceNeighbour;
  readonly next: ServiceNeighbour;
}

function Chevron({ direction }: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0 rtl:-scale-x-100">
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

function NeighbourLink({ direction, neighbour }: { readonly direction: 'previous' | 'next'; readonly neighbour: ServiceNeighbour }) {
  const label = direction === 'previous' ? 'Previous service' : 'Next service';
  return (
    <Link
      href={neighbour.href}
      aria-label={`${label}: ${neighbour.title}`}
      className={`flex min-h-11 items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 text-white ring-1 ring-white/25 backdrop-blur-sm hover:bg-white/20 ${
        direction === 'next' ? 'flex-row-reverse text-end' : 'text-start'
      }`}
    >
      <Chevron direction={direction} />
      <span>
        <span className="block text-xs font-semibold tracking-wider text-brand-gold uppercase">{label}</span>
        <span className="block text-sm font-semibold">{neighbour.title}</span>
      </span>
    </Link>
  );
}

/** The service's banner: artwork with its title, between links to the previous and next service. */
export function ServiceBanner({ image, title, previous, next }: ServiceBannerProps) {
  return (
    <Section id="service" labelledBy="service-banner-title" tone="brand" className="relative isolate overflow-hidden">
      <Picture image={image} alt="" sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/90 via-brand-dark/60 to-brand-dark/90" />
      <div className="flex min-h-56 flex-col justify-center gap-10">
        <h2 id="service-banner-title" className="mx-auto max-w-3xl text-center text-2xl font-bold text-white md:text-4xl">
          {title}
        </h2>
        <nav aria-label="Other services" className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <NeighbourLink direction="previous" neighbour={previous} />
          <NeighbourLink direction="next" neighbour={next} />
        </nav>
      </div>
    </Section>
  );
}
