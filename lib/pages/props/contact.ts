/** /contact-us's data in a language: the form, and the contact card. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { contactFormProps } from '../contact-form';
import { siteContent } from '../content';
import { talkToWords } from '../people';
import { companyJsonLd, pageSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const contactStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, contactCard } = siteContent(locale);
    return withShell(
      locale,
      {
        seo: pageSeoHead(locale, 'contactUs', paths.contact, { jsonLd: [companyJsonLd(locale)] }),
        intro: pages.contactUs.intro,
        card: contactCard,
        form: contactFormProps(locale),
        /** The words of a "Talk to …" link's first line: every topic and person, in this language. */
        talkTo: talkToWords(locale),
      },
      // The page is the contact form: a band inviting the visitor to contact us would link to itself.
      { contactBand: null },
    );
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { contact: { props: contactStaticProps } } satisfies RouteData;
