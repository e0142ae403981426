import Link from 'next/link';
import type { ImageAsset } from '@/content/media';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface ImageTextSectionProps {
  readonly id?: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image: ImageAsset;
  /** Which side the picture takes on wide screens (logical: start is left in English). */
  readonly imageSide?: 'start' | 'end';
  readonly tone?: SectionProps['tone'];
  /** A short line above the title. */
  readonly eyebrow?: string;
  readonly button?: { readonly text: string; readonly href: string };
}

/**
 * A heading and paragraphs beside a picture, with an optional button; stacked on narrow screens.
 * Used by the about story, the careers delivery model and the home page's partner, about and
 * about-solutions sections.
 */
export function ImageTextSection({ id, title, paragraphs, image, imageSide = 'end', tone, eyebrow, button }: ImageTextSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={imageSide === 'start' ? 'lg:order-2' : ''}>
          {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-teal uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-2xl font-bold md:text-4xl">
            {title}
          </h2>
          <div className="prose-copy mt-6 leading-7 text-ink">
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
        <Picture image={image} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 100vw" className="h-auto w-full rounded-2xl shadow-lg" />
      </div>
    </Section>
  );
}
