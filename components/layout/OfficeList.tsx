import { Flag } from '@/components/ui/Flag';
import { telHref } from '@/lib/tel';
import { useShell } from './ShellContext';

export interface OfficePhoneProps {
  readonly phone: string | undefined;
  readonly tone?: 'light' | 'dark';
  readonly className?: string;
}

/**
 * An office's phone as a tel: link under its address; nothing for an office without one. The number is
 * written left to right (dir="ltr") whatever the page's direction, and the link is 44 px tall for a
 * finger, its line 24 px (the extra height overlaps the lines around it instead of pushing them apart). One element: the lists of offices are on every page (the footer, LOCATIONS).
 */
export function OfficePhone({ phone, tone = 'light', className = '' }: OfficePhoneProps) {
  if (!phone) return null;
  return (
    <a
      href={telHref(phone)}
      dir="ltr"
      className={`-my-2.5 flex min-h-11 w-fit items-center text-sm leading-5 font-semibold underline-offset-4 hover:underline ${tone === 'dark' ? 'text-brand-gold' : 'text-brand'} ${className}`}
    >
      {phone}
    </a>
  );
}

/**
 * The offices with flag, country, address and phone: used by the LOCATIONS panel, the footer and the contact
 * card. Long words wrap anywhere (an address is content an editor may lengthen), and each text takes its
 * direction from its own first strong character.
 */
export interface OfficeListProps {
  readonly tone?: 'light' | 'dark';
  /** A badge after one office's name (the contact card marks the headquarters). */
  readonly badge?: { readonly index: number; readonly label: string };
  /** One office whose phone is shown just above the list (the contact card's main line): its phone is left out here. */
  readonly omitPhoneOf?: number;
  /** The list's layout; stacked by default. */
  readonly className?: string;
}

export function OfficeList({ tone = 'light', badge, omitPhoneOf, className = 'space-y-3' }: OfficeListProps) {
  // The site's offices, in the page's language.
  const { offices: list } = useShell();
  return (
    <ul className={`wrap-anywhere ${className}`}>
      {list.map((office) => (
        // One grid per office, no wrappers: these lists are on every page (the footer, LOCATIONS).
        <li key={office.index} className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3">
          <Flag code={office.flag} className="row-span-3 mt-0.5" />
          <span dir="auto" className={`text-sm leading-5 ${tone === 'dark' ? 'text-white' : 'text-brand-dark'}`}>
            <b className="font-semibold">{office.name}</b> · {office.city}
            {badge?.index === office.index ? (
              <span className="ms-2 inline-block rounded-full bg-brand-gold/15 px-2 py-0.5 align-middle text-xs font-semibold text-brand-gold">
                {badge.label}
              </span>
            ) : null}
          </span>
          <span dir="auto" className={`text-sm leading-5 ${tone === 'dark' ? 'text-white/80' : 'text-ink-muted'}`}>
            {office.address}
          </span>
          <OfficePhone phone={omitPhoneOf === office.index ? undefined : office.phone} tone={tone} className="mt-0.5" />
        </li>
      ))}
    </ul>
  );
}
