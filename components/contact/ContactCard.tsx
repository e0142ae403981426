import type { ContactCardContent } from '@/lib/content/types';
import { OfficeList } from '@/components/layout/OfficeList';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

/**
 * The contact card: phone and e-mail as real tel:/mailto: links (in the static HTML, usable without
 * JavaScript), how soon requests are answered, and every office with its flag, address and phone (the
 * headquarters' phone is the one above, so its entry does not repeat it). Without `offices` (the home
 * page, whose footer lists them a few lines below) the card is phone, e-mail and response time.
 */
export function ContactCard({ card, offices = true }: { readonly card: ContactCardContent; readonly offices?: boolean }) {
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
                className="-my-2 inline-flex min-h-11 items-center text-lg font-semibold text-white underline-offset-4 hover:underline"
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
      {offices ? (
        <>
          <h3 dir="auto" className="mt-6 border-t border-white/15 pt-6 text-sm font-semibold tracking-widest text-brand-gold uppercase">
            {card.officesTitle}
          </h3>
          <OfficeList
            tone="dark"
            badge={{ index: card.headquartersIndex, label: card.headquartersLabel }}
            omitPhoneOf={card.headquartersIndex}
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
          />
        </>
      ) : null}
    </aside>
  );
}
