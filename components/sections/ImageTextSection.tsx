import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import type { ImageAsset } from '@/content/media';

export interface ImageTextSectionProps {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image: ImageAsset;
  /** Picture on the right (default) or on the left. */
  readonly imageSide?: 'start' | 'end';
  readonly tone?: 'white' | 'surface';
  readonly button?: { readonly text: string; readonly href: string };
}

/** A titled text beside a picture, with an optional button: partner, about, about-solutions. */
export function ImageTextSection({ id, title, paragraphs, image, imageSide = 'end', tone = 'white', button }: ImageTextSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={imageSide === 'start' ? 'lg:order-2' : ''}>
          <h2 id={`${id}-title`} className="text-3xl font-extrabold md:text-4xl">
            {title}
          </h2>
          <div className="prose-copy mt-5 text-lg leading-8 text-ink-muted">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {button ? (
            <Link href={button.href} className="btn-primary mt-8">
              {button.text}
            </Link>
          ) : null}
        </div>
        <div className={imageSide === 'start' ? 'lg:order-1' : ''}>
          <Picture image={image} sizes="(min-width: 1024px) 560px, 100vw" className="h-auto w-full rounded-2xl shadow-xl" />
        </div>
      </div>
    </Section>
  );
}
