/**
 * Open positions on /careers, each with its own page /careers/{slug} and JobPosting structured data.
 * A position is published until its closing date (validThrough) and is not built after it. `office` is an
 * office id of content/site.ts (the office that hires, and an on-site or hybrid role's place of work); a
 * remote role names the countries it can be done from in `remoteCountries`. `pay` is optional: whole
 * amounts before tax, per MONTH or YEAR. The texts of each position in Arabic and French are in
 * content/ar/positions.ts and content/fr/positions.ts, under its slug. The positions below are invented
 * (`sample: true`) until real openings replace them.
 */
import type { Position } from "../lib/content/types";

export const positions = [
  {
    slug: "senior-oracle-cloud-hcm-payroll-consultant",
    sample: true,
    title: "Senior Oracle Cloud HCM Payroll Consultant",
    seoTitle: "Senior Oracle HCM payroll consultant",
    office: "beirut",
    workplace: "hybrid",
    employmentType: "FULL_TIME",
    pay: { currency: "USD", min: 3000, max: 4500, period: "MONTH" },
    modules: ["Oracle Fusion Cloud HCM", "Oracle Global Payroll"],
    datePosted: "2026-10-26",
    validThrough: "2027-03-31",
    summary: "Lead payroll design and localization on Oracle Cloud HCM projects for clients in Lebanon, the U.A.E and KSA, from our Beirut headquarters.",
    description: [
      "As a senior payroll consultant in our HCM practice, you own the payroll workstream of Oracle Cloud HCM implementations: you run the design workshops, configure elements, formulas and costing, and lead the parallel runs that prove each payroll before go-live.",
      "You join the team that made Cedrus the first Oracle HCM Cloud Excellence Implementer in the Levant. Our HCM clients include banks, telecom operators, universities and industrial groups across the Middle East, and you will work alongside Core HR, absence and technical consultants in Beirut and at our offshore delivery center.",
    ],
    responsibilities: [
      "Lead payroll design workshops and turn the client's pay rules, allowances and deductions into an Oracle Cloud Payroll solution",
      "Configure elements, balances, Fast Formulas, costing and payslips, including the Lebanon, U.A.E and KSA rules (NSSF, WPS, GOSI and end-of-service benefits)",
      "Plan and run parallel payrolls, reconcile the results with the legacy system and resolve differences with the client's payroll team",
      "Prepare payroll data migration with HCM Data Loader together with our technical consultants",
      "Test quarterly updates for payroll clients after go-live and support their monthly payroll cycles",
      "Coach junior consultants and review their configuration and documentation",
    ],
    requirements: [
      "At least 6 years of Oracle HCM experience, including 3 or more full-cycle Oracle Cloud Payroll implementations",
      "Hands-on knowledge of Fast Formulas, element and balance design, payroll costing and HCM Extracts",
      "Sound knowledge of payroll and labor rules in Lebanon and the Gulf, including NSSF, WPS, GOSI and end-of-service benefits",
      "An Oracle Cloud HCM or Global Payroll implementation certification, or readiness to earn one within six months",
      "Fluent Arabic and English; French is a plus",
      "Availability to travel to client sites in the region for workshops, testing and go-live",
    ],
  },
  {
    slug: "oracle-fusion-cloud-financials-consultant",
    sample: true,
    title: "Oracle Fusion Cloud Financials Consultant",
    seoTitle: "Oracle Cloud Financials consultant",
    office: "dubai",
    workplace: "on-site",
    employmentType: "FULL_TIME",
    pay: { currency: "AED", min: 20000, max: 28000, period: "MONTH" },
    modules: ["Oracle Fusion Cloud Financials"],
    datePosted: "2026-11-09",
    validThrough: "2027-04-30",
    summary: "Design and configure Oracle Fusion Cloud Financials for clients in the U.A.E and KSA, from the chart of accounts to the first month-end close.",
    description: [
      "Based in our Dubai office, you deliver the finance workstream of Oracle Fusion Cloud ERP projects: you lead workshops with finance teams, design the enterprise structure and ledgers, configure the subledgers and take the client through testing, data migration and the first closes after go-live.",
      "You work in our ERP practice with solution architects, integration developers and our offshore delivery center. Our Gulf clients are trading, construction, energy and financial services groups, many of them with several legal entities, currencies and VAT regimes.",
    ],
    responsibilities: [
      "Run design workshops with finance teams and document solutions for General Ledger, Payables, Receivables, Cash Management and Fixed Assets",
      "Design charts of accounts, ledgers, legal entities and approval rules that can grow with new entities and countries",
      "Configure VAT for the U.A.E and KSA and support e-invoicing requirements with our integration team",
      "Prepare the migration of opening balances and open transactions with FBDI, and reconcile each mock load with the client's accountants",
      "Write test scripts, lead user acceptance testing and train key users",
      "Support the first month-end and year-end closes after go-live, and test quarterly updates",
    ],
    requirements: [
      "At least 4 years of Oracle Financials experience, including 2 or more full-cycle Fusion Cloud ERP implementations",
      "Solid knowledge of General Ledger, Payables, Receivables, Cash Management, Fixed Assets and Subledger Accounting",
      "A degree in accounting or finance; a professional qualification such as CPA or ACCA is a plus",
      "Experience with U.A.E and KSA VAT; knowledge of ZATCA e-invoicing is a plus",
      "An Oracle Financials Cloud implementation certification is preferred",
      "Fluent English, with Arabic a strong advantage, and availability to travel within the GCC",
    ],
  },
  {
    slug: "oracle-integration-cloud-developer",
    sample: true,
    title: "Oracle Integration Cloud Developer",
    seoTitle: "Oracle Integration Cloud developer",
    office: "beirut",
    workplace: "remote",
    remoteCountries: ["LB", "EG"],
    employmentType: "FULL_TIME",
    pay: { currency: "USD", min: 1800, max: 2800, period: "MONTH" },
    modules: ["Oracle Integration Cloud"],
    datePosted: "2026-11-16",
    validThrough: "2027-05-31",
    summary: "Build and support OIC integrations between Oracle Fusion Cloud and banks, payroll providers and core systems, in our offshore delivery center.",
    description: [
      "Working remotely from Lebanon or Egypt, you join the technical team of our offshore delivery center, which has built and supported Oracle integrations for clients in several countries since 2017. You design, build and test integrations on Oracle Integration Cloud that connect Fusion ERP and HCM with banks, payroll providers, core systems and government portals.",
      "You work from specifications agreed with our onsite consultants, in shared backlogs with daily handovers. Every integration is built with error handling, alerts and reprocessing, kept under version control and handed over with monitoring in place.",
    ],
    responsibilities: [
      "Design and build OIC integrations with the REST, SOAP, ERP Cloud and HCM Cloud adapters, and file-based loads",
      "Extract and load Fusion data with BI Publisher reports, HCM Extracts, FBDI and HCM Data Loader",
      "Build error handling, alerts and reprocessing into every integration, and monitor integrations after go-live",
      "Write technical designs and unit test scripts, and support system and user acceptance testing",
      "Resolve integration tickets as second-level support under agreed service levels",
      "Keep integrations under version control and document them for handover",
    ],
    requirements: [
      "At least 3 years of integration development, including 2 or more on Oracle Integration Cloud",
      "Good knowledge of REST and SOAP web services, JSON, XML, XSLT and SFTP file transfers",
      "Experience with Oracle Fusion ERP or HCM data through FBDI, HDL, BI Publisher or HCM Extracts",
      "Good SQL and PL/SQL skills; experience with Visual Builder or OCI services is a plus",
      "An Oracle Integration Cloud certification is a plus",
      "Fluent English; Arabic or French is a plus, as our clients work in all three",
    ],
  },
] as const satisfies readonly Position[];

export type PositionSlug = (typeof positions)[number]["slug"];
