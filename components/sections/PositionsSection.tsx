import { useUi } from '@/components/layout/ShellContext';
import { FacetFilters } from '@/components/ui/FacetFilters';
import { ArrowForwardIcon, MailIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ModuleTags } from '@/components/ui/ModuleTags';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { FacetGroup } from '@/lib/facet-filters';
import type { PositionFact, PositionSummary } from '@/lib/pages/positions';
import { fill } from '@/lib/template';

/** A position's facts (location, workplace, type, pay, closing day) as name–value pairs, the name in small capitals. */
export function PositionFacts({ facts, className = '' }: { readonly facts: readonly PositionFact[]; readonly className?: string }) {
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`} data-position-facts="">
      {facts.map((fact) => (
        <div key={fact.name} className="flex flex-wrap items-baseline gap-x-2">
          {/* No colon written here: its spacing is the language's ("Lieu :"), so the name is set apart by its style. */}
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{fact.name}</dt>
          <dd className="font-semibold">{fact.date ? <time dateTime={fact.date}>{fact.value}</time> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PositionCard({ position }: { readonly position: PositionSummary }) {
  const ui = useUi();
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:flex-row md:items-center md:justify-between md:gap-8 md:p-8">
      <div className="min-w-0">
        <h3 dir="auto" className="text-xl font-bold">
          <LocaleLink href={position.href} className="hover:text-brand-accent">
            {position.title}
          </LocaleLink>
        </h3>
        <PositionFacts facts={position.facts} className="mt-3" />
        <p dir="auto" className="mt-3 max-w-3xl leading-7 text-ink-muted">
          {position.summary}
        </p>
        <ModuleTags modules={position.modules} label={ui.caseStudy.modules} className="mt-3" />
      </div>
      <div className="flex shrink-0 flex-wrap gap-3 md:flex-col md:items-stretch">
        <LocaleLink href={position.href} className="btn-primary justify-center" aria-label={fill(ui.careers.viewRoleOf, { title: position.title })}>
          {ui.careers.viewRole}
          <ArrowForwardIcon className="h-4 w-4" />
        </LocaleLink>
        <a href={position.apply} className="btn-secondary justify-center" aria-label={fill(ui.careers.applyFor, { title: position.title })}>
          <MailIcon className="h-4 w-4" />
          {ui.careers.apply}
        </a>
      </div>
    </article>
  );
}

export interface PositionsSectionProps {
  readonly cards: readonly PositionSummary[];
  /** By country and Oracle module, when there are more positions than read at a glance (lib/positions.ts); else null. */
  readonly filters: readonly FacetGroup[] | null;
}

/**
 * The open positions on /careers: one card each, with its title (the link to its page), its facts, its
 * summary, its Oracle modules and the e-mail to apply; above many of them, filters by country and module.
 * With none open the section is left out and the page's call to apply stays.
 */
export function PositionsSection({ cards, filters }: PositionsSectionProps) {
  const ui = useUi();
  if (cards.length === 0) return null;
  const { careers, caseStudy } = ui;
  return (
    <Section id="open-positions" labelledBy="open-positions-title" tone="surface">
      <SectionHeader id="open-positions-title" title={careers.openPositions} text={careers.openPositionsText} />
      {filters ? (
        <div className="mt-10">
          <FacetFilters
            facets={filters}
            items={cards}
            keyOf={(position) => position.slug}
            valuesOf={(position) => position.values}
            allHref="#open-positions"
            copy={{ filters: careers.filters, all: caseStudy.all, showing: careers.showing, none: careers.none, clearFilters: caseStudy.clearFilters }}
            listClassName="mt-4 grid gap-5"
          >
            {(position) => <PositionCard position={position} />}
          </FacetFilters>
        </div>
      ) : (
        <ul className="mt-10 grid gap-5" data-positions="">
          {cards.map((position) => (
            <li key={position.slug}>
              <PositionCard position={position} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
