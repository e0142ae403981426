import { useUi } from '@/components/layout/ShellContext';
import { Flag } from '@/components/ui/Flag';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { StatsList, type Stat } from '@/components/sections/StatsSection';
import { ClientModals, type ClientDetails } from '@/components/sections/ClientModal';
import { CaseStudyCards } from '@/components/sections/CaseStudiesSection';
import type { CaseStudyCard } from '@/lib/pages/case-studies';
import type { FlagCode, SectionHeading } from '@/lib/content/types';
import { fill } from '@/lib/template';

/** Spec §9: the carousel moves one logo per 5000 ms, linearly, without pause between logos. */
export const MARQUEE_STEP_MS = 5000;

export interface ClientsShowcaseProps {
  readonly heading: SectionHeading & { readonly marqueeLabel: string; readonly pauseLabel: string; readonly playLabel: string };
  readonly stats: readonly Stat[];
  readonly markets: readonly { readonly icon: FlagCode; readonly label: string }[];
  readonly clients: readonly ClientDetails[];
  readonly allClients: { readonly text: string; readonly href: string };
  /** Heading of the client modal's list of work delivered. */
  readonly contentTitle: string;
  /** The newest case studies with their figures, and the hub: the proof beside the names (`#case-studies`). */
  readonly stories: {
    readonly heading: SectionHeading;
    readonly cards: readonly CaseStudyCard[];
    readonly more: { readonly label: string; readonly href: string };
  };
}

/**
 * Clients on the home page: the figures, the markets' flags, the newest case studies with their
 * figures (the proof beside the names, and the way to the hub), an endless logo marquee (a CSS
 * animation: pauses on hover, on keyboard focus and with its button; still under
 * prefers-reduced-motion) whose logos open the client modal, and a link to every client. The HTML
 * holds the logos once: browser/behaviours/marquee.ts adds the copy the loop slides into view, and
 * the strip moves once it has (`data-looped`); without JavaScript it stands still.
 */
export function ClientsShowcase({ heading, stats, markets, clients, allClients, contentTitle, stories }: ClientsShowcaseProps) {
  const ui = useUi();

  return (
    <Section id="clients" labelledBy="clients-title" tone="brand">
      <div className="[&_h2]:text-white [&_p]:text-white/85">
        <SectionHeader id="clients-title" title={heading.title} text={heading.text} />
      </div>
      <div className="mt-6 sm:mt-10">
        <StatsList stats={stats} />
      </div>

      {stories.cards.length ? (
        <div id="case-studies" className="mt-10 scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] sm:mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h3 dir="auto" className="text-xl font-bold text-white sm:text-2xl">
                {stories.heading.title}
              </h3>
              <p dir="auto" className="mt-2 text-white/85 max-sm:hidden">
                {stories.heading.text}
              </p>
            </div>
            <LocaleLink href={stories.more.href} className="btn-light" data-hub-link="">
              {stories.more.label}
            </LocaleLink>
          </div>
          <CaseStudyCards cards={stories.cards} compact />
        </div>
      ) : null}

      {/* On a phone one line that scrolls sideways (the keyboard can scroll it); wrapped and centred from 640 px. */}
      <ul
        className="-mx-5 mt-10 flex gap-x-6 gap-y-3 overflow-x-auto px-5 pb-1 sm:mx-0 sm:mt-10 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
        aria-label={ui.clients.markets}
        tabIndex={0}
      >
        {markets.map((market) => (
          <li key={market.icon} className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-white/90">
            <Flag code={market.icon} />
            {market.label}
          </li>
        ))}
      </ul>

      <div data-behaviour="marquee">
        <div className="mt-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:mt-12">
          <p id="clients-marquee-label" className="min-w-0 flex-1 basis-56 font-semibold text-white">
            {heading.marqueeLabel}
          </p>
          <button
            type="button"
            className="btn-light !min-h-9 shrink-0 !px-4 !py-1 whitespace-nowrap"
            aria-pressed="false"
            data-marquee-toggle=""
            data-pause-label={heading.pauseLabel}
            data-play-label={heading.playLabel}
          >
            {heading.pauseLabel}
          </button>
        </div>
        <div
          className="client-marquee group/marquee mt-4 overflow-hidden py-2"
          data-marquee=""
          data-paused="false"
          aria-labelledby="clients-marquee-label"
          role="region"
        >
          <div
            className="client-marquee-track flex w-max gap-5 motion-safe:group-data-[looped=true]/marquee:animate-[client-marquee_var(--marquee-duration)_linear_infinite]"
            style={{ ['--marquee-duration' as string]: `${(clients.length * MARQUEE_STEP_MS) / 1000}s` }}
          >
            {/* The logos are buttons in a row, no list around them: the strip's region names them. */}
            <div className="flex gap-5" data-marquee-logos="">
              {clients.map((client) => (
                <button
                  key={client.slug}
                  type="button"
                  data-client={client.slug}
                  aria-haspopup="dialog"
                  className="flex h-24 w-40 shrink-0 items-center justify-center rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:ring-brand"
                  aria-label={fill(ui.clients.logo, { client: client.label })}
                >
                  <Picture image={client.logo} alt="" sizes="160px" className="h-full w-auto" />
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="mt-10 text-center">
        <LocaleLink href={allClients.href} className="btn-light">
          {allClients.text}
        </LocaleLink>
      </div>
      <ClientModals clients={clients} contentTitle={contentTitle} from={allClients.href} />
    </Section>
  );
}
