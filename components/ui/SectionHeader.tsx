export interface SectionHeaderProps {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
}

/** A section's h2 and the line under it, centred. */
export function SectionHeader({ id, title, text }: SectionHeaderProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-2xl font-bold md:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg leading-8 text-ink-muted">{text}</p> : null}
    </div>
  );
}
