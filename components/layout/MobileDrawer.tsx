import Link from 'next/link';
import type { NavItem } from '@/content/navigation';
import { isCurrentPath, paths } from '@/lib/routes';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ModalCloseButton, ModalDialog } from '@/components/ui/Modal';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

export interface MobileDrawerProps {
  readonly items: readonly NavItem[];
  readonly currentPath: string;
}

/**
 * The narrow-screen menu: the site's dialog (components/ui/Modal.tsx) as a drawer on the inline
 * end, opened by the header's menu button (browser/behaviours/drawer.ts): focus stays inside, the
 * page behind is inert; it closes on its close button, Escape, a click on the overlay or any link. The groups are <details> sharing one name, so the browser keeps one
 * open at a time and a click on the open one collapses it.
 */
export function MobileDrawer({ items, currentPath }: MobileDrawerProps) {
  return (
    <ModalDialog id="mobile-menu" behaviour="drawer" variant="drawer" label="Menu">
      <div className="flex h-full flex-col overflow-y-auto wrap-anywhere">
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-3">
          <Logo lazy />
          <ModalCloseButton label="Close menu" iconOnly />
        </div>
        <div className="border-b border-black/5 px-3 py-2">
          <SocialLinks />
        </div>
        <nav aria-label="Mobile" className="flex-1 px-3 py-2">
          <ul>
            {items.map((item) => {
              if (!item.menu) {
                const current = item.href ? isCurrentPath(currentPath, item.href) : false;
                return (
                  <li key={item.label}>
                    <Link
                      href={item.href ?? '/'}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light ${current ? 'underline decoration-brand-accent decoration-2 underline-offset-4' : ''}`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const panelId = `drawer-${item.label.toLowerCase()}`;
              return (
                <li key={item.label}>
                  <details name="drawer-groups" className="group/drawer">
                    <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light [&::-webkit-details-marker]:hidden">
                      {item.label}
                      <ChevronDownIcon className="h-5 w-5 transition-transform group-open/drawer:rotate-180" />
                    </summary>
                    <ul id={panelId} className="ms-3 mb-2 border-s-2 border-brand-light ps-2">
                      {item.menu.rightItems.map((link) => {
                        const current = isCurrentPath(currentPath, link.link);
                        return (
                          <li key={link.link}>
                            <Link
                              href={link.link}
                              dir="auto"
                              aria-current={current ? 'page' : undefined}
                              className={`flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-brand-light ${current ? 'font-semibold text-brand' : ''}`}
                            >
                              {link.title}
                            </Link>
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
        <div className="border-t border-black/5 p-5">
          <Link href={paths.contact} className="btn-primary w-full">
            Contact
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}
