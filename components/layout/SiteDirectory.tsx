import type { NavItem } from '@/lib/pages/navigation';
import { paths } from '@/lib/routes';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';

export interface SiteDirectoryCopy {
  readonly title: string;
  readonly text: string;
  readonly pagesTitle: string;
  readonly contactText: string;
}

export interface SiteDirectoryProps {
  /** The main menu (lib/pages/navigation.ts): its pages and its groups are what the directory lists. */
  readonly navigation: readonly NavItem[];
  readonly copy: SiteDirectoryCopy;
}

type NavGroup = NavItem & { readonly menu: NonNullable<NavItem['menu']> };

const arrow = <ArrowForwardIcon className="h-4 w-4 shrink-0 text-brand-accent" />;

/**
 * A way back into the site from a page that does not exist: the menu's single pages (but the home
 * page, which the page's own button leads to) plus the contact page, then each menu group with its
 * introduction and every link. Nothing is typed twice: it is the navigation the header shows.
 */
export function SiteDirectory({ navigation, copy }: SiteDirectoryProps) {
  const pages = [
    ...navigation.filter((item) => item.href && item.href !== paths.home).map((item) => ({ text: item.label, href: item.href! })),
    { text: copy.contactText, href: paths.contact },
  ];
  const groups = navigation.filter((item): item is NavGroup => Boolean(item.menu));
  const oddPages = pages.length % 2 === 1;

  return (
    <section aria-labelledby="directory-title" className="wrap-anywhere">
      <h2 id="directory-title" dir="auto" className="text-2xl font-bold md:text-3xl">
        {copy.title}
      </h2>
      <p dir="auto" className="mt-3 max-w-3xl leading-7 text-ink-muted">
        {copy.text}
      </p>

      <h3 dir="auto" className="mt-10 text-lg font-bold">
        {copy.pagesTitle}
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {pages.map((page, index) => (
          <li key={page.href} className={oddPages && index === pages.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}>
            <LocaleLink
              href={page.href}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-brand-dark shadow-sm ring-1 ring-brand/15 hover:text-brand hover:ring-brand"
            >
              <span dir="auto">{page.text}</span>
              {arrow}
            </LocaleLink>
          </li>
        ))}
      </ul>

      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.id} className="rounded-2xl bg-white p-6 shadow-md ring-1 shadow-brand/5 ring-brand/10">
            <h3 dir="auto" className="text-lg font-bold">
              {group.label}
            </h3>
            <p dir="auto" className="mt-2 text-sm leading-6 text-ink-muted">
              {group.menu.leftText}
            </p>
            <ul className="mt-4 border-t border-brand/10 pt-2">
              {group.menu.rightItems.map((link) => (
                <li key={link.link}>
                  <LocaleLink
                    href={link.link}
                    className="-mx-3 flex min-h-10 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-brand hover:bg-brand-light"
                  >
                    <span dir="auto">{link.title}</span>
                    {arrow}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
