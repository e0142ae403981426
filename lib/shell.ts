/**
 * What every page hands to the layout: the menu (built at build time from the collections) and the
 * footer's contact band. Passing them as props keeps the collections out of the browser bundle.
 */
import { buildNavigation, type NavItem } from '@/content/navigation';
import { contactBand } from '@/content/company';
import type { ContactBand } from '@/content/types';

export interface ShellProps {
  readonly navigation: readonly NavItem[];
  readonly contactBand: ContactBand;
}

export function shellProps(): ShellProps {
  return { navigation: buildNavigation(), contactBand };
}

/** getStaticProps result for a page: its own props plus the shell's. */
export function withShell<P extends object>(props: P): { props: P & { shell: ShellProps } } {
  return { props: { ...props, shell: shellProps() } };
}
