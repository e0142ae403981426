import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { contactBand } from '@/content/company';
import { contactBand as arabicContactBand } from '@/content/ar/company';
import { ui as arabicUi } from '@/content/ar/ui';
import type { ContactBand } from '@/lib/content/types';
import { shellProps, withShell, type ShellProps } from '@/lib/pages/shell';
import { inShell } from './in-shell';

const careersBand: ContactBand = { title: 'Want to join us?', text: 'Write to our recruitment team.', action: 'Apply now', link: '/contact-us' };

/** The footer as the build writes it, from the shell props a page's getStaticProps returned. */
function footerOf(shell: ShellProps) {
  return renderToStaticMarkup(inShell(<Footer />, shell));
}

describe('the footer contact band, set by a page through withShell()', () => {
  it('is the default band when the page says nothing', () => {
    const { props } = withShell('en', { seo: 'x' });
    expect(props.shell.contactBand).toEqual(contactBand);
    // getStaticProps rejects `undefined` values: the props must survive JSON unchanged.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const html = footerOf(props.shell);
    expect(html).toContain(contactBand.title);
    expect(html).toContain(contactBand.action);
  });

  it('is gone when the page passes null', () => {
    const { props } = withShell('en', {}, { contactBand: null });
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const html = footerOf(props.shell);
    expect(html).not.toContain(contactBand.title);
    expect(html).toContain('All rights reserved');
  });

  it('is replaced by the band the page passes', () => {
    const { props } = withShell('en', {}, { contactBand: careersBand });
    const html = footerOf(props.shell);
    expect(html).toContain(careersBand.title);
    expect(html).toContain(careersBand.action);
    expect(html).not.toContain(contactBand.title);
  });

  it('keeps every link column a real link in the HTML', () => {
    const shell = shellProps('en');
    const html = footerOf(shell);
    for (const position of [3, 4, 5]) {
      for (const link of shell.navigation[position - 1]!.menu!.rightItems) expect(html).toContain(`href="${link.link}"`);
    }
  });
});

describe('the footer of an Arabic page', () => {
  const shell = shellProps('ar');
  const html = footerOf(shell);

  it('speaks Arabic: its band, its headings and its copyright line', () => {
    expect(html).toContain(arabicContactBand.title);
    expect(html).toContain(arabicUi.footer.followUs);
    expect(html).toContain(arabicUi.footer.offices);
    expect(html).toContain('جميع الحقوق محفوظة');
    expect(html).not.toContain('All rights reserved');
  });

  it('links to the Arabic pages, under /ar', () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(20);
    expect(internal.filter((href) => href !== '/ar' && !href.startsWith('/ar/'))).toEqual([]);
    expect(internal).toContain(`/ar${shell.navigation[2]!.menu!.rightItems[0]!.link}`);
  });
});
