import type { PageIntro as PageIntroContent } from '@/content/types';

export interface PageIntroProps {
  readonly intro: PageIntroContent;
  /** A short line above the heading, e.g. the group a page belongs to. */
  readonly eyebrow?: string;
}

/** The top of a content page: its single <h1> and the paragraph that introduces it. */
export function PageIntro({ intro, eyebrow }: PageIntroProps) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-dark via-brand to-brand-teal text-white">
      <div aria-hidden="true" className="absolute -end-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 start-1/3 h-64 w-64 rounded-full bg-brand-accent/20" />
      <div className="container-page relative py-14 md:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-gold uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-extrabold text-white md:text-5xl">{intro.heading}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-white/90">{intro.intro}</p>
      </div>
    </div>
  );
}
