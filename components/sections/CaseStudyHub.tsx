import Head from 'next/head';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import { chipClass as chip } from '@/components/ui/chip';
import { valueAnchor, FACETS, type Facet } from '@/lib/case-study-filters';
import type { HubCard, HubFacet } from '@/lib/pages/case-studies';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';

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
 * Without JavaScript, each value's link is an anchor (`#industry-telecom`): these rules show only that
 * value's cards while it is the page's target, and mark its link. The filters' module takes over when it
 * starts (`data-filtering`), so the rules then step aside and the query in the URL says what is shown.
 */
function targetRules(facets: readonly HubFacet[]): string {
  return facets
    .flatMap(({ facet, values }) =>
      values.map(({ value }) => {
        const target = `[data-hub]:not([data-filtering]) #${valueAnchor(facet, value)}:target`;
        return (
          `${target}~[data-hub-cards]>li:not([data-${facet}~="${value}"]){display:none}` +
          `${target}~[data-hub-filters] a[href="#${valueAnchor(facet, value)}"]{background:var(--color-brand);border-color:var(--color-brand);color:#fff}`
        );
      }),
    )
    .join('');
}

/**
 * The case-study hub: four filters that combine (industry, service, Oracle module, country), a count
 * announced as they change, and every case study as a card with its client, industry, countries,
 * modules, go-live and headline figure. The HTML lists every card; browser/behaviours/case-study-filters.ts
 * keeps the chosen values in the URL's query, and without it each value is an anchor CSS answers.
 */
export function CaseStudyHub({ cards, facets, copy }: CaseStudyHubProps) {
  const valuesOf = (card: HubCard, facet: Facet) => card.values[facet].join(' ');
  return (
    <div data-behaviour="case-study-filters" data-hub="">
      <Head>
        <style data-hub-rules="">{targetRules(facets)}</style>
      </Head>
      {facets.flatMap(({ facet, values }) =>
        values.map(({ value }) => (
          <span key={`${facet}-${value}`} id={valueAnchor(facet, value)} className="block scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)]" />
        )),
      )}
      <nav aria-label={copy.filters} data-hub-filters="" className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 lg:p-6">
        {facets.map(({ facet, label, values }) => (
          <div key={facet} role="group" aria-labelledby={`facet-${facet}`} className="min-w-0">
            <p id={`facet-${facet}`} className="text-xs font-semibold tracking-widest text-brand-teal uppercase">
              {label}
            </p>
            {/* One line that scrolls sideways on a phone; wrapped from `lg`. */}
            <ul className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap lg:overflow-visible">
              <li>
                <LocaleLink href={paths.caseStudies} data-facet={facet} data-value="" aria-current="true" className={chip}>
                  {copy.all}
                </LocaleLink>
              </li>
              {values.map((entry) => (
                <li key={entry.value}>
                  <a href={`#${valueAnchor(facet, entry.value)}`} data-facet={facet} data-value={entry.value} aria-current="false" className={chip}>
                    <bdi>{entry.label}</bdi>
                    <span className="text-xs font-normal opacity-70">{entry.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <p role="status" data-hub-status="" data-template={copy.showing} className="mt-6 text-sm text-ink-muted">
        {fill(copy.showing, { count: cards.length, total: cards.length })}
      </p>
      <div hidden data-hub-empty="" className="mt-4 rounded-2xl bg-white p-8 text-center text-ink-muted">
        <p dir="auto">{copy.none}</p>
        <LocaleLink href={paths.caseStudies} data-hub-clear="" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline">
          {copy.clearFilters}
        </LocaleLink>
      </div>
      <ul data-hub-cards="" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug} className="min-w-0" {...Object.fromEntries(FACETS.map((facet) => [`data-${facet}`, valuesOf(card, facet)]))}>
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
                    <ul className="flex flex-wrap gap-1.5">
                      {card.modules.map((name) => (
                        <li key={name} dir="ltr" className="rounded-md bg-brand-light px-2 py-0.5 text-xs text-brand-dark">
                          {name.replace(/^Oracle /, '')}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
              <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-brand group-hover:text-brand-accent">
                {copy.read}
                <ArrowForwardIcon className="h-4 w-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1 motion-safe:rtl:group-hover:-translate-x-1" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
