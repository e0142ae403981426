import type { ReactNode } from 'react';

export interface SectionProps {
  /** Anchor id; the scroll margin keeps the heading clear of the fixed header. */
  readonly id?: string;
  readonly labelledBy?: string;
  readonly tone?: 'white' | 'surface' | 'brand';
  readonly className?: string;
  /** Not the page's own text (cards of other pages, people, offices): search leaves it out (`data-pagefind-ignore`, docs/architecture.md#search). */
  readonly outOfSearch?: boolean;
  readonly children: ReactNode;
}

const tones = {
  white: 'bg-white',
  surface: 'bg-brand-surface',
  brand: 'bg-brand-dark text-white',
} as const;

/** The one wrapper of every page section: anchor id, spacing, background and scroll margin. */
export function Section({ id, labelledBy, tone = 'white', className = '', outOfSearch = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-pagefind-ignore={outOfSearch ? '' : undefined}
      className={`scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] py-14 md:py-20 ${tones[tone]} ${className}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
