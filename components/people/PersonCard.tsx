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
}

/**
 * A person, as an item of a list: portrait (any shape: a square cut from its top, where faces are) or a
 * drawn tile, name, role, office and languages, what they do, their certifications (full cards), then
 * "Talk to …" where the page offers it and their LinkedIn profile. One grid, no wrappers: the home page
 * shows seven of these within its budget of elements.
 */
export function PersonCard({ person, variant = 'full' }: PersonCardProps) {
  const ui = useUi();
  const picture = 'row-span-3 h-20 w-20 shrink-0 rounded-2xl sm:h-24 sm:w-24';
  const wide = 'col-span-2';
  return (
    <li className="grid h-full grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 rounded-2xl border border-black/5 bg-white p-5 wrap-anywhere shadow-sm">
      {person.portrait ? (
        <Picture image={person.portrait} sizes="96px" className={`${picture} object-cover object-top`} />
      ) : (
        <PortraitTile id={person.id} className={picture} />
      )}
      <h3 dir="auto" className="text-lg leading-6 font-bold">
        {person.name}
      </h3>
      <p dir="auto" className="text-sm font-semibold text-brand-teal">
        {person.position}
      </p>
      <p dir="auto" className="text-sm text-ink-muted" title={ui.team.languages}>
        {person.city} · {person.languages}
      </p>
      <p dir="auto" className={`${wide} mt-4 text-sm leading-6 text-ink-muted`}>
        {person.description}
      </p>
      {variant === 'full' && person.certifications.length > 0 ? (
        <>
          <p className={`${wide} mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase`}>{ui.team.certifications}</p>
          <ul className={`${wide} mt-2 list-disc space-y-1 ps-5 text-sm leading-5 marker:text-brand-gold`}>
            {person.certifications.map((certification) => (
              <li key={certification}>
                {/* Oracle's names, in Latin letters on every page: kept left to right, the list's bullets on the page's start side. */}
                <span lang="en" dir="ltr">
                  {certification}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {person.talkTo ? (
        <LocaleLink href={person.talkTo.href} className={`${wide} mt-5 btn-primary justify-self-start`}>
          <span dir="auto">{person.talkTo.label}</span>
          <ArrowForwardIcon className="h-4 w-4" />
        </LocaleLink>
      ) : null}
      <a
        href={person.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className={`${wide} mt-3 inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand`}
        aria-label={fill(ui.links.linkedin, { name: person.name })}
      >
        LinkedIn
      </a>
    </li>
  );
}
