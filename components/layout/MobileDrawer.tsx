import { paths } from '@/lib/routes';
import { ChevronDownIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ModalCloseButton, ModalDialog } from '@/components/ui/Modal';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useIsCurrentPage, useShell } from './ShellContext';
import { SocialLinks } from './SocialLinks';

export interface MobileDrawerProps {
  readonly currentPath: string;
}

/**
 * The narrow-screen menu: the site's dialog (components/ui/Modal.tsx) as a drawer on the inline
 * end, opened by the header's menu button (browser/behaviours/drawer.ts): focus stays inside, the
 * page behind is inert; it closes on its close button, Escape, a click on the overlay or any link. The groups are <details> sharing one name, so the browser keeps one
 * open at a time and a click on the open one collapses it. It leads with what a visitor opens it for:
 * the Contact button, then the navigation; the language switch and the social links close it.
 */
export function MobileDrawer({ currentPath }: MobileDrawerProps) {
  // The menu is the shell's, in the page's language (lib/pages/navigation.ts).
  const { navigation: items, ui } = useShell();
  const isCurrent = useIsCurrentPage(currentPath);
  return (
    <ModalDialog id="mobile-menu" behaviour="drawer" variant="drawer" label={ui.menu.drawer}>
      <div className="flex h-full flex-col overflow-y-auto wrap-anywhere">
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-3">
          <Logo lazy />
          <ModalCloseButton label={ui.menu.close} iconOnly />
        </div>
        <div className="px-5 pt-4 pb-2">
          <LocaleLink href={paths.contact} className="btn-primary w-full">
            {ui.menu.contact}
          </LocaleLink>
        </div>
        <nav aria-label={ui.menu.mobileNav} className="flex-1 px-3 py-2">
          <ul>
            {items.map((item) => {
              if (!item.menu) {
                const current = item.href ? isCurrent(item.href) : false;
                return (
                  <li key={item.id}>
                    <LocaleLink
                      href={item.href ?? '/'}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light ${current ? 'underline decoration-brand-accent decoration-2 underline-offset-4' : ''}`}
                    >
                      {item.label}
                    </LocaleLink>
                  </li>
                );
              }
              const panelId = `drawer-${item.id}`;
              return (
                <li key={item.id}>
                  <details name="drawer-groups" className="group/drawer">
                    <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light [&::-webkit-details-marker]:hidden">
                      {item.label}
                      <ChevronDownIcon className="h-5 w-5 transition-transform group-open/drawer:rotate-180" />
                    </summary>
                    <ul id={panelId} className="ms-3 mb-2 border-s-2 border-brand-light ps-2">
                      {item.menu.rightItems.map((link) => {
                        const current = isCurrent(link.link);
                        return (
                          <li key={link.link}>
                            <LocaleLink
                              href={link.link}
                              dir="auto"
                              aria-current={current ? 'page' : undefined}
                              className={`flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-brand-light ${current ? 'font-semibold text-brand' : ''}`}
                            >
                              {link.title}
                            </LocaleLink>
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="grid gap-3 border-t border-black/5 p-5">
          <LanguageSwitch
            currentPath={currentPath}
            className="flex min-h-11 items-center justify-center rounded-full border border-brand-dark/15 px-4 font-semibold text-brand-dark hover:bg-brand-light"
          />
          <div className="flex justify-center">
            <SocialLinks />
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
