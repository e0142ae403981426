import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { arabic, inter, interMore } from '@/components/layout/fonts';
import type { ShellProps } from '@/lib/pages/shell';
import { localePath } from '@/lib/i18n';
import { feedPath } from '@/lib/routes';
import { fill } from '@/lib/template';
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

export default function App({ Component, pageProps }: AppProps<PageProps>) {
  useDevHydratedSignal();
  const { shell } = pageProps;
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
        {shell ? <meta name="theme-color" content={shell.site.themeColor} key="theme-color" /> : null}
        <link rel="icon" href="/favicon.ico" sizes="48x48" key="icon-ico" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" key="icon-svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" key="apple-touch-icon" />
        {shell ? (
          <link
            rel="alternate"
            type="application/rss+xml"
            title={fill(shell.ui.blog.feed, { name: shell.site.name })}
            href={localePath(shell.locale, feedPath)}
            key="rss"
          />
        ) : null}
        {shell?.site.verification ? <meta name="google-site-verification" content={shell.site.verification} key="verification" /> : null}
      </Head>
      <div className={`${inter.variable} ${interMore.variable} ${arabic.variable} font-sans`}>
        {shell ? (
          <Layout shell={shell}>
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
