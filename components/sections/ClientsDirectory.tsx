import { useId } from 'react';
import { useUi } from '@/components/layout/ShellContext';
import { Picture } from '@/components/ui/Picture';
import { chipClass } from '@/components/ui/chip';
import { fill } from '@/lib/template';
import { ClientModals, type ClientDetails } from './ClientModal';

export interface ClientsDirectoryCopy {
  /** Visible name of the filter buttons' group. */
  readonly filterLabel: string;
  readonly allLabel: string;
  /** Shown when the chosen category has no client. */
  readonly emptyText: string;
  /** Heading of the modal's list of work delivered. */
  readonly contentTitle: string;
}

export interface ClientsDirectoryProps {
  readonly clients: readonly ClientDetails[];
  /** Filter buttons after All, in order: each category's label and slug (ClientDetails). */
  readonly categories: readonly { readonly label: string; readonly slug: string }[];
  readonly copy: ClientsDirectoryCopy;
}

/**
 * Every client as a button that opens its modal, with a category filter kept in the URL hash
 * (#telco) so a filtered list can be shared (browser/behaviours/clients-filter.ts). The logo carries the
 * client's name (the button's accessible name repeats it with the category). The HTML
 * lists every client, so visitors without JavaScript still see them all.
 */
export function ClientsDirectory({ clients, categories, copy }: ClientsDirectoryProps) {
  const labelId = useId();
  // The count line's wording (content/ui.ts); browser/behaviours/clients-filter.ts fills the same templates.
  const status = useUi().clients;

  return (
    <div data-behaviour="clients-filter">
      <div role="group" aria-labelledby={labelId}>
        <p dir="auto" id={labelId} className="text-sm font-semibold tracking-widest text-brand-teal uppercase">
          {copy.filterLabel}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {[{ label: copy.allLabel, slug: '' }, ...categories].map((filter) => (
            <li key={filter.slug || 'all'}>
              <button type="button" data-filter={filter.slug} aria-pressed={filter.slug === ''} className={chipClass}>
                {filter.label}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted" data-filter-status="" data-one={status.one} data-many={status.many} data-in={status.inCategory}>
        {fill(clients.length === 1 ? status.one : status.many, { count: clients.length })}
      </p>

      <p dir="auto" hidden data-filter-empty="" className="mt-6 rounded-2xl bg-brand-surface p-8 text-center text-ink-muted">
        {copy.emptyText}
      </p>
      <ul data-filter-grid="" className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6">
        {clients.map((client) => (
          <li key={client.slug} data-client-tile="" data-category={client.categorySlug}>
            <button
              type="button"
              data-client={client.slug}
              aria-haspopup="dialog"
              aria-label={fill(status.tile, { client: client.label, category: client.category })}
              className="group flex h-full w-full flex-col rounded-2xl border border-black/5 bg-white p-3 text-start shadow-sm hover:border-brand/20 hover:shadow-md motion-safe:transition-shadow sm:p-4"
            >
              {/* An explicit height, not an aspect-ratio box around a percentage-height image: the
                  tile is then the same size in Chromium, Firefox and WebKit. */}
              <span className="block h-24 w-full rounded-xl bg-brand-surface p-2 sm:h-28 sm:p-3">
                <Picture
                  image={client.logo}
                  alt={client.label}
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
                  className="h-full w-full object-contain"
                />
              </span>
              <span dir="auto" className="mt-3 block text-sm break-words text-ink-muted group-hover:text-brand">
                {client.category}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <ClientModals clients={clients} contentTitle={copy.contentTitle} />
    </div>
  );
}
