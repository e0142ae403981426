import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';

export interface TimelineEntry {
  readonly year: number;
  /** The action's two lines (see lib/timeline.ts). */
  readonly title: string;
  readonly detail: string;
}

export interface TimelineSectionProps {
  readonly heading: { readonly title: string; readonly text: string };
  readonly items: readonly TimelineEntry[];
  readonly id?: string;
}

/**
 * The milestones in order along a line: on wide screens a horizontal line with items alternating
 * above and below it, on narrow screens a vertical list.
 */
export function TimelineSection({ heading, items, id = 'timeline' }: TimelineSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeader id={`${id}-title`} title={heading.title} text={heading.text} />
      <div className="relative mt-8 sm:mt-12">
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 -mt-px hidden h-0.5 bg-brand/20 lg:block" />
        <ol className="space-y-4 border-s-2 border-brand/20 ps-8 sm:space-y-8 lg:grid lg:h-80 lg:grid-cols-5 lg:gap-6 lg:space-y-0 lg:border-0 lg:ps-0">
          {items.map((item, index) => (
            // The dot on the line is the item's ::before: no element of its own.
            <li
              key={item.year}
              className="relative before:absolute before:-start-[calc(2rem+7px)] before:top-1.5 before:h-3 before:w-3 before:rounded-full before:bg-brand-accent before:ring-4 before:ring-white before:content-[''] lg:grid lg:grid-rows-2 lg:text-center lg:before:start-1/2 lg:before:top-1/2 lg:before:-ms-1.5 lg:before:-mt-1.5"
            >
              <div className={index % 2 === 0 ? 'lg:row-start-1 lg:self-end lg:pb-8' : 'lg:row-start-2 lg:self-start lg:pt-8'}>
                <p className="text-xl font-extrabold text-brand sm:text-2xl">{item.year}</p>
                <p dir="auto" className="mt-1 leading-6">
                  <span className="block font-semibold text-brand-dark">{item.title}</span>
                  <span className="block text-ink-muted">{item.detail}</span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
