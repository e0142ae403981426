import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { Preview } from '@/components/layout/Preview';
import { SiteHead } from '@/components/layout/SiteHead';
import { arabic, inter, interMore } from '@/components/layout/fonts';
import type { ShellProps } from '@/lib/pages/shell';
import type { PreviewFailure } from '@/lib/pages/preview';
// The site's stylesheet: scripts/postbuild.ts cuts it down for each kind of page. The libraries' own
// styles are feature sheets (styles/features/), linked only by the pages that have the feature.
import '@/styles/globals.css';

/** A page's shell, and under `npm run dev` why a page could not be shown (lib/pages/preview.ts). */
type PageProps = { shell?: ShellProps; previewFailure?: PreviewFailure };

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
  const { shell, previewFailure } = pageProps;
  const page = <Component {...pageProps} />;
  return (
    <>
      <SiteHead shell={shell} />
      <div className={`${inter.variable} ${interMore.variable} ${arabic.variable} font-sans`}>
        {process.env.NODE_ENV === 'development' ? (
          // The content as it is now, its mistakes in a banner, never Next's error screen.
          <Preview shell={shell} failure={previewFailure} currentPath={router.asPath}>
            {page}
          </Preview>
        ) : shell ? (
          <Layout shell={shell} currentPath={router.asPath}>
            {page}
          </Layout>
        ) : (
          // Only Next's built-in error page renders without getStaticProps (and so without the shell).
          page
        )}
      </div>
    </>
  );
}
