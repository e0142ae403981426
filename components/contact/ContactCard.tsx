import type { ContactCardContent } from '@/content/contact';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';

/** Phone and e-mail as real tel:/mailto: links: in the static HTML, usable without JavaScript. */
export function ContactCard({ card }: { readonly card: ContactCardContent }) {
  return (
    <aside aria-labelledby="contact-card-title" className="rounded-2xl bg-brand-dark p-8 text-white shadow-xl">
      <h2 id="contact-card-title" className="text-2xl font-bold text-white">
        {card.title}
      </h2>
      <p className="mt-3 leading-7 text-white/85">{card.text}</p>
      <ul className="mt-8 space-y-5">
        {card.entries.map((entry) => (
          <li key={entry.kind} className="flex items-center gap-4">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-brand-gold">
              {entry.kind === 'phone' ? <PhoneIcon /> : <MailIcon />}
            </span>
            <span>
              <span className="block text-sm text-white/70">{entry.label}</span>
              <a href={entry.href} dir={entry.kind === 'phone' ? 'ltr' : undefined} className="text-lg font-semibold break-all text-white underline-offset-4 hover:underline">
                {entry.value}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
