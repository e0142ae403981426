import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { HeadingText } from '@/components/ui/HeadingText';
import type { SectionHeading as Heading } from '@/lib/content/types';

export interface ServiceCard {
  readonly title: string;
  readonly summary: string;
  readonly href: string;
  readonly icon: string;
}

/**
 * Service cards: each whole card is one real link to its service page. On phones the cards are one
 * row that scrolls sideways, each the icon beside its title, its whole summary (never cut mid-word) and
 * "Learn more"; from 640 px up, a grid.
 */
export function ServicesSection({ heading, services }: { readonly heading: Heading; readonly services: readonly ServiceCard[] }) {
  const ui = useUi();
  return (
    <Section id="services" labelledBy="services-title">
      <SectionHeader id="services-title" title={heading.title} text={heading.text} />
      <ul className="phone-rail mt-6 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href}>
            <LocaleLink
              href={service.href}
              className="group grid h-full grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 rounded-2xl border border-black/5 bg-white p-4 shadow-sm transition hover:shadow-lg focus-visible:shadow-lg motion-safe:hover:-translate-y-0.5 sm:flex sm:flex-col sm:p-6"
              data-service-card
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- 48 px decorative SVG icon */}
              <img src={service.icon} alt="" width={48} height={48} className="row-span-3 h-10 w-10 sm:h-12 sm:w-12" loading="lazy" />
              <h3 dir="auto" className="text-lg font-bold group-hover:text-brand-accent sm:mt-5 sm:text-xl">
                <HeadingText text={service.title} />
              </h3>
              <p dir="auto" className="mt-1 text-sm leading-6 text-ink-muted sm:mt-3 sm:flex-1 sm:text-base sm:leading-7">
                {service.summary}
              </p>
              {/* The whole card is the link: "Learn more" only says so (an arrow drawn by the text, no element of its own). */}
              <span
                className="col-start-2 mt-3 text-sm font-semibold text-brand underline decoration-brand/30 underline-offset-4 group-hover:decoration-brand sm:mt-5"
                aria-hidden="true"
              >
                {ui.services.learnMore}
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
