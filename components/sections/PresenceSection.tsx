import type { OfficeLine } from '@/lib/pages/shell';
import { paths } from '@/lib/routes';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { OfficePhone } from '@/components/layout/OfficeList';
import { Flag } from '@/components/ui/Flag';
import { Section } from '@/components/ui/Section';

export interface PresenceSectionProps {
  readonly title: string;
  readonly text: string;
  readonly offices: readonly OfficeLine[];
  /** The link to /offices (every office in full). */
  readonly allOffices: string;
}

/** Where the company is: one card per office with its flag, country, city, address and phone. */
export function PresenceSection({ title, text, offices, allOffices }: PresenceSectionProps) {
  return (
    <Section id="presence" labelledBy="presence-title" outOfSearch>
      <h2 id="presence-title" className="text-2xl font-bold md:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-ink-muted">{text}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {offices.map((office) => (
          <li key={office.index} className="rounded-2xl bg-white p-5 wrap-anywhere shadow-md ring-1 shadow-brand/5 ring-brand/10">
            <Flag code={office.flag} size="md" />
            <h3 dir="auto" className="mt-4 text-lg font-bold">
              {office.name}
            </h3>
            <p dir="auto" className="text-sm font-semibold text-brand-teal">
              {office.city}
            </p>
            <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted">
              {office.address}
            </p>
            <OfficePhone phone={office.phone} className="mt-2" />
          </li>
        ))}
      </ul>
      <LocaleLink href={paths.offices} className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline">
        <span dir="auto">{allOffices}</span>
        <ArrowForwardIcon className="h-4 w-4" />
      </LocaleLink>
    </Section>
  );
}
