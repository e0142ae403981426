/**
 * The French texts of content/case-studies.ts: `caseStudies` by slug. Only texts: slugs, keys, links, pictures and every
 * other value come from content/case-studies.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const caseStudies = {
  newroz: {
    challenge:
      "Avec l'extension du réseau, les investissements ne pouvaient plus être suivis du bon de commande à l'équipement installé, et le registre des immobilisations s'était éloigné de la réalité du terrain.",
    approach:
      "Nous avons géré chaque déploiement réseau comme un projet dans Oracle Cloud ERP et SCM, de l'achat au site puis à l'actif, et reconstruit le registre des immobilisations site par site, sur place à Erbil et depuis notre centre offshore.",
    outcomes: {
      sites: { figure: "900", label: "sites au registre des immobilisations, chaque actif lié à son site" },
      currencies: { figure: "2 devises", label: "IQD et USD, avec réévaluation et reporting dans les deux" },
      "capitalization-days": { figure: "10 jours", label: "pour immobiliser un site achevé, contre 3 mois environ auparavant" },
    },
    quote: {
      text: "Nous suivons désormais chaque déploiement du bon de commande jusqu'à l'équipement sur site, et les actifs de notre grand livre sont bien ceux que nos ingénieurs trouvent sur le terrain.",
      role: "Directeur financier, Newroz Telecom",
    },
  },
  asiacell: {
    challenge:
      "Les RH reposaient sur un ancien système et des formulaires papier, les éléments de paie étaient collectés chaque mois auprès de plusieurs services, et les managers devaient demander aux RH des états sur leurs propres équipes.",
    approach:
      "Nous avons déployé Oracle Cloud HCM avec les règles de paie irakiennes, la gestion des talents et un libre-service en arabe et en anglais, relié aux systèmes finance et de gestion des identités, et mené des paies parallèles avant le démarrage.",
    outcomes: {
      employees: { figure: "3 500", label: "salariés payés chaque mois depuis Oracle Cloud HCM" },
      "parallel-payroll": { figure: "3 mois", label: "de paie en parallèle, comparée ligne à ligne avant le démarrage" },
      "self-service-languages": { figure: "2 langues", label: "pour le libre-service salariés et managers : arabe et anglais" },
    },
    quote: {
      text: "Les éléments de paie nous parviennent désormais par le système et non plus par tableur, et nos managers valident les congés et mènent eux-mêmes les évaluations de leurs équipes, en arabe ou en anglais.",
      role: "Directrice des ressources humaines, Asiacell",
    },
  },
  "blc-bank": {
    challenge:
      "Fournisseurs, validations d'achats, immobilisations et comptabilité interne étaient dispersés entre des outils vieillissants, et le grand livre était rapproché à la main du système bancaire central.",
    approach:
      "Nous avons déployé Oracle Cloud Financials et Procurement aux côtés du core banking, avec un flux quotidien Oracle Integration Cloud vers le grand livre et des rôles fondés sur la séparation des tâches de la banque.",
    outcomes: {
      "close-days": { figure: "6 jours", label: "pour clôturer le mois, contre 10 auparavant" },
      "cutover-rehearsals": { figure: "2 répétitions", label: "complètes de la bascule, avant un démarrage en un seul week-end" },
      assets: { figure: "1 900 actifs", label: "agences, distributeurs et informatique, par lieu et centre de coûts" },
    },
    quote: {
      text: "Le grand livre est alimenté chaque jour depuis le core banking et rapproché le jour même. Après deux répétitions complètes, le week-end de bascule s'est déroulé sans surprise.",
      role: "Responsable des finances, BLC Bank",
    },
  },
  "antonine-uni": {
    challenge:
      "RH, paie et comptabilité fonctionnaient sur des systèmes distincts, et chaque faculté tenait son budget dans ses propres tableurs : aucune vision unique de la masse salariale ni des engagements budgétaires.",
    approach:
      "Nous avons déployé Oracle Cloud HCM avec la paie libanaise, Financials et Procurement avec un contrôle budgétaire par faculté, et des types de taux de change pour produire les états en LBP et en USD malgré les variations monétaires.",
    outcomes: {
      "part-time-instructors": { figure: "350", label: "enseignants vacataires payés selon leur charge d'enseignement saisie" },
      currencies: { figure: "2 devises", label: "LBP et USD, aux taux appliqués par l'université" },
      "close-days": { figure: "7 jours", label: "pour clôturer le mois sur un seul grand livre, contre 15 auparavant" },
    },
    quote: {
      text: "Les chefs de département voient ce qu'il reste de leur budget avant de valider un achat, et nous produisons nos états en livres libanaises et en dollars américains à partir d'un seul grand livre.",
      role: "Directrice financière, Antonine University",
    },
  },
} satisfies TextsFor<"caseStudies">;
