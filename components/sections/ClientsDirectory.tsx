import { lazy, Suspense, useId, useState } from 'react';
import { Picture } from '@/components/ui/Picture';
import { useLocationHash } from '@/components/ui/useLocationHash';
import { categorySlug, slugFromHash } from '@/lib/client-filter';
import type { ClientDetails } from './ClientModal';

// The modal's code is fetched on the first click, keeping it out of the page's first load.
const ClientModal = lazy(() => import('./ClientModal').then((module) => ({ default: module.ClientModal })));

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
  /** Filter buttons after All, in order. */
  readonly categories: readonly string[];
  readonly copy: ClientsDirectoryCopy;
}

const countText = (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`;

/**
 * Every client as a button that opens its modal, with a category filter kept in the URL hash
 * (#telco) so a filtered list can be shared. The HTML lists every client; filtering starts after
 * hydration, so visitors without JavaScript still see them all.
 */
export function ClientsDirectory({ clients, categories, copy }: ClientsDirectoryProps) {
  const [hash, setHash] = useLocationHash();
  const [selected, setSelected] = useState<ClientDetails | null>(null);
  const [modalLoaded, setModalLoaded] = useState(false);
  const labelId = useId();

  const filters = categories.map((label) => ({ label, slug: categorySlug(label) }));
  const activeSlug = slugFromHash(
    hash,
    filters.map((filter) => filter.slug),
  );
  const active = filters.find((filter) => filter.slug === activeSlug) ?? null;
  const shown = active ? clients.filter((client) => client.category === active.label) : clients;
  const status = active ? `${countText(shown.length)} in ${active.label}` : countText(shown.length);

  const filterButton = (label: string, slug: string, pressed: boolean) => (
    <li key={slug || 'all'}>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => setHash(slug)}
        className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold motion-safe:transition-colors ${
          pressed ? 'border-brand bg-brand text-white' : 'border-brand/20 bg-white text-brand-dark hover:border-brand hover:bg-brand-light'
        }`}
      >
        {label}
      </button>
    </li>
  );

  return (
    <>
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className="text-sm font-semibold tracking-widest text-brand-teal uppercase">
          {copy.filterLabel}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {filterButton(copy.allLabel, '', active === null)}
          {filters.map((filter) => filterButton(filter.label, filter.slug, filter.slug === activeSlug))}
        </ul>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        {status}
      </p>

      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-brand-surface p-8 text-center text-ink-muted">{copy.emptyText}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6">
          {shown.map((client) => (
            <li key={client.slug}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={`${client.label}, ${client.category}`}
                onClick={() => {
                  setModalLoaded(true);
                  setSelected(client);
                }}
                className="group flex h-full w-full flex-col rounded-2xl border border-black/5 bg-white p-3 text-start shadow-sm hover:border-brand/20 hover:shadow-md motion-safe:transition-shadow sm:p-4"
              >
                <span className="flex aspect-[2/1] w-full items-center justify-center rounded-xl bg-brand-surface p-3">
                  <Picture image={client.logo} alt={client.label} sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw" className="h-full w-auto max-w-full object-contain" />
                </span>
                <span className="mt-3 block font-semibold text-brand-dark group-hover:text-brand">{client.label}</span>
                <span className="mt-1 block text-sm text-ink-muted">{client.category}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {modalLoaded ? (
        <Suspense fallback={null}>
          <ClientModal client={selected} onClose={() => setSelected(null)} contentTitle={copy.contentTitle} />
        </Suspense>
      ) : null}
    </>
  );
}
