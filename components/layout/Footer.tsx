import Link from 'next/link';
import { site } from '@/content/site';
import type { NavItem } from '@/content/navigation';
import type { ContactBand } from '@/content/types';
import { paths } from '@/lib/routes';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Logo } from './Logo';
import { OfficeList } from './OfficeList';
import { SocialLinks } from './SocialLinks';

/** Spec §2 Footer: the link columns are the navigation groups at positions 3, 4 and 5. */
const FOOTER_GROUP_POSITIONS = [3, 4, 5];

export interface FooterProps {
  readonly navigation: readonly NavItem[];
  readonly contactBand: ContactBand;
}

export function Footer({ navigation, contactBand }: FooterProps) {
  const groups = FOOTER_GROUP_POSITIONS.map((position) => navigation[position - 1]).filter(
    (item): item is NavItem & { menu: NonNullable<NavItem['menu']> } => Boolean(item?.menu),
  );
  const pageLinks = navigation.filter((item) => item.href);

  return (
    <footer className="mt-auto bg-brand-dark text-white">
      <div className="bg-brand">
        <div className="container-page flex flex-col items-start justify-between gap-6 py-10 md:flex-row md:items-center">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold text-white">{contactBand.title}</h2>
            <p className="mt-2 text-white/85">{contactBand.text}</p>
          </div>
          <Link href={contactBand.link} className="btn-light shrink-0">
            {contactBand.action}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>

      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-3">
          <Logo variant="white" lazy />
          <p className="mt-4 text-sm text-white/80">{site.tagline}.</p>
          <p className="mt-6 text-sm font-semibold">Follow us</p>
          <div className="mt-2 -ms-3">
            <SocialLinks tone="light" />
          </div>
          <nav aria-label="Company" className="mt-6">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {pageLinks.map((item) => (
                <li key={item.label}>
                  <Link href={item.href ?? paths.home} className="inline-flex min-h-8 items-center text-white/80 hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={paths.contact} className="inline-flex min-h-8 items-center text-white/80 hover:text-white hover:underline">
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        {groups.map((group) => (
          <nav key={group.label} aria-label={`${group.label} links`} className="lg:col-span-2">
            <h2 className="text-sm font-bold tracking-wider text-brand-gold uppercase">{group.label}</h2>
            <ul className="mt-4 space-y-1 text-sm">
              {group.menu.rightItems.map((link) => (
                <li key={link.link}>
                  <Link href={link.link} className="inline-flex min-h-8 items-center text-white/80 hover:text-white hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="lg:col-span-3">
          <h2 className="text-sm font-bold tracking-wider text-brand-gold uppercase">Offices</h2>
          <div className="mt-4">
            <OfficeList tone="dark" />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link href={paths.privacyPolicy} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href={paths.cookiesPolicy} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                Cookies Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
