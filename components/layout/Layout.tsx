import type { ReactNode } from 'react';
import type { ShellProps } from '@/lib/pages/shell';
import { Footer } from './Footer';
import { Header } from './Header';
import { ShellProvider } from './ShellContext';
import { SkipLink } from './SkipLink';

export interface LayoutProps {
  /** The shell's props of the page (lib/pages/shell.ts), given to every component through ShellProvider. */
  readonly shell: ShellProps;
  /** The address of the page (the router's `asPath`), whose menu item the header marks as current. */
  readonly currentPath: string;
  readonly children: ReactNode;
}

/**
 * The shell of every page: skip link, fixed header, <main id="main"> and footer, in the page's
 * language. The footer shows the shell's `contactBand` (the default band, another, or none). Under
 * `npm run dev`, the preview shows the content banner over it (components/layout/Preview.tsx).
 */
export function Layout({ shell, currentPath, children }: LayoutProps) {
  return (
    <ShellProvider shell={shell}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <Header currentPath={currentPath} />
        <main id="main" tabIndex={-1} className="flex-1 pt-[calc(var(--banner-h)+var(--nav-h))] outline-none">
          {children}
        </main>
        <Footer />
      </div>
    </ShellProvider>
  );
}
