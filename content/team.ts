/**
 * The firm's people: the home page's team, /about's leadership (`leadership: true`), and the leads that
 * service and industry pages offer with "Talk to …" (`leads`: slugs of content/industries.ts and
 * content/services.ts; a page nobody leads offers the first leader). A portrait is a file, nothing more:
 * public/images/team/<id>.jpg (or .png, .webp) shows wherever the person appears; without one, a drawn
 * tile. The firm's certifications are claims a buyer can check, on /credentials (content/credentials.ts),
 * not badges drawn here. The people below are invented (`sample: true`) until real profiles replace them.
 */
import type { TeamMember } from "../lib/content/types";

export const team = [
  {
    id: "rami-haddad",
    sample: true,
    name: "Rami Haddad",
    position: "Managing Partner",
    description:
      "Rami sets the firm's direction and manages its partnership with Oracle. He sits on the steering committees of our larger ERP and HCM programs.",
    linkedin: "https://www.linkedin.com/in/rami-haddad-example",
    office: "beirut",
    languages: ["ar", "en", "fr"],
    certifications: ["Oracle Cloud Infrastructure Foundations Associate"],
    leads: { industries: ["telecom", "airlines"], services: ["consultancy-implementation"] },
    leadership: true,
  },
  {
    id: "nadine-khoury",
    sample: true,
    name: "Nadine Khoury",
    position: "HCM Practice Lead",
    description: "Nadine leads the Oracle Cloud HCM practice, from Core HR and payroll localization to talent and learning, and coaches our HCM consultants.",
    linkedin: "https://www.linkedin.com/in/nadine-khoury-example",
    office: "beirut",
    languages: ["ar", "en", "fr"],
    certifications: [
      "Oracle Global Human Resources Cloud Implementation Professional",
      "Oracle Payroll Cloud Implementation Professional",
      "Oracle Learning Cloud Implementation Professional",
    ],
    leads: { industries: ["education", "healthcare"], services: ["training"] },
    leadership: true,
  },
  {
    id: "karim-saleh",
    sample: true,
    name: "Karim Saleh",
    position: "ERP Financials Lead",
    description:
      "Karim designs finance solutions on Oracle Fusion Cloud ERP and E-Business Suite, covering general ledger, payables, receivables, fixed assets and cash management.",
    linkedin: "https://www.linkedin.com/in/karim-saleh-example",
    office: "dubai",
    languages: ["ar", "en"],
    certifications: ["Oracle Financials Cloud: General Ledger Implementation Professional", "Oracle Financials Cloud: Payables Implementation Professional"],
    leads: { industries: ["financial-institutions", "construction"], services: ["consultancy-implementation"] },
    leadership: true,
  },
  {
    id: "maya-azar",
    sample: true,
    name: "Maya Azar",
    position: "Technical Architect",
    description:
      "Maya designs the integrations and data migrations that connect Oracle Cloud applications to banking, billing and legacy systems, and the OCI environments they run on.",
    linkedin: "https://www.linkedin.com/in/maya-azar-example",
    office: "beirut",
    languages: ["ar", "en", "fr"],
    certifications: [
      "Oracle Cloud Infrastructure Architect Professional",
      "Oracle Cloud Platform Application Integration Professional",
      "Oracle Cloud Infrastructure Generative AI Professional",
    ],
    leads: { industries: ["telecom"], services: ["technology", "oracle-saas-ai-agent"] },
    leadership: true,
  },
  {
    id: "julien-moreau",
    sample: true,
    name: "Julien Moreau",
    position: "Head of France Office",
    description: "Julien runs our Paris office, opened in 2018, and leads engagements for French clients in their own language and time zone.",
    linkedin: "https://www.linkedin.com/in/julien-moreau-example",
    office: "paris",
    languages: ["fr", "en"],
    certifications: ["Oracle Procurement Cloud Implementation Professional"],
    leads: { industries: ["manufacturing-distribution"] },
    leadership: true,
  },
  {
    id: "layla-mansour",
    sample: true,
    name: "Layla Mansour",
    position: "Delivery Manager, Offshore Center",
    description:
      "Layla manages our offshore delivery center, set up in 2017, and coordinates its configuration, testing and support work with the teams on client sites.",
    linkedin: "https://www.linkedin.com/in/layla-mansour-example",
    office: "beirut",
    languages: ["ar", "en", "fr"],
    certifications: ["Oracle Project Management Cloud Implementation Professional"],
    leads: { industries: ["services"], services: ["offshore-development", "staff-augmentation"] },
  },
  {
    id: "omar-farhat",
    sample: true,
    name: "Omar Farhat",
    position: "Head of KSA Office",
    description:
      "Omar runs our Riyadh office and leads our work for Saudi clients, from ZATCA e-invoicing and GOSI payroll rules to Saudization reporting, on Oracle Fusion Cloud ERP and HCM.",
    linkedin: "https://www.linkedin.com/in/omar-farhat-example",
    office: "riyadh",
    languages: ["ar", "en"],
    certifications: ["Oracle Financials Cloud: Receivables Implementation Professional"],
    leads: { industries: ["oil-gas", "construction"] },
    leadership: true,
  },
] as const satisfies readonly TeamMember[];
