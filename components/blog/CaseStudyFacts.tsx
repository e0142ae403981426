import type { ReactNode } from 'react';
import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import type { CaseStudyFacts as Facts } from '@/lib/pages/case-studies';

/** A fact's link (its industry, its services): 44 px tall for a finger. */
const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:text-brand-accent hover:decoration-current';

/** One fact: its name above its value. */
function Fact({ name, children, className = '' }: { readonly name: string; readonly children: ReactNode; readonly className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{name}</dt>
      <dd className="mt-1.5 leading-6">{children}</dd>
    </div>
  );
}

/**
 * A client story's key facts, at the top of its post, for a buyer who scans: the outcomes in figures
 * first, then client, industry, countries, go-live, services and the Oracle modules delivered, then the
 * challenge and the approach in a sentence or two each (content/case-studies.ts).
 */
export function CaseStudyFacts({ facts }: { readonly facts: Facts }) {
  const ui = useUi().caseStudy;
  return (
    <section aria-labelledby="key-facts" data-key-facts="" className="overflow-hidden rounded-2xl bg-brand-surface ring-1 ring-black/5">
      <h2 id="key-facts" className="px-5 pt-5 text-xs font-bold tracking-[0.14em] text-brand-teal uppercase sm:px-8 sm:pt-7">
        {ui.keyFacts}
      </h2>
      <div className="px-5 pt-4 sm:px-8">
        <h3 className="sr-only">{ui.outcomes}</h3>
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-outcomes="">
          {facts.outcomes.map((outcome) => (
            <li key={outcome.label} className="flex items-baseline gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:block sm:p-5">
              <strong dir="auto" className="block shrink-0 text-2xl leading-tight font-bold whitespace-nowrap text-brand sm:text-3xl">
                {outcome.figure}
              </strong>
              <span dir="auto" className="text-sm leading-5 text-ink-muted sm:mt-1 sm:block">
                {outcome.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 px-5 py-6 text-sm sm:gap-x-8 sm:px-8 lg:grid-cols-4">
        <Fact name={ui.client} className="col-span-2 sm:col-span-1">
          <span className="flex items-center gap-3">
            <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-white p-1 ring-1 ring-black/5">
              <Picture image={facts.client.logo} alt="" sizes="56px" className="max-h-8 w-auto" />
            </span>
            <bdi className="font-semibold">{facts.client.name}</bdi>
          </span>
        </Fact>
        <Fact name={ui.industry}>
          <LocaleLink href={facts.industry.href} className={linkClass}>
            {facts.industry.label}
          </LocaleLink>
        </Fact>
        <Fact name={ui.countries}>{facts.countries}</Fact>
        <Fact name={ui.goLive}>
          <time dateTime={facts.goLive.month}>{facts.goLive.text}</time>
        </Fact>
        <Fact name={ui.services} className="col-span-2">
          <ul>
            {facts.services.map((service) => (
              <li key={service.href}>
                <LocaleLink href={service.href} className={linkClass}>
                  {service.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </Fact>
        <Fact name={ui.modules} className="col-span-2">
          <ul className="flex flex-wrap gap-1.5" data-modules="">
            {facts.modules.map((module) => (
              <li key={module} dir="ltr" className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-brand ring-1 ring-brand/15">
                {module}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <div className="grid gap-5 border-t border-black/5 bg-white/60 px-5 py-6 sm:grid-cols-2 sm:gap-8 sm:px-8">
        <div>
          <h3 className="text-sm font-bold">{ui.challenge}</h3>
          <p dir="auto" className="mt-1.5 leading-7 text-ink-muted">
            {facts.challenge}
          </p>
        </div>
        <div>
          <h3 className="text-sm font-bold">{ui.approach}</h3>
          <p dir="auto" className="mt-1.5 leading-7 text-ink-muted">
            {facts.approach}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The client's words, after the story: the quote, and who said it (the name once the client approved it, then role and company). */
export function CaseStudyQuote({ quote }: { readonly quote: Facts['quote'] }) {
  return (
    <figure className="my-10 border-s-4 border-brand-accent ps-6" data-quote="">
      <blockquote dir="auto" className="text-xl leading-8 font-semibold text-brand-dark">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm leading-6">
        {quote.name ? (
          <span dir="auto" className="block font-semibold">
            {quote.name}
          </span>
        ) : null}
        <span dir="auto" className={`block ${quote.name ? 'text-ink-muted' : 'font-semibold'}`}>
          {quote.role}
        </span>
      </figcaption>
    </figure>
  );
}
