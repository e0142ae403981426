import { PersonCard } from '@/components/people/PersonCard';
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
}: {
  readonly id?: 'team' | 'leadership';
  readonly heading: Heading;
  readonly members: readonly Person[];
  readonly variant?: 'compact' | 'full';
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
          <li key={member.id}>
            <PersonCard person={member} variant={variant} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
