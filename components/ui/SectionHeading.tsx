import type { SectionHeading as SectionHeadingContent } from '@/content/types';

/** A section's <h2> and its lead paragraph. */
export function SectionHeading({ id, heading, tone = 'dark', align = 'start' }: { readonly id: string; readonly heading: SectionHeadingContent; readonly tone?: 'dark' | 'light'; readonly align?: 'start' | 'center' }) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      <h2 id={id} className={`text-3xl font-extrabold md:text-4xl ${tone === 'light' ? 'text-white' : ''}`}>
        {heading.title}
      </h2>
      <p className={`mt-4 text-lg leading-8 ${tone === 'light' ? 'text-white/85' : 'text-ink-muted'}`}>{heading.text}</p>
    </div>
  );
}
