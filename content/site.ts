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
 * The offices, headquarters first; /offices shows each in full, the LOCATIONS panel, the footer and the
 * contact card list them. The address is written in parts (street, postal code, city, region), put
 * together in each country's order. `phone`, `whatsapp`, `email`, `region` and `postalCode` are optional.
 * Beirut's phone is the main line: change it in `contact` at the top of this file. `hours` are local time
 * in the office's `timeZone`; `days` are "mon" … "sun". `geo` is where the "Open in maps" link points.
 */
export const offices = [
  {
    id: "beirut",
    index: 0,
    sample: true,
    flag: "LB",
    name: "Lebanon",
    city: "Beirut",
    street: "Cedrus Building, 4th floor, Horsh Tabet, Sin El Fil",
    phone: site.phone,
    whatsapp: sample("+961 70 000 000"),
    email: sample("beirut@example.com"),
    timeZone: "Asia/Beirut",
    hours: { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:30" },
    geo: { lat: 33.8717, lng: 35.5297 },
  },
  {
    id: "paris",
    index: 1,
    sample: true,
    flag: "FR",
    name: "France",
    city: "Paris",
    street: "52 avenue des Champs-Élysées",
    postalCode: "75008",
    phone: sample("+33 1 99 00 12 34"),
    email: sample("paris@example.com"),
    timeZone: "Europe/Paris",
    hours: { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" },
    geo: { lat: 48.871, lng: 2.305 },
  },
  {
    id: "dubai",
    index: 2,
    sample: true,
    flag: "AE",
    name: "U.A.E",
    city: "Dubai",
    street: "Office 1204, Bay Square Building 5, Business Bay",
    phone: sample("+971 4 555 0100"),
    whatsapp: sample("+971 50 555 0100"),
    email: sample("dubai@example.com"),
    timeZone: "Asia/Dubai",
    hours: { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" },
    geo: { lat: 25.186, lng: 55.282 },
  },
  {
    id: "michigan",
    index: 3,
    sample: true,
    flag: "US",
    name: "USA",
    city: "Troy",
    region: "Michigan",
    street: "3001 West Big Beaver Road, Suite 400",
    postalCode: "48084",
    phone: sample("+1 248 555 0142"),
    email: sample("michigan@example.com"),
    timeZone: "America/Detroit",
    hours: { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" },
    geo: { lat: 42.562, lng: -83.16 },
  },
  {
    id: "riyadh",
    index: 4,
    sample: true,
    flag: "SA",
    name: "Saudi Arabia",
    city: "Riyadh",
    street: "7th floor, Olaya Towers, King Fahd Road, Al Olaya",
    postalCode: "12214",
    phone: sample("+966 11 555 0100"),
    whatsapp: sample("+966 50 555 0100"),
    email: sample("riyadh@example.com"),
    timeZone: "Asia/Riyadh",
    hours: { days: ["sun", "mon", "tue", "wed", "thu"], opens: "08:00", closes: "17:00" },
    geo: { lat: 24.695, lng: 46.685 },
  },
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
