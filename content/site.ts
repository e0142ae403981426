/**
 * Site-wide facts: brand, contact details, offices, social links and service keys.
 * Values marked "env" can be overridden at build time (see .env.example); the defaults build.
 */
import { sample } from "./sample";
import type { BrandImages, ContactDetails, Office, Site, SocialLink } from "../lib/content/types";

/**
 * The company's contact details, shown on the contact card, in the careers section and in the
 * search engines' data. Edit them here. A setting in the host's build (NEXT_PUBLIC_CONTACT_PHONE,
 * NEXT_PUBLIC_CONTACT_EMAIL, NEXT_PUBLIC_RECRUITMENT_EMAIL) replaces the value when it is set and
 * not empty. Phone numbers in international format: "+", country code, then the number.
 * Code reads `site.phone`, `site.email` and `site.recruitmentEmail`, which apply that override.
 */
export const contact = {
  /** The main line: the Beirut headquarters' phone (also Beirut's phone in the office lists below). */
  phone: sample("+961 1 000 000"),
  email: sample("info@example.com"),
  /** Where job applications go (careers call to action). */
  recruitmentEmail: sample("careers@example.com"),
} satisfies ContactDetails;

/**
 * Each setting is read with a literal `process.env.NEXT_PUBLIC_…` so Next inlines it into the browser
 * bundle (next.config.ts always defines them); an empty or missing value falls back to the default.
 */
function setting(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/** The public address the site is served from, without a trailing slash (env NEXT_PUBLIC_SITE_URL). */
const siteUrl = setting(process.env.NEXT_PUBLIC_SITE_URL, sample("https://www.example.com")).replace(/\/+$/, "");

export const site = {
  name: "Cedrus Consulting",
  tagline: "Oracle ERP, HCM and Cloud implementation partner",
  url: siteUrl,
  locale: "en_US",
  themeColor: "#0b3a6e",
  /** contact.email, or env NEXT_PUBLIC_CONTACT_EMAIL. */
  email: setting(process.env.NEXT_PUBLIC_CONTACT_EMAIL, contact.email),
  /** contact.recruitmentEmail, or env NEXT_PUBLIC_RECRUITMENT_EMAIL. */
  recruitmentEmail: setting(process.env.NEXT_PUBLIC_RECRUITMENT_EMAIL, contact.recruitmentEmail),
  /** contact.phone, or env NEXT_PUBLIC_CONTACT_PHONE: the headquarters' line, in international format. */
  phone: setting(process.env.NEXT_PUBLIC_CONTACT_PHONE, contact.phone),
  /** env NEXT_PUBLIC_SITE_VERIFICATION: the search-console verification code ('' = no tag). */
  verification: setting(process.env.NEXT_PUBLIC_SITE_VERIFICATION, ""),
  /** env NEXT_PUBLIC_FORMSPREE_FORM_ID: the Formspree form the contact form posts to. */
  formspreeFormId: setting(process.env.NEXT_PUBLIC_FORMSPREE_FORM_ID, sample("xdemoform")),
  /** env NEXT_PUBLIC_RECAPTCHA_SITE_KEY: reCAPTCHA v2 site key (unset or empty: Google's always-passing test key). */
  recaptchaSiteKey: setting(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY, sample("6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI")),
  copyrightYear: 2025,
  announcement: {
    text: "First Oracle HCM Cloud Excellence Implementer in the Levant",
    linkText: "Learn more",
    /** Read by screen readers after "Learn more", so the link says where it goes. */
    linkContext: "about our Oracle HCM Cloud Excellence recognition",
    href: "/blog/able",
  },
} as const satisfies Site;

/**
 * The offices, headquarters first. `phone` is optional: an office without one shows no phone line.
 * Beirut's phone is the main line: change it in `contact` at the top of this file.
 */
export const offices = [
  { id: "beirut", index: 0, flag: "LB", name: "Lebanon", city: "Beirut", address: sample("Sin El Fil, Horsh Tabet, Beirut, Lebanon"), phone: site.phone },
  {
    id: "paris",
    index: 1,
    flag: "FR",
    name: "France",
    city: "Paris",
    address: sample("Avenue des Champs-Élysées, 75008 Paris, France"),
    phone: sample("+33 1 99 00 12 34"),
  },
  {
    id: "dubai",
    index: 2,
    flag: "AE",
    name: "U.A.E",
    city: "Dubai",
    address: sample("Business Bay, Dubai, United Arab Emirates"),
    phone: sample("+971 4 555 0100"),
  },
  { id: "michigan", index: 3, flag: "US", name: "USA", city: "Michigan", address: sample("Troy, Michigan, United States"), phone: sample("+1 248 555 0142") },
] as const satisfies readonly Office[];

export const socialLinks = [
  { name: "LinkedIn", link: sample("https://www.linkedin.com/company/example"), hidden: false },
  { name: "Facebook", link: sample("https://www.facebook.com/example"), hidden: false },
  { name: "X", link: sample("https://x.com/example"), hidden: false },
  { name: "Instagram", link: sample("https://www.instagram.com/example"), hidden: true },
  { name: "Pinterest", link: sample("https://www.pinterest.com/example"), hidden: true },
  { name: "Threads", link: sample("https://www.threads.net/@example"), hidden: true },
] as const satisfies readonly SocialLink[];

export const visibleSocialLinks = socialLinks.filter((link) => !link.hidden);

/** Brand artwork used by the shell (the full media registry stays out of the browser bundle). */
export const brandImages = {
  logo: { src: "/images/brand/logo.svg", width: 180, height: 48, alt: "Cedrus Consulting home" },
  logoWhite: { src: "/images/brand/logo-white.svg", width: 180, height: 48, alt: "Cedrus Consulting" },
} as const satisfies BrandImages;
