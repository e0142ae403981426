import { Picture } from './Picture';

export interface BenefitItem {
  /** Path of a decorative icon under public/. */
  readonly icon: string;
  readonly text: string;
}

export interface BenefitsGridProps {
  /** Six items: spans 2, 2, 2, 3, 3, 6 of six columns from `md` up; below, two columns with the last two items full width (no gap). */
  readonly items: readonly BenefitItem[];
}

const spans = ['md:col-span-2', 'md:col-span-2', 'md:col-span-2', 'md:col-span-3', 'col-span-2 md:col-span-3', 'col-span-2 md:col-span-6'] as const;

/** Benefits with icons in the spec's 2/6-column grid (spec §9). */
export function BenefitsGrid({ items }: BenefitsGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-6">
      {items.map((item, index) => (
        <li
          key={item.text}
          className={`flex flex-col items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand/10 sm:flex-row sm:items-center ${spans[index] ?? 'md:col-span-2'}`}
        >
          <Picture image={{ src: item.icon, width: 48, height: 48, alt: '' }} sizes="40px" className="h-10 w-10 shrink-0" />
          <span className="text-sm leading-6 font-semibold text-brand-dark">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
