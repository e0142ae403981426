import Link from 'next/link';
import { useCallback, useRef, useState } from 'react';
import type { NavItem } from '@/content/navigation';
import { isCurrentPath } from '@/lib/routes';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/useDismiss';

const LONG_MENU = 6;

export interface DesktopNavProps {
  readonly items: readonly NavItem[];
  readonly currentPath: string;
}

/**
 * The wide-screen menu. Mega-menus open on hover and keyboard focus with CSS alone (so they work
 * before and without JavaScript), after the spec's 100 ms delay; the button also toggles them and
 * Escape closes them. Every link is a real <a href> in the static HTML.
 */
export function DesktopNav({ items, currentPath }: DesktopNavProps) {
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      if (reason === 'escape' && openLabel) navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-button="${openLabel}"]`)?.focus();
      setOpenLabel(null);
    },
    [openLabel],
  );
  useDismiss(openLabel !== null, navRef, dismiss);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1 xl:gap-2">
        {items.map((item) => {
          const active = item.href
            ? isCurrentPath(currentPath, item.href)
            : Boolean(item.menu?.rightItems.some((link) => isCurrentPath(currentPath, link.link)));
          const underline = active ? 'after:scale-x-100' : 'after:scale-x-0';
          const itemClass = `relative inline-flex min-h-11 items-center gap-1 px-2 text-sm font-semibold text-brand-dark hover:text-brand-accent after:absolute after:inset-x-2 after:bottom-1.5 after:h-0.5 after:bg-brand-accent after:transition-transform ${underline}`;
          if (!item.menu) {
            return (
              <li key={item.label}>
                <Link href={item.href ?? '/'} className={itemClass} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          const open = openLabel === item.label;
          const panelId = `menu-${item.label.toLowerCase()}`;
          const twoColumns = item.menu.rightItems.length > LONG_MENU;
          return (
            <li key={item.label} className="group relative" data-open={open}>
              <button
                type="button"
                className={itemClass}
                aria-expanded={open}
                aria-controls={panelId}
                data-menu-button={item.label}
                onClick={() => setOpenLabel(open ? null : item.label)}
              >
                {item.label}
                <ChevronDownIcon className="h-4 w-4 transition-transform group-hover:rotate-180" />
              </button>
              <div
                id={panelId}
                className="invisible absolute start-1/2 top-full z-50 w-[40rem] -translate-x-1/2 pt-2 opacity-0 transition-[opacity,visibility] delay-100 duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-data-[open=true]:visible group-data-[open=true]:opacity-100"
              >
                <div className="grid grid-cols-5 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-black/5">
                  <div className="col-span-2 bg-brand-light p-6">
                    <p className="font-display text-lg font-bold text-brand-dark">{item.menu.leftTitle}</p>
                    <p className="mt-2 text-sm leading-6 text-ink-muted">{item.menu.leftText}</p>
                  </div>
                  <div className="col-span-3 p-6">
                    <p className="text-xs font-bold tracking-wider text-brand-teal uppercase">{item.menu.rightTitle}</p>
                    <ul className={`mt-3 gap-x-4 ${twoColumns ? 'grid grid-cols-2' : 'grid grid-cols-1'}`}>
                      {item.menu.rightItems.map((link) => {
                        const current = isCurrentPath(currentPath, link.link);
                        return (
                          <li key={link.link}>
                            <Link
                              href={link.link}
                              aria-current={current ? 'page' : undefined}
                              className={`block rounded-md px-2 py-2 text-sm text-ink hover:bg-brand-light hover:text-brand ${current ? 'font-semibold text-brand underline decoration-brand-accent decoration-2 underline-offset-4' : ''}`}
                              onClick={() => setOpenLabel(null)}
                            >
                              {link.title}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
