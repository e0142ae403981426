/**
 * The legal notice (/legal-notice), linked from every page's footer: the French *mentions légales* (LCEN
 * art. 6-III) in every language. Who publishes the site, the companies of the group with their registration
 * numbers, the publication director, the host, then a few short sections.
 *
 * Every value here that is not yet the register's is invented and marked sample (content/sample.ts):
 * `npm run check:launch` lists each until it is replaced with the real one (docs/editing.md, section 17).
 */
import { sample } from "./sample";
import type { LegalEntity, LegalNotice } from "../lib/content/types";

/**
 * The companies of the group, one per country. `name` is the registered name as the register writes it
 * (the same in every language); the registered office is an office of content/site.ts (`office`, whose
 * address is shown) or the company's own `address`; each registration is a kind (its form and country:
 * lib/content/rules.ts `REGISTRATION_KINDS`) and its value.
 */
export const legalEntities = [
  {
    id: "lebanon",
    sample: true,
    country: "LB",
    name: sample("Cedrus Consulting S.A.L."),
    legalForm: sample("Lebanese joint-stock company (S.A.L.)"),
    office: "beirut",
    registrations: [{ kind: "lb-commercial-register", value: sample("1000000") }],
  },
  {
    id: "france",
    sample: true,
    country: "FR",
    name: sample("Cedrus Consulting SAS"),
    legalForm: sample("Simplified joint-stock company (SAS)"),
    office: "paris",
    registrations: [
      { kind: "fr-rcs", value: sample("Paris B 000 000 000") },
      { kind: "fr-siren", value: sample("000 000 000") },
      { kind: "fr-vat", value: sample("FR 12 000 000 000") },
      { kind: "share-capital", value: sample("10 000 EUR") },
    ],
  },
  {
    id: "uae",
    sample: true,
    country: "AE",
    name: sample("Cedrus Consulting L.L.C."),
    legalForm: sample("Limited liability company (L.L.C.)"),
    office: "dubai",
    registrations: [{ kind: "ae-trade-licence", value: sample("1000000") }],
  },
  {
    id: "usa",
    sample: true,
    country: "US",
    name: sample("Cedrus Consulting USA LLC"),
    legalForm: sample("Michigan limited liability company (LLC)"),
    office: "michigan",
    registrations: [{ kind: "us-mi-entity-id", value: sample("800000000") }],
  },
  {
    id: "ksa",
    sample: true,
    country: "SA",
    name: sample("Cedrus Consulting Arabia LLC"),
    legalForm: sample("Limited liability company (LLC)"),
    office: "riyadh",
    registrations: [
      { kind: "sa-cr", value: sample("1010000000") },
      { kind: "sa-vat", value: sample("300000000000003") },
    ],
  },
] as const satisfies readonly LegalEntity[];

/** The page's own words, and who publishes, directs and hosts the site. */
export const legalNotice = {
  page: {
    seo: {
      title: "Legal notice",
      description: "Who publishes this website: the Cedrus Consulting companies and their registration numbers, the publication director and the host.",
      keywords: ["legal notice", "mentions légales", "company registration", "publication director", "website host", "cedrus consulting"],
    },
    intro: {
      heading: "Legal notice",
      intro:
        "The legal details of this website: who publishes it, the companies of the Cedrus Consulting group and their registration numbers, who is responsible for its content and who hosts it.",
    },
  },
  /** The group's lead company: an `id` of `legalEntities` above. */
  publisher: {
    title: "Publisher",
    text: "This website is published by the group's lead company, at its headquarters in Lebanon.",
    entity: "lebanon",
  },
  entities: {
    title: "Our companies",
    text: "Cedrus Consulting works through one company in each country where it has an office, each registered there under the numbers below.",
  },
  director: { title: "Publication director", name: sample("Rami Haddad"), role: "Managing Partner" },
  /** Whoever serves the site (docs/deploy.md): their name, address and phone. */
  host: {
    title: "Hosting",
    name: sample("Example Hosting, Inc."),
    address: sample("100 Example Street, San Francisco, CA 94107, United States"),
    phone: sample("+1 415 555 0100"),
  },
  /** Short sections, each known by its `id` in the other languages; `link` leads the reader on. */
  sections: [
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        "The texts, illustrations, photographs, logos and layout of this website belong to Cedrus Consulting or are used with their owners' permission. You may quote its pages and link to them; any other reproduction, in whole or in part, needs our written consent.",
        "Oracle, Java and the names of Oracle products are registered trademarks of Oracle and/or its affiliates. Other names may be trademarks of their respective owners.",
      ],
    },
    {
      id: "personal-data",
      title: "Personal data",
      paragraphs: [
        "This website sets no analytics or advertising cookies. The only personal data it collects is what you send us through the contact form, which we use to answer you. Our privacy policy says what we collect, why, how long we keep it and how to exercise your rights.",
      ],
      link: { text: "Read our privacy policy", href: "/privacy-policy" },
    },
    {
      id: "liability",
      title: "Liability",
      paragraphs: [
        "We take care that the information on this website is accurate and up to date, but it is general information, not advice or an offer. We cannot be held liable for decisions made on the strength of it, or for the content of other websites it links to.",
      ],
    },
    {
      id: "credits",
      title: "Credits",
      paragraphs: [
        "Design, development and illustrations: Cedrus Consulting. Typefaces: Inter and Noto Sans Arabic, under the SIL Open Font License. Country flags: country-flag-icons, under the MIT license.",
      ],
    },
  ],
} as const satisfies LegalNotice;
