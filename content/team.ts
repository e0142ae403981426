/**
 * The team section: leadership profiles (placeholder LinkedIn profiles). The firm's certifications are
 * claims a buyer can check, on /credentials (content/credentials.ts), not badges drawn here.
 * A member's `image` is their portrait (an image key of content/media.ts, a file staff replace); a member
 * without one is shown with their initials, never a silhouette.
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
  },
  {
    id: "nadine-khoury",
    sample: true,
    name: "Nadine Khoury",
    position: "HCM Practice Lead",
    description: "Nadine leads the Oracle Cloud HCM practice, from Core HR and payroll localization to talent and learning, and coaches our HCM consultants.",
    linkedin: "https://www.linkedin.com/in/nadine-khoury-example",
  },
  {
    id: "karim-saleh",
    sample: true,
    name: "Karim Saleh",
    position: "ERP Financials Lead",
    description:
      "Karim designs finance solutions on Oracle Fusion Cloud ERP and E-Business Suite, covering general ledger, payables, receivables, fixed assets and cash management.",
    linkedin: "https://www.linkedin.com/in/karim-saleh-example",
  },
  {
    id: "maya-azar",
    sample: true,
    name: "Maya Azar",
    position: "Technical Architect",
    description:
      "Maya designs the integrations and data migrations that connect Oracle Cloud applications to banking, billing and legacy systems, and the OCI environments they run on.",
    linkedin: "https://www.linkedin.com/in/maya-azar-example",
  },
  {
    id: "julien-moreau",
    sample: true,
    name: "Julien Moreau",
    position: "Head of France Office",
    description: "Julien runs our Paris office, opened in 2018, and leads engagements for French clients in their own language and time zone.",
    linkedin: "https://www.linkedin.com/in/julien-moreau-example",
  },
  {
    id: "layla-mansour",
    sample: true,
    name: "Layla Mansour",
    position: "Delivery Manager, Offshore Center",
    description:
      "Layla manages our offshore delivery center, set up in 2017, and coordinates its configuration, testing and support work with the teams on client sites.",
    linkedin: "https://www.linkedin.com/in/layla-mansour-example",
  },
] as const satisfies readonly TeamMember[];
