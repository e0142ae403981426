/** The 404 page's data in a language: the ways back in, and the directory of the site's pages. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { siteContent } from '../content';
import { seoHead } from '../seo';
import { withShell } from '../shell';

export const notFoundStaticProps = (locale: Locale) =>
  (async () => {
    const { seo, intro, nextSteps, directory } = siteContent(locale).pages.notFound;
    return withShell(locale, { seo: seoHead({ locale, path: '/404', ...seo, notFound: true }), intro, nextSteps, directory });
  }) satisfies GetStaticProps;
