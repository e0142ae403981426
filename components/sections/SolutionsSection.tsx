import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { ImageAsset } from '@/content/media';
import type { SectionHeading as Heading } from '@/lib/content/types';

export interface SolutionGroupCard {
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly image: ImageAsset;
}

/**
 * The four solution groups, each linking to its page: a row that scrolls sideways on phones, a grid from 640 px.
 * The group's picture shows above its words; the words stand on solid navy, never over the drawing's lines.
 */
export function SolutionsSection({ heading, groups }: { readonly heading: Heading; readonly groups: readonly SolutionGroupCard[] }) {
  const ui = useUi();
  return (
    <Section id="solutions" labelledBy="solutions-title" tone="surface">
      <SectionHeader id="solutions-title" title={heading.title} text={heading.text} />
      <ul className="phone-rail mt-6 sm:mt-10 sm:grid sm:gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <li key={group.href} className="group relative overflow-hidden rounded-2xl bg-brand-dark text-white shadow-lg">
            <Picture
              image={group.image}
              alt=""
              sizes="(min-width: 768px) 50vw, 100vw"
              className="absolute inset-0 h-full w-full object-cover opacity-40 motion-safe:transition-transform motion-safe:group-hover:scale-105"
            />
            <div className="relative flex h-full min-h-56 flex-col justify-end bg-gradient-to-t from-brand-dark from-55% to-brand-dark/10 p-5 sm:min-h-64 sm:p-8">
              <h3 dir="auto" className="text-xl font-bold text-white sm:text-2xl">
                <LocaleLink href={group.href} className="after:absolute after:inset-0 hover:underline">
                  {group.title}
                </LocaleLink>
              </h3>
              <p dir="auto" className="mt-3 text-sm leading-6 text-white/85 sm:text-base sm:leading-7">
                {group.text}
              </p>
              <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-gold underline decoration-brand-gold/40 underline-offset-4">
                {ui.solutions.explore}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
