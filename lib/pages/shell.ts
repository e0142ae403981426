/**
 * What every page hands to the layout: the menu (built at build time from the collections) and,
 * when the page wants other than the default, the footer's contact band. Passing them as props
 * keeps the collections out of the browser bundle.
 */
import { buildNavigation, type NavItem } from '@/content/navigation';
import type { ContactBand } from '@/content/types';

export interface ShellOptions {
  /**
   * The footer's contact band: absent for the default band (content/company.ts), null for none,
   * or the band to show instead.
   */
  readonly contactBand?: ContactBand | null;
}

export interface ShellProps extends ShellOptions {
  readonly navigation: readonly NavItem[];
}

/** The shell's props. An absent band stays absent: getStaticProps cannot return `undefined`. */
export function shellProps(options: ShellOptions = {}): ShellProps {
  return {
    navigation: buildNavigation(),
    ...(options.contactBand === undefined ? {} : { contactBand: options.contactBand }),
  };
}

/**
 * getStaticProps result for a page: its own props plus the shell's, e.g.
 * `withShell({ seo }, { contactBand: null })` for a page without the footer's contact band.
 */
export function withShell<P extends object>(props: P, options: ShellOptions = {}): { props: P & { shell: ShellProps } } {
  return { props: { ...props, shell: shellProps(options) } };
}
