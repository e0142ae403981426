import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import type { ShellProps } from '@/lib/pages/shell';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

export interface LayoutProps extends ShellProps {
  readonly children: ReactNode;
}

/**
 * The shell of every page: skip link, fixed header, <main id="main"> and footer. `contactBand`
 * goes to the footer: absent for the default band, null for none, or another band.
 */
export function Layout({ navigation, contactBand, children }: LayoutProps) {
  const { asPath } = useRouter();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header navigation={navigation} currentPath={asPath} />
      <main id="main" tabIndex={-1} className="flex-1 pt-[calc(var(--banner-h)+var(--nav-h))] outline-none">
        {children}
      </main>
      <Footer navigation={navigation} contactBand={contactBand} />
    </div>
  );
}
