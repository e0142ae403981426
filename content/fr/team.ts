/**
 * The French texts of content/team.ts: `team` by id. Only texts: slugs, keys, links, pictures and every other
 * value come from content/team.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const team = {
  "rami-haddad": {
    name: "Rami Haddad",
    position: "Associé gérant",
    description:
      "Rami définit les orientations du cabinet et pilote son partenariat avec Oracle. Il siège aux comités de pilotage de nos principaux programmes ERP et HCM.",
  },
  "nadine-khoury": {
    name: "Nadine Khoury",
    position: "Directrice du pôle HCM",
    description:
      "Nadine dirige le pôle Oracle Cloud HCM, du Core HR et de la localisation de la paie jusqu'à la gestion des talents et la formation, et accompagne la montée en compétences de nos consultants HCM.",
  },
  "karim-saleh": {
    name: "Karim Saleh",
    position: "Responsable ERP Finance",
    description:
      "Karim conçoit les solutions financières sur Oracle Fusion Cloud ERP et E-Business Suite : grand livre, comptabilité fournisseurs et clients, immobilisations et gestion de trésorerie.",
  },
  "maya-azar": {
    name: "Maya Azar",
    position: "Architecte technique",
    description:
      "Maya conçoit les intégrations et les migrations de données qui relient les applications Oracle Cloud aux systèmes bancaires, de facturation et historiques, ainsi que les environnements OCI qui les hébergent.",
  },
  "julien-moreau": {
    name: "Julien Moreau",
    position: "Directeur du bureau France",
    description:
      "Julien dirige notre bureau de Paris, ouvert en 2018, et pilote les missions de nos clients français, dans leur langue et sur leur fuseau horaire.",
  },
  "layla-mansour": {
    name: "Layla Mansour",
    position: "Responsable des opérations, centre offshore",
    description:
      "Layla dirige notre centre de services offshore, créé en 2017, et coordonne ses travaux de paramétrage, de tests et de support avec les équipes présentes chez les clients.",
  },
  "omar-farhat": {
    name: "Omar Farhat",
    position: "Directeur du bureau de Riyad",
    description:
      "Omar dirige notre bureau de Riyad et pilote nos missions pour les clients saoudiens, de la facturation électronique ZATCA et des règles de paie GOSI jusqu’aux déclarations de saoudisation, sur Oracle Fusion Cloud ERP et HCM.",
  },
} satisfies TextsFor<"team">;
