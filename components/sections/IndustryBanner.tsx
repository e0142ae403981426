import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';

export interface IndustryBannerProps {
  readonly text: string;
  /** Decorative backdrop behind the text. */
  readonly image: ImageAsset;
}

/** A full-width band: the industry's banner line over its artwork. */
export function IndustryBanner({ text, image }: IndustryBannerProps) {
  return (
    <Section tone="brand" className="relative isolate overflow-hidden">
      <Picture image={image} alt="" sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/95 via-brand-dark/70 to-brand-teal/60" />
      <p dir="auto" className="max-w-3xl border-s-4 border-brand-gold ps-5 text-2xl leading-snug font-bold text-white md:ps-8 md:text-4xl">
        {text}
      </p>
    </Section>
  );
}
