// @vitest-environment jsdom
/**
 * /credentials as the build writes it: every credential of the content, once, in its group and in the
 * page's language; a card's way to check it (a register in a new tab, named for what it checks where, or a
 * law's privacy policy); grids that never leave a card alone under a full row; props Next can serialise;
 * and the footer, /about and the home page's partner section leading to it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Footer } from '@/components/layout/Footer';
import { describe, expect, it } from 'vitest';
import { CredentialsSection } from '@/components/sections/CredentialsSection';
import { cardGrid } from '@/lib/card-grid';
import { credentials } from '@/content/credentials';
import { credentialGroups } from '@/lib/content/schema';
import { localePath, locales } from '@/lib/i18n';
import { siteContent } from '@/lib/pages/content';
import { credentialSections, registerName } from '@/lib/pages/credentials';
import { aboutStaticProps } from '@/lib/pages/props/about';
import { credentialsStaticProps } from '@/lib/pages/props/credentials';
import { homeStaticProps } from '@/lib/pages/props/home';
import { paths } from '@/lib/routes';
import { fill } from '@/lib/template';
import { inShell } from './in-shell';

describe('the groups of /credentials', () => {
  for (const locale of locales) {
    it(`hold every credential once, in the page's order of groups, in ${locale}`, () => {
      const sections = credentialSections(locale);
      const { credentials: translated, credentialsPage } = siteContent(locale);
      expect(sections.map((section) => section.id)).toEqual(credentialGroups.filter((group) => credentials.some((item) => item.group === group)));
      expect(sections.flatMap((section) => section.cards.map((card) => card.id))).toEqual(
        credentialGroups.flatMap((group) => credentials.filter((item) => item.group === group).map((item) => item.id)),
      );
      for (const section of sections) {
        expect(section.title).toBe(credentialsPage.groups[section.id].title);
        for (const card of section.cards) expect(card.title).toBe(translated.find((item) => item.id === card.id)!.title);
      }
    });
  }

  it('name each register a buyer is sent to, and hold no undefined value (Next refuses one in props)', async () => {
    expect(registerName('https://partner-finder.oracle.com/')).toBe('Oracle Partner Finder');
    expect(registerName('https://www.iafcertsearch.org/')).toBe('IAF CertSearch');
    expect(registerName('https://www.bsigroup.com/en-GB/validate-bsi-issued-certificates/')).toBe('bsigroup.com');
    for (const locale of locales) {
      const result = await credentialsStaticProps(locale)();
      const props = (result as { props: object }).props;
      expect(JSON.parse(JSON.stringify(props)), locale).toEqual(props);
    }
  });
});

describe('the grid of a group', () => {
  /** Its columns at each width (phone, 640, 768 and 1024 px), read from its classes as Tailwind applies them. */
  const columnsAt = (list: string) =>
    [0, 1, 2, 3].map((step) => {
      let columns = 1;
      for (const [index, prefix] of ['', 'sm:', 'md:', 'lg:'].entries()) {
        const found = new RegExp(`(?:^| )${prefix}grid-cols-(\\d)`).exec(list);
        if (index <= step && found) columns = Number(found[1]);
      }
      return columns;
    });

  it('never leaves one card alone under a full row, for any number of cards', () => {
    for (let count = 1; count <= 13; count += 1)
      for (const fourAcross of [false, true]) {
        const grid = cardGrid(count, { fourAcross });
        for (const [step, columns] of columnsAt(grid.list).entries()) {
          const lastSpan = step >= 1 && grid.item.includes('sm:last:odd:col-span-2') && count % 2 === 1 ? 2 : 1;
          const lastRow = ((count - 1) % columns) + lastSpan;
          expect(columns === 1 || lastRow >= columns || count < columns, `${count} cards, ${columns} columns at step ${step}`).toBe(true);
        }
      }
  });
});

