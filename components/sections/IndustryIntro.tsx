import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';

export interface IndustryIntroProps {
  readonly title: string;
  readonly text: string;
  readonly image: ImageAsset;
}

/** The industry's first section: title, text and picture side by side. */
export function IndustryIntro({ title, text, image }: IndustryIntroProps) {
  return (
    <Section id="overview" labelledBy="industry-overview-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <h2 id="industry-overview-title" className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className="mt-5 leading-7 text-ink-muted">{text}</p>
        </div>
        <Picture image={image} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl shadow-lg shadow-brand/10" />
      </div>
    </Section>
  );
}
