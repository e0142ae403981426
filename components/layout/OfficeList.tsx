import { offices } from '@/content/site';
import { Flag } from '@/components/ui/Flag';

/**
 * The offices with flag, country and address: used by the LOCATIONS panel, the footer and the contact card. Long
 * words wrap anywhere (an address is content an editor may lengthen), and each text takes its
 * direction from its own first strong character.
 */
export interface OfficeListProps {
  readonly tone?: 'light' | 'dark';
  /** A badge after one office's name (the contact card marks the headquarters). */
  readonly badge?: { readonly index: number; readonly label: string };
  /** The list's layout; stacked by default. */
  readonly className?: string;
}

export function OfficeList({ tone = 'light', badge, className = 'space-y-3' }: OfficeListProps) {
  return (
    <ul className={`wrap-anywhere ${className}`}>
      {offices.map((office) => (
        <li key={office.index} className="flex items-start gap-3">
          <Flag code={office.flag} className="mt-0.5" />
          <span className="min-w-0">
            <span dir="auto" className={`block text-sm leading-5 font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-dark'}`}>
              {office.name}
              <span className="font-normal"> · {office.city}</span>
              {badge?.index === office.index ? (
                <span className="ms-2 inline-block rounded-full bg-brand-gold/15 px-2 py-0.5 align-middle text-xs font-semibold text-brand-gold">
                  {badge.label}
                </span>
              ) : null}
            </span>
            <span dir="auto" className={`block text-sm leading-5 ${tone === 'dark' ? 'text-white/80' : 'text-ink-muted'}`}>
              {office.address}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
