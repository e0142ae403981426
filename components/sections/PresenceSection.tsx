import type { Office } from '@/lib/content/types';
import { OfficePhone } from '@/components/layout/OfficeList';
import { Flag } from '@/components/ui/Flag';
import { Section } from '@/components/ui/Section';

export interface PresenceSectionProps {
  readonly title: string;
  readonly text: string;
  readonly offices: readonly Office[];
}

/** Where the company is: one card per office with its flag, country, city, address and phone. */
export function PresenceSection({ title, text, offices }: PresenceSectionProps) {
  return (
    <Section id="presence" labelledBy="presence-title">
      <h2 id="presence-title" className="text-2xl font-bold md:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-ink-muted">{text}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {offices.map((office) => (
          <li key={office.index} className="rounded-2xl bg-white p-6 wrap-anywhere shadow-md ring-1 shadow-brand/5 ring-brand/10">
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
    </Section>
  );
}
