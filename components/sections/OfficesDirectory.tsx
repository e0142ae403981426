import type { ReactNode } from 'react';
import { Flag } from '@/components/ui/Flag';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/Picture';
import { TemplateText } from '@/components/ui/TemplateText';
import type { Ui } from '@/lib/content/types';
import type { FlagCode } from '@/lib/content/types';
import type { OfficeCard } from '@/lib/pages/offices';
import { telHref } from '@/lib/tel';
import { OFFICES_MAP, pinsOf } from '@/lib/offices-map';

export type OfficesCopy = Ui['offices'];

/** One way to reach an office: its label, then a link at least 44 px tall, so a thumb reaches it on a phone. */
function Reach({ icon, label, children }: { readonly icon: ReactNode; readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span aria-hidden="true" className="text-brand-teal">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 ps-7">{children}</dd>
    </div>
  );
}

/** The offices' pins over the drawn map, placed from their coordinates; their names show from 640 px (the map says them in its text alternative). */
function MapPins({ offices }: { readonly offices: readonly OfficeCard[] }) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${OFFICES_MAP.width} ${OFFICES_MAP.height}`} className="absolute inset-0 h-full w-full" direction="ltr">
      {pinsOf(offices).map((pin) => (
        <g key={pin.id}>
          <circle cx={pin.x} cy={pin.y} r={pin.headquarters ? 16 : 12} className="fill-brand stroke-white" strokeWidth={4} />
          <text x={pin.label.x} y={pin.label.y} textAnchor={pin.label.anchor} className="hidden fill-brand-dark text-[20px] font-semibold sm:inline">
            {pin.city}
          </text>
        </g>
      ))}
    </svg>
  );
}

const reachLink = 'inline-flex min-h-11 items-center font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand';

/**
 * /offices: a drawn map of every office (a file of the site: nothing is asked of another host), then each
 * office with its address, phone, WhatsApp, e-mail, working week and hours in local time, and a link that
 * opens it in the visitor's map app. The headquarters spans the row; the others pair up, so no card stands alone.
 */
export function OfficesDirectory({ offices, copy }: { readonly offices: readonly OfficeCard[]; readonly copy: OfficesCopy }) {
  return (
    <>
      {/* A map reads the same in every language: never mirrored. */}
      <figure className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand/10">
        <Picture image={{ ...OFFICES_MAP, alt: copy.mapAlt }} sizes="(min-width: 1280px) 1200px, 100vw" priority className="block h-auto w-full" />
        <MapPins offices={offices} />
      </figure>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {offices.map((office) => (
          <li
            key={office.id}
            id={office.id}
            className={`scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] rounded-2xl bg-white p-6 wrap-anywhere shadow-sm ring-1 ring-brand/10 sm:p-8 ${office.headquarters ? 'md:col-span-2' : ''}`}
          >
            <div className="flex flex-wrap items-center gap-3">
              <Flag code={office.flag as FlagCode} size="md" />
              <h2 dir="auto" className="text-xl font-bold">
                {office.city}
                <span className="font-normal text-ink-muted"> · {office.country}</span>
              </h2>
              {office.headquarters ? (
                <span className="rounded-full bg-brand-gold/15 px-2.5 py-0.5 text-xs font-semibold text-brand-dark">{copy.headquarters}</span>
              ) : null}
            </div>
            <dl className={`mt-5 grid gap-4 ${office.headquarters ? 'md:grid-cols-2 md:gap-x-10' : ''}`}>
              <Reach icon={<MapPinIcon width={20} height={20} />} label={copy.address}>
                <address dir="auto" className="mt-1 leading-6 not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <a href={office.map.href} target="_blank" rel="noopener noreferrer" aria-label={office.map.label} className={reachLink}>
                  {copy.openInMaps}
                </a>
              </Reach>
              <Reach icon={<ClockIcon width={20} height={20} />} label={copy.hours}>
                <p dir="auto" className="mt-1 leading-6">
                  {/* A range of times reads left to right in every language: 08:00–17:00, never 17:00–08:00. */}
                  <TemplateText template={copy.hoursValue} values={{ days: office.hours.days, hours: <span dir="ltr">{office.hours.range}</span> }} />
                </p>
                <p dir="auto" className="text-sm leading-6 text-ink-muted">
                  {office.timeZone}
                </p>
              </Reach>
              {office.phone ? (
                <Reach icon={<PhoneIcon width={20} height={20} />} label={copy.phone}>
                  <a href={telHref(office.phone)} dir="ltr" className={reachLink}>
                    {office.phone}
                  </a>
                </Reach>
              ) : null}
              {office.whatsapp ? (
                <Reach icon={<ChatIcon width={20} height={20} />} label={copy.whatsapp}>
                  <a href={office.whatsapp.href} target="_blank" rel="noopener noreferrer" aria-label={office.whatsapp.label} className={reachLink}>
                    <span dir="ltr">{office.whatsapp.number}</span>
                  </a>
                </Reach>
              ) : null}
              <Reach icon={<MailIcon width={20} height={20} />} label={copy.email}>
                <a href={`mailto:${office.email}`} dir="ltr" className={reachLink}>
                  {office.email}
                </a>
              </Reach>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
