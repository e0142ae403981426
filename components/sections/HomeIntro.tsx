import type { PageIntro } from '@/lib/content/types';
import { HeadingText } from '@/components/ui/HeadingText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ArrowForwardIcon } from '@/components/ui/icons';

export interface HomeIntroProps {
  readonly intro: PageIntro;
  /** The solution groups, offered as the first step beside the introduction. */
  readonly links: { readonly label: string; readonly items: readonly { readonly title: string; readonly href: string }[] };
}

/** The home page's <h1> and introduction under the hero, beside links to the solutions (from 640 px: on a phone the solutions section below has them). */
export function HomeIntro({ intro, links }: HomeIntroProps) {
  return (
    <div className="border-b border-black/5 bg-white">
      <div className="container-page grid gap-8 py-8 sm:py-10 md:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <div className="min-w-0">
          <h1 dir="auto" className="text-3xl font-extrabold md:text-4xl">
            <HeadingText text={intro.heading} />
          </h1>
          <p dir="auto" className="mt-4 text-lg leading-8 text-ink-muted">
            {intro.intro}
          </p>
        </div>
        <nav aria-labelledby="home-intro-links" className="min-w-0 rounded-2xl bg-brand-surface p-5 ring-1 ring-brand/10 max-sm:hidden sm:p-6">
          <p dir="auto" id="home-intro-links" className="text-sm font-semibold tracking-widest text-brand-teal uppercase">
            {links.label}
          </p>
          <ul className="mt-3 divide-y divide-brand/10">
            {links.items.map((item) => (
              <li key={item.href}>
                <LocaleLink
                  href={item.href}
                  className="group flex min-h-11 items-center justify-between gap-4 py-2 font-semibold text-brand-dark hover:text-brand-accent"
                >
                  <span dir="auto" className="min-w-0">
                    {item.title}
                  </span>
                  <ArrowForwardIcon className="h-4 w-4 shrink-0 transition-transform motion-safe:group-hover:translate-x-1 motion-safe:rtl:group-hover:-translate-x-1" />
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
