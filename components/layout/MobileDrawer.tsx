import { paths } from '@/lib/routes';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { ModalCloseButton, ModalDialog } from '@/components/ui/Modal';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SearchControl } from './SearchControl';
import { useShell } from './ShellContext';
import { SocialLinks } from './SocialLinks';

export interface MobileDrawerProps {
  readonly currentPath: string;
}

/**
 * The narrow-screen menu: the site's dialog (components/ui/Modal.tsx) as a drawer on the inline
 * end, opened by the header's menu button (browser/behaviours/drawer.ts): focus stays inside, the
 * page behind is inert; it closes on its close button, Escape, a click on the overlay or any link. The groups are <details> sharing one name, so the browser keeps one
 * open at a time and a click on the open one collapses it. It leads with what a visitor opens it for:
 * the Contact button and search (which opens over the drawer: Escape comes back to it), then the navigation; the language switch and the social links close it. The
 * navigation is the header's menu, copied in when the drawer first opens (browser/behaviours/drawer.ts).
 */
export function MobileDrawer({ currentPath }: MobileDrawerProps) {
  const { ui } = useShell();
  return (
    <ModalDialog id="mobile-menu" behaviour="drawer" variant="drawer" label={ui.menu.drawer}>
      <div className="flex h-full flex-col overflow-y-auto wrap-anywhere">
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-3">
          <Logo lazy />
          <ModalCloseButton label={ui.menu.close} iconOnly />
        </div>
        <div className="grid gap-3 px-5 pt-4 pb-2">
          <LocaleLink href={paths.contact} className="btn-primary w-full">
            {ui.menu.contact}
          </LocaleLink>
          <SearchControl variant="row" />
        </div>
        {/* Written from the header's menu when the drawer first opens (browser/behaviours/drawer.ts): the drawer
            needs JavaScript to open, so its copy of the menu costs the page's HTML nothing. */}
        <nav aria-label={ui.menu.mobileNav} className="flex-1 px-3 py-2" data-drawer-nav="" />
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
