import { PersonCard } from '@/components/people/PersonCard';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { CertifiedBadge } from '@/lib/pages/credentials';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { SectionHeading as Heading } from '@/lib/content/types';
import type { PersonCard as Person } from '@/lib/pages/people';

/**
 * People of the firm (content/team.ts): the home page's team, a row that scrolls sideways on phones, and
 * /about's leadership, with their certifications. Each card is a PersonCard: portrait or drawn tile, role,
 * office, languages, and their LinkedIn profile.
 */
export function TeamSection({
  id = 'team',
  heading,
  members,
  variant = 'compact',
  badges,
}: {
  readonly id?: 'team' | 'leadership';
  readonly heading: Heading;
  readonly members: readonly Person[];
  readonly variant?: 'compact' | 'full';
  /** The home page's badges: certified consultants by practice, each linking to /credentials. */
  readonly badges?: { readonly title: string; readonly items: readonly CertifiedBadge[] };
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeader id={`${id}-title`} title={heading.title} text={heading.text} />
      {/* Phones: the home page's team is one row that scrolls sideways (about 1,500 px shorter than the cards stacked); from 640 px a grid. */}
      <ul
        aria-label={heading.title}
        className={`mt-6 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${variant === 'compact' ? 'phone-rail' : 'grid gap-5'}`}
      >
        {members.map((member) => (
          <PersonCard key={member.id} person={member} variant={variant} />
        ))}
      </ul>
      {badges && badges.items.length > 0 ? (
        <div className="mt-8 sm:mt-10">
          <p dir="auto" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {badges.title}
          </p>
          {/* Phones: one row that scrolls sideways, like the cards above; from 640 px the badges wrap. */}
          <ul className="-mx-5 mt-3 flex gap-3 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {badges.items.map((badge) => (
              <li key={badge.id} className="shrink-0">
                <LocaleLink
                  href={badge.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand/15 bg-white px-4 py-1.5 text-sm whitespace-nowrap text-brand-dark hover:border-brand/40"
                >
                  <strong className="text-base font-extrabold text-brand">{badge.consultants}</strong>
                  <span dir="auto">{badge.title}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
