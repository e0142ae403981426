import { useUi } from '@/components/layout/ShellContext';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { ImageAsset } from '@/content/media';
import type { SectionHeading as Heading } from '@/lib/content/types';
import { fill } from '@/lib/template';
import { initials } from '@/lib/typography';

export interface TeamCard {
  readonly name: string;
  readonly position: string;
  readonly description: string;
  readonly linkedin: string;
  /** Their portrait; without one the card shows their initials. */
  readonly image?: ImageAsset;
}

/**
 * The team: portrait (or, until staff add one, the person's initials on a brand tile: never a silhouette),
 * name, position, description and a professional-profile link.
 */
export function TeamSection({ heading, members }: { readonly heading: Heading; readonly members: readonly TeamCard[] }) {
  const ui = useUi();
  return (
    <Section id="team" labelledBy="team-title">
      <SectionHeader id="team-title" title={heading.title} text={heading.text} />
      {/* Phones: one row that scrolls sideways (about 1,500 px shorter than six stacked cards); from 640 px a grid. */}
      <ul aria-label={heading.title} className="phone-rail mt-6 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.name} className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 rounded-2xl border border-black/5 bg-white p-5 shadow-sm">
            {member.image ? (
              <Picture image={member.image} alt="" sizes="96px" className="row-span-4 h-24 w-24 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                data-initials=""
                className="row-span-4 flex h-16 w-16 shrink-0 items-center justify-center self-start rounded-2xl bg-brand text-xl font-bold tracking-wide text-white sm:h-20 sm:w-20 sm:text-2xl"
              >
                {initials(member.name)}
              </span>
            )}
            <h3 dir="auto" className="col-start-2 text-lg font-bold">
              {member.name}
            </h3>
            <p dir="auto" className="col-start-2 text-sm font-semibold text-brand-teal">
              {member.position}
            </p>
            <p dir="auto" className="col-start-2 mt-2 text-sm leading-6 text-ink-muted">
              {member.description}
            </p>
            <a
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="col-start-2 mt-3 inline-flex min-h-6 items-center justify-self-start text-sm font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
              aria-label={fill(ui.links.linkedin, { name: member.name })}
            >
              LinkedIn
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
