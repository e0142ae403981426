import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionProps } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import type { CredentialCard, CredentialSection } from '@/lib/pages/credentials';
import { cardGrid } from '@/lib/card-grid';
import { fill } from '@/lib/template';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand focus-visible:decoration-brand';

/**
 * One group of /credentials (content/credentials.ts): its heading and line, then a card per credential:
 * its title and text, who issued it (for a law, the authority that oversees it), the year and certificate
 * number where known, the count of a certified-consultants card as a figure, and the way to check it: a
 * "Verify" link to the public register (a new tab, named for what it checks where), or for a law, the
 * privacy policy. Official artwork heads a card only once staff have added it.
 */
export function CredentialsSection({ section, tone }: { readonly section: CredentialSection; readonly tone?: SectionProps['tone'] }) {
  const grid = cardGrid(section.cards.length, { fourAcross: true });
  const headingId = `${section.id}-title`;
  return (
    <Section id={section.id} labelledBy={headingId} tone={tone}>
      <SectionHeader id={headingId} title={section.title} text={section.text} />
      <ul className={`mt-8 grid gap-4 sm:gap-6 md:mt-10 ${grid.list}`} data-credential-group={section.id}>
        {section.cards.map((card) => (
          <li key={card.id} className={`min-w-0 ${grid.item}`} data-credential={card.id}>
            <Card card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Card({ card }: { readonly card: CredentialCard }) {
  const ui = useUi();
  const words = ui.credentials;
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6">
      {card.artwork ? <Picture image={card.artwork} sizes="160px" className="mb-4 h-12 w-auto self-start object-contain" /> : null}
      <h3 dir="auto" className="text-lg leading-snug font-bold">
        {card.title}
      </h3>
      {card.consultants === undefined ? null : (
        // The figure reads first on screen; in the document it follows its heading, which names what it counts.
        <p className="order-first mb-3 flex flex-col" data-consultants="">
          <span className="text-4xl font-extrabold text-brand">{card.consultants}</span>
          <span dir="auto" className="text-sm font-semibold text-brand-teal">
            {words.consultants}
          </span>
        </p>
      )}
      <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted sm:text-base">
        {card.text}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-ink-muted">{card.policy ? words.authority : words.issuer}</dt>
          <dd className="font-semibold text-ink">{card.issuer}</dd>
        </div>
        {card.year === undefined ? null : (
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">{words.year}</dt>
            <dd className="font-semibold text-ink">{card.year}</dd>
          </div>
        )}
        {card.reference === undefined ? null : (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-ink-muted">{words.reference}</dt>
            <dd className="font-semibold text-ink">{card.reference}</dd>
          </div>
        )}
      </dl>
      {card.verify ? (
        <p className="mt-auto pt-3">
          <a
            href={card.verify.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(words.verifyOn, { credential: card.title, register: card.verify.register })}
            className={linkClass}
            data-verify=""
          >
            {words.verify}
            <ExternalLinkIcon className="h-4 w-4" />
          </a>
        </p>
      ) : card.policy ? (
        <p className="mt-auto pt-3">
          <LocaleLink href={card.policy} aria-label={fill(words.policyFor, { credential: card.title })} className={linkClass} data-policy="">
            {words.policy}
          </LocaleLink>
        </p>
      ) : null}
    </article>
  );
}
