import Head from 'next/head';
import { localePath } from '@/lib/i18n';
import type { ShellProps } from '@/lib/pages/shell';
import { feedPath } from '@/lib/routes';
import { fill } from '@/lib/template';

/** The head every page shares, in the page's language: viewport, theme colour, icons, the feed, the site's verification. */
export function SiteHead({ shell }: { readonly shell?: ShellProps }) {
  return (
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
  );
}
