/**
 * /credentials: the claims a buyer may want to check, each linked to the public register that confirms it
 * where one exists (`verify`), or for a law the firm complies with, to the privacy policy (`policy`).
 * `group` places it on the page: "oracle-partnership", "certified-consultants" (with `consultants`, how
 * many hold the certification), "awards" or "security". `issuer` is a proper name, written once here.
 *
 * Every level, count, year, certificate number and award below that staff have not confirmed is invented
 * and its item carries `sample: true`: `npm run check:launch` lists it until it is confirmed (then delete
 * the line) or removed. Official artwork (Oracle's partner marks, a certificate's mark) is a file staff add
 * to content/media.ts and name in `artwork`; until then the text stands alone. Texts in each language:
 * content/ar/credentials.ts and content/fr/credentials.ts, by `id`.
 */
import type { Credential, CredentialsPage } from "../lib/content/types";

/** Oracle's public list of its partners, their membership and each expertise Oracle has granted them. */
const ORACLE_PARTNER_FINDER = "https://partner-finder.oracle.com/";

export const credentials = [
  // ── Oracle partnership ──────────────────────────────────────────────────────────────────────────
  {
    id: "opn-membership",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle PartnerNetwork member",
    text: "We are a member of Oracle PartnerNetwork (OPN) in its Cloud Build and Cloud Service tracks. Oracle Partner Finder lists our membership and each expertise below.",
    issuer: "Oracle",
    year: 2011,
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "hcm-cloud-excellence-implementer",
    group: "oracle-partnership",
    title: "Oracle HCM Cloud Excellence Implementer",
    text: "Our Oracle Cloud HCM work earned us recognition from Oracle as the first Oracle HCM Cloud Excellence Implementer in the Levant.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "gold-partner-history",
    group: "oracle-partnership",
    title: "Gold partner under Oracle's former partner levels",
    text: "We reached Gold level when Oracle PartnerNetwork ranked partners by level. Oracle has since retired those levels in favor of tracks and expertise, so Gold is part of our history with Oracle, not a current tier.",
    issuer: "Oracle",
  },
  {
    id: "expertise-cloud-hcm",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Cloud HCM expertise",
    text: "Core HR, payroll, absence, talent and learning on Oracle Fusion Cloud HCM.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "expertise-erp-financials",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Cloud ERP Financials expertise",
    text: "General ledger, payables, receivables, fixed assets and cash management on Oracle Fusion Cloud ERP.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "expertise-scm",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Cloud SCM expertise",
    text: "Procurement, inventory, order management and manufacturing on Oracle Fusion Cloud SCM.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "expertise-epm",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Cloud EPM expertise",
    text: "Planning, financial consolidation and close, and account reconciliation on Oracle Cloud EPM.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "expertise-oci",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Cloud Infrastructure expertise",
    text: "Moving E-Business Suite and other workloads to Oracle Cloud Infrastructure, and running them there.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },
  {
    id: "expertise-integration",
    sample: true,
    group: "oracle-partnership",
    title: "Oracle Integration expertise",
    text: "Connections between Oracle Cloud applications and banking, billing and legacy systems, built on Oracle Integration.",
    issuer: "Oracle",
    verify: ORACLE_PARTNER_FINDER,
  },

  // ── Certified consultants, by practice ──────────────────────────────────────────────────────────
  {
    id: "consultants-erp",
    sample: true,
    group: "certified-consultants",
    title: "ERP and financials",
    text: "Certified on Oracle Fusion Cloud Financials or E-Business Suite Financials.",
    issuer: "Oracle",
    consultants: 18,
  },
  {
    id: "consultants-hcm",
    sample: true,
    group: "certified-consultants",
    title: "Human capital management",
    text: "Certified on Oracle Fusion Cloud HCM, payroll included.",
    issuer: "Oracle",
    consultants: 14,
  },
  {
    id: "consultants-scm-epm",
    sample: true,
    group: "certified-consultants",
    title: "Supply chain and performance management",
    text: "Certified on Oracle Fusion Cloud SCM or Oracle Cloud EPM.",
    issuer: "Oracle",
    consultants: 9,
  },
  {
    id: "consultants-technology",
    sample: true,
    group: "certified-consultants",
    title: "Technology, OCI and integration",
    text: "Certified on Oracle Cloud Infrastructure, Oracle Integration or Oracle Database.",
    issuer: "Oracle",
    consultants: 8,
  },

  // ── Awards ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "award-hcm-partner",
    sample: true,
    group: "awards",
    title: "Oracle Cloud HCM partner of the year, Levant",
    text: "For the number of Oracle Cloud HCM projects we took live in the Levant that year, and how their clients rated them.",
    issuer: "Oracle",
    year: 2019,
  },
  {
    id: "award-erp-partner",
    sample: true,
    group: "awards",
    title: "Oracle Cloud ERP implementation partner award, Middle East",
    text: "For moving finance teams from E-Business Suite to Oracle Fusion Cloud ERP across the region.",
    issuer: "Oracle",
    year: 2022,
  },

  // ── Security and data protection ────────────────────────────────────────────────────────────────
  {
    id: "iso-27001",
    sample: true,
    group: "security",
    title: "ISO/IEC 27001 certified information security",
    text: "Our information security management system, for the consulting, implementation and support we deliver from Beirut and our offshore center, is certified to ISO/IEC 27001:2022.",
    issuer: "Example Certification Body",
    year: 2024,
    reference: "IS 000000",
    verify: "https://www.iafcertsearch.org/",
  },
  {
    id: "ksa-pdpl",
    sample: true,
    group: "security",
    title: "Saudi Personal Data Protection Law (PDPL)",
    text: "We handle the personal data of our clients and their staff in Saudi Arabia as the PDPL requires, transfers outside the Kingdom included.",
    issuer: "SDAIA",
    policy: "/privacy-policy",
  },
  {
    id: "uae-pdpl",
    sample: true,
    group: "security",
    title: "UAE Personal Data Protection Law (Federal Decree-Law 45/2021)",
    text: "Our Dubai office and the projects it runs for clients in the U.A.E follow Federal Decree-Law No. 45 of 2021 on the protection of personal data.",
    issuer: "UAE Data Office",
    policy: "/privacy-policy",
  },
  {
    id: "lebanon-law-81",
    sample: true,
    group: "security",
    title: "Lebanon's Law 81/2018 on electronic transactions and personal data",
    text: "At our Beirut headquarters and offshore center, personal data is processed as Law No. 81 of 2018 requires.",
    issuer: "Ministry of Economy and Trade",
    policy: "/privacy-policy",
  },
  {
    id: "gdpr",
    sample: true,
    group: "security",
    title: "EU General Data Protection Regulation (GDPR)",
    text: "Our Paris office, and every project that handles the personal data of people in the European Union, follows the GDPR.",
    issuer: "CNIL",
    policy: "/privacy-policy",
  },
] as const satisfies readonly Credential[];

