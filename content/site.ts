/**
 * Site-wide facts: brand, address, contact details, offices, social links and service keys.
 * Values marked "env" can be overridden at build time (see .env.example); the defaults build.
 */
import type { Office, SocialLink } from './types';

/**
 * Each setting is read with a literal `process.env.NEXT_PUBLIC_…` so Next inlines it into the browser
 * bundle (next.config.ts always defines them); an empty or missing value falls back to the default.
 */
function setting(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/** The public address the site is served from, without a trailing slash (env NEXT_PUBLIC_SITE_URL). */
const siteUrl = setting(process.env.NEXT_PUBLIC_SITE_URL, 'https://www.example.com').replace(/\/+$/, '');

export const site = {
  name: 'Cedrus Consulting',
  tagline: 'Oracle ERP, HCM and Cloud implementation partner',
  url: siteUrl,
  locale: 'en_US',
  themeColor: '#0b3a6e',
  /** env NEXT_PUBLIC_CONTACT_EMAIL */
  email: setting(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'info@example.com'),
  /** Where job applications go (careers call to action). */
  recruitmentEmail: setting(process.env.NEXT_PUBLIC_RECRUITMENT_EMAIL, 'careers@example.com'),
  /** env NEXT_PUBLIC_CONTACT_PHONE, in international format. */
  phone: setting(process.env.NEXT_PUBLIC_CONTACT_PHONE, '+961 1 000 000'),
  /** env NEXT_PUBLIC_SITE_VERIFICATION: the search-console verification code ('' = no tag). */
  verification: setting(process.env.NEXT_PUBLIC_SITE_VERIFICATION, ''),
  /** env NEXT_PUBLIC_FORMSPREE_FORM_ID: the Formspree form the contact form posts to. */
  formspreeFormId: setting(process.env.NEXT_PUBLIC_FORMSPREE_FORM_ID, 'xdemoform'),
  /** env NEXT_PUBLIC_RECAPTCHA_SITE_KEY: reCAPTCHA v2 site key (unset or empty: Google's always-passing test key). */
  recaptchaSiteKey: setting(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY, '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI'),
  copyrightYear: 2025,
  announcement: {
    text: 'First Oracle HCM Cloud Excellence Implementer in the Levant',
    linkText: 'Learn more',
    /** Read by screen readers after "Learn more", so the link says where it goes. */
    linkContext: 'about our Oracle HCM Cloud Excellence recognition',
    href: '/blog/able',
  },
} as const;

export const offices = [
  { index: 0, flag: 'LB', name: 'Lebanon', city: 'Beirut', address: 'Sin El Fil, Horsh Tabet, Beirut, Lebanon' },
  { index: 1, flag: 'FR', name: 'France', city: 'Paris', address: 'Avenue des Champs-Élysées, 75008 Paris, France' },
  { index: 2, flag: 'AE', name: 'U.A.E', city: 'Dubai', address: 'Business Bay, Dubai, United Arab Emirates' },
  { index: 3, flag: 'US', name: 'USA', city: 'Michigan', address: 'Troy, Michigan, United States' },
] as const satisfies readonly Office[];

export const socialLinks = [
  { name: 'LinkedIn', link: 'https://www.linkedin.com/company/example', hidden: false },
  { name: 'Facebook', link: 'https://www.facebook.com/example', hidden: false },
  { name: 'X', link: 'https://x.com/example', hidden: false },
  { name: 'Instagram', link: 'https://www.instagram.com/example', hidden: true },
  { name: 'Pinterest', link: 'https://www.pinterest.com/example', hidden: true },
  { name: 'Threads', link: 'https://www.threads.net/@example', hidden: true },
] as const satisfies readonly SocialLink[];

export const visibleSocialLinks = socialLinks.filter((link) => !link.hidden);

/** Brand artwork used by the shell (the full media registry stays out of the browser bundle). */
export const brandImages = {
  logo: { src: '/images/brand/logo.svg', width: 180, height: 48, alt: 'Cedrus Consulting home' },
  logoWhite: { src: '/images/brand/logo-white.svg', width: 180, height: 48, alt: 'Cedrus Consulting' },
} as const;
