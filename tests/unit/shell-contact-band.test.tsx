import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { contactBand } from '@/content/company';
import type { ContactBand } from '@/content/types';
import { shellProps, withShell } from '@/lib/pages/shell';

const careersBand: ContactBand = { title: 'Want to join us?', text: 'Write to our recruitment team.', action: 'Apply now', link: '/contact-us' };

/** The footer as the build writes it, from the shell props a page's getStaticProps returned. */
function footerOf(shell: ReturnType<typeof shellProps>) {
  return renderToStaticMarkup(<Footer {...shell} />);
}

describe('the footer contact band, set by a page through withShell()', () => {
  it('is the default band when the page says nothing', () => {
    const { props } = withShell({ seo: 'x' });
    expect(props.shell).not.toHaveProperty('contactBand');
    // getStaticProps rejects `undefined` values: the props must survive JSON unchanged.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const html = footerOf(props.shell);
    expect(html).toContain(contactBand.title);
    expect(html).toContain(contactBand.action);
  });

  it('is gone when the page passes null', () => {
    const { props } = withShell({}, { contactBand: null });
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const html = footerOf(props.shell);
    expect(html).not.toContain(contactBand.title);
    expect(html).toContain('All rights reserved');
  });

  it('is replaced by the band the page passes', () => {
    const { props } = withShell({}, { contactBand: careersBand });
    const html = footerOf(props.shell);
    expect(html).toContain(careersBand.title);
    expect(html).toContain(careersBand.action);
    expect(html).not.toContain(contactBand.title);
  });

  it('keeps every link column a real link in the HTML', () => {
    const shell = shellProps();
    const html = footerOf(shell);
    for (const position of [3, 4, 5]) {
      for (const link of shell.navigation[position - 1]!.menu!.rightItems) expect(html).toContain(`href="${link.link}"`);
    }
  });
});
