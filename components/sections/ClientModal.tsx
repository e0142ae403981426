import type { ImageAsset } from '@/content/media';
import { useLocalePath, useUi } from '@/components/layout/ShellContext';
import { ModalContent, ModalDialog } from '@/components/ui/Modal';
import { Picture } from '@/components/ui/Picture';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { fill } from '@/lib/template';

/** A client as the clients page and the home carousel show it, with its logo already resolved. */
export interface ClientDetails {
  readonly slug: string;
  readonly label: string;
  /** The category's label in the page's language (content/ui.ts). */
  readonly category: string;
  /** The category's slug, the same in every language: the clients filter's hash (#telco). */
  readonly categorySlug: string;
  readonly logo: ImageAsset;
  /** Modules and work delivered, one line each. */
  readonly content: readonly string[];
  /** The path of the client's case study (content/case-studies.ts), when there is one. */
  readonly story?: string;
}

export interface ClientModalsProps {
  readonly clients: readonly ClientDetails[];
  /**
   * The page that holds the templates instead of this one (the home page: /clients), fetched when a
   * visitor first opens a client: the home page's HTML then carries no client's modal content.
   */
  readonly from?: string;
  /** Heading of the list of work delivered. */
  readonly contentTitle: string;
}

/**
 * The client modal: one <dialog> and, per client, its content (logo, category, name and the
 * modules delivered) in an inert <template id="client-{slug}">. A `[data-client="slug"]` button
 * opens it (browser/behaviours/client-modal.ts); templates cost no request until then. With `from`,
 * the templates stay on that page and the dialog fetches them on its first opening.
 */
export function ClientModals({ clients, contentTitle, from }: ClientModalsProps) {
  const ui = useUi();
  const localise = useLocalePath();
  return (
    <>
      <ModalDialog id="client-modal" behaviour="client-modal" contentFrom={from ? localise(from) : undefined} />
      {(from ? [] : clients).map((client) => (
        <template key={client.slug} id={`client-${client.slug}`}>
          <ModalContent titleId={`client-${client.slug}-title`} title={client.label} closeLabel={ui.modal.close}>
            <div className="grid gap-6 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
              <div className="flex items-center justify-center rounded-xl border border-black/5 bg-brand-surface p-4">
                <Picture image={client.logo} alt={client.label} sizes="160px" className="h-auto w-full max-w-40" />
              </div>
              <div className="min-w-0">
                <p
                  dir="auto"
                  className="inline-flex max-w-full rounded-full bg-brand-light px-3 py-1 text-xs font-semibold tracking-wide break-words text-brand uppercase"
                >
                  {client.category}
                </p>
                <h3 dir="auto" className="mt-4 text-base font-bold">
                  {contentTitle}
                </h3>
                <ul className="mt-3 space-y-2.5">
                  {client.content.map((line) => (
                    <li
                      key={line}
                      dir="auto"
                      className="flex gap-3 leading-6 before:mt-2.5 before:h-1.5 before:w-1.5 before:shrink-0 before:rounded-full before:bg-brand-accent before:content-['']"
                    >
                      <span className="min-w-0 break-words">{line}</span>
                    </li>
                  ))}
                </ul>
                {client.story ? (
                  <LocaleLink
                    href={client.story}
                    data-client-story=""
                    className="group mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
                  >
                    <span dir="auto">{fill(ui.caseStudy.readClient, { client: client.label })}</span>
                    <ArrowForwardIcon className="h-4 w-4" />
                  </LocaleLink>
                ) : null}
              </div>
            </div>
          </ModalContent>
        </template>
      ))}
    </>
  );
}
