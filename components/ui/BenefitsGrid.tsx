import { Picture } from './Picture';

export interface BenefitItem {
  /** Path of a decorative icon under public/. */
  readonly icon: string;
  readonly text: string;
}

export interface BenefitsGridProps {
  readonly items: readonly BenefitItem[];
}

/**
 * Spec §9: six columns from `md` up, items 1 to 3 take 2, items 4 and 5 take 3, the sixth takes all 6.
 * The full-width sixth item closes the grid as its one highlighted line: the same card, tinted, with
 * the accent rule at its start edge and a larger line of text, so the rows read 3 + 2 + the last word
 * rather than as an unexplained wide block. Below `md`, two columns: pairs of cards, and an odd last
 * card spans both.
 */
const mdSpans = ['md:col-span-2', 'md:col-span-2', 'md:col-span-2', 'md:col-span-3', 'md:col-span-3', 'md:col-span-6'] as const;

export function BenefitsGrid({ items }: BenefitsGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-6">
      {items.map((item, index) => {
        const highlight = index === mdSpans.length - 1;
        const oddLast = index === items.length - 1 && items.length % 2 === 1;
        return (
          <li
            key={item.text}
            className={`flex min-w-0 flex-col items-start gap-3 rounded-2xl p-4 sm:flex-row sm:items-center sm:p-5 ${mdSpans[index] ?? 'md:col-span-2'} ${oddLast ? 'col-span-2' : ''} ${
              highlight
                ? 'border-s-4 border-brand-teal bg-brand-light text-brand-dark ring-1 ring-brand-teal/20'
                : 'bg-white text-brand-dark shadow-sm ring-1 ring-brand/10'
            }`}
          >
            <span className={`inline-flex shrink-0 items-center justify-center rounded-xl ${highlight ? 'h-12 w-12 bg-white shadow-sm' : 'h-10 w-10'}`}>
              <Picture image={{ src: item.icon, width: 48, height: 48, alt: '' }} sizes="40px" className="h-9 w-9" />
            </span>
            <span dir="auto" className={`min-w-0 leading-6 font-semibold ${highlight ? 'text-base md:text-lg' : 'text-sm'}`}>
              {item.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
