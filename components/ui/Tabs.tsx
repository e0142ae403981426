import type { ReactNode } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  /** The panel's content; it should start with a heading (it is a plain section without JavaScript). */
  readonly panel: ReactNode;
}

export interface TabsProps {
  readonly items: readonly TabItem[];
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Selected first; defaults to the first item. */
  readonly initialId?: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  readonly idPrefix: string;
}

/**
 * Tabs built on in-page links. Without JavaScript the tab list is a list of links to the panels
 * and every panel is shown, so all the content stays readable; browser/behaviours/tabs.ts turns
 * the list into WAI-ARIA tabs (automatic activation, roving tabindex, Left/Right/Home/End) that
 * show one panel at a time. The selected tab's look follows `aria-selected`.
 *
 * Below 640 px the tabs stay on one row that scrolls sideways, edge to edge of the screen (it
 * assumes the page's container padding), so no tab is ever stranded on a row of its own and the
 * cut-off tab at the edge shows there is more. From 640 px up they wrap.
 */
export function Tabs({ items, label, initialId, idPrefix }: TabsProps) {
  return (
    <div data-behaviour="tabs" data-initial={initialId ?? items[0]?.id}>
      <ul
        data-tab-list=""
        aria-label={label}
        className="-mx-5 flex [scrollbar-width:thin] gap-2 overflow-x-auto overscroll-x-contain border-b border-brand/15 px-5 pt-1.5 pb-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pt-0"
      >
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              id={`${idPrefix}-tab-${item.id}`}
              href={`#${idPrefix}-panel-${item.id}`}
              data-tab={item.id}
              className="inline-flex min-h-11 items-center rounded-full border border-brand/20 bg-white px-5 text-sm font-semibold whitespace-nowrap text-brand hover:border-brand hover:bg-brand-light aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white motion-safe:transition-colors"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      {items.map((item) => (
        <div key={item.id} id={`${idPrefix}-panel-${item.id}`} className="scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] pt-8 focus-visible:rounded-lg">
          {item.panel}
        </div>
      ))}
    </div>
  );
}
