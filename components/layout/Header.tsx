import { LocaleLink } from '@/components/ui/LocaleLink';
import { paths } from '@/lib/routes';
import { MenuIcon } from '@/components/ui/icons';
import { AnnouncementBanner } from './AnnouncementBanner';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitch } from './LanguageSwitch';
import { LocationsPanel } from './LocationsPanel';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { SearchControl } from './SearchControl';
import { SearchWords } from './SearchWords';
import { useIsCurrentPage, useShell } from './ShellContext';

export interface HeaderProps {
  readonly currentPath: string;
}

/**
 * The fixed header: announcement banner, logo, menu, search, locations, Contact button and, below 1024 px,
 * the drawer's menu button. When the banner hides (browser/behaviours/banner.ts sets
 * data-banner), the whole header slides up by the banner's height (a transform: no layout shift).
 */
export function Header({ currentPath }: HeaderProps) {
  const { ui } = useShell();
  const isCurrent = useIsCurrentPage(currentPath);
  return (
    <header
      id="site-header"
      data-behaviour="banner"
      data-banner="shown"
      className="group/header fixed inset-x-0 top-0 z-40 transition-transform duration-300 focus-within:translate-y-0 data-[banner=hidden]:-translate-y-(--banner-h)"
    >
      <AnnouncementBanner />
      <div className="relative border-b border-black/5 bg-white/95 shadow-sm backdrop-blur">
        <div className="container-page flex h-(--nav-h) items-center justify-between gap-2 lg:px-6 xl:gap-3 xl:px-8">
          <Logo />
          <DesktopNav currentPath={currentPath} />
          <div className="flex items-center gap-1 sm:gap-2 lg:gap-0.5 xl:gap-2">
            <SearchControl variant="icon" />
            <LanguageSwitch
              currentPath={currentPath}
              shortBelowXl
              className="hidden min-h-11 min-w-9 items-center justify-center rounded-full px-1 text-sm font-semibold whitespace-nowrap text-brand-dark hover:bg-brand-light hover:text-brand-accent lg:inline-flex xl:min-w-11 xl:px-3"
            />
            <LocationsPanel />
            <LocaleLink
              href={paths.contact}
              className="btn-primary hidden whitespace-nowrap sm:inline-flex lg:px-3 xl:px-6"
              aria-current={isCurrent(paths.contact) ? 'page' : undefined}
            >
              {ui.menu.contact}
            </LocaleLink>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light lg:hidden"
              aria-label={ui.menu.open}
              aria-haspopup="dialog"
              aria-expanded="false"
              aria-controls="mobile-menu"
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </div>
      <MobileDrawer currentPath={currentPath} />
      <SearchWords />
    </header>
  );
}