describe('a card of /credentials', () => {
  const render = (locale: (typeof locales)[number], group: string) => {
    const section = credentialSections(locale).find((item) => item.id === group)!;
    const html = renderToStaticMarkup(inShell(<CredentialsSection section={section} />, locale));
    document.body.innerHTML = html;
    return section;
  };

  for (const locale of locales) {
    const { ui } = siteContent(locale);

    it(`links a register in a new tab, named for what it checks and where, in ${locale}`, () => {
      const section = render(locale, 'oracle-partnership');
      for (const card of section.cards) {
        const link = document.querySelector(`[data-credential="${card.id}"] a[data-verify]`);
        if (!card.verify) {
          expect(link).toBeNull();
          continue;
        }
        expect(link?.getAttribute('href')).toBe('https://partner-finder.oracle.com/');
        expect(link?.getAttribute('target')).toBe('_blank');
        expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
        expect(link?.getAttribute('aria-label')).toBe(fill(ui.credentials.verifyOn, { credential: card.title, register: 'Oracle Partner Finder' }));
        // Its visible words begin its accessible name.
        expect(link?.getAttribute('aria-label')?.toLowerCase().startsWith(ui.credentials.verify.toLowerCase())).toBe(true);
      }
    });

    it(`links a law to the privacy policy in the page's language, and counts certified consultants as a figure, in ${locale}`, () => {
      const security = render(locale, 'security');
      for (const card of security.cards.filter((item) => item.policy)) {
        const link = document.querySelector(`[data-credential="${card.id}"] a[data-policy]`)!;
        expect(link.getAttribute('href')).toBe(localePath(locale, paths.privacyPolicy));
        expect(link.getAttribute('target')).toBeNull();
        expect(link.getAttribute('aria-label')).toBe(fill(ui.credentials.policyFor, { credential: card.title }));
        expect(link.textContent).toBe(ui.credentials.policy);
        expect(document.querySelector(`[data-credential="${card.id}"] dt`)?.textContent).toBe(ui.credentials.authority);
      }
      const consultants = render(locale, 'certified-consultants');
      for (const card of consultants.cards) {
        const figure = document.querySelector(`[data-credential="${card.id}"] [data-consultants]`)!;
        expect(figure.textContent).toBe(`${card.consultants}${ui.credentials.consultants}`);
        expect(document.querySelector(`[data-credential="${card.id}"] a`)).toBeNull();
      }
    });
  }
});

describe('the ways to /credentials', () => {
  for (const locale of locales) {
    const { ui, credentialsPage } = siteContent(locale);
    const href = localePath(locale, paths.credentials);

    it(`the footer's upper links, /about's band and the home page's partner section lead to it, in ${locale}`, async () => {
      document.body.innerHTML = renderToStaticMarkup(inShell(<Footer />, locale));
      const footerLinks = [...document.querySelectorAll<HTMLAnchorElement>(`footer a[href="${href}"]`)];
      expect(footerLinks.map((link) => link.textContent)).toEqual([ui.credentials.link]);
      // In the upper area, under the brand's line: not among the menu's page links (two full rows of three), the bottom row or the offices.
      expect(footerLinks[0]!.hasAttribute('data-footer-credentials')).toBe(true);
      expect(footerLinks[0]!.closest('nav')).toBeNull();
      expect(footerLinks[0]!.previousElementSibling?.textContent).toBe(`${siteContent(locale).site.tagline}.`);

      const about = ((await aboutStaticProps(locale)()) as { props: { credentials: unknown } }).props.credentials;
      expect(about).toEqual({
        title: credentialsPage.band.title,
        text: credentialsPage.band.text,
        action: { text: credentialsPage.band.action, href: paths.credentials },
      });
      const partner = ((await homeStaticProps(locale)()) as { props: { partner: { action: unknown } } }).props.partner;
      expect(partner.action).toEqual({ text: credentialsPage.band.action, href: paths.credentials });
    });
  }
});
