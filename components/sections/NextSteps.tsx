import Link from 'next/link';

export interface NextStep {
  readonly text: string;
  readonly href: string;
}

/** Where to go from a page that ends a path (not found, request sent): the first link leads. */
export function NextSteps({ steps }: { readonly steps: readonly NextStep[] }) {
  return (
    <div className="container-page flex flex-wrap gap-4 py-14">
      {steps.map((step, index) => (
        <Link key={step.href} href={step.href} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
          {step.text}
        </Link>
      ))}
    </div>
  );
}
