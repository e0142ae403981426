import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { fill } from '@/lib/template';

export interface ServiceNeighbour {
  readonly href: string;
  readonly title: string;
}

export interface ServiceNeighboursProps {
  /** The previous and next service (cyclic: the first's previous is the last). */
  readonly previous: ServiceNeighbour;
  readonly next: ServiceNeighbour;
}

function Chevron({ direction }: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rtl:-scale-x-100"
    >
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

function NeighbourLink({ direction, neighbour }: { readonly direction: 'previous' | 'next'; readonly neighbour: ServiceNeighbour }) {
  const { services } = useUi();
  const label = direction === 'previous' ? services.previous : services.next;
  return (
    <LocaleLink
      href={neighbour.href}
      aria-label={fill(direction === 'previous' ? services.previousLink : services.nextLink, { title: neighbour.title })}
      className={`group flex min-h-11 min-w-0 flex-1 basis-0 items-center gap-2 rounded-lg px-2 py-1.5 text-white hover:bg-white/10 ${direction === 'next' ? 'flex-row-reverse text-end' : 'text-start'}`}
    >
      <Chevron direction={direction} />
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide whitespace-nowrap text-brand-gold uppercase sm:tracking-wider">{label}</span>
        <span dir="auto" className="block text-sm font-semibold break-words group-hover:underline">
          {neighbour.title}
        </span>
      </span>
    </LocaleLink>
  );
}

/** The links to the previous and next service, at the foot of a service page's header band. */
export function ServiceNeighbours({ previous, next }: ServiceNeighboursProps) {
  const ui = useUi();
  return (
    <nav aria-label={ui.services.others} className="-mx-2 mt-10 flex items-center justify-between gap-4 border-t border-white/15 pt-4" data-pagefind-ignore="">
      <NeighbourLink direction="previous" neighbour={previous} />
      <NeighbourLink direction="next" neighbour={next} />
    </nav>
  );
}
