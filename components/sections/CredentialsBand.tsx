import { ArrowForwardIcon } from '@/components/ui/icons';
import { HeadingText } from '@/components/ui/HeadingText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Section } from '@/components/ui/Section';

export interface CredentialsBandProps {
  readonly title: string;
  readonly text: string;
  readonly action: { readonly text: string; readonly href: string };
}

/**
 * A short band that leads to /credentials (on /about, after the reasons to choose the firm): its heading,
 * a line and the link. Light, so it does not compete with the footer's contact band below it.
 */
export function CredentialsBand({ title, text, action }: CredentialsBandProps) {
  return (
    <Section id="credentials" labelledBy="credentials-title" className="!py-10 md:!py-14">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-light px-6 py-8 ring-1 ring-brand/10 md:flex-row md:items-center md:justify-between md:px-10">
        <div className="max-w-3xl min-w-0">
          <h2 id="credentials-title" dir="auto" className="text-2xl font-bold text-brand-dark">
            <HeadingText text={title} />
          </h2>
          <p dir="auto" className="mt-2 leading-7 text-ink-muted">
            {text}
          </p>
        </div>
        <LocaleLink href={action.href} className="btn-secondary shrink-0" data-credentials-link="">
          <span dir="auto">{action.text}</span>
          <ArrowForwardIcon className="h-4 w-4" />
        </LocaleLink>
      </div>
    </Section>
  );
}
