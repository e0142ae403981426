import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';

export interface CareerBenefit {
  readonly image: ImageAsset;
  readonly title: string;
  readonly text: string;
}

export interface CareerBenefitsSectionProps {
  readonly benefits: readonly CareerBenefit[];
  readonly id?: string;
}

/** What working here offers: one card per benefit with its picture, title and text. */
export function CareerBenefitsSection({ benefits, id = 'benefits' }: CareerBenefitsSectionProps) {
  return (
    <Section id={id} tone="surface">
      <ul className="grid gap-8 md:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
            <Picture
              image={benefit.image}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-6 md:p-8">
              <h2 dir="auto" className="text-xl font-bold md:text-2xl">
                {benefit.title}
              </h2>
              <p dir="auto" className="mt-3 leading-7 text-ink-muted">
                {benefit.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
