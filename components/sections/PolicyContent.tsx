import type { Policy } from '@/lib/content/types';
import { PageIntro } from './PageIntro';
import { Paragraphs } from '@/components/ui/Paragraphs';

export interface PolicyContentProps {
  readonly policy: Policy;
}

/** A policy page: title, subtitle and its numbered list of sections. */
export function PolicyContent({ policy }: PolicyContentProps) {
  return (
    <>
      <PageIntro intro={{ heading: policy.title, intro: policy.subtitle }} variant="plain" />
      <div className="container-page py-14">
        <p dir="auto" className="max-w-3xl text-lg leading-8 text-ink-muted">
          {policy.page.intro.intro}
        </p>
        <ol className="mt-10 max-w-3xl space-y-10">
          {policy.content.map((section, index) => (
            <li key={section.title}>
              <h2 dir="auto" className="text-xl font-bold md:text-2xl">
                <span className="me-2 text-brand-accent">{index + 1}.</span>
                {section.title}
              </h2>
              <Paragraphs paragraphs={section.paragraphs} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
