import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

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
 * WAI-ARIA tabs (automatic activation, roving tabindex, Left/Right/Home/End) built on in-page links.
 * Without JavaScript the tab list is a list of links to the panels and every panel is shown, so all the
 * content stays readable; once hydrated, the list becomes a tablist and only the selected panel shows.
 */
export function Tabs({ items, label, initialId, idPrefix }: TabsProps) {
  const enhanced = useHydrated();
  const [active, setActive] = useState(initialId ?? items[0]?.id);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const item = items[index];
    if (!item) return;
    setActive(item.id);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    select(index, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div>
      <ul
        role={enhanced ? 'tablist' : undefined}
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-brand/15 pb-4"
      >
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <li key={item.id} role={enhanced ? 'presentation' : undefined}>
              <a
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                id={`${idPrefix}-tab-${item.id}`}
                href={`#${idPrefix}-panel-${item.id}`}
                role={enhanced ? 'tab' : undefined}
                aria-selected={enhanced ? selected : undefined}
                aria-controls={enhanced ? `${idPrefix}-panel-${item.id}` : undefined}
                tabIndex={enhanced ? (selected ? 0 : -1) : undefined}
                onClick={(event) => onClick(event, index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold motion-safe:transition-colors ${
                  selected ? 'border-brand bg-brand text-white' : 'border-brand/20 bg-white text-brand hover:border-brand hover:bg-brand-light'
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${idPrefix}-panel-${item.id}`}
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? `${idPrefix}-tab-${item.id}` : undefined}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && item.id !== active}
          className="scroll-mt-[calc(var(--banner-h)+var(--nav-h)+1rem)] pt-8 focus-visible:rounded-lg"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
