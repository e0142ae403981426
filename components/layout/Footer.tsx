import type { ContactBand } from '@/lib/content/types';
import type { NavItem } from '@/lib/pages/navigation';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';
import { ArrowForwardIcon, ChevronDownIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TemplateText } from '@/components/ui/TemplateText';
import { Logo } from './Logo';
import { OfficeList } from './OfficeList';
import { useShell, useUi } from './ShellContext';
import { SocialLinks } from './SocialLinks';

/** Spec §2 Footer: the link columns are the navigation groups at positions 3, 4 and 5. */
const FOOTER_GROUP_POSITIONS = [3, 4, 5];

const linkClass = 'inline-block py-1.5 leading-5 text-white/80 hover:text-white hover:underline';

type NavGroup = NavItem & { readonly menu: NonNullable<NavItem['menu']> };

function ContactBandSection({ band }: { readonly band: ContactBand }) {
  return (
    <div className="bg-brand">
      <div className="container-page flex flex-col items-start justify-between gap-6 py-10 md:flex-row md:items-center">
        <div className="max-w-2xl min-w-0">
          <h2 dir="auto" className="text-2xl font-bold text-white">
            {band.title}
          </h2>
          <p dir="auto" className="mt-2 text-white/85">
            {band.text}
          </p>
        </div>
        <LocaleLink href={band.link} className="btn-light shrink-0">
          <span dir="auto">{band.action}</span>
          <ArrowForwardIcon className="h-4 w-4" />
        </LocaleLink>
      </div>
    </div>
  );
}

/**
 * One link column. Below 640 px it is a collapsed accordion group: a <details> whose <summary>
 * names it (the groups share a name, so one is open at a time). From 640 px up its heading and
 * links are always shown and the summary is gone: CSS shows the closed <details>' content
 * (`::details-content`), no script involved. The links are real <a href> in every case.
 */
function LinkGroup({ group }: { readonly group: NavGroup }) {
  const ui = useUi();
  const id = `footer-${group.id}`;
  return (
    <nav aria-label={fill(ui.footer.groupNav, { group: group.label })} className="border-b border-white/10 sm:border-0">
      <details name="footer-groups" className="group/footer sm:details-content:block sm:details-content:[content-visibility:visible]">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 text-sm font-bold tracking-wider text-brand-gold uppercase sm:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <span dir="auto">{group.label}</span>
          <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open/footer:rotate-180" />
        </summary>
        <h2
          dir="auto"
          className="sr-only text-sm leading-5 font-bold tracking-wider text-brand-gold uppercase sm:supports-[selector(::details-content)]:not-sr-only"
        >
          {group.label}
        </h2>
        <ul id={id} className="space-y-1 pb-4 text-sm sm:mt-2.5 sm:pb-0">
          {group.menu.rightItems.map((link) => (
            <li key={link.link}>
              <LocaleLink href={link.link} dir="auto" className={linkClass}>
                {link.title}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/**
 * Spec §2 Footer: the contact band (replaceable or dropped per page: the shell's), logo, Follow us,
 * the navigation's link columns, the offices, and the copyright with the policy links and the legal
 * notice (a row that wraps, as French's three links do at 390 px). Every text from content/ wraps long
 * words anywhere, so no content can widen the page.
 */
export function Footer() {
  const { navigation, contactBand: band, site, ui } = useShell();
  const groups = FOOTER_GROUP_POSITIONS.map((position) => navigation[position - 1]).filter((item): item is NavGroup => Boolean(item?.menu));
  // The menu's pages but Home (the logo above links it): six with Contact, two full rows of three.
  const pageLinks = navigation.filter((item) => item.href && item.id !== 'home');

  return (
    <footer className="mt-auto bg-brand-dark wrap-anywhere text-white">
      {band ? <ContactBandSection band={band} /> : null}

      <div className="container-page grid grid-cols-1 gap-x-8 gap-y-8 py-10 sm:grid-cols-2 sm:gap-y-10 sm:py-12 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-3">
          <Logo variant="white" lazy />
          <p dir="auto" className="mt-4 text-sm text-white/80">
            {site.tagline}.
          </p>
          {/* The proof of the line above, where a buyer checks the firm's claims (not a menu page: the page links below stay two full rows). */}
          <LocaleLink
            href={paths.credentials}
            className="mt-1 inline-flex min-h-8 items-center gap-1.5 text-sm font-semibold text-brand-gold hover:underline"
            data-footer-credentials=""
          >
            <span dir="auto">{ui.credentials.link}</span>
            <ArrowForwardIcon className="h-4 w-4" />
          </LocaleLink>
          <p className="mt-6 text-sm font-semibold">{ui.footer.followUs}</p>
          <div className="-ms-3 mt-2">
            <SocialLinks tone="light" />
          </div>
          <nav aria-label={ui.footer.companyNav} className="mt-4">
            <ul className="grid grid-cols-3 gap-x-4 text-sm">
              {pageLinks.map((item) => (
                <li key={item.id}>
                  <LocaleLink href={item.href ?? paths.home} dir="auto" className={linkClass}>
                    {item.label}
                  </LocaleLink>
                </li>
              ))}
              <li>
                <LocaleLink href={paths.contact} className={linkClass}>
                  {ui.menu.contact}
                </LocaleLink>
              </li>
            </ul>
          </nav>
        </div>
        <div className="min-w-0 border-t border-white/10 sm:col-span-2 sm:grid sm:grid-cols-3 sm:gap-x-8 sm:border-0 lg:col-span-6">
          {groups.map((group) => (
            <LinkGroup key={group.id} group={group} />
          ))}
        </div>
        <div className="min-w-0 sm:col-start-2 sm:row-start-1 lg:col-span-3 lg:col-start-auto lg:row-start-auto">
          <h2 className="text-sm leading-5 font-bold tracking-wider text-brand-gold uppercase">{ui.footer.offices}</h2>
          <div className="mt-4">
            <OfficeList tone="dark" />
          </div>
          <LocaleLink href={paths.offices} className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white hover:underline">
            <span dir="auto">{ui.locations.all}</span>
            <ArrowForwardIcon className="h-4 w-4 shrink-0" />
          </LocaleLink>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <TemplateText template={ui.footer.copyright} values={{ year: site.copyrightYear, name: site.name }} />
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            <li>
              <LocaleLink href={paths.privacyPolicy} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                {ui.footer.privacyPolicy}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink href={paths.cookiesPolicy} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                {ui.footer.cookiesPolicy}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink href={paths.legalNotice} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                {ui.footer.legalNotice}
              </LocaleLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
