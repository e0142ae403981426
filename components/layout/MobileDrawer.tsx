import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '@/content/navigation';
import { isCurrentPath, paths } from '@/lib/routes';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { keepFocusInside } from '@/components/ui/focus';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

export interface MobileDrawerProps {
  readonly items: readonly NavItem[];
  readonly currentPath: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The narrow-screen menu: a native modal <dialog> on the right (focus stays inside, Escape closes,
 * the page behind is inert), closed by its close button, a click on the overlay or any link.
 * The groups form an accordion with one group open at a time.
 */
export function MobileDrawer({ items, currentPath, open, onClose }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      className="fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-full max-w-drawer bg-white p-0 text-ink shadow-2xl"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the overlay.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col overflow-y-auto">
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-3">
          <Logo lazy />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light"
          >
            <CloseIcon />
          </button>
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
                      onClick={onClose}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light ${current ? 'underline decoration-brand-accent decoration-2 underline-offset-4' : ''}`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const expanded = openGroup === item.label;
              const panelId = `drawer-${item.label.toLowerCase()}`;
              return (
                <li key={item.label}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpenGroup(expanded ? null : item.label)}
                    className="flex min-h-12 w-full items-center justify-between rounded-lg px-3 font-semibold text-brand-dark hover:bg-brand-light"
                  >
                    {item.label}
                    <ChevronDownIcon className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                  </button>
                  <ul id={panelId} hidden={!expanded} className="mb-2 ms-3 border-s-2 border-brand-light ps-2">
                    {item.menu.rightItems.map((link) => {
                      const current = isCurrentPath(currentPath, link.link);
                      return (
                        <li key={link.link}>
                          <Link
                            href={link.link}
                            onClick={onClose}
                            aria-current={current ? 'page' : undefined}
                            className={`flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-brand-light ${current ? 'font-semibold text-brand' : ''}`}
                          >
                            {link.title}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-black/5 p-5">
          <Link href={paths.contact} onClick={onClose} className="btn-primary w-full">
            Contact
          </Link>
        </div>
      </div>
    </dialog>
  );
}
