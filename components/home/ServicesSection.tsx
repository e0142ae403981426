import Link from 'next/link';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { SectionHeading as Heading } from '@/content/types';

export interface ServiceCard {
  readonly title: string;
  readonly summary: string;
  readonly href: string;
  readonly icon: string;
}

/** Service cards: each whole card is one real link to its service page. */
export function ServicesSection({ heading, services }: { readonly heading: Heading; readonly services: readonly ServiceCard[] }) {
  return (
    <Section id="services" labelledBy="services-title">
      <SectionHeader id="services-title" title={heading.title} text={heading.text} align="start" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href}>
            <Link href={service.href} className="group flex h-full flex-col rounded-2xl border border-black/5 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:shadow-lg" data-service-card>
              {/* eslint-disable-next-line @next/next/no-img-element -- 48 px decorative SVG icon */}
              <img src={service.icon} alt="" width={48} height={48} className="h-12 w-12" loading="lazy" />
              <h3 className="mt-5 text-xl font-bold group-hover:text-brand-accent">{service.title}</h3>
              <p className="mt-3 flex-1 leading-7 text-ink-muted">{service.summary}</p>
              <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand" aria-hidden="true">
                Learn more <ArrowRightIcon className="h-4 w-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
