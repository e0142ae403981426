import type { SearchKind } from '@/lib/search';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';

export interface PagesOfKind {
  readonly kind: SearchKind;
  /** The kind's name as a group ("Services"), in the page's language. */
  readonly title: string;
  readonly links: readonly { readonly title: string; readonly href: string }[];
}

/**
 * Every page search finds, by kind (lib/pages/search.ts): /search's directory, which is also what a visitor
 * without JavaScript gets from the search control. Each group is a card with its heading, at `#kind-<kind>`,
 * in reading order down each column.
 */
export function PagesByKind({ groups }: { readonly groups: readonly PagesOfKind[] }) {
  return (
    // In columns, each card as tall as its list: a kind of three pages beside one of twelve leaves no hole.
    <ul className="gap-6 md:columns-2 lg:columns-3">
      {groups.map((group) => (
        <li
          key={group.kind}
          id={`kind-${group.kind}`}
          className="mb-6 break-inside-avoid rounded-2xl bg-white p-6 shadow-md ring-1 shadow-brand/5 ring-brand/10"
        >
          <h2 dir="auto" className="text-lg font-bold">
            {group.title}
          </h2>
          <ul className="mt-4 border-t border-brand/10 pt-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <LocaleLink
                  href={link.href}
                  className="-mx-3 flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-brand hover:bg-brand-light"
                >
                  <span dir="auto">{link.title}</span>
                  <ArrowForwardIcon className="h-4 w-4 shrink-0 text-brand-accent" />
                </LocaleLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
