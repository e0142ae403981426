import { offices } from '@/content/site';

/** The offices with flag, country and address: used by the LOCATIONS panel and the footer. */
export function OfficeList({ tone = 'light' }: { readonly tone?: 'light' | 'dark' }) {
  return (
    <ul className="space-y-3">
      {offices.map((office) => (
        <li key={office.index} className="flex items-start gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- 4:3 vector flag, served from /flags */}
          <img src={`/flags/${office.flag}.svg`} width={24} height={16} alt="" loading="lazy" className="mt-1 h-4 w-6 shrink-0 rounded-sm shadow-sm" />
          <span>
            <span className={`block text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-dark'}`}>
              {office.name}
              <span className="font-normal"> · {office.city}</span>
            </span>
            <span className={`block text-sm ${tone === 'dark' ? 'text-white/80' : 'text-ink-muted'}`}>{office.address}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
