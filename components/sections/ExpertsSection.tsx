import { PersonCard } from '@/components/people/PersonCard';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { PersonCard as Person } from '@/lib/pages/people';

/**
 * A service's or an industry's leads, by name, each with "Talk to …": the contact form with the topic and
 * the person already in its first line. One lead is a wide card; several share a grid.
 */
export function ExpertsSection({
  title,
  text,
  experts,
  tone = 'white',
}: {
  readonly title: string;
  readonly text: string;
  readonly experts: readonly Person[];
  readonly tone?: 'white' | 'surface';
}) {
  if (experts.length === 0) return null;
  return (
    <Section id="experts" labelledBy="experts-title" tone={tone} outOfSearch>
      {/* One lead: the heading beside their card from 1024 px. Two: a pair. Three or more: rows of three. */}
      <div className={experts.length === 1 ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start lg:gap-12' : ''}>
        <SectionHeader id="experts-title" title={title} text={text} />
        <ul
          aria-label={title}
          className={`mt-8 grid gap-5 ${experts.length === 1 ? 'lg:mt-0' : experts.length === 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
        >
          {experts.map((expert) => (
            <PersonCard key={expert.id} person={expert} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
