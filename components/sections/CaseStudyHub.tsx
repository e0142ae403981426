import { ArrowForwardIcon } from '@/components/ui/icons';
import { FacetFilters } from '@/components/ui/FacetFilters';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ModuleTags } from '@/components/ui/ModuleTags';
import { Picture } from '@/components/ui/Picture';
import type { HubCard, HubFacet } from '@/lib/pages/case-studies';
import { paths } from '@/lib/routes';
import { cardGrid } from '@/lib/card-grid';

export interface CaseStudyHubCopy {
  readonly filters: string;
  readonly all: string;
  /** "Showing {{count}} of {{total}} case studies". */
  readonly showing: string;
  readonly none: string;
  readonly clearFilters: string;
  readonly read: string;
  readonly goLive: string;
  readonly modules: string;
}

export interface CaseStudyHubProps {
  readonly cards: readonly HubCard[];
  readonly facets: readonly HubFacet[];
  readonly copy: CaseStudyHubCopy;
}

/**
 * The case-study hub: four filters that combine (industry, service, Oracle module, country; components/ui/FacetFilters.tsx),
 * and every case study as a card with its client, industry, countries, modules, go-live and headline figure.
 */
export function CaseStudyHub({ cards, facets, copy }: CaseStudyHubProps) {
  return (
    <FacetFilters
      facets={facets}
      items={cards}
      keyOf={(card) => card.slug}
      valuesOf={(card) => card.values}
      allHref={paths.caseStudies}
      copy={copy}
      listClassName={`mt-4 grid gap-6 ${cardGrid(cards.length).list}`}
    >
      {(card) => (
        <article className="group relative flex h-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-md ring-1 ring-black/5 transition-shadow hover:shadow-xl">
          <div className="flex items-center gap-3">
            <span className="block h-12 w-24 shrink-0 rounded-lg bg-brand-surface p-1.5">
              <Picture image={card.client.logo} alt="" sizes="96px" className="h-full w-full object-contain" />
            </span>
            <p className="min-w-0 text-sm leading-5">
              <bdi className="block font-bold text-brand-dark">{card.client.name}</bdi>
              <span className="text-ink-muted">
                {card.industry} · {card.countries}
              </span>
            </p>
          </div>
          <h2 dir="auto" className="text-lg leading-snug font-bold">
            {/* The whole card is the link's target (its ::after covers the card). */}
            <LocaleLink href={card.href} className="after:absolute after:inset-0 hover:text-brand-accent">
              {card.title}
            </LocaleLink>
          </h2>
          <p className="flex flex-col-reverse border-s-4 border-brand-accent ps-3">
            <span dir="auto" className="text-sm leading-5 text-ink-muted">
              {card.outcome.label}
            </span>
            <span dir="auto" className="text-2xl font-bold text-brand">
              {card.outcome.figure}
            </span>
          </p>
          <dl className="mt-auto grid gap-2 border-t border-black/5 pt-4 text-sm">
            <div className="flex gap-2">
              <dt className="text-ink-muted">{copy.goLive}</dt>
              <dd className="font-semibold">
                <time dateTime={card.goLive.month}>{card.goLive.text}</time>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{copy.modules}</dt>
              <dd>
                <ModuleTags modules={card.modules} />
              </dd>
            </div>
          </dl>
          <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-brand group-hover:text-brand-accent">
            {copy.read}
            <ArrowForwardIcon className="h-4 w-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1 motion-safe:rtl:group-hover:-translate-x-1" />
          </p>
        </article>
      )}
    </FacetFilters>
  );
}
