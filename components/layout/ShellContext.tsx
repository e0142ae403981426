import { createContext, useContext, type ReactNode } from 'react';
import { localePath } from '@/lib/i18n';
import { isCurrentPath } from '@/lib/routes';
import type { ShellProps } from '@/lib/pages/shell';

/**
 * The shell's props (lib/pages/shell.ts), in the page's language, for every component of the page:
 * the layout provides them, and a component reads the words, the menu or the offices it shows here
 * rather than from content/ (which stays out of components and out of the browser).
 */
const ShellContext = createContext<ShellProps | null>(null);

export function ShellProvider({ shell, children }: { readonly shell: ShellProps; readonly children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** The page's shell; a component that needs it fails loudly when rendered outside a page. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell(): render this component inside <ShellProvider> (components/layout/Layout.tsx provides it on every page)');
  return shell;
}

/** The interface's own words in the page's language (content/ui.ts). */
export function useUi(): ShellProps['ui'] {
  return useShell().ui;
}

/** Puts a path of this site in the page's language (`/about` → `/ar/about` on an Arabic page); other links stay as they are. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useShell();
  return (path: string) => localePath(locale, path);
}

/** Whether a link (an English path) is the page at `currentPath`, in the page's language: for `aria-current`. */
export function useIsCurrentPage(currentPath: string): (href: string) => boolean {
  const localise = useLocalePath();
  return (href: string) => isCurrentPath(currentPath, localise(href));
}
