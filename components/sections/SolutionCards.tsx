import type { SolutionCard } from '@/lib/content/types';
import { Section } from '@/components/ui/Section';
import { BulletList } from '@/components/ui/BulletList';
import { cardGrid } from '@/lib/card-grid';

export interface SolutionCardsProps {
  readonly cards: readonly SolutionCard[];
}

/** The solution's offer cards: title, text and a titled list. */
export function SolutionCards({ cards }: SolutionCardsProps) {
  const grid = cardGrid(cards.length);
  return (
    <Section id="offers">
      <ul className={`grid gap-6 ${grid.list}`}>
        {cards.map((card) => (
          <li key={card.title} className={`flex flex-col rounded-2xl bg-white p-6 shadow-md ring-1 shadow-brand/5 ring-brand/10 ${grid.item}`}>
            <h3 dir="auto" className="text-lg font-bold">
              {card.title}
            </h3>
            <p dir="auto" className="mt-3 text-sm leading-6 text-ink-muted">
              {card.text}
            </p>
            <p dir="auto" className="mt-5 text-sm font-semibold text-brand">
              {card.listTitle}
            </p>
            <BulletList items={card.list} className="mt-2" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
