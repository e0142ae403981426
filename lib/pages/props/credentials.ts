/** /credentials' data in a language: its head and heading, and each group of credentials with its cards. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { siteContent } from '../content';
import { credentialSections } from '../credentials';
import { seoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const credentialsStaticProps = (locale: Locale) =>
  (async () => {
    const { credentialsPage } = siteContent(locale);
    return withShell(locale, {
      // No structured data of its own: most credentials are still sample, and the page's WebPage and trail say what it is.
      seo: seoHead({ locale, path: paths.credentials, ...credentialsPage.seo, breadcrumb: [{ name: credentialsPage.intro.heading, path: paths.credentials }] }),
      intro: credentialsPage.intro,
      sections: credentialSections(locale),
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { credentials: { props: credentialsStaticProps } } satisfies RouteData;
