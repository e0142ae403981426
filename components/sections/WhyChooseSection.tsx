import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';

export interface WhyChoosePillar {
  readonly image: ImageAsset;
  readonly title: string;
  readonly text1: string;
  readonly text2: string;
}

export interface WhyChooseSectionProps {
  readonly heading: { readonly title: string; readonly text: string };
  readonly pillars: readonly WhyChoosePillar[];
  readonly id?: string;
}

/** Why choose us: three pillars, each a picture, a title, a short claim and its explanation. */
export function WhyChooseSection({ heading, pillars, id = 'why-choose' }: WhyChooseSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="surface">
      <SectionHeader id={`${id}-title`} title={heading.title} text={heading.text} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {pillars.map((pillar) => (
          <li key={pillar.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
            <Picture
              image={pillar.image}
              alt=""
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-6">
              <h3 dir="auto" className="text-xl font-bold">
                {pillar.title}
              </h3>
              <p dir="auto" className="mt-2 font-semibold text-brand-teal">
                {pillar.text1}
              </p>
              <p dir="auto" className="mt-3 leading-7 text-ink-muted">
                {pillar.text2}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
