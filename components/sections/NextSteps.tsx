import { LocaleLink } from '@/components/ui/LocaleLink';

export interface NextStep {
  readonly text: string;
  readonly href: string;
}

/**
 * Where to go from a page that ends a path (not found, request sent): a row of buttons, the first
 * one leading. The texts come from content/pages.ts.
 */
export function NextSteps({ steps, className = '' }: { readonly steps: readonly NextStep[]; readonly className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.href}>
          <LocaleLink href={step.href} dir="auto" className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
            {step.text}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
