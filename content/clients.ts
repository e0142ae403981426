/**
 * Client references shown on the home page carousel and the /clients page, one per logo in media.ts.
 * `content` lists the modules and work delivered, one short line each.
 */
import type { Client, ClientsDirectoryCopy } from "../lib/content/types";

export const clients = [
  {
    slug: "antonine-university",
    label: "Antonine University",
    logo: "client-antonine-university",
    category: "Education",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Absence, Payroll (Lebanon)",
      "Faculty contracts, academic ranks and teaching-load allowances",
      "Oracle Fusion Cloud Financials: General Ledger, Payables, Receivables",
      "Oracle Procurement Cloud with approval rules by faculty and department",
      "Data migration from the legacy HR and accounting systems",
    ],
  },
  {
    slug: "blc-bank",
    label: "BLC Bank",
    logo: "client-blc-bank",
    category: "Financial Institutions",
    content: [
      "Oracle Fusion Cloud Financials: General Ledger, Payables, Fixed Assets, Cash Management",
      "Oracle Procurement Cloud: requisitions, purchase orders and supplier portal",
      "Oracle Integration Cloud with the core banking system",
      "Multi-currency accounting and regulatory reporting structures",
      "Hypercare and quarterly update testing after go-live",
    ],
  },
  {
    slug: "newroz-telecom",
    label: "Newroz Telecom",
    logo: "client-newroz-telecom",
    category: "Telco",
    content: [
      "Oracle Fusion Cloud Financials and Fixed Assets for network infrastructure",
      "Oracle Procurement Cloud and Inventory Management for network equipment",
      "Oracle Project Management for capital expenditure on network rollouts",
      "Bilingual Arabic and English user training, onsite in Erbil",
    ],
  },
  {
    slug: "asiacell",
    label: "Asiacell",
    logo: "client-asiacell",
    category: "Telco",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Absence, Payroll (Iraq)",
      "Employee and manager self-service in Arabic and English",
      "Oracle Talent Management: Goals, Performance and Learning",
      "HCM Data Loader migration of employee history",
      "Oracle Integration Cloud with finance and identity systems",
    ],
  },
  {
    slug: "levant-steel",
    sample: true,
    label: "Levant Steel",
    logo: "client-levant-steel",
    category: "Manuf and Distribution",
    content: [
      "Oracle E-Business Suite to Oracle Fusion Cloud ERP migration",
      "Oracle Manufacturing Cloud: work orders, routings and bills of materials",
      "Oracle Cost Management with actual costing for mills and finishing lines",
      "Oracle Inventory and Quality Management for coils and bars",
    ],
  },
  {
    slug: "gulf-trading",
    sample: true,
    label: "Gulf Trading",
    logo: "client-gulf-trading",
    category: "Manuf and Distribution",
    content: [
      "Oracle Fusion Cloud SCM: Order Management, Inventory, Procurement",
      "Multi-warehouse distribution across several Gulf countries",
      "Oracle Fusion Cloud Financials with VAT setup for the U.A.E and KSA",
      "Oracle Integration Cloud with e-commerce and logistics partners",
    ],
  },
  {
    slug: "phoenicia-insurance",
    sample: true,
    label: "Phoenicia Insurance",
    logo: "client-phoenicia-insurance",
    category: "Financial Institutions",
    content: [
      "Oracle Fusion Cloud Financials: General Ledger, Payables, Receivables",
      "Integration of premium and claims postings from the policy administration system",
      "Oracle Fusion Cloud HCM: Core HR and Payroll (Lebanon)",
      "Financial reporting with Oracle Financial Reporting Studio",
    ],
  },
  {
    slug: "horizon-capital-bank",
    sample: true,
    label: "Horizon Capital Bank",
    logo: "client-horizon-capital-bank",
    category: "Financial Institutions",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Compensation, Performance",
      "Oracle Recruiting Cloud for branch and head-office hiring",
      "Role-based security aligned with the bank's segregation-of-duties policy",
      "Managed support for HCM and quarterly updates",
    ],
  },
  {
    slug: "meridian-services",
    sample: true,
    label: "Meridian Services",
    logo: "client-meridian-services",
    category: "Services",
    content: [
      "Oracle Fusion Cloud Financials and Project Financial Management",
      "Project costing and billing for time-and-materials contracts",
      "Oracle Time and Labor with timesheets charged to projects",
      "OTBI dashboards for project margins",
    ],
  },
  {
    slug: "atlas-facility-services",
    sample: true,
    label: "Atlas Facility Services",
    logo: "client-atlas-facility-services",
    category: "Services",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Absence, Payroll (U.A.E)",
      "Oracle Workforce Management for shift-based site staff",
      "Employee self-service on mobile for field workers",
      "Oracle Fusion Cloud Financials with contract billing",
    ],
  },
  {
    slug: "mount-lebanon-college",
    sample: true,
    label: "Mount Lebanon College",
    logo: "client-mount-lebanon-college",
    category: "Education",
    content: [
      "Oracle Fusion Cloud HCM: Core HR and Payroll (Lebanon)",
      "Oracle Fusion Cloud Financials: General Ledger, Payables, Cash Management",
      "Budget control by school and cost center",
      "Key-user training and post go-live support",
    ],
  },
  {
    slug: "basra-petroleum-services",
    sample: true,
    label: "Basra Petroleum Services",
    logo: "client-basra-petroleum-services",
    category: "Oil & Gas",
    content: [
      "Oracle Fusion Cloud Financials and Project Management for field contracts",
      "Oracle Procurement Cloud and Inventory for spare parts at remote sites",
      "Oracle Maintenance Cloud for rigs and field equipment",
      "Oracle Fusion Cloud HCM: Core HR and rotation schedules",
    ],
  },
  {
    slug: "arabian-gulf-energy",
    sample: true,
    label: "Arabian Gulf Energy",
    logo: "client-arabian-gulf-energy",
    category: "Oil & Gas",
    content: [
      "Oracle E-Business Suite upgrade and move to Oracle Cloud Infrastructure",
      "Oracle Fusion Cloud EPM: Planning and Financial Consolidation and Close",
      "Joint venture accounting structures in the General Ledger",
      "Database administration and managed infrastructure support",
    ],
  },
  {
    slug: "groupe-delacroix",
    sample: true,
    label: "Groupe Delacroix",
    logo: "client-groupe-delacroix",
    category: "France",
    content: [
      "Oracle Fusion Cloud Financials for the French group entities",
      "French chart of accounts and FEC audit file generation",
      "Intercompany accounting and consolidation with Oracle EPM Cloud",
      "Delivery from the Paris office with offshore configuration support",
    ],
  },
  {
    slug: "lumiere-assurances",
    sample: true,
    label: "Lumière Assurances",
    logo: "client-lumiere-assurances",
    category: "France",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Absence Management, Talent Review",
      "Integration with the existing French payroll provider",
      "Bilingual French and English self-service",
      "GDPR-aligned data access roles and retention rules",
    ],
  },
  {
    slug: "summit-contracting",
    sample: true,
    label: "Summit Contracting",
    logo: "client-summit-contracting",
    category: "Construction",
    content: [
      "Oracle Project Management: project costing, billing and contracts",
      "Subcontractor payments with retention and advance recovery",
      "Oracle Procurement Cloud for site requisitions",
      "Oracle Fusion Cloud HCM: Core HR, Payroll, site timesheets",
    ],
  },
  {
    slug: "al-bina-construction",
    sample: true,
    label: "Al Bina Construction",
    logo: "client-al-bina-construction",
    category: "Construction",
    content: [
      "Oracle E-Business Suite Projects and Financials support",
      "Equipment and plant cost tracking by project",
      "Progress billing to project owners",
      "Upgrade assessment and roadmap to Oracle Fusion Cloud ERP",
    ],
  },
  {
    slug: "cedar-wings",
    sample: true,
    label: "Cedar Wings",
    logo: "client-cedar-wings",
    category: "Airlines",
    content: [
      "Oracle Fusion Cloud HCM: Core HR, Absence, Payroll",
      "Crew and ground staff allowances calculated with Fast Formulas",
      "Oracle Learning Cloud to track mandatory training and certifications",
      "Oracle Fusion Cloud Financials with multi-currency station expenses",
    ],
  },
  {
    slug: "tamarisk-medical-group",
    sample: true,
    label: "Tamarisk Medical Group",
    logo: "client-tamarisk-medical-group",
    category: "Services",
    content: [
      "Oracle Fusion Cloud HCM: Core HR and Payroll (Saudi Arabia) with GOSI and Mudad",
      "Clinicians' licenses with expiry alerts, and shift and on-call allowances",
      "Oracle Procurement Cloud and Inventory Management for pharmacy and medical stores",
      "ZATCA e-invoicing for insurer invoices through Oracle Integration Cloud",
    ],
  },
] as const satisfies readonly Client[];

export type ClientSlug = (typeof clients)[number]["slug"];

/** Interface copy of the /clients directory and its modal. */
export const clientsDirectoryCopy = {
  filterLabel: "Filter by industry",
  allLabel: "All",
  emptyText: "No client references in this category yet. Contact us to hear about our work in this industry.",
  contentTitle: "What we delivered",
} as const satisfies ClientsDirectoryCopy;
