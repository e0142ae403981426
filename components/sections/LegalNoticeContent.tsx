import type { ReactNode } from 'react';
import { useUi } from '@/components/layout/ShellContext';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Flag } from '@/components/ui/Flag';
import { HeadingText } from '@/components/ui/HeadingText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { LegalSection, PageIntro as PageIntroContent } from '@/lib/content/types';
import type { ContactLine, LegalEntityFacts } from '@/lib/pages/props/legal-notice';
import { PageIntro } from './PageIntro';
import { Paragraphs } from '@/components/ui/Paragraphs';

export interface LegalNoticeContentProps {
  readonly intro: PageIntroContent;
  readonly publisher: {
    readonly title: string;
    readonly text: string;
    readonly name: string;
    readonly address: string;
    readonly phone: ContactLine;
    readonly email: ContactLine;
  };
  readonly director: { readonly title: string; readonly name: string; readonly role: string };
  readonly host: { readonly title: string; readonly name: string; readonly address: string; readonly phone: ContactLine };
  readonly entities: { readonly title: string; readonly text: string; readonly items: readonly LegalEntityFacts[] };
  readonly sections: readonly LegalSection[];
}

const headingClass = 'text-xl font-bold text-brand-dark md:text-2xl';
const cardClass = 'min-w-0 rounded-2xl bg-brand-surface p-5 ring-1 ring-black/5 sm:p-6';
const linkClass = 'font-medium text-brand underline decoration-brand/30 underline-offset-4 hover:text-brand-accent hover:decoration-current';
/** A call or e-mail link on its own line: 44 px tall for a finger, its line 24 px (the rest overlaps the lines around it). */
const reachClass = `-my-2.5 inline-flex min-h-11 items-center ${linkClass}`;

/** One fact of a card: its name above its value. */
function Fact({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt dir="auto" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {name}
      </dt>
      <dd className="mt-1 leading-6">{children}</dd>
    </div>
  );
}

/** A number or an address written left to right in every language (an identifier, a phone), kept whole in Arabic. */
const Ltr = ({ children }: { readonly children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** One of the three blocks at the top: publisher, publication director, host. */
function Block({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardClass} scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)]`}>
      <h2 id={`${id}-title`} dir="auto" className="text-lg font-bold text-brand-dark">
        <HeadingText text={title} />
      </h2>
      {children}
    </section>
  );
}

/** A company of the group: its country, registered name, legal form, registered office and registration numbers. */
function EntityCard({ entity }: { readonly entity: LegalEntityFacts }) {
  const ui = useUi().legalNotice;
  return (
    <li className={cardClass} data-entity={entity.id}>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-teal">
        <Flag code={entity.flag} />
        <span dir="auto">{entity.country}</span>
      </p>
      <h3 className="mt-3 text-lg leading-7 font-bold text-brand-dark">
        <bdi>{entity.name}</bdi>
      </h3>
      <dl className="mt-4 space-y-3 text-sm">
        <Fact name={ui.legalForm}>
          <span dir="auto">{entity.legalForm}</span>
        </Fact>
        <Fact name={ui.registeredOffice}>
          <span dir="auto">{entity.address}</span>
        </Fact>
        {entity.registrations.map((registration) => (
          <Fact key={registration.label} name={registration.label}>
            <Ltr>{registration.value}</Ltr>
          </Fact>
        ))}
      </dl>
    </li>
  );
}

/**
 * The legal notice (/legal-notice, content/legal-notice.ts): who publishes the site, who directs the
 * publication and who hosts it, then every company of the group with its registration numbers, then the
 * short sections. Identifiers and phones read left to right in every language; the layout mirrors in Arabic.
 */
export function LegalNoticeContent({ intro, publisher, director, host, entities, sections }: LegalNoticeContentProps) {
  const ui = useUi().legalNotice;
  return (
    <>
      <PageIntro intro={intro} variant="plain" />
      <div className="container-page py-12 md:py-16">
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          <Block id="publisher" title={publisher.title}>
            <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted">
              {publisher.text}
            </p>
            <p className="mt-4 text-sm font-semibold">
              <bdi>{publisher.name}</bdi>
            </p>
            <dl className="mt-3 space-y-3 text-sm">
              <Fact name={ui.registeredOffice}>
                <span dir="auto">{publisher.address}</span>
              </Fact>
              <Fact name={ui.phone}>
                <a href={publisher.phone.href} dir="ltr" className={reachClass}>
                  {publisher.phone.text}
                </a>
              </Fact>
              <Fact name={ui.email}>
                <a href={publisher.email.href} dir="ltr" className={`${reachClass} wrap-anywhere`}>
                  {publisher.email.text}
                </a>
              </Fact>
            </dl>
          </Block>
          <Block id="publication-director" title={director.title}>
            <p className="mt-4 text-sm leading-6">
              <span dir="auto" className="block font-semibold">
                {director.name}
              </span>
              <span dir="auto" className="block text-ink-muted">
                {director.role}
              </span>
            </p>
          </Block>
          <Block id="hosting" title={host.title}>
            <p className="mt-4 text-sm leading-6">
              <bdi className="block font-semibold">{host.name}</bdi>
              <span dir="auto" className="block">
                {host.address}
              </span>
            </p>
            <dl className="mt-3 space-y-3 text-sm">
              <Fact name={ui.phone}>
                <a href={host.phone.href} dir="ltr" className={reachClass}>
                  {host.phone.text}
                </a>
              </Fact>
            </dl>
          </Block>
        </div>

        <section id="companies" aria-labelledby="companies-title" className="mt-14 scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] md:mt-16">
          <h2 id="companies-title" dir="auto" className={headingClass}>
            <HeadingText text={entities.title} />
          </h2>
          <p dir="auto" className="mt-3 max-w-3xl leading-7 text-ink-muted">
            {entities.text}
          </p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {entities.items.map((entity) => (
              <EntityCard key={entity.id} entity={entity} />
            ))}
          </ul>
        </section>

        <div className="mt-14 max-w-3xl space-y-10 md:mt-16">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)]">
              <h2 id={`${section.id}-title`} dir="auto" className={headingClass}>
                <HeadingText text={section.title} />
              </h2>
              <Paragraphs paragraphs={section.paragraphs} />
              {section.link ? (
                <p className="mt-4">
                  <LocaleLink href={section.link.href} className={`inline-flex items-center gap-2 ${linkClass}`}>
                    <span dir="auto">{section.link.text}</span>
                    <ArrowForwardIcon className="h-4 w-4" />
                  </LocaleLink>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
