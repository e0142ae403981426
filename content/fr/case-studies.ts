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
  "cedar-wings": {
    challenge:
      "Indemnités et per diem des navigants étaient calculés dans des tableurs à partir des plannings imprimés, deux logiciels locaux payaient le Liban et les Émirats, et les fichiers WPS étaient corrigés à la main à chaque rejet de la banque.",
    approach:
      "Nous avons déployé Oracle Cloud HCM, Global Payroll et Time and Labor, converti par Fast Formula les vols du système équipages en indemnités, construit les règles CNSS libanaises, utilisé la paie émirienne d'Oracle pour le WPS et détaché un consultant paie auprès de l'équipe.",
    outcomes: {
      crew: { figure: "480", label: "navigants payés de leurs indemnités d'après les vols effectués" },
      payrolls: { figure: "2 paies", label: "le Liban avec la CNSS, les Émirats avec le WPS, sur une seule instance" },
      "payroll-days": { figure: "3 jours", label: "pour clôturer la paie mensuelle des deux pays, contre 8 auparavant" },
    },
    quote: {
      text: "Les indemnités de nos équipages viennent désormais des vols réellement effectués, et non plus de tableurs, et la paie de Beyrouth et de Dubaï se clôture en trois jours.",
      role: "Directeur des ressources humaines, Cedar Wings",
    },
  },
  "arabian-gulf-energy": {
    challenge:
      "L'échéance de la phase 2 de la facturation électronique ZATCA approchait et le processus de facturation ne pouvait pas la tenir, tandis que les AFE étaient autorisées dans un outil et leurs commandes et factures suivies dans un autre.",
    approach:
      "Nous avons déployé Oracle Cloud Financials, Procurement et Project Management, chaque AFE devenant un projet sous contrôle budgétaire, et construit la validation Fatoora sur Oracle Integration Cloud, sur place à Dammam et depuis notre centre offshore.",
    outcomes: {
      "cleared-invoices": { figure: "11 400", label: "factures fiscales validées via Fatoora au cours des cinq premiers mois" },
      afes: { figure: "140 AFE", label: "contrôlées sur budget, de la demande d'achat à l'immobilisation" },
      rejections: { figure: "0,4 %", label: "de factures rejetées à la première soumission, corrigées le jour même" },
    },
    quote: {
      text: "Chaque facture que nous émettons est validée par la ZATCA avant que le client ne la voie, et nos chefs de projet savent où en est chaque AFE avant d'engager le moindre riyal.",
      role: "Directeur financier, Arabian Gulf Energy",
    },
  },
  "al-bina-construction": {
    challenge:
      "Retenues de garantie et avances des sous-traitants étaient suivies dans des tableurs, les chefs d'équipe relevaient les présences sur papier, et le coût de la main-d'œuvre n'atteignait les projets qu'après la paie mensuelle, des semaines après les travaux.",
    approach:
      "Nous avons déployé Oracle Project Management, Procurement Cloud pour la sous-traitance en travaux complexes, et Oracle Cloud HCM avec Time and Labor et une paie produisant les fichiers WPS et Mudad, paramétrage et reprise étant assurés depuis notre centre offshore.",
    outcomes: {
      "site-workers": { figure: "4 200", label: "ouvriers pointant sur des feuilles de temps imputées aux projets" },
      subcontracts: { figure: "310", label: "contrats de sous-traitance repris avec montants certifiés et retenues" },
      "labour-cost-days": { figure: "1 jour", label: "pour imputer les heures approuvées au coût du projet, contre un mois" },
    },
    quote: {
      text: "Nos chefs de projet voient le coût de la main-d'œuvre de chantier dès le lendemain, et la retenue de garantie de chaque sous-traitant est calculée par le système, plus dans un tableur.",
      role: "Responsable du contrôle de projets, Al Bina Construction",
    },
  },
  "atlas-facility-services": {
    challenge:
      "La plupart des 9 000 salariés postés passent rarement dans un bureau : heures issues des relevés et des pointeuses, heures supplémentaires saisies à la main, et des milliers d'appels par mois aux bureaux RH sur les bulletins et les congés.",
    approach:
      "Nous avons déployé Oracle Cloud HCM, Time and Labor et Global Payroll avec les règles émiriennes et saoudiennes, puis un agent conçu dans Oracle AI Agent Studio qui répond aux questions de paie et de congés en arabe et en anglais, dans les droits de chaque salarié.",
    outcomes: {
      "shift-workers": { figure: "9 000", label: "salariés postés payés d'après des feuilles de temps approuvées" },
      "agent-answers": { figure: "68 %", label: "des questions de paie et de congés traitées par l'agent IA seul" },
      "hr-calls": { figure: "55 % de moins", label: "d'appels et de messages aux bureaux RH sur les 3 premiers mois" },
    },
    quote: {
      text: "Nos équipes sur site posent leurs questions de paie ou de congés depuis leur téléphone, en arabe ou en anglais, à toute heure, et nos chargés RH se consacrent aux cas qui demandent une personne.",
      role: "Directeur des ressources humaines, Atlas Facility Services",
    },
  },
  "horizon-capital-bank": {
    challenge:
      "Les dossiers RH étaient répartis entre deux systèmes locaux et la paie de chaque pays sur son propre progiciel, les fichiers WPS et PIFSS étaient refaits sur tableur chaque mois, et l'audit voulait savoir qui voyait et modifiait les salaires, et où ils étaient hébergés.",
    approach:
      "Nous avons déployé Oracle Cloud HCM et Global Payroll pour les Émirats et le Koweït, avec des rôles fondés sur la matrice de séparation des tâches, une revue de l'hébergement et des flux avec la conformité, et deux paies parallèles par pays.",
    outcomes: {
      employees: { figure: "2 350", label: "salariés aux Émirats et au Koweït payés par Oracle Global Payroll" },
      "payroll-files-days": { figure: "1 jour", label: "pour produire les fichiers mensuels WPS et PIFSS, contre 4 auparavant" },
      "sod-conflicts": { figure: "0 conflit", label: "ouvert à la revue de séparation des tâches de l'audit interne" },
    },
    quote: {
      text: "Nos fichiers WPS et PIFSS sortent directement de la paie, et quand l'audit demande qui peut modifier un salaire, nous répondons à partir de la conception des rôles, et non plus d'un tableur.",
      role: "Directeur des ressources humaines, Horizon Capital Bank",
    },
  },
  "levant-steel": {
    challenge:
      "Les deux usines tournaient sur une ancienne version très personnalisée d'E-Business Suite. Les coûts étaient refaits sur tableur après la clôture, chaque usine planifiait seule, et seuls quelques comptables maîtrisaient les contournements de change des comptes.",
    approach:
      "Nous avons migré les deux sociétés vers Oracle Cloud ERP et SCM, avec un coût réel par coulée et par campagne de laminage, un plan d'approvisionnement hebdomadaire unique, des comptes en USD et en JOD, des états statutaires en LBP et trois reprises à blanc rapprochées.",
    outcomes: {
      currencies: { figure: "3 devises", label: "LBP, USD et JOD, avec un reporting groupe en dollars américains" },
      "close-days": { figure: "5 jours", label: "pour clôturer le mois dans les deux usines, contre 12 auparavant" },
      "supply-plan": { figure: "Un seul plan", label: "hebdomadaire pour la ferraille, les billettes et les produits finis" },
    },
    quote: {
      text: "Nous voyons le coût d'une tonne de rond à béton au fil des déclarations de production, et non des semaines plus tard, et les deux usines planifient désormais à partir des mêmes chiffres.",
      role: "Directeur financier du groupe, Levant Steel",
    },
  },
  "groupe-delacroix": {
    challenge:
      "Huit sociétés tenaient des comptabilités séparées, la consolidation se faisait sur tableur, la comptabilité fournisseurs passait des jours sur les factures bloquées, et les obligations de facturation électronique de septembre 2026 approchaient.",
    approach:
      "Nous avons déployé Oracle Cloud Financials et EPM sur le Plan comptable général avec un FEC par société, relié Oracle à une PDP via Oracle Integration Cloud et construit un agent d'IA qui explique les blocages de factures à la comptabilité fournisseurs.",
    outcomes: {
      entities: { figure: "8 sociétés", label: "sur un plan de comptes unique, chacune produisant son propre FEC" },
      "consolidation-days": { figure: "5 jours", label: "pour publier les comptes consolidés mensuels, contre 12 auparavant" },
      "invoice-holds": { figure: "−40 %", label: "de factures fournisseurs bloquées depuis plus de 10 jours" },
    },
    quote: {
      text: "Notre comptabilité fournisseurs n'a plus à fouiller les commandes pour comprendre une facture bloquée, et nous abordons septembre 2026 avec une connexion à la PDP déjà testée.",
      role: "Directeur administratif et financier, Groupe Delacroix",
    },
  },
  "tamarisk-medical-group": {
    challenge:
      "Autorisations d'exercice, plannings et dossiers RH vivaient dans des outils distincts, les primes de garde étaient saisies d'après des feuilles papier, la pharmacie commandait par e-mail, et les factures aux assureurs devaient être validées par la ZATCA.",
    approach:
      "Nous avons déployé Oracle Cloud HCM et Global Payroll avec les autorisations d'exercice, les primes de garde, GOSI et Mudad ; Procurement et Inventory avec suivi des lots et des péremptions ; et la validation ZATCA des factures aux assureurs via Oracle Integration Cloud.",
    outcomes: {
      employees: { figure: "4 300", label: "salariés payés chaque mois, fichiers GOSI et Mudad issus de la paie" },
      "license-notice": { figure: "90 jours", label: "de préavis avant l'expiration d'une autorisation d'exercice" },
      "tracked-items": { figure: "6 800 articles", label: "de pharmacie et de matériel médical suivis par lot et péremption" },
    },
    quote: {
      text: "Les primes de garde viennent désormais des plannings et non plus du papier, et nous savons des mois à l'avance quelles autorisations d'exercice renouveler.",
      role: "Directrice des ressources humaines, Tamarisk Medical Group",
    },
  },
} satisfies TextsFor<"caseStudies">;
