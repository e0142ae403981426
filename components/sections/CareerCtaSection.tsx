import { Section } from '@/components/ui/Section';

export interface CareerCtaSectionProps {
  readonly title: string;
  readonly text: string;
  /** The recruitment address, offered as a mailto: link. */
  readonly email: string;
  readonly id?: string;
}

/** The closing call to apply: a title, a line of text and the recruitment e-mail address. */
export function CareerCtaSection({ title, text, email, id = 'apply' }: CareerCtaSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="rounded-2xl bg-gradient-to-br from-brand-dark via-brand to-brand-teal px-6 py-12 text-center shadow-lg md:px-12 md:py-16">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-white md:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-lg leading-8 text-white/90">{text}</p>
        <a href={`mailto:${email}`} className="btn-light mt-8 break-all">
          {email}
        </a>
      </div>
    </Section>
  );
}
