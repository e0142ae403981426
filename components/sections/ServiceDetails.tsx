import { cardGrid } from '@/lib/card-grid';
import { Section } from '@/components/ui/Section';

export interface ServiceDetailsProps {
  readonly details: readonly { readonly title: string; readonly text: string }[];
}

/** The service's extra detail cards. */
export function ServiceDetails({ details }: ServiceDetailsProps) {
  const grid = cardGrid(details.length);
  return (
    <Section id="details">
      <ul className={`grid gap-6 ${grid.list}`}>
        {details.map((detail) => (
          <li key={detail.title} className={`rounded-2xl border-t-4 border-brand-teal bg-white p-6 shadow-md ring-1 shadow-brand/5 ring-brand/10 ${grid.item}`}>
            <h3 dir="auto" className="text-lg font-bold">
              {detail.title}
            </h3>
            <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted">
              {detail.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
