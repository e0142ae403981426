import type { PageIntro } from '@/lib/content/types';
import { HeadingText } from '@/components/ui/HeadingText';

export interface HomeIntroProps {
  readonly intro: PageIntro;
}

/**
 * The home page's <h1> and introduction under the hero. The solution groups it once listed beside it are
 * the solutions section's, a few screens down (the hero's first button leads there): the home page's HTML
 * carries each link once (issue 33, at most 1,000 elements).
 */
export function HomeIntro({ intro }: HomeIntroProps) {
  return (
    <div className="border-b border-black/5 bg-white">
      <div className="container-page py-8 sm:py-10 md:py-14">
        <h1 dir="auto" className="max-w-4xl text-3xl font-extrabold md:text-4xl">
          <HeadingText text={intro.heading} />
        </h1>
        <p dir="auto" className="mt-4 max-w-4xl text-lg leading-8 text-ink-muted">
          {intro.intro}
        </p>
      </div>
    </div>
  );
}
