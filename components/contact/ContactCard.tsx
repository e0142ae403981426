import type { ContactCardContent } from '@/content/contact';
import type { SVGProps } from 'react';
import { Stroke } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

export const PhoneIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  </Stroke>
);
export const MailIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Stroke>
);


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
