import type { ImageAsset } from '@/content/media';
import { HeadingText } from '@/components/ui/HeadingText';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';

export interface PictureCard {
  readonly image: ImageAsset;
  readonly title: string;
  /** A short claim under the title, in the accent colour. */
  readonly lead?: string;
  readonly text: string;
}

export interface PictureCardsSectionProps {
  readonly id: string;
  /** The section's heading; without one, each card's title is the h2. */
  readonly heading?: { readonly title: string; readonly text: string };
  readonly cards: readonly PictureCard[];
}

/**
 * Cards of a picture (4:3, cover), a title and text: the why-choose pillars (three across; a row that
 * scrolls sideways on phones) and the careers benefits (two across, larger).
 */
export function PictureCardsSection({ id, heading, cards }: PictureCardsSectionProps) {
  const wide = cards.length <= 2;
  const Title = heading ? 'h3' : 'h2';
  return (
    <Section id={id} labelledBy={heading ? `${id}-title` : undefined} tone="surface">
      {heading ? <SectionHeader id={`${id}-title`} title={heading.title} text={heading.text} /> : null}
      {/* Three across: one row that scrolls sideways on phones (the keyboard can scroll it: nothing in it takes focus). */}
      <ul
        className={`${wide ? 'grid gap-8 md:grid-cols-2' : 'phone-rail sm:grid sm:gap-6 md:grid-cols-3'} ${heading ? 'mt-6 sm:mt-12' : ''}`}
        {...(wide ? {} : { tabIndex: 0, 'aria-label': heading?.title })}
      >
        {cards.map((card) => (
          <li key={card.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
            <Picture
              image={card.image}
              sizes={wide ? '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw' : '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw'}
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className={wide ? 'p-6 md:p-8' : 'p-6'}>
              <Title dir="auto" className={`text-xl font-bold ${wide ? 'md:text-2xl' : ''}`}>
                <HeadingText text={card.title} />
              </Title>
              {card.lead ? (
                <p dir="auto" className="mt-2 font-semibold text-brand-teal">
                  {card.lead}
                </p>
              ) : null}
              <p
                dir="auto"
                className={`${card.lead ? 'mt-3' : wide ? 'mt-3' : 'mt-2'} leading-7 text-ink-muted ${wide ? '' : 'max-sm:text-sm max-sm:leading-6'}`}
              >
                {card.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
