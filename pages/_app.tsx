import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { SiteHead } from '@/components/layout/SiteHead';
import { arabic, inter, interMore } from '@/components/layout/fonts';
import type { ShellProps } from '@/lib/pages/shell';
// The site's stylesheet: scripts/postbuild.ts cuts it down for each kind of page. The libraries' own
// styles are feature sheets (styles/features/), linked only by the pages that have the feature.
import '@/styles/globals.css';

type PageProps = { shell?: ShellProps };

/**
 * Exported pages carry no Next.js runtime (`unstable_runtimeJS: false` on every page), so this
 * effect runs only under `next dev`, whose runtime hydrates the page: it tells the behaviour
 * modules (browser/site.ts) that the DOM they enhance is React's final one.
 */
function useDevHydratedSignal() {
  useEffect(() => {
    document.documentElement.dataset.devHydrated = 'true';
    document.dispatchEvent(new Event('dev-hydrated'));
  }, []);
}

export default function App({ Component, pageProps, router }: AppProps<PageProps>) {
  useDevHydratedSignal();
  const { shell } = pageProps;
  return (
    <>
      <SiteHead shell={shell} />
      <div className={`${inter.variable} ${interMore.variable} ${arabic.variable} font-sans`}>
        {shell ? (
          <Layout shell={shell} currentPath={router.asPath}>
            <Component {...pageProps} />
          </Layout>
        ) : (
          // Only Next's built-in error page renders without getStaticProps (and so without the shell).
          <Component {...pageProps} />
        )}
      </div>
    </>
  );
}
