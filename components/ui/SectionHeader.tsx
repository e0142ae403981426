export interface SectionHeaderProps {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
  /** Centred (default) or aligned with the section's start edge. */
  readonly align?: 'center' | 'start';
}

/** A section's h2 and the line under it. */
export function SectionHeader({ id, title, text, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      <h2 id={id} className="text-2xl font-bold md:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg leading-8 text-ink-muted">{text}</p> : null}
    </div>
  );
}
