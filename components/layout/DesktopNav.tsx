import { ChevronDownIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { useIsCurrentPage, useShell } from './ShellContext';

const LONG_MENU = 6;

export interface DesktopNavProps {
  readonly currentPath: string;
}

/**
 * The wide-screen menu. Without JavaScript, mega-menus open on hover and keyboard focus with CSS
 * alone, after a 100 ms delay (docs/product.md#header). With it (browser/behaviours/disclosure.ts) they open on
 * hover, click, Enter or Space, close on Escape, an outside press or a chosen link, and
 * `aria-expanded` follows. Every link is a real <a href> in the static HTML.
 */
export function DesktopNav({ currentPath }: DesktopNavProps) {
  // The menu is the shell's, in the page's language (lib/pages/navigation.ts).
  const { navigation: items, ui } = useShell();
  const isCurrent = useIsCurrentPage(currentPath);
  return (
    <nav aria-label={ui.menu.mainNav} className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {items.map((item) => {
          const active = item.href ? isCurrent(item.href) : Boolean(item.menu?.rightItems.some((link) => isCurrent(link.link)));
          const underline = active ? 'after:scale-x-100' : 'after:scale-x-0';
          const itemClass = `relative inline-flex min-h-11 items-center gap-0.5 px-1 text-(length:--text-menu) font-semibold whitespace-nowrap text-brand-dark hover:text-brand-accent after:absolute after:inset-x-1 after:bottom-1.5 xl:gap-1 xl:px-1.5 xl:after:inset-x-1.5 after:h-0.5 after:bg-brand-accent after:transition-transform ${underline}`;
          if (!item.menu) {
            return (
              <li key={item.id}>
                <LocaleLink href={item.href ?? '/'} className={itemClass} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </LocaleLink>
              </li>
            );
          }
          const panelId = `menu-${item.id}`;
          const twoColumns = item.menu.rightItems.length > LONG_MENU;
          // Two columns read down, not across: the first half of the links (rounded up) fills the
          // first column, and each column flows on its own, so a link on two lines leaves no gap.
          const secondColumnStart = twoColumns ? Math.ceil(item.menu.rightItems.length / 2) : -1;
          return (
            <li key={item.id} data-nav-id={item.id} className="group relative" data-behaviour="disclosure" data-open="false" data-hover-media="(hover: hover)">
              <button type="button" className={itemClass} aria-expanded="false" aria-controls={panelId}>
                {item.label}
                <ChevronDownIcon className="h-4 w-4 transition-transform group-data-[open=true]:rotate-180" />
              </button>
              <div
                id={panelId}
                className="invisible absolute start-1/2 top-full z-50 w-[40rem] -translate-x-1/2 pt-2 wrap-anywhere opacity-0 transition-[opacity,visibility] delay-100 duration-150 group-data-[open=true]:visible group-data-[open=true]:opacity-100 group-[:not([data-enhanced]):focus-within]:visible group-[:not([data-enhanced]):focus-within]:opacity-100 group-[:not([data-enhanced]):hover]:visible group-[:not([data-enhanced]):hover]:opacity-100 rtl:translate-x-1/2"
              >
                <div className="grid grid-cols-5 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-black/5">
                  <div className="col-span-2 bg-brand-light p-6">
                    <p dir="auto" className="font-display text-lg font-bold text-brand-dark">
                      {item.menu.leftTitle}
                    </p>
                    <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted">
                      {item.menu.leftText}
                    </p>
                  </div>
                  <div className="col-span-3 p-6">
                    <p dir="auto" className="text-xs font-bold tracking-wider text-brand-teal uppercase">
                      {item.menu.rightTitle}
                    </p>
                    <ul className={`mt-3 ${twoColumns ? 'columns-2 gap-x-4' : ''}`}>
                      {item.menu.rightItems.map((link, index) => {
                        const current = isCurrent(link.link);
                        return (
                          <li key={link.link} className={`break-inside-avoid ${index === secondColumnStart ? 'break-before-column' : ''}`}>
                            <LocaleLink
                              href={link.link}
                              dir="auto"
                              aria-current={current ? 'page' : undefined}
                              className={`block rounded-md px-2 py-2 text-sm text-ink hover:bg-brand-light hover:text-brand ${current ? 'font-semibold text-brand underline decoration-brand-accent decoration-2 underline-offset-4' : ''}`}
                            >
                              {link.title}
                            </LocaleLink>
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
