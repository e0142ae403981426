import type { ContactCardContent } from '@/content/contact';
import { Flag } from '@/components/ui/Flag';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

/**
 * The contact card: phone and e-mail as real tel:/mailto: links (in the static HTML, usable without
 * JavaScript), how soon requests are answered, and every office with its flag and address.
 */
export function ContactCard({ card }: { readonly card: ContactCardContent }) {
  return (
    <aside aria-labelledby="contact-card-title" className="min-w-0 rounded-2xl bg-brand-dark p-6 wrap-anywhere text-white shadow-xl sm:p-8">
      <h2 id="contact-card-title" dir="auto" className="text-2xl font-bold text-white">
        {card.title}
      </h2>
      <p dir="auto" className="mt-3 leading-7 text-white/85">
        {card.text}
      </p>
      <ul className="mt-6 space-y-4">
        {card.entries.map((entry) => (
          <li key={entry.kind} className="flex items-center gap-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-brand-gold">
              {entry.kind === 'phone' ? <PhoneIcon /> : <MailIcon />}
            </span>
            <span className="min-w-0">
              <span dir="auto" className="block text-sm text-white/70">
                {entry.label}
              </span>
              <a
                href={entry.href}
                dir={entry.kind === 'phone' ? 'ltr' : 'auto'}
                className="text-lg font-semibold text-white underline-offset-4 hover:underline"
              >
                {entry.value}
              </a>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-3 rounded-xl bg-white/5 px-4 py-3 text-sm leading-6 text-white/85 ring-1 ring-white/10">
        <ClockIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-gold" />
        <span dir="auto" className="min-w-0">
          {card.responseTime}
        </span>
      </p>
      <h3 dir="auto" className="mt-6 border-t border-white/15 pt-6 text-sm font-semibold tracking-widest text-brand-gold uppercase">
        {card.officesTitle}
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {card.offices.map((office) => (
          <li key={office.index} className="flex min-w-0 items-start gap-3">
            <Flag code={office.flag} className="mt-1 ring-white/20" />
            <span className="min-w-0">
              <span dir="auto" className="block text-sm font-semibold text-white">
                {office.name}
                <span className="font-normal text-white/80"> · {office.city}</span>
                {office.index === card.headquartersIndex ? (
                  <span className="ms-2 inline-block rounded-full bg-brand-gold/15 px-2 py-0.5 align-middle text-xs font-semibold text-brand-gold">
                    {card.headquartersLabel}
                  </span>
                ) : null}
              </span>
              <span dir="auto" className="block text-sm leading-6 text-white/75">
                {office.address}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
