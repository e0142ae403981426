/**
 * The main menu (docs/product.md#header) in its order, in one language: the menu's own words
 * (content/navigation.ts) and the three mega-menus' lists from the solution, service and industry
 * collections, so a new item appears in the menu, the drawer, the footer and the 404 directory by itself.
 * Build-time data: pages pass it to the layout through `withShell()` (lib/pages/shell.ts). The links
 * are the English paths; components put them in the page's language (`useLocalePath()`).
 */
import type { MenuCopy } from '@/lib/content/types';
import type { Locale } from '../i18n';
import { industryPath, paths, servicePath, solutionPath } from '../routes';
import { siteContent } from './content';

export interface NavLink {
  readonly title: string;
  readonly link: string;
}

/** A mega-menu as the header renders it: the menu copy plus the collection's links. */
export interface MegaMenu extends Omit<MenuCopy['solutions'], 'label'> {
  readonly rightItems: readonly NavLink[];
}

export interface NavItem {
  /** The item's name in every language (content/navigation.ts's key): the ids of its panels. */
  readonly id: keyof MenuCopy;
  readonly label: string;
  /** Absent for groups that only open a menu. */
  readonly href?: string;
  readonly menu?: MegaMenu;
}

function megaMenu(id: NavItem['id'], copy: MenuCopy['solutions'], rightItems: readonly NavLink[]): NavItem {
  const { label, ...texts } = copy;
  return { id, label, menu: { ...texts, rightItems } };
}

export function buildNavigation(locale: Locale): NavItem[] {
  const { menuCopy, solutions, services, industries } = siteContent(locale);
  return [
    { id: 'home', label: menuCopy.home, href: paths.home },
    { id: 'about', label: menuCopy.about, href: paths.about },
    megaMenu(
      'solutions',
      menuCopy.solutions,
      solutions.map((item) => ({ title: item.title, link: solutionPath(item.slug) })),
    ),
    megaMenu(
      'services',
      menuCopy.services,
      services.map((item) => ({ title: item.title, link: servicePath(item.slug) })),
    ),
    megaMenu(
      'industries',
      menuCopy.industries,
      industries.map((item) => ({ title: item.title, link: industryPath(item.slug) })),
    ),
    { id: 'clients', label: menuCopy.clients, href: paths.clients },
    { id: 'caseStudies', label: menuCopy.caseStudies, href: paths.caseStudies },
    { id: 'careers', label: menuCopy.careers, href: paths.careers },
    { id: 'blog', label: menuCopy.blog, href: paths.blog },
  ];
}
