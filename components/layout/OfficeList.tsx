import { offices } from '@/content/site';
import { Flag } from '@/components/ui/Flag';

/**
 * The offices with flag, country and address: used by the LOCATIONS panel and the footer. Long
 * words wrap anywhere (an address is content an editor may lengthen), and each text takes its
 * direction from its own first strong character.
 */
export function OfficeList({ tone = 'light' }: { readonly tone?: 'light' | 'dark' }) {
  return (
    <ul className="space-y-3 wrap-anywhere">
      {offices.map((office) => (
        <li key={office.index} className="flex items-start gap-3">
          <Flag code={office.flag} className="mt-0.5" />
          <span className="min-w-0">
            <span dir="auto" className={`block text-sm leading-5 font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-dark'}`}>
              {office.name}
              <span className="font-normal"> · {office.city}</span>
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