export const credentialsPage = {
  seo: {
    title: "Our Oracle credentials and data security",
    description:
      "Cedrus Consulting's Oracle partnership, certified consultants, awards and data protection, each linked to the public register that confirms it where one exists.",
    keywords: ["oracle partner", "oracle partner finder", "oracle expertise", "oracle certified consultants", "iso 27001", "data protection"],
  },
  intro: {
    heading: "Credentials you can check",
    intro:
      "Our Oracle partnership, our consultants' certifications, our awards and how we protect data. Where a public register exists, each item links to it, so you can check it yourself instead of taking our word for it.",
  },
  groups: {
    "oracle-partnership": {
      title: "Oracle partnership",
      text: "What Oracle recognizes us for. Oracle Partner Finder lists our membership and each expertise we hold.",
    },
    "certified-consultants": {
      title: "Certified consultants",
      text: "How many of our consultants hold a current Oracle certification, in each of our practices.",
    },
    awards: {
      title: "Awards",
      text: "Recognition of our Oracle projects and the teams who delivered them.",
    },
    security: {
      title: "Security and data protection",
      text: "How we protect the information our clients entrust to us, under the laws of each country we work in.",
    },
  },
  band: {
    title: "Credentials you can check",
    text: "Our Oracle partnership, certified consultants, awards and data protection, each linked to the public register that confirms it where one exists.",
    action: "See our credentials",
  },
} as const satisfies CredentialsPage;
