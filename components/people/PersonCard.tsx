import { useUi } from '@/components/layout/ShellContext';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import type { PersonCard as Person } from '@/lib/pages/people';
import { fill } from '@/lib/template';
import { PortraitTile } from './PortraitTile';

export interface PersonCardProps {
  readonly person: Person;
  /** `full` adds their certifications (/about, a service's or an industry's leads); `compact` is the home page's row. */
  readonly variant?: 'compact' | 'full';
  /** The heading level of their name. */
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * A person: portrait (any shape: cropped square from its top, where faces are) or a drawn tile, name,
 * role, office and languages, what they do, their certifications (full cards), then "Talk to …" where
 * the page offers it and their LinkedIn profile.
 */
export function PersonCard({ person, variant = 'full', headingLevel: Heading = 'h3' }: PersonCardProps) {
  const ui = useUi();
  const picture = 'h-20 w-20 shrink-0 rounded-2xl sm:h-24 sm:w-24';
  return (
    <article className="flex h-full flex-col rounded-2xl border border-black/5 bg-white p-5 wrap-anywhere shadow-sm">
      <div className="flex items-start gap-4">
        {person.portrait ? (
          <Picture image={person.portrait} sizes="96px" className={`${picture} object-cover object-top`} />
        ) : (
          <PortraitTile id={person.id} className={picture} />
        )}
        <div className="min-w-0">
          <Heading dir="auto" className="text-lg leading-6 font-bold">
            {person.name}
          </Heading>
          <p dir="auto" className="mt-1 text-sm font-semibold text-brand-teal">
            {person.position}
          </p>
          <p dir="auto" className="mt-1 text-sm text-ink-muted">
            {person.city}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, {ui.team.languages}: </span>
            {person.languages}
          </p>
        </div>
      </div>
      <p dir="auto" className="mt-4 text-sm leading-6 text-ink-muted">
        {person.description}
      </p>
      {variant === 'full' && person.certifications.length > 0 ? (
        <div className="mt-4">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{ui.team.certifications}</p>
          <ul className="mt-2 space-y-1 text-sm leading-5" dir="ltr">
            {person.certifications.map((certification) => (
              <li key={certification} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-gold" />
                <span lang="en">{certification}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-5">
        {person.talkTo ? (
          <LocaleLink href={person.talkTo.href} className="btn-primary">
            <span dir="auto">{person.talkTo.label}</span>
            <ArrowForwardIcon className="h-4 w-4" />
          </LocaleLink>
        ) : null}
        <a
          href={person.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
          aria-label={fill(ui.links.linkedin, { name: person.name })}
        >
          LinkedIn
        </a>
      </div>
    </article>
  );
}
