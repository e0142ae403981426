/**
 * Case studies: the structured facts of the client-story posts of content/blogs.ts (one per post, by its slug),
 * shown as the post's key-facts panel and linked from the client's industry, the services used, the client's
 * modal and the home page. `modules` are Oracle's product names, the same on every language's page. While an item
 * carries `sample: true`, its outcome figures, go-live month and quote are invented, until the client confirms them.
 */
import type { CaseStudy } from "../lib/content/types";

export const caseStudies = [
  {
    slug: "newroz",
    sample: true,
    client: "newroz-telecom",
    industry: "telecom",
    countries: ["IQ"],
    services: ["consultancy-implementation", "offshore-development", "training"],
    modules: ["Oracle Fusion Cloud Financials", "Oracle Procurement Cloud", "Oracle Inventory Management", "Oracle Project Management"],
    goLive: "2026-05",
    challenge:
      "As the network grew, capital spending could no longer be followed from purchase order to installed equipment, and the fixed asset register had drifted away from what was in the field.",
    approach:
      "We ran each network rollout as a project in Oracle Cloud ERP and SCM, from purchase to site to asset, and rebuilt the asset register site by site, onsite in Erbil and from our offshore center.",
    outcomes: [
      { id: "sites", figure: "900 sites", label: "in the asset register, each asset tagged by its site" },
      { id: "currencies", figure: "2 currencies", label: "IQD and USD, revalued and reported in both" },
      { id: "capitalization-days", figure: "10 days", label: "to capitalize a completed site, down from about 3 months" },
    ],
    quote: {
      text: "We can now follow each rollout from the purchase order to the equipment on site, and the assets in our ledger are the ones our engineers find in the field.",
      role: "Chief Financial Officer, Newroz Telecom",
      approved: false,
    },
  },
  {
    slug: "asiacell",
    sample: true,
    client: "asiacell",
    industry: "telecom",
    countries: ["IQ"],
    services: ["consultancy-implementation", "technology", "training"],
    modules: ["Oracle Fusion Cloud HCM", "Oracle Global Payroll", "Oracle Absence Management", "Oracle Talent Management", "Oracle Integration Cloud"],
    goLive: "2026-03",
    challenge:
      "HR ran on a legacy system and paper forms, payroll inputs were collected from several departments each month, and managers had to ask HR for reports on their own teams.",
    approach:
      "We implemented Oracle Cloud HCM with the Iraqi payroll rules, talent processes and self-service in Arabic and English, connected it to finance and identity systems, and ran parallel payrolls before go-live.",
    outcomes: [
      { id: "employees", figure: "3,500", label: "employees paid each month from Oracle Cloud HCM" },
      { id: "parallel-payroll", figure: "3 months", label: "of parallel payroll, compared line by line before go-live" },
      { id: "self-service-languages", figure: "2 languages", label: "of employee and manager self-service: Arabic and English" },
    ],
    quote: {
      text: "Payroll inputs now reach us through the system instead of spreadsheets, and our managers approve leave and run their teams' reviews themselves, in Arabic or English.",
      role: "Director of Human Resources, Asiacell",
      approved: false,
    },
  },
  {
    slug: "blc-bank",
    sample: true,
    client: "blc-bank",
    industry: "financial-institutions",
    countries: ["LB"],
    services: ["consultancy-implementation", "technology"],
    modules: ["Oracle Fusion Cloud Financials", "Oracle Procurement Cloud", "Oracle Supplier Portal", "Oracle Integration Cloud"],
    goLive: "2025-10",
    challenge:
      "Suppliers, purchase approvals, fixed assets and internal accounting were spread across older tools, and the general ledger was reconciled with the core banking system by hand.",
    approach:
      "We implemented Oracle Cloud Financials and Procurement alongside the core banking system, with a daily Oracle Integration Cloud feed into the ledger and roles built on the bank's segregation of duties.",
    outcomes: [
      { id: "close-days", figure: "6 days", label: "to close the month, down from 10" },
      { id: "cutover-rehearsals", figure: "2 rehearsals", label: "of the full cutover before a one-weekend go-live" },
      { id: "assets", figure: "1,900 assets", label: "in branches, ATMs and IT, by location and cost center" },
    ],
    quote: {
      text: "The ledger is fed from core banking every day and reconciled the same day. After two full rehearsals, the cutover weekend held no surprises.",
      role: "Head of Finance, BLC Bank",
      approved: false,
    },
  },
  {
    slug: "antonine-uni",
    sample: true,
    client: "antonine-university",
    industry: "education",
    countries: ["LB"],
    services: ["consultancy-implementation", "technology", "training"],
    modules: ["Oracle Fusion Cloud HCM", "Oracle Global Payroll", "Oracle Absence Management", "Oracle Fusion Cloud Financials", "Oracle Procurement Cloud"],
    goLive: "2026-02",
    challenge:
      "HR, payroll and accounting ran on separate systems and each faculty kept its budget in its own spreadsheets, so there was no single view of people costs or of budget commitments.",
    approach:
      "We implemented Oracle Cloud HCM with Lebanese payroll, and Financials and Procurement with budget checks by faculty, with exchange rate types to report in LBP and USD through the currency swings.",
    outcomes: [
      { id: "part-time-instructors", figure: "350", label: "part-time instructors paid from their recorded teaching load" },
      { id: "currencies", figure: "2 currencies", label: "LBP and USD, at the rates the university applies" },
      { id: "close-days", figure: "7 days", label: "to close the month from one ledger, down from 15" },
    ],
    quote: {
      text: "Department heads see what is left of their budget before they approve a purchase, and we report in Lebanese pounds and US dollars from a single ledger.",
      role: "Director of Finance, Antonine University",
      approved: false,
    },
  },
  {
    slug: "cedar-wings",
    sample: true,
    client: "cedar-wings",
    industry: "airlines",
    countries: ["LB", "AE"],
    services: ["consultancy-implementation", "staff-augmentation", "training"],
    modules: ["Oracle Fusion Cloud HCM", "Oracle Global Payroll", "Oracle Time and Labor"],
    goLive: "2025-10",
    challenge:
      "Crew allowances and per diems were worked out in spreadsheets from roster printouts, two local packages paid Lebanon and the UAE, and WPS salary files were corrected by hand whenever the bank rejected a line.",
    approach:
      "We implemented Oracle Cloud HCM, Global Payroll and Time and Labor, turned flown sectors from the crew system into allowances with Fast Formulas, built the Lebanese NSSF rules, used Oracle's UAE payroll for WPS, and placed a payroll consultant with the team.",
    outcomes: [
      { id: "crew", figure: "480 crew", label: "paid allowances and per diems from the sectors they actually flew" },
      { id: "payrolls", figure: "2 payrolls", label: "Lebanon with NSSF and the UAE with WPS, on one Oracle instance" },
      { id: "payroll-days", figure: "3 days", label: "to close the monthly payroll in both countries, down from 8" },
    ],
    quote: {
      text: "Crew allowances now come from the sectors our crews actually flew, not from spreadsheets, and the payroll for Beirut and Dubai closes in three days.",
      role: "Director of Human Resources, Cedar Wings",
      approved: false,
    },
  },
  {
    slug: "arabian-gulf-energy",
    sample: true,
    client: "arabian-gulf-energy",
    industry: "oil-gas",
    countries: ["SA"],
    services: ["consultancy-implementation", "technology", "offshore-development"],
    modules: ["Oracle Fusion Cloud Financials", "Oracle Procurement Cloud", "Oracle Project Management", "Oracle Integration Cloud"],
    goLive: "2026-04",
    challenge:
      "ZATCA's phase 2 e-invoicing date was approaching and the invoicing process could not meet it, while capital projects were approved as AFEs in one tool and their purchase orders and invoices tracked in another.",
    approach:
      "We implemented Oracle Cloud Financials, Procurement and Project Management with each AFE as a budget-checked project, and built clearance through ZATCA's Fatoora platform on Oracle Integration Cloud, onsite in Dammam and from our offshore center.",
    outcomes: [
      { id: "cleared-invoices", figure: "11,400", label: "tax invoices cleared through Fatoora in the first five months" },
      { id: "afes", figure: "140 AFEs", label: "checked against budget from requisition to capitalized asset" },
      { id: "rejections", figure: "0.4%", label: "of invoices rejected at first submission, corrected the same day" },
    ],
    quote: {
      text: "Every invoice we issue is cleared by ZATCA before the customer sees it, and our project managers know where each AFE stands before they commit another riyal.",
      role: "Finance Director, Arabian Gulf Energy",
      approved: false,
    },
  },
  {
    slug: "al-bina-construction",
    sample: true,
    client: "al-bina-construction",
    industry: "construction",
    countries: ["AE", "SA"],
    services: ["consultancy-implementation", "offshore-development", "training"],
    modules: ["Oracle Project Management", "Oracle Procurement Cloud", "Oracle Fusion Cloud HCM", "Oracle Time and Labor", "Oracle Global Payroll"],
    goLive: "2025-10",
    challenge:
      "Subcontractor retention and advances were tracked in spreadsheets, foremen recorded site attendance on paper, and labour cost reached projects only after the monthly payroll, weeks after the work was done.",
    approach:
      "We implemented Oracle Project Management, Procurement Cloud with complex work subcontracts, and Oracle Cloud HCM with Time and Labor and payroll producing WPS and Mudad files, with configuration and migration from our offshore center.",
    outcomes: [
      { id: "site-workers", figure: "4,200", label: "site workers on timecards charged to project tasks" },
      { id: "subcontracts", figure: "310", label: "open subcontracts migrated with certified values and retention" },
      { id: "labour-cost-days", figure: "1 day", label: "for approved site hours to reach project cost, instead of a month" },
    ],
    quote: {
      text: "Our project managers see site labour cost the day after the work, and the retention on every subcontract is calculated by the system instead of a spreadsheet.",
      role: "Head of Project Controls, Al Bina Construction",
      approved: false,
    },
  },
  {
    slug: "atlas-facility-services",
    sample: true,
    client: "atlas-facility-services",
    industry: "services",
    countries: ["AE", "SA"],
    services: ["consultancy-implementation", "oracle-saas-ai-agent", "staff-augmentation"],
    modules: ["Oracle Fusion Cloud HCM", "Oracle Time and Labor", "Oracle Global Payroll", "Oracle AI Agent Studio"],
    goLive: "2026-01",
    challenge:
      "Most of 9,000 shift workers rarely visit an office: hours came from supervisors' sheets and biometric exports, overtime was keyed in by hand, and HR offices fielded thousands of calls a month about payslips and leave.",
    approach:
      "We implemented Oracle Cloud HCM, Time and Labor and Global Payroll with the UAE and KSA rules, then an agent built in Oracle AI Agent Studio that answers payslip and leave questions in Arabic and English within each employee's own security.",
    outcomes: [
      { id: "shift-workers", figure: "9,000", label: "shift workers paid from approved timecards in the UAE and KSA" },
      { id: "agent-answers", figure: "68%", label: "of payslip and leave questions answered by the AI agent alone" },
      { id: "hr-calls", figure: "55% fewer", label: "calls and messages to the HR offices in the agent's first 3 months" },
    ],
    quote: {
      text: "Our site staff ask about their payslip or leave on their phone, in Arabic or English, at any hour, and our HR officers spend their time on the cases that need a person.",
      role: "Director of Human Resources, Atlas Facility Services",
      approved: false,
    },
  },
  {
    slug: "horizon-capital-bank",
    sample: true,
    client: "horizon-capital-bank",
    industry: "financial-institutions",
    countries: ["AE", "KW"],
    services: ["consultancy-implementation", "technology", "staff-augmentation"],
    modules: [
      "Oracle Fusion Cloud HCM",
      "Oracle Global Payroll",
      "Oracle Absence Management",
      "Oracle Talent Management",
      "Oracle Transactional Business Intelligence",
    ],
    goLive: "2024-11",
    challenge:
      "HR records sat in two local systems and each country's payroll in its own package, the WPS and PIFSS files were rebuilt in spreadsheets every month, and audit wanted to know who could see and change salary data, and where it was held.",
    approach:
      "We implemented Oracle Cloud HCM and Global Payroll for the UAE and Kuwait, with roles built on the bank's segregation-of-duties matrix, a hosting and data-flow review with its compliance team, and two parallel payrolls per country.",
    outcomes: [
      { id: "employees", figure: "2,350", label: "employees in the UAE and Kuwait paid from Oracle Global Payroll" },
      { id: "payroll-files-days", figure: "1 day", label: "to produce the monthly WPS and PIFSS files, down from 4" },
      { id: "sod-conflicts", figure: "0 conflicts", label: "open at internal audit's segregation-of-duties review before go-live" },
    ],
    quote: {
      text: "Our WPS and PIFSS files now come straight out of payroll, and when audit asks who can change a salary, we answer from the role design instead of a spreadsheet.",
      role: "Head of Human Resources, Horizon Capital Bank",
      approved: false,
    },
  },
  {
    slug: "levant-steel",
    sample: true,
    client: "levant-steel",
    industry: "manufacturing-distribution",
    countries: ["LB", "JO"],
    services: ["consultancy-implementation", "offshore-development"],
    modules: [
      "Oracle Fusion Cloud Financials",
      "Oracle Inventory Management",
      "Oracle Cost Management",
      "Oracle Supply Chain Planning",
      "Oracle Order Management",
      "Oracle Manufacturing Cloud",
    ],
    goLive: "2026-01",
    challenge:
      "Both plants ran on an old, heavily customized E-Business Suite release. Costs were rebuilt in spreadsheets after month-end, each plant planned alone, and currency workarounds in the ledgers were understood by only a few accountants.",
    approach:
      "We moved both companies to Oracle Cloud ERP and SCM, with actual costing by heat and rolling campaign, one weekly supply plan, ledgers in USD and JOD with LBP statutory reports, and three reconciled mock conversions.",
    outcomes: [
      { id: "currencies", figure: "3 currencies", label: "LBP, USD and JOD, with group reporting in US dollars" },
      { id: "close-days", figure: "5 days", label: "to close the month for both plants, down from 12" },
      { id: "supply-plan", figure: "1 plan", label: "for scrap, billets and finished stock at both plants, run weekly" },
    ],
    quote: {
      text: "We see the cost of a tonne of rebar as production is reported, not weeks later, and both plants now plan from the same numbers.",
      role: "Group Chief Financial Officer, Levant Steel",
      approved: false,
    },
  },
  {
    slug: "groupe-delacroix",
    sample: true,
    client: "groupe-delacroix",
    industry: "manufacturing-distribution",
    countries: ["FR"],
    services: ["consultancy-implementation", "technology", "oracle-saas-ai-agent"],
    modules: ["Oracle Fusion Cloud Financials", "Oracle Fusion Cloud EPM", "Oracle Integration Cloud", "Oracle AI Agent Studio"],
    goLive: "2026-01",
    challenge:
      "Eight companies kept separate ledgers, consolidation ran on spreadsheets, accounts payable spent days on held supplier invoices, and the September 2026 e-invoicing obligations were approaching.",
    approach:
      "We implemented Oracle Cloud Financials and EPM on the French chart of accounts with an FEC per company, connected Oracle to a PDP through Oracle Integration Cloud, and built an AI agent that explains invoice holds to accounts payable.",
    outcomes: [
      { id: "entities", figure: "8 companies", label: "on one chart of accounts, each producing its own FEC" },
      { id: "consolidation-days", figure: "5 days", label: "to publish the consolidated monthly accounts, down from 12" },
      { id: "invoice-holds", figure: "40% fewer", label: "supplier invoices held for more than 10 days" },
    ],
    quote: {
      text: "Our payables team no longer digs through purchase orders to understand a held invoice, and we approach September 2026 with our PDP connection already tested.",
      role: "Chief Financial Officer, Groupe Delacroix",
      approved: false,
    },
  },
  {
    slug: "tamarisk-medical-group",
    sample: true,
    client: "tamarisk-medical-group",
    industry: "healthcare",
    countries: ["SA"],
    services: ["consultancy-implementation", "training", "offshore-development"],
    modules: ["Oracle Fusion Cloud HCM", "Oracle Global Payroll", "Oracle Procurement Cloud", "Oracle Inventory Management", "Oracle Integration Cloud"],
    goLive: "2026-05",
    challenge:
      "Licenses, rosters and HR records lived in separate tools, shift allowances were keyed in from paper timesheets, pharmacy orders went out by e-mail, and insurer invoices had to be cleared by ZATCA before being sent.",
    approach:
      "We implemented Oracle Cloud HCM and Global Payroll with license tracking, shift pay, GOSI and Mudad; Procurement and Inventory with lot and expiry control; and ZATCA clearance of insurer invoices through Oracle Integration Cloud.",
    outcomes: [
      { id: "employees", figure: "4,300", label: "employees paid each month, with GOSI and Mudad files from payroll" },
      { id: "license-notice", figure: "90 days", label: "of notice to HR and managers before a clinician's license expires" },
      { id: "tracked-items", figure: "6,800 items", label: "of pharmacy and medical stock tracked by lot and expiry" },
    ],
    quote: {
      text: "Shift allowances now come from the rosters instead of paper, and we know months ahead which licenses need renewing.",
      role: "Chief Human Resources Officer, Tamarisk Medical Group",
      approved: false,
    },
  },
] as const satisfies readonly CaseStudy[];
