/** /contact-us's data in a language: the form, the contact card and the decorative pictures. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { contactFormProps } from '../contact-form';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { companyJsonLd, pageSeoHead } from '../seo';
import { withShell } from '../shell';

export const contactStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, contactCard } = siteContent(locale);
    const { imageAsset } = mediaOf(locale);
    return withShell(
      locale,
      {
        seo: pageSeoHead(locale, 'contactUs', paths.contact, { jsonLd: [companyJsonLd(locale)] }),
        intro: pages.contactUs.intro,
        card: contactCard,
        form: contactFormProps(locale),
        backgrounds: [imageAsset('contact-bg-1', ''), imageAsset('contact-bg-2', '')],
      },
      // The page is the contact form: a band inviting the visitor to contact us would link to itself.
      { contactBand: null },
    );
  }) satisfies GetStaticProps;
