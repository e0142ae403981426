import { Section } from '@/components/ui/Section';
import { HeadingText } from '@/components/ui/HeadingText';
import { MailIcon } from '@/components/ui/icons';

export interface CareerCtaSectionProps {
  readonly title: string;
  readonly text: string;
  /** The recruitment address, offered as a mailto: link. */
  readonly email: string;
  readonly id?: string;
}

/** The careers page's closing call to apply: a title, a line of text and the recruitment e-mail address. */
export function CareerCtaSection({ title, text, email, id = 'apply' }: CareerCtaSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="flex flex-col items-start gap-8 rounded-2xl bg-gradient-to-br from-brand-dark via-brand to-brand-teal px-6 py-10 shadow-lg md:flex-row md:items-center md:justify-between md:px-12 md:py-14">
        <div className="max-w-3xl min-w-0">
          <h2 id={`${id}-title`} dir="auto" className="text-2xl font-bold text-white md:text-4xl">
            <HeadingText text={title} />
          </h2>
          <p dir="auto" className="mt-4 text-lg leading-8 text-white/90">
            {text}
          </p>
        </div>
        <a href={`mailto:${email}`} className="btn-light max-w-full shrink-0 break-all">
          <MailIcon className="h-4 w-4 shrink-0" />
          {email}
        </a>
      </div>
    </Section>
  );
}
