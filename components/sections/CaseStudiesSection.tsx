import { useUi } from '@/components/layout/ShellContext';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { SectionHeading } from '@/lib/content/types';
import type { CaseStudyCard } from '@/lib/pages/case-studies';
import { cardGrid } from '@/lib/card-grid';

export interface CaseStudiesSectionProps {
  readonly heading: SectionHeading;
  readonly cards: readonly CaseStudyCard[];
  readonly tone?: 'white' | 'surface';
  /** The hub, showing these cards' industry or service (lib/pages/case-studies.ts `hubLink`). */
  readonly more?: { readonly label: string; readonly href: string };
}

/**
 * Client stories as cards: picture, client and industry, the post's title (the card's link) and two
 * outcomes in figures. On industry and service pages (the ones their keys name) and on the home page
 * (the newest). With no story to show the section is left out: the page never shows an empty shelf.
 */
export function CaseStudiesSection({ heading, cards, tone = 'white', more }: CaseStudiesSectionProps) {
  if (cards.length === 0) return null;
  return (
    <Section id="case-studies" labelledBy="case-studies-title" tone={tone} outOfSearch>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader id="case-studies-title" title={heading.title} text={heading.text} />
        {more ? (
          <LocaleLink href={more.href} className="btn-secondary" data-hub-link="">
            {more.label}
          </LocaleLink>
        ) : null}
      </div>
      <CaseStudyCards cards={cards} />
    </Section>
  );
}

/**
 * The cards themselves: picture, client and industry, the post's title (the card's link) and two
 * outcomes in figures; a row that scrolls sideways on phones. Also in the home page's clients section,
 * `compact`: without the picture on a phone.
 */
export function CaseStudyCards({ cards, compact = false }: { readonly cards: readonly CaseStudyCard[]; readonly compact?: boolean }) {
  const ui = useUi();
  const grid = cardGrid(cards.length);
  return (
    <ul className={`phone-rail mt-6 sm:mt-10 sm:grid sm:gap-6 ${grid.list}`} data-case-studies="">
      {cards.map((card) => (
        <li key={card.slug} className={`min-w-0 ${grid.item}`}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition-shadow hover:shadow-xl">
            <div className={`aspect-[16/9] overflow-hidden bg-brand-light ${compact ? 'max-sm:hidden' : ''}`}>
              <Picture
                image={card.image}
                alt=""
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105"
              />
            </div>
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-teal uppercase">
                <bdi>{card.client}</bdi> · {card.industry}
              </p>
              <h3 dir="auto" className="text-lg leading-snug font-bold">
                {/* The whole card is the link's target (its ::after covers the card). */}
                <LocaleLink href={card.href} className="after:absolute after:inset-0 hover:text-brand-accent">
                  {card.title}
                </LocaleLink>
              </h3>
              {/* Two outcomes side by side; the compact cards (a phone's row on the home page) hold the headline one. */}
              <dl className={`mt-auto grid gap-3 border-t border-black/5 pt-4 ${compact ? '' : 'grid-cols-2'}`}>
                {(compact ? card.outcomes.slice(0, 1) : card.outcomes).map((outcome) => (
                  <div key={outcome.label} className="flex min-w-0 flex-col-reverse justify-end">
                    <dt dir="auto" className="text-xs leading-4 text-ink-muted">
                      {outcome.label}
                    </dt>
                    <dd dir="auto" className="text-xl font-bold whitespace-nowrap text-brand">
                      {outcome.figure}
                    </dd>
                  </div>
                ))}
              </dl>
              {/* The whole card is the link; the home page's compact cards leave out this line that says so. */}
              {compact ? null : (
                <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-brand group-hover:text-brand-accent">
                  {ui.caseStudy.read}
                  <ArrowForwardIcon className="h-4 w-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1 motion-safe:rtl:group-hover:-translate-x-1" />
                </p>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
