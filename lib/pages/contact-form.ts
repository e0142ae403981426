/** The contact form's props (an island: plain JSON), in a language: on the home and contact pages. */
import type { ContactFormProps } from '@/components/contact/ContactForm';
import { localePath, type Locale } from '../i18n';
import { absoluteUrl, paths } from '../routes';
import { siteContent } from './content';

export function contactFormProps(locale: Locale): ContactFormProps {
  const { contactFormCopy, site } = siteContent(locale);
  return {
    copy: contactFormCopy,
    locale,
    email: site.email,
    formspreeFormId: site.formspreeFormId,
    recaptchaSiteKey: site.recaptchaSiteKey,
    // Where Formspree sends a visitor who sent the form without JavaScript: the thank-you page in the form's language.
    thankYouUrl: absoluteUrl(site.url, localePath(locale, paths.thankYou)),
  };
}
