/**
 * The four solution pages (/solutions/<slug>), in menu order. `id` chooses the banner artwork.
 * Every solution lists an `hcm` tab first. Titles in `page.seo` omit the brand: <Seo> appends it.
 */
import type { Solution } from "../lib/content/types";

export const solutions = [
  {
    slug: "oracle-on-premise-solution",
    id: 0,
    title: "Oracle On-Premise Solutions",
    menuText: "Implementation, upgrades and support for Oracle E-Business Suite, PeopleSoft and JD Edwards running in your own data center.",
    page: {
      seo: {
        title: "Oracle E-Business Suite & on-premise ERP",
        description:
          "Implementation, upgrades and support for Oracle E-Business Suite, PeopleSoft and JD Edwards, with a clear path to the cloud when you are ready.",
        keywords: ["oracle e-business suite", "peoplesoft hcm", "jd edwards", "oracle ebs upgrade", "on-premise erp support", "oracle hyperion"],
      },
      intro: {
        heading: "Oracle on-premise solutions for finance, HR and supply chain",
        intro:
          "Many organizations still run core processes on Oracle E-Business Suite, PeopleSoft or JD Edwards. We implement, upgrade, extend and support these applications so they stay reliable, compliant and ready for a later move to the cloud.",
      },
    },
    image: "solution-on-premise",
    text1:
      "Since 2011, Cedrus has delivered Oracle applications hosted in our customers' own data centers for telecom operators, banks, government entities and industrial groups. Our consultants know the E-Business Suite, PeopleSoft and JD Edwards data models in depth, which matters when a project touches years of accounting history or a payroll that cannot miss a cycle.",
    text2:
      "Whether you are rolling out new modules, upgrading to E-Business Suite 12.2, stabilizing a system after years of customizations or planning a hybrid setup with Oracle Cloud, we scope the work, deliver it with a mixed onsite and offshore team, and stay on to support it.",
    button_text: "Talk to an on-premise expert",
    button_link: "/contact-us",
    tabs: [
      {
        id: "hcm",
        label: "HCM",
        title: "Oracle HRMS and PeopleSoft HCM",
        mainText:
          "We configure and support Oracle E-Business Suite HRMS and PeopleSoft HCM for organizations that keep employee data on their own infrastructure. Our work covers core HR, payroll, absence and self-service, with payroll rules localized for Lebanon, the U.A.E and Saudi Arabia.",
        lists: [
          {
            title: "Modules we deliver",
            items: [
              "Core HR and organization structures",
              "Oracle Payroll and PeopleSoft Global Payroll",
              "Absence and time management",
              "Employee and manager self-service",
              "Learning and performance management",
            ],
          },
          {
            title: "Local requirements we cover",
            items: [
              "NSSF contributions and end-of-service indemnity in Lebanon",
              "WPS salary files and gratuity in the U.A.E",
              "GOSI contributions and end-of-service benefits in KSA",
              "Bilingual Arabic and English payslips",
            ],
          },
        ],
        highlight: "Every payroll localization we build is proven in parallel runs against your current payroll before go-live.",
        endText: "When you are ready to move HR to the cloud, the structures we set up on-premise are designed to map cleanly to Oracle Fusion Cloud HCM.",
      },
      {
        id: "erp",
        label: "Financials",
        title: "Oracle E-Business Suite Financials",
        mainText:
          "From general ledger to fixed assets, we implement and extend E-Business Suite Financials to match your chart of accounts, legal entities and reporting obligations. We also take over existing installations and clean up the customizations that slow down month-end close.",
        lists: [
          {
            title: "Core modules",
            items: [
              "General Ledger with multi-currency accounting",
              "Payables and Receivables",
              "Cash Management and bank reconciliation",
              "Fixed Assets",
              "Purchasing and iProcurement",
            ],
          },
          {
            title: "Typical engagements",
            items: [
              "Rollouts to additional legal entities",
              "Upgrades to E-Business Suite 12.2",
              "VAT configuration for the U.A.E and KSA",
              "Period-end close reviews",
            ],
          },
        ],
        highlight: "A faster close comes from fewer manual journals, not from longer nights for the finance team.",
        endText: "We document every setup decision so that your internal team can own the system after go-live.",
      },
      {
        id: "scm",
        label: "Supply chain",
        title: "Supply chain on E-Business Suite and JD Edwards",
        mainText:
          "For distributors and manufacturers, we implement inventory, order management and manufacturing on Oracle E-Business Suite and JD Edwards EnterpriseOne. We align item masters, warehouses and costing methods with the way goods actually move through your business.",
        lists: [
          {
            title: "Capabilities",
            items: [
              "Inventory and warehouse management",
              "Order Management and pricing",
              "Discrete and process manufacturing",
              "Cost Management",
              "Procurement and supplier management",
            ],
          },
        ],
        highlight: "Accurate stock figures start with a clean item master, so that is where our supply chain projects begin.",
        endText: "Integrations with third-party warehouse, point-of-sale and logistics systems are built and monitored by our technical team.",
      },
      {
        id: "epm",
        label: "EPM",
        title: "Oracle Hyperion Planning and Financial Management",
        mainText:
          "We deliver on-premise Hyperion Planning, Financial Management and Essbase for budgeting, forecasting and group consolidation. Models are built around your entities, cost centers and management reports rather than a generic template.",
        lists: [
          {
            title: "What we build",
            items: [
              "Annual budget and rolling forecast models",
              "Intercompany eliminations and consolidation",
              "Management and statutory reporting packs",
              "Data loads from E-Business Suite, JD Edwards and other ledgers",
            ],
          },
        ],
        highlight: "Budget season should be spent analyzing numbers, not reconciling spreadsheets.",
        endText: "For customers planning a move, we also migrate Hyperion applications to Oracle EPM Cloud with their history intact.",
      },
    ],
    cards: [
      {
        title: "Implementation and rollout",
        text: "New installations, and additional modules, entities or countries on your existing Oracle platform.",
        listTitle: "Includes",
        list: ["Business process design workshops", "Configuration and testing", "Data migration from legacy systems", "Go-live and hypercare"],
      },
      {
        title: "Upgrades and stabilization",
        text: "A move to supported releases that also brings an aging system back under control.",
        listTitle: "Includes",
        list: ["E-Business Suite 12.2 and PeopleTools upgrades", "Customization review and retirement", "Performance tuning", "Patching and security updates"],
      },
      {
        title: "Application managed services",
        text: "Ongoing functional and technical support from our onsite and offshore teams.",
        listTitle: "Coverage",
        list: [
          "Incident and service request handling",
          "Month-end and payroll run support",
          "Minor enhancements and new reports",
          "Agreed service levels and monthly reporting",
        ],
      },
    ],
  },
  {
    slug: "oracle-cloud-solutions",
    id: 1,
    title: "Oracle Cloud Solutions",
    menuText: "Oracle Fusion Cloud HCM, ERP, SCM, EPM and CX, implemented and supported by a partner on the cloud journey since 2015.",
    page: {
      seo: {
        title: "Oracle Fusion Cloud ERP, HCM & SCM",
        description: "Oracle Fusion Cloud HCM, ERP, SCM, EPM and CX implementations, from solution design and data migration to quarterly updates and support.",
        keywords: ["oracle fusion cloud", "oracle cloud hcm", "oracle cloud erp", "oracle scm cloud", "oracle epm cloud", "oracle cx"],
      },
      intro: {
        heading: "Oracle Fusion Cloud Applications, implemented end to end",
        intro:
          "We have implemented Oracle Cloud applications since 2015. From the first design workshop to the quarterly update cycle, we help you adopt Fusion HCM, ERP, SCM, EPM and CX with standard processes and as few customizations as possible.",
      },
    },
    image: "solution-cloud",
    text1:
      "Cedrus began its cloud journey in 2015 and became the first Oracle HCM Cloud Excellence Implementer in the Levant. An Oracle partner since 2011, we bring Fusion Applications experience from telecom, banking, government, industrial and distribution customers in more than twelve markets.",
    text2:
      "Our cloud projects follow a structured method: we validate your processes against Oracle's standard flows, configure, migrate data, integrate with the systems you keep and train your users. After go-live, we test each quarterly update so new features arrive without surprises.",
    button_text: "Plan your cloud move",
    button_link: "/contact-us",
    tabs: [
      {
        id: "hcm",
        label: "HCM",
        title: "Oracle Fusion Cloud HCM",
        mainText:
          "Oracle Cloud HCM brings hiring, core HR, payroll, talent and learning onto a single data model. We configure it for organizations in the Middle East, Europe and North America, and extend payroll and legal reporting where Oracle's standard localizations stop.",
        lists: [
          {
            title: "Modules",
            items: [
              "Global Human Resources",
              "Recruiting and Onboarding",
              "Absence Management and Time and Labor",
              "Talent, Performance and Goals",
              "Learning",
              "Compensation",
            ],
          },
          {
            title: "Payroll localization",
            items: [
              "Lebanon payroll with NSSF and income tax rules",
              "U.A.E payroll with WPS files and gratuity",
              "KSA payroll with GOSI and end-of-service benefits",
              "Fast formulas for local allowances and deductions",
            ],
          },
        ],
        highlight: "We were the first Oracle HCM Cloud Excellence Implementer in the Levant, and HCM remains the core of our cloud practice.",
        endText: "Employees and managers get self-service in Arabic, French or English, and HR teams get OTBI reports they can build without waiting for IT.",
      },
      {
        id: "erp",
        label: "ERP",
        title: "Oracle Fusion Cloud ERP",
        mainText:
          "Cloud ERP covers financials, procurement and project accounting with built-in controls and reporting. We design the enterprise structure, ledgers and approval rules once, so new entities and countries can be added later without a redesign.",
        lists: [
          {
            title: "Financials",
            items: [
              "General Ledger and Financial Reporting",
              "Payables, Receivables and Expenses",
              "Cash Management",
              "Fixed Assets",
              "Tax setup for VAT regimes",
            ],
          },
          {
            title: "Procurement and projects",
            items: ["Self-service procurement", "Purchasing and supplier qualification", "Project financial management"],
          },
        ],
        highlight: "A well-designed chart of accounts is the one decision that shapes every report you will run.",
        endText:
          "We migrate open balances and transactions from E-Business Suite, JD Edwards, SAP or local accounting packages using FBDI and signed-off reconciliation reports.",
      },
      {
        id: "scm",
        label: "SCM",
        title: "Oracle Fusion Cloud SCM",
        mainText:
          "Supply chain cloud connects inventory, order management, manufacturing and costing on one platform. We implement it for distributors and manufacturers that need accurate stock and costs across several warehouses and legal entities.",
        lists: [
          {
            title: "Modules",
            items: ["Inventory Management", "Order Management", "Cost Management", "Manufacturing", "Product Hub"],
          },
        ],
        highlight: "Stock figures you can trust in every warehouse are the goal of every SCM project we run.",
        endText: "Our integration team connects SCM Cloud to warehouse scanners, e-commerce platforms and carrier systems through Oracle Integration Cloud.",
      },
      {
        id: "epm",
        label: "EPM",
        title: "Oracle EPM Cloud",
        mainText:
          "Oracle EPM Cloud handles planning, consolidation and account reconciliation on a single platform. We build planning models and close processes that pull actuals directly from Cloud ERP or from your existing ledger.",
        lists: [
          {
            title: "Processes",
            items: ["Planning and budgeting", "Financial Consolidation and Close", "Account Reconciliation", "Narrative Reporting"],
          },
        ],
        highlight: "Planning models are built around the decisions your managers actually make.",
        endText: "We also migrate on-premise Hyperion applications to EPM Cloud while keeping historical data and reporting continuity.",
      },
      {
        id: "cx",
        label: "CX",
        title: "Oracle CX",
        mainText:
          "Oracle CX supports sales, service and customer data for organizations that want their front office and back office on the same platform. We focus on connecting CX with Cloud ERP so quotes, orders and invoices follow one flow.",
        lists: [
          {
            title: "Applications",
            items: ["Sales automation and pipeline management", "Configure, price and quote", "Service requests and knowledge", "Customer data management"],
          },
        ],
        highlight: "Sales and finance see the same customer record, from the first quote to the last invoice.",
        endText: "Our CX projects start with a short discovery phase to agree on which processes should move first.",
      },
    ],
    cards: [
      {
        title: "Cloud implementation",
        text: "A phased rollout of Oracle Fusion applications, built on standard processes and tested with your own data.",
        listTitle: "Phases",
        list: [
          "Discovery and solution design",
          "Configuration and iterative build",
          "Data migration and integration",
          "User acceptance testing",
          "Go-live and hypercare",
        ],
      },
      {
        title: "Migration from on-premise",
        text: "A planned move from E-Business Suite, PeopleSoft or JD Edwards to Oracle Cloud.",
        listTitle: "Includes",
        list: ["Customization assessment", "Data mapping and cleansing", "Coexistence during the transition", "Decommissioning plan for legacy systems"],
      },
      {
        title: "Quarterly update management",
        text: "Ongoing support that keeps your cloud environment current and your users informed.",
        listTitle: "Includes",
        list: ["Release readiness reviews", "Regression testing", "Feature adoption recommendations", "Functional support desk"],
      },
    ],
  },
  {
    slug: "industry-specific-solutions",
    id: 2,
    title: "Industry-Specific Solutions",
    menuText: "Oracle processes shaped for telecom operators, banks, government bodies, and industrial and distribution companies.",
    page: {
      seo: {
        title: "Oracle solutions by industry",
        description:
          "Oracle ERP and HCM setups shaped for telecom operators, banks, government bodies, industrial groups and distributors in the Middle East and Europe.",
        keywords: ["oracle for telecom", "oracle for banking", "oracle public sector", "oracle industrial erp", "oracle distribution erp"],
      },
      intro: {
        heading: "Industry-specific Oracle solutions",
        intro:
          "Each sector has its own regulators, workforce structures and business models. We bring Oracle setups and lessons learned from telecom, banking, government, industrial and distribution projects, so you start from proven patterns instead of a blank page.",
      },
    },
    image: "solution-industry",
    text1:
      "Across more than 100 projects for more than 45 customers, the same sector-specific questions keep coming back: how a telecom operator accounts for network build-out, how a bank connects its core system to the general ledger, how a ministry enforces budget control. Our consultants carry those answers from one engagement to the next.",
    text2:
      "We combine the standard functionality of Oracle Fusion and E-Business Suite with sector-specific setups, reports and integrations. Where a requirement is truly unique, we extend the platform with Oracle-supported tools so the solution survives upgrades.",
    button_text: "Discuss your industry",
    button_link: "/contact-us",
    tabs: [
      {
        id: "hcm",
        label: "HCM",
        title: "Workforce management by sector",
        mainText:
          "Shift workers in a factory, branch staff in a bank and engineers on a telecom network each need different HR rules. We configure Oracle HCM for each workforce structure while keeping a single employee record and a compliant payroll.",
        lists: [
          {
            title: "Sector patterns",
            items: [
              "Shift and overtime rules for industrial sites",
              "Grade and step structures for government bodies",
              "Certification and training records for regulated banking roles",
              "Field technician qualifications for telecom operators",
            ],
          },
        ],
        highlight: "One HR platform can serve very different workforces when the rules are designed, not improvised.",
        endText: "Payroll rules for Lebanon, the U.A.E and KSA are validated with parallel runs before every go-live.",
      },
      {
        id: "telecom",
        label: "Telecom",
        title: "Oracle for telecom operators",
        mainText:
          "Telecom operators run capital-intensive networks, large dealer channels and complex partner settlements. We implement Oracle ERP to track network assets from purchase order to commissioning and to connect finance with billing platforms.",
        lists: [
          {
            title: "Focus areas",
            items: [
              "Capital projects and network asset tracking",
              "Site and tower lease management",
              "Dealer and distributor commissions",
              "Interconnect and roaming settlement accounting",
              "Billing system integration",
            ],
          },
        ],
        highlight: "Every network asset can be traced from the purchase order that bought it to the site where it runs.",
        endText: "We have delivered Oracle projects for mobile operators in the region, with teams working in Arabic and English.",
      },
      {
        id: "banking",
        label: "Banking",
        title: "Oracle for banks and financial institutions",
        mainText:
          "Banks run Oracle ERP and HCM alongside their core banking system. We connect the two cleanly, automate procurement and expense controls, and give finance and HR the audit trail that regulators expect.",
        lists: [
          {
            title: "Focus areas",
            items: [
              "General ledger integration with core banking",
              "Procurement with segregation of duties",
              "Fixed assets across branch networks",
              "Regulatory and board reporting",
              "Role-based security and audit trails",
            ],
          },
        ],
        highlight: "When auditors ask who approved what and when, the answer comes from the system, not from an email thread.",
        endText: "We work within bank IT security policies, including data residency requirements for cloud deployments.",
      },
      {
        id: "public",
        label: "Government",
        title: "Oracle for government and the public sector",
        mainText:
          "Public bodies need budget control, transparent procurement and HR structures tied to official grades. We configure Oracle to check commitments against the approved budget before any money is spent.",
        lists: [
          {
            title: "Focus areas",
            items: [
              "Budgetary control and encumbrance accounting",
              "Tendering and contract management",
              "Grade, step and allowance structures",
              "Bilingual Arabic and English documents",
            ],
          },
        ],
        highlight: "Budget checks happen when a request is raised, not after the invoice arrives.",
        endText: "Our teams deliver in Arabic, French and English, which suits ministries and public institutions across the region.",
      },
      {
        id: "industrial",
        label: "Industrial",
        title: "Oracle for industrial and distribution companies",
        mainText:
          "Manufacturers and distributors depend on margins, stock accuracy and delivery times. We implement Oracle SCM and ERP to connect procurement, production, warehousing and sales, with accurate costing at every step.",
        lists: [
          {
            title: "Focus areas",
            items: [
              "Multi-warehouse inventory and lot control",
              "Standard and actual costing",
              "Production planning and work orders",
              "Van sales and route distribution integration",
              "Landed cost for imported goods",
            ],
          },
        ],
        highlight: "Knowing the true landed cost of each item changes every pricing conversation.",
        endText: "We integrate Oracle with barcode scanners, point-of-sale and e-commerce systems through Oracle Integration Cloud.",
      },
    ],
    cards: [
      {
        title: "Sector assessment",
        text: "A short review of your processes against the patterns we have applied in your industry.",
        listTitle: "Deliverables",
        list: ["Current-state process map", "Fit-gap against the Oracle standard", "Prioritized roadmap"],
      },
      {
        title: "Accelerated setups",
        text: "Reusable configurations, reports and test scripts from earlier projects in your sector.",
        listTitle: "Includes",
        list: ["Chart of accounts options", "Sector reporting templates", "Test scenarios and data templates", "Security role designs"],
      },
      {
        title: "Regulatory alignment",
        text: "Configurations that respect local tax, labor and reporting rules in the markets where you operate.",
        listTitle: "Covers",
        list: ["VAT in the U.A.E and KSA", "Local labor law and end-of-service rules", "French statutory reporting", "Data residency considerations"],
      },
    ],
  },
  {
    slug: "technology-solutions",
    id: 3,
    title: "Technology Solutions",
    menuText: "Oracle Cloud Infrastructure, integrations, reporting and data migration that hold your Oracle landscape together.",
    page: {
      seo: {
        title: "OCI and Oracle Integration solutions",
        description:
          "OCI hosting, Oracle Integration Cloud, BI Publisher and OTBI reporting, data migration and technical HCM services for Oracle applications.",
        keywords: ["oracle cloud infrastructure", "oracle integration cloud", "bi publisher", "otbi reports", "oracle data migration", "hcm data loader"],
      },
      intro: {
        heading: "Technology solutions for your Oracle landscape",
        intro:
          "Applications work only as well as the integrations, data and infrastructure beneath them. Our technical team builds and runs the OCI environments, OIC integrations, reports and migrations that connect Oracle to the rest of your business.",
      },
    },
    image: "solution-technology",
    text1:
      "Every Cedrus project includes a technical stream: integrations with banks, payroll providers and legacy systems, reports that finance and HR actually use, and data migrations that reconcile to the last cent. Since 2017, much of this work has been delivered from our offshore delivery center, alongside consultants onsite with the customer.",
    text2:
      "We also host and manage Oracle workloads on Oracle Cloud Infrastructure, from E-Business Suite lift-and-shift moves to databases and custom applications. Our architects size, secure and monitor these environments so your team can focus on the business.",
    button_text: "Explore Oracle Cloud",
    button_link: "https://www.oracle.com/cloud/",
    tabs: [
      {
        id: "hcm",
        label: "HCM technical",
        title: "Technical services for Oracle Cloud HCM",
        mainText:
          "Oracle Cloud HCM depends on clean data loads, precise fast formulas and reliable outbound interfaces. Our HCM technical consultants handle that layer so functional teams can concentrate on processes.",
        lists: [
          {
            title: "Tools we work with",
            items: [
              "HCM Data Loader and HCM Spreadsheet Data Loader",
              "Fast formulas for payroll, absence and validation",
              "HCM Extracts for third-party interfaces",
              "BI Publisher payslips and HR letters",
              "HCM REST APIs",
            ],
          },
        ],
        highlight: "Employee data migrated by our team is reconciled field by field before anyone signs off.",
        endText: "We also build interfaces to time attendance devices, banks and medical insurance providers.",
      },
      {
        id: "oci",
        label: "OCI",
        title: "Oracle Cloud Infrastructure",
        mainText:
          "OCI runs Oracle databases and applications with predictable performance and pricing. We design landing zones, migrate E-Business Suite, PeopleSoft and JD Edwards environments, and manage them after go-live.",
        lists: [
          {
            title: "Services",
            items: [
              "Landing zone and network design",
              "Lift-and-shift migration of Oracle applications",
              "Autonomous Database and Exadata Database Service",
              "Backup, disaster recovery and monitoring",
              "Cost and usage reviews",
            ],
          },
        ],
        highlight: "Moving E-Business Suite to OCI keeps your application intact while retiring the hardware under it.",
        endText: "Every environment is documented and handed over with runbooks your own team can follow.",
      },
      {
        id: "oic",
        label: "Integration",
        title: "Oracle Integration Cloud",
        mainText:
          "OIC connects Oracle Fusion applications with banks, core systems, e-commerce platforms and government portals. We build integrations with proper error handling and monitoring, so failures are caught and reprocessed instead of being discovered at month-end.",
        lists: [
          {
            title: "Common integrations",
            items: [
              "Bank payment and statement files",
              "Core banking and billing system feeds",
              "Third-party payroll and time attendance",
              "E-commerce orders and inventory",
              "Government and tax portals",
            ],
          },
          {
            title: "Our standards",
            items: ["Reusable integration patterns", "Centralized error notifications", "Versioned and documented flows"],
          },
        ],
        highlight: "An integration is finished when it can fail safely, not when it has worked once.",
        endText: "Where OIC is not the right fit, we use Oracle REST APIs, file-based loads or database tools, whichever suits the case.",
      },
      {
        id: "bi",
        label: "Reporting",
        title: "Reporting and analytics",
        mainText:
          "Standard reports rarely cover everything finance and HR need. We build BI Publisher documents, OTBI analyses and Fusion Data Intelligence dashboards that draw on live Oracle data with the right security applied.",
        lists: [
          {
            title: "Deliverables",
            items: [
              "BI Publisher invoices, payslips and statutory forms",
              "OTBI analyses and dashboards",
              "Fusion Data Intelligence setup",
              "Bilingual Arabic and English report layouts",
            ],
          },
        ],
        highlight: "Managers get their numbers from Oracle directly, without exporting to spreadsheets first.",
        endText: "We train key users to build their own OTBI analyses, so everyday reporting does not depend on IT.",
      },
      {
        id: "data",
        label: "Data migration",
        title: "Data migration",
        mainText:
          "Data migration is where many ERP projects lose time. We extract, cleanse, transform and load data from legacy systems into Oracle, with reconciliation reports at every mock load.",
        lists: [
          {
            title: "Our approach",
            items: [
              "Data profiling and cleansing rules",
              "Mapping workshops with data owners",
              "Repeatable loads with FBDI and HDL",
              "Reconciliation at every mock cycle",
              "Cutover rehearsal",
            ],
          },
        ],
        highlight: "By go-live day, the migration has already run several times with the same result.",
        endText: "Typical sources include E-Business Suite, JD Edwards, SAP and locally developed accounting and HR systems.",
      },
    ],
    cards: [
      {
        title: "Integration delivery",
        text: "OIC and API integrations designed onsite and built by our offshore delivery center.",
        listTitle: "Includes",
        list: ["Integration design and build", "Monitoring and alerting", "Support and change requests"],
      },
      {
        title: "Cloud infrastructure management",
        text: "Design, migration and day-to-day operation of Oracle workloads on OCI.",
        listTitle: "Includes",
        list: ["Architecture and sizing", "Migration planning", "Patching and backups", "Security reviews"],
      },
      {
        title: "Reports and data",
        text: "Reporting, migration and data quality work that keeps Oracle data trustworthy.",
        listTitle: "Includes",
        list: ["BI Publisher and OTBI reports", "Data migration and reconciliation", "Data quality reviews"],
      },
    ],
  },
] as const satisfies readonly Solution[];

export type SolutionSlug = (typeof solutions)[number]["slug"];
