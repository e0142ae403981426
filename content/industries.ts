/**
 * The nine industry pages (/industries/<slug>), in menu order. `list` is optional; every industry
 * has one, the concrete deliverables of its second section.
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
      "We set up Oracle Fusion Cloud Financials, Oracle Project Management and Oracle Procurement so that network rollout spending is budgeted, committed and capitalized site by site, and we connect them to billing, CRM and dealer platforms through Oracle Integration Cloud. Revenue reaches the general ledger as summarized, reconciled journals, and interconnect and roaming balances are netted against the same carriers' payables. On the people side, Oracle HCM and Oracle Global Payroll cover field engineers, call center agents and retail staff, with GOSI contributions and Mudad wage files in Saudi Arabia and WPS salary files in the UAE.",
    list: [
      "Network capex followed from purchase order to capitalized asset, by site and project",
      "Tower, rooftop and fiber right-of-way leases accounted for under IFRS 16 in Oracle Lease Accounting",
      "Daily revenue summaries from the billing platform posted and reconciled in the general ledger",
      "Dealer commissions and prepaid voucher stock reconciled between the dealer system and Oracle",
      "Interconnect and roaming settlements with netting of partner receivables and payables",
      "Framework agreements for network equipment and services, with receipts confirmed at site level",
      "ZATCA Phase 2 e-invoicing in Saudi Arabia, UAE VAT reporting and IQD/USD ledgers for Iraq",
      "HCM and payroll for field engineers, shift-based call center agents and retail staff",
    ],
    image2: "industry-telecom-2",
  },
  {
    slug: "construction",
    title: "Construction",
    page: {
      seo: {
        title: "Oracle project costing for construction",
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
    text2:
      "We implement Oracle Project Management with Oracle Procurement and Oracle Fusion Cloud Financials so that each contract has one budget, one commitment register and one billing plan, broken down by phase and cost code. Subcontract orders carry their schedule of values, retention and advance recovery, and client progress claims follow the certified percentage of completion, variation orders included once the client approves them. Site labor is captured in Oracle Time and Labor and paid through Oracle Global Payroll, with GOSI and Mudad in Saudi Arabia and WPS files in the UAE, so manpower costs reach the right project every pay period.",
    list: [
      "Project budgets by phase and cost code, with monthly estimates to complete",
      "Subcontract orders with schedule of values, retention and advance payment recovery",
      "Progress billing from certified measurements, with variation orders and retention receivable",
      "Plant and equipment usage charged to projects at internal hire rates",
      "Site timesheets, overtime and camp allowances costed to projects and paid through payroll",
      "Primavera P6 schedules linked to Oracle Project Management through Oracle Integration Cloud",
      "ZATCA e-invoicing on the Fatoora platform for progress claims and retention invoices",
      "End-of-service indemnity accruals for site workforces under Saudi, UAE and Lebanese labor law",
    ],
    image2: "industry-construction-2",
  },
  {
    slug: "financial-institutions",
    title: "Financial Institutions",
    page: {
      seo: {
        title: "Oracle ERP & HCM for banks and insurers",
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
      "Banks and insurers keep their core platforms, so we build finance around them: Oracle Fusion Cloud Financials receives balanced daily journals from core banking, cards, treasury and policy administration systems through Oracle Integration Cloud, with reconciliation reports showing what was received, posted or rejected. Oracle Procurement, Oracle Expenses and Fixed Assets run across the branch network with approval limits by grade, and Oracle Advanced Access Controls monitors segregation of duties. Oracle HCM and payroll cover grade structures, performance cycles and local obligations such as NSSF and end-of-service indemnity in Lebanon, or GOSI and Mudad in Saudi Arabia.",
    list: [
      "Daily journal interfaces from core banking, cards, treasury and insurance policy systems",
      "Interface and suspense account reconciliations reviewed by finance before every period close",
      "Segregation of duties rules enforced and monitored with Oracle Advanced Access Controls",
      "Branch fixed assets, premises leases and purchasing with approval limits by grade",
      "Budgets and management reporting packs prepared in Oracle EPM Cloud",
      "Grade structures, performance cycles and restricted access to employee data in Oracle HCM",
      "Payroll with NSSF and end-of-service indemnity in Lebanon, GOSI and Mudad in Saudi Arabia",
      "UAE VAT on fee income and corporate tax figures prepared from the general ledger",
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
    text2:
      "We configure Oracle Joint Venture Management on Oracle Fusion Cloud Financials so operators split costs by partner share, apply overhead, issue partner invoices and cash calls, and report to each partner by venture. Capital work runs through Oracle Project Management, each AFE approved as a budget and tracked against commitments and actual costs until the asset is capitalized. Oracle Maintenance, Oracle Inventory Management and Oracle Procurement keep rotating equipment serviced and critical spares in stock, while Oracle HCM follows rotation crews, contractors and the HSE certificates each person needs before going to site.",
    list: [
      "Joint interest billing, partner cash calls and statements by venture and cost share",
      "AFE budgets, approvals and supplements tracked against commitments and actual spend",
      "Capital projects transferred from construction in progress to fixed assets at completion",
      "Preventive maintenance plans and work orders for rigs, pumps, compressors and vehicles",
      "Critical spares and long-lead items planned by site, with min-max replenishment",
      "Contractor service orders and contingent workers reconciled against approved daily field tickets",
      "Rotation schedules, site allowances and HSE certificate expiry alerts before mobilization",
      "IQD/USD accounting for Iraqi operations and ZATCA e-invoicing for Saudi entities",
    ],
    image2: "industry-oil-gas-2",
  },
  {
    slug: "education",
    title: "Education",
    page: {
      seo: {
        title: "Oracle Cloud for universities & schools",
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
    text2:
      "We configure Oracle HCM for academic ranks, tenure and promotion files and contract renewals, and Oracle Global Payroll for salaried faculty, hourly lecturers paid from their approved teaching load, and overload or summer teaching. Oracle Fusion Cloud Financials with Oracle Budgetary Control keeps each faculty and department within its approved budget, while Oracle Grants Management follows research awards from proposal to sponsor reporting. Tuition receivables arrive from the student information system through Oracle Integration Cloud, and we deliver in Arabic, French and English for institutions whose staff and documents move between the three languages.",
    list: [
      "Academic ranks, tenure tracks and promotion files managed in Oracle HCM",
      "Part-time lecturer pay calculated each semester from approved teaching hours",
      "Budget checks by faculty, department and funding source before every purchase",
      "Research grants with sponsor budgets, indirect cost rates and award reporting",
      "Tuition, scholarships and student receivables interfaced from the student information system",
      "Payroll with NSSF and end-of-service indemnity in Lebanon and GOSI in Saudi Arabia",
      "Procurement of laboratory equipment, books and services charged to grants or departments",
      "Employee self-service for leave, HR letters and salary certificates in three languages",
    ],
    image2: "industry-education-2",
  },
  {
    slug: "services",
    title: "Services",
    page: {
      seo: {
        title: "Oracle ERP for professional services",
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
      "We implement Oracle Project Management with Oracle Fusion Cloud Financials and Oracle HCM so that each contract, whether time and materials, fixed fee or headcount based, has its rate card, billing rules and revenue recognition set up once. Employees record time against projects, managers approve it, and approved hours flow to payroll, project costs and client invoices without re-entry, while resource managers staff projects by skill and availability and follow utilization week by week. Customers usually start with core HR, payroll and financials, then add project billing and resource management, each phase standing on its own.",
    list: [
      "Rate cards, billing rules and contract types for time and materials or fixed fee",
      "Weekly timesheets with approvals, feeding project costs, payroll and client invoices",
      "Resource requests matched to skills and availability, with utilization reports by team",
      "Revenue recognized by milestone or percentage of completion under IFRS 15",
      "Expense reports with receipts, per-diem rules and recharges to client projects",
      "Contract profitability, backlog and unbilled work reports for partners and account managers",
      "ZATCA e-invoicing through Fatoora in Saudi Arabia and UAE VAT on client invoices",
      "France's e-invoicing reform, FEC exports and payroll interfaces for DSN declarations",
    ],
    image2: "industry-services-2",
  },
  {
    slug: "healthcare",
    title: "Healthcare",
    page: {
      seo: {
        title: "Oracle HCM & ERP for healthcare",
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
    text2:
      "We configure Oracle Time and Labor and Oracle Global Payroll for the way hospitals pay: night, weekend and on-call differentials, overtime limits, and fees for locum and visiting consultants. Oracle HCM holds each clinician's license, specialty classification and expiry dates, so a lapsed license never goes unnoticed on the roster. Oracle Inventory Management and Oracle Procurement manage medical consumables and pharmacy stock by lot and expiry, with par-level replenishment for wards, and Oracle Receivables follows insurer claims from submission through rejection, resubmission and payment, fed from the hospital information system through Oracle Integration Cloud.",
    list: [
      "Shift differentials, on-call allowances and overtime calculated from approved rosters",
      "License, specialty and certification expiry alerts for SCFHS, DHA and DoH registrations",
      "Pharmacy and medical consumables tracked by lot, expiry date and storage location",
      "Par-level replenishment for wards, operating theaters and clinics from the central store",
      "Insurer claims receivables with rejections, resubmissions and remittance matching by payer",
      "Patient and insurer invoices interfaced daily from the hospital information system",
      "Cost reporting by department and service line for management and the board",
      "ZATCA e-invoicing for insurer invoices and GOSI, Mudad or WPS payroll obligations",
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
      "Crew rostering and flight operations systems already record who flew which sector; we bring that data into Oracle Time and Labor and Oracle Global Payroll through Oracle Integration Cloud, so flight hours, per diems, layover and flight allowances are paid without re-keying. Oracle Fusion Cloud Financials runs station accounting in each local currency, reports in the group currency, and reconciles IATA BSP settlements and IATA Clearing House interline balances against sales and bank receipts. Oracle Maintenance and Oracle Inventory Management keep rotable and expendable aircraft parts under serial and lot control, with costs charged by tail number.",
    list: [
      "Crew rostering outputs converted into flight hours, sector pay and per-diem payments",
      "Crew licenses, medical certificates and type ratings tracked with expiry alerts",
      "Station ledgers in local currency with revaluation and reporting in group currency",
      "BSP agency sales and IATA Clearing House interline settlements reconciled every period",
      "Rotable and expendable parts inventory with serial tracking, repair orders and tail-number costing",
      "Fuel, ground handling and navigation charges matched to flights before payment",
      "Passenger and cargo revenue accounting interfaces posting to the general ledger",
      "GOSI, Mudad and UAE WPS payroll files for crew and ground staff",
    ],
    image2: "industry-airlines-2",
  },
  {
    slug: "manufacturing-distribution",
    title: "Manufacturing & Distribution",
    page: {
      seo: {
        title: "Oracle SCM for industry & distribution",
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
    text2:
      "For manufacturers we implement Oracle Manufacturing and Oracle Cost Management with bills of materials, routings and standard or actual costing, and Oracle Supply Chain Planning to turn forecasts and sales orders into planned purchase and work orders. For distributors, Oracle Inventory Management and Oracle Warehouse Management run receiving, putaway, picking and cycle counts across warehouses, while Oracle Landed Cost Management adds freight, insurance and customs duties to the cost of imported goods. Route-to-market operations connect van sales handhelds, sub-distributors and e-commerce to Oracle Order Management and Receivables through Oracle Integration Cloud, so orders, collections and van stock reconcile daily.",
    list: [
      "Bills of materials, routings and work orders with material and labor backflushing",
      "Standard, average or actual costing with variance analysis by product and plant",
      "MRP runs in Oracle Supply Chain Planning using supplier lead times and safety stock",
      "Multi-warehouse stock with lot, serial and expiry control and cycle counting",
      "Landed cost of imported goods, including freight, insurance and customs duties",
      "Van sales and pre-sales routes with daily loading, settlement and cash reconciliation",
      "Price lists, promotions and credit limits by channel, customer group and region",
      "ZATCA Phase 2 e-invoicing, UAE VAT and France's e-invoicing reform on sales invoices",
    ],
    image2: "industry-manufacturing-distribution-2",
  },
] as const satisfies readonly Industry[];

export type IndustrySlug = (typeof industries)[number]["slug"];

/** Heading of the presence section that closes every industry page (the offices come from site.ts). */
export const industryPresence = {
  title: "Our presence",
  text: "Our teams work from five offices and deliver Oracle projects for customers across the Middle East, Europe, Africa and the Americas.",
} as const satisfies SectionHeading;
