import { HeadingText } from '@/components/ui/HeadingText';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { HiringProcess } from '@/lib/content/types';

/**
 * The hiring steps in their order, each numbered, with its title (an h3) and what happens in it: a row
 * across a wide section (`row`), else a column, as in a position page's text.
 */
export function HiringSteps({
  steps,
  row = false,
  className = '',
}: {
  readonly steps: HiringProcess['steps'];
  readonly row?: boolean;
  readonly className?: string;
}) {
  return (
    <ol className={`grid gap-6 ${row ? 'lg:auto-cols-fr lg:grid-flow-col lg:gap-8' : ''} ${className}`} data-hiring-steps="">
      {steps.map((step, index) => (
        <li key={step.id} className={`flex gap-4 ${row ? 'lg:flex-col' : ''}`}>
          {/* The list's own numbering is what assistive technology reads; this is its drawing. */}
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 dir="auto" className="text-lg font-bold">
              <HeadingText text={step.title} />
            </h3>
            <p dir="auto" className="mt-1 leading-7 text-ink-muted">
              {step.text}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How we hire, on /careers: the steps from an application to an offer, after the open positions. */
export function HiringStepsSection({ process }: { readonly process: HiringProcess }) {
  return (
    <Section id="hiring-steps" labelledBy="hiring-steps-title">
      <SectionHeader id="hiring-steps-title" title={process.title} text={process.text} />
      <HiringSteps steps={process.steps} row className="mt-10" />
    </Section>
  );
}
