import { HeadingText } from './HeadingText';

export interface SectionHeaderProps {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
}

/** A section's h2 and the line under it. Every section heading on the site is aligned with the section's start edge. */
export function SectionHeader({ id, title, text }: SectionHeaderProps) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} dir="auto" className="text-2xl font-bold md:text-4xl">
        <HeadingText text={title} />
      </h2>
      {text ? (
        <p dir="auto" className="mt-4 text-lg leading-8 text-ink-muted" data-section-text="">
          {text}
        </p>
      ) : null}
    </div>
  );
}
