/**
 * The main menu (spec §2 Header) in its order. The three mega-menus list the solution, service and
 * industry collections, so a new item appears in the menu, the drawer and the footer by itself.
 * Build-time data: pages pass it to the layout through `shellProps()` (lib/shell.ts).
 */
import { solutions } from './solutions';
import { services } from './services';
import { industries } from './industries';
import { industryPath, paths, servicePath, solutionPath } from '@/lib/routes';

export interface NavLink {
  readonly title: string;
  readonly link: string;
}

export interface MegaMenu {
  readonly leftTitle: string;
  readonly leftText: string;
  readonly rightTitle: string;
  readonly rightItems: readonly NavLink[];
}

export interface NavItem {
  readonly label: string;
  /** Absent for groups that only open a menu. */
  readonly href?: string;
  readonly menu?: MegaMenu;
}

export function buildNavigation(): NavItem[] {
  return [
    { label: 'Home', href: paths.home },
    { label: 'About', href: paths.about },
    {
      label: 'Solutions',
      menu: {
        leftTitle: 'Oracle solutions',
        leftText: 'On-premise, cloud, industry-specific and technology solutions, chosen and sized for how your business runs today and where it is heading.',
        rightTitle: 'Our solutions',
        rightItems: solutions.map((item) => ({ title: item.title, link: solutionPath(item.slug) })),
      },
    },
    {
      label: 'Services',
      menu: {
        leftTitle: 'End-to-end services',
        leftText:
          'From the first workshop to go-live and beyond: implementation, technology, training, skilled people and an offshore centre that keeps your systems moving.',
        rightTitle: 'Our services',
        rightItems: services.map((item) => ({ title: item.title, link: servicePath(item.slug) })),
      },
    },
    {
      label: 'Industries',
      menu: {
        leftTitle: 'Industries we know',
        leftText: 'Telecom, banking, government, industrial and distribution companies trust us with the processes that keep them running.',
        rightTitle: 'Industries',
        rightItems: industries.map((item) => ({ title: item.title, link: industryPath(item.slug) })),
      },
    },
    { label: 'Clients', href: paths.clients },
    { label: 'Careers', href: paths.careers },
    { label: 'Blog', href: paths.blog },
  ];
}
