/**
 * The nine industry pages (/industries/<slug>), in menu order. `list` is optional and left out
 * where the second section reads better as prose (services, airlines).
 * Titles in `page.seo` omit the brand: <Seo> appends it.
 */
import type { Industry, SectionHeading } from "../lib/content/types";

export const industries = [
  {
    slug: "telecom",
    title: "Telecom",
    page: {
      seo: {
        title: "Oracle ERP and HCM for telecom operators",
        description:
          "Oracle ERP, HCM and SCM for mobile and fixed operators: network asset tracking, dealer commissions, billing integration and workforce management.",
        keywords: ["telecom erp", "oracle for telecom operators", "network asset management", "dealer commissions", "billing integration"],
      },
      intro: {
        heading: "Oracle solutions for telecom operators",
        intro:
          "Telecom operators manage large network investments, extensive dealer channels and specialized workforces. We implement Oracle applications that bring all three together with finance and HR.",
      },
    },
    title1: "Built for network-heavy businesses",
    text1:
      "Operators spend heavily on towers, fiber and equipment, and need to follow each asset from purchase to commissioning to depreciation. We configure Oracle Projects, Fixed Assets and Procurement so capital spending is visible by site and by project. The same setup gives auditors and investment committees figures they can rely on.",
    image1: "industry-telecom-1",
    text_banner: "From the tower to the general ledger, every asset accounted for.",
    image_banner: "industry-telecom-banner",
    title2: "What we deliver for telecom",
    text2:
      "Beyond capital projects, we connect Oracle with billing and CRM platforms, automate dealer settlements and equip HR to manage technical and commercial teams across regions.",
    list: [
      "Capital project and network asset accounting",
      "Site and tower lease management",
      "Billing and revenue system integration",
      "Dealer and distributor commission processing",
      "Procurement of network equipment and services",
      "HCM for field engineers and retail staff",
    ],
    image2: "industry-telecom-2",
  },
  {
    slug: "construction",
    title: "Construction",
    page: {
      seo: {
        title: "Oracle project accounting for construction",
        description:
          "Oracle ERP for contractors: project costing, subcontractor management, progress billing, equipment tracking and payroll for site workforces.",
        keywords: ["construction erp", "oracle project accounting", "progress billing", "subcontractor management", "site workforce payroll"],
      },
      intro: {
        heading: "Oracle solutions for construction and contracting",
        intro:
          "Contractors win or lose money one project at a time. We set up Oracle so every cost, commitment and invoice is tied to the right project and the right phase.",
      },
    },
    title1: "Project control from bid to handover",
    text1:
      "Construction companies juggle budgets, subcontractors, retention and variation orders on many sites at once. We implement Oracle Project Financials, Procurement and Payables so commitments are tracked against budget and project managers see margin while there is still time to act. Site payroll and manpower costs flow into the same project view.",
    image1: "industry-construction-1",
    text_banner: "See project margin while you can still change it.",
    image_banner: "industry-construction-banner",
    title2: "What we deliver for construction",
    text2: "Our construction setups connect the site, the commercial team and finance around a single source of project data.",
    list: [
      "Project budgeting and cost control",
      "Subcontract commitments and retention",
      "Progress billing and variation orders",
      "Equipment and plant cost allocation",
      "Timesheets and payroll for site labor",
    ],
    image2: "industry-construction-2",
  },
  {
    slug: "financial-institutions",
    title: "Financial Institutions",
    page: {
      seo: {
        title: "Oracle ERP and HCM for banks and insurers",
        description:
          "Oracle ERP and HCM for banks, insurers and financial institutions, with core system integration, audit-ready controls and regulatory reporting.",
        keywords: ["banking erp", "oracle for banks", "insurance erp", "financial institutions hcm", "audit controls"],
      },
      intro: {
        heading: "Oracle solutions for financial institutions",
        intro:
          "Banks and insurers operate under close regulatory scrutiny. We implement Oracle ERP and HCM with the controls, audit trails and integrations these institutions require.",
      },
    },
    title1: "Controls that regulators and auditors expect",
    text1:
      "Financial institutions run their core business on specialized banking or insurance platforms, while Oracle handles finance, procurement and people. We integrate the two through reliable general ledger interfaces and design approval flows with clear segregation of duties. Every transaction carries the audit trail that internal and external auditors ask for.",
    image1: "industry-financial-institutions-1",
    text_banner: "Every approval traceable, every balance reconciled.",
    image_banner: "industry-financial-institutions-banner",
    title2: "What we deliver for financial institutions",
    text2:
      "We have worked with banks and insurers in Lebanon and the wider region, and we understand the security reviews, data residency questions and change controls that come with them.",
    list: [
      "General ledger integration with core banking and insurance systems",
      "Procure-to-pay with segregation of duties",
      "Fixed assets across branch networks",
      "Expense management and corporate cards",
      "HCM with grade structures and performance cycles",
      "Regulatory and management reporting",
    ],
    image2: "industry-financial-institutions-2",
  },
  {
    slug: "oil-gas",
    title: "Oil & Gas",
    page: {
      seo: {
        title: "Oracle ERP for oil and gas companies",
        description:
          "Oracle ERP, SCM and HCM for oil and gas companies: joint venture accounting, asset maintenance, spare parts inventory and rotational workforces.",
        keywords: ["oil and gas erp", "oracle for energy", "joint venture accounting", "asset maintenance", "rotational workforce"],
      },
      intro: {
        heading: "Oracle solutions for oil and gas",
        intro:
          "Oil and gas companies manage expensive assets, remote sites and rotating crews. We implement Oracle to keep spending, inventory and people under control at every location.",
      },
    },
    title1: "Operations across remote sites",
    text1:
      "Energy and oilfield service companies need to know what equipment is where, what it costs to run and who is on site. We configure Oracle Maintenance, Inventory and Procurement to support spare parts planning and asset upkeep, and Oracle HCM to handle rotation schedules and site allowances.",
    image1: "industry-oil-gas-1",
    text_banner: "Spare parts on the shelf, crews on rotation, costs under control.",
    image_banner: "industry-oil-gas-banner",
    title2: "What we deliver for oil and gas",
    text2: "Our projects in the sector focus on cost visibility by field, contract and asset, with integrations to the operational systems already in place.",
    list: [
      "Joint venture accounting and partner billing",
      "Asset maintenance and spare parts inventory",
      "Procurement of long-lead equipment",
      "Rotation schedules and site allowances",
      "Project and contract cost tracking",
    ],
    image2: "industry-oil-gas-2",
  },
  {
    slug: "education",
    title: "Education",
    page: {
      seo: {
        title: "Oracle Cloud for universities and schools",
        description: "Oracle HCM and ERP for universities and schools: faculty contracts, academic payroll, grants, budget control and procurement.",
        keywords: ["university erp", "oracle for education", "faculty payroll", "higher education hcm", "budget control"],
      },
      intro: {
        heading: "Oracle solutions for education",
        intro:
          "Universities and schools manage diverse staff, tight budgets and long academic cycles. We help them run HR, payroll and finance on Oracle with less administrative effort.",
      },
    },
    title1: "Administration that supports teaching",
    text1:
      "Academic institutions employ full-time faculty, part-time lecturers and administrative staff, each with different contracts and pay rules. We configure Oracle HCM to handle teaching loads, academic ranks and contract renewals, and Oracle ERP to control budgets by faculty and department.",
    image1: "industry-education-1",
    text_banner: "Less time on paperwork, more time for students.",
    image_banner: "industry-education-banner",
    title2: "What we deliver for education",
    text2: "We deliver in Arabic, French and English, which matters for institutions whose staff and documents move between all three languages.",
    list: [
      "Faculty and staff contracts and academic ranks",
      "Payroll for full-time and part-time lecturers",
      "Budget control by faculty and department",
      "Grant and research project accounting",
      "Employee self-service for leave and HR letters",
    ],
    image2: "industry-education-2",
  },
  {
    slug: "services",
    title: "Services",
    page: {
      seo: {
        title: "Oracle ERP for professional services firms",
        description:
          "Oracle Cloud ERP and HCM for services companies: project billing, resource management, time capture, expenses and payroll for people-driven businesses.",
        keywords: ["services erp", "professional services automation", "project billing", "resource management", "time and expenses"],
      },
      intro: {
        heading: "Oracle solutions for services companies",
        intro: "In a services business, people are the product. We implement Oracle so that time, skills and costs connect directly to billing and margin.",
      },
    },
    title1: "People, time and billing in one place",
    text1:
      "Facility management, consulting and outsourcing firms bill for hours, headcount or outcomes across many contracts. We connect Oracle HCM, time capture, Project Financials and Receivables so the work employees record turns into accurate invoices without re-entry. Managers see utilization and contract profitability from the same data.",
    image1: "industry-services-1",
    text_banner: "Every hour worked, captured once and billed correctly.",
    image_banner: "industry-services-banner",
    title2: "What we deliver for services",
    text2:
      "Services customers usually start with core HR, payroll and financials, then add project billing and resource management as their contracts grow. We plan the rollout so each phase delivers value on its own and nothing has to be redone later.",
    image2: "industry-services-2",
  },
  {
    slug: "healthcare",
    title: "Healthcare",
    page: {
      seo: {
        title: "Oracle HCM and ERP for healthcare providers",
        description:
          "Oracle HCM and ERP for hospitals and clinics: shift rostering, license tracking, medical supplies inventory and procurement with cost control.",
        keywords: ["healthcare erp", "hospital hcm", "shift rostering", "medical supplies inventory", "license tracking"],
      },
      intro: {
        heading: "Oracle solutions for healthcare",
        intro:
          "Hospitals and clinics run around the clock with highly qualified staff and critical supplies. We implement Oracle to manage both with the accuracy that patient care demands.",
      },
    },
    title1: "Staff and supplies for round-the-clock care",
    text1:
      "Healthcare providers schedule nurses and doctors across shifts, track licenses and certifications, and pay allowances for night and on-call duty. We configure Oracle HCM, Time and Labor and Payroll around these rules, while Oracle Inventory and Procurement keep medical consumables available with expiry dates and costs under control.",
    image1: "industry-healthcare-1",
    text_banner: "The right people on shift, the right supplies on the shelf.",
    image_banner: "industry-healthcare-banner",
    title2: "What we deliver for healthcare",
    text2: "We design healthcare solutions with clinical and administrative stakeholders together, so the system works for the ward as well as for finance.",
    list: [
      "Shift rostering and on-call allowances",
      "License and certification tracking",
      "Medical supplies inventory with lot and expiry control",
      "Procurement approvals by cost center",
      "Cost reporting by department",
    ],
    image2: "industry-healthcare-2",
  },
  {
    slug: "airlines",
    title: "Airlines",
    page: {
      seo: {
        title: "Oracle ERP and HCM for airlines",
        description:
          "Oracle ERP and HCM for airlines and aviation groups: crew and ground staff HR, multi-currency finance, station accounting and procurement.",
        keywords: ["airline erp", "aviation hcm", "crew payroll", "multi-currency accounting", "station accounting"],
      },
      intro: {
        heading: "Oracle solutions for airlines and aviation",
        intro:
          "Airlines operate across countries, currencies and regulatory regimes every day. We implement Oracle ERP and HCM to give them one view of finance and people across their network.",
      },
    },
    title1: "A network that spans borders",
    text1:
      "An airline pays suppliers in many currencies, runs stations in several countries and employs crew, engineers and ground staff under different contracts. We configure Oracle ERP with multi-currency ledgers and station-level accounting, and Oracle HCM to manage crew qualifications, allowances and payroll.",
    image1: "industry-airlines-1",
    text_banner: "One view of finance and people across every station.",
    image_banner: "industry-airlines-banner",
    title2: "What we deliver for airlines",
    text2:
      "Our aviation work covers finance, procurement and HR for airlines and their subsidiaries, including integration with the operational systems that manage flights, crews and maintenance.",
    image2: "industry-airlines-2",
  },
  {
    slug: "manufacturing-distribution",
    title: "Manufacturing & Distribution",
    page: {
      seo: {
        title: "Oracle SCM for manufacturers & distributors",
        description:
          "Oracle SCM and ERP for manufacturers and distributors: inventory, costing, production, order management and landed cost for imported goods.",
        keywords: ["manufacturing erp", "distribution erp", "oracle scm", "inventory costing", "landed cost"],
      },
      intro: {
        heading: "Oracle solutions for manufacturing and distribution",
        intro:
          "Manufacturers and distributors depend on accurate stock, reliable costing and on-time delivery. We implement Oracle to connect procurement, production, warehousing and sales.",
      },
    },
    title1: "Accurate stock, reliable margins",
    text1:
      "Industrial and distribution companies often run separate systems for purchasing, warehouses and sales, with spreadsheets in between. We replace them with Oracle SCM and ERP, giving one item master, one stock figure and costing that reflects freight, duties and production.",
    image1: "industry-manufacturing-distribution-1",
    text_banner: "One item master, one stock figure, one version of margin.",
    image_banner: "industry-manufacturing-distribution-banner",
    title2: "What we deliver for manufacturing and distribution",
    text2: "Our industrial and distribution projects range from single-plant manufacturers to regional distributors with many warehouses and sales channels.",
    list: [
      "Multi-warehouse inventory with lot and serial control",
      "Standard, average and landed costing",
      "Work orders and production planning",
      "Order management, pricing and credit control",
      "Van sales and e-commerce integration",
      "Demand and replenishment planning",
    ],
    image2: "industry-manufacturing-distribution-2",
  },
] as const satisfies readonly Industry[];

export type IndustrySlug = (typeof industries)[number]["slug"];

/** Heading of the presence section that closes every industry page (the offices come from site.ts). */
export const industryPresence = {
  title: "Our presence",
  text: "Our teams work from four offices and deliver Oracle projects for customers across the Middle East, Europe, Africa and the Americas.",
} as const satisfies SectionHeading;
