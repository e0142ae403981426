/**
 * The French texts of content/positions.ts: `positions` by slug. Only texts: slugs, keys, links, pictures and every
 * other value come from content/positions.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const positions = {
  "senior-oracle-cloud-hcm-payroll-consultant": {
    title: "Consultant senior paie Oracle Cloud HCM (H/F)",
    seoTitle: "Consultant senior paie Oracle HCM (H/F)",
    summary:
      "Pilotez la conception et la localisation de la paie de projets Oracle Cloud HCM au Liban, aux Émirats et en Arabie saoudite, depuis notre siège de Beyrouth.",
    description: [
      "Consultant senior paie au sein de notre pôle HCM, vous êtes responsable du volet paie des projets Oracle Cloud HCM : vous animez les ateliers de conception, paramétrez les éléments, les formules et la ventilation des coûts, et pilotez les paies parallèles qui valident chaque paie avant le démarrage.",
      "Vous rejoignez l'équipe qui a fait de Cedrus le premier intégrateur d'excellence Oracle HCM Cloud du Levant. Nos clients HCM sont des banques, des opérateurs télécoms, des universités et des groupes industriels dans tout le Moyen-Orient, et vous travaillerez aux côtés de consultants Core HR, absences et techniques, à Beyrouth et dans notre centre de services offshore.",
    ],
    responsibilities: [
      "Animer les ateliers de conception de la paie et traduire les règles de rémunération, les indemnités et les retenues du client en une solution Oracle Cloud Payroll",
      "Paramétrer éléments, cumuls, Fast Formulas, ventilation des coûts et bulletins de paie, y compris les règles du Liban, des Émirats et de l'Arabie saoudite (CNSS, WPS, GOSI et indemnités de fin de service)",
      "Planifier et mener les paies parallèles, rapprocher les résultats de l'ancien système et résoudre les écarts avec l'équipe paie du client",
      "Préparer la reprise des données de paie avec HCM Data Loader, en lien avec nos consultants techniques",
      "Tester les mises à jour trimestrielles pour les clients paie après le démarrage et accompagner leurs cycles de paie mensuels",
      "Encadrer les consultants juniors et relire leur paramétrage et leur documentation",
    ],
    requirements: [
      "Au moins 6 ans d'expérience sur Oracle HCM, dont au moins 3 projets Oracle Cloud Payroll menés de bout en bout",
      "Maîtrise pratique des Fast Formulas, de la conception des éléments et des cumuls, de la ventilation des coûts de paie et des HCM Extracts",
      "Bonne connaissance de la paie et du droit du travail au Liban et dans le Golfe, notamment CNSS, WPS, GOSI et indemnités de fin de service",
      "Une certification de mise en œuvre Oracle Cloud HCM ou Global Payroll, ou la volonté de l'obtenir dans les six mois",
      "Arabe et anglais courants ; le français est un plus",
      "Disponibilité pour des déplacements chez les clients de la région : ateliers, tests et démarrages",
    ],
  },
  "oracle-fusion-cloud-financials-consultant": {
    title: "Consultant Oracle Fusion Cloud Financials (H/F)",
    seoTitle: "Consultant Oracle Cloud Financials (H/F)",
    summary:
      "Concevez et paramétrez Oracle Fusion Cloud Financials pour des clients aux Émirats et en Arabie saoudite, du plan comptable à la première clôture mensuelle.",
    description: [
      "Depuis notre bureau de Dubaï, vous prenez en charge le volet finance des projets Oracle Fusion Cloud ERP : vous animez les ateliers avec les équipes financières, concevez la structure de l'entreprise et les grands livres, paramétrez les modules auxiliaires et accompagnez le client dans les tests, la reprise des données et les premières clôtures après le démarrage.",
      "Vous travaillez au sein de notre pôle ERP, avec des architectes solution, des développeurs d'interfaces et notre centre de services offshore. Nos clients du Golfe sont des groupes de négoce, de construction, d'énergie et de services financiers, dont beaucoup comptent plusieurs entités juridiques, devises et régimes de TVA.",
    ],
    responsibilities: [
      "Animer les ateliers de conception avec les équipes financières et documenter les solutions General Ledger, Payables, Receivables, Cash Management et Fixed Assets",
      "Concevoir des plans comptables, grands livres, entités juridiques et règles de validation capables d'accueillir de nouvelles entités et de nouveaux pays",
      "Paramétrer la TVA des Émirats et de l'Arabie saoudite et répondre aux exigences de facturation électronique avec notre équipe intégration",
      "Préparer la reprise des soldes d'ouverture et des opérations en cours avec FBDI, et rapprocher chaque chargement d'essai avec les comptables du client",
      "Rédiger les scénarios de test, piloter la recette utilisateur et former les utilisateurs clés",
      "Accompagner les premières clôtures mensuelle et annuelle après le démarrage, et tester les mises à jour trimestrielles",
    ],
    requirements: [
      "Au moins 4 ans d'expérience sur Oracle Financials, dont au moins 2 projets Fusion Cloud ERP menés de bout en bout",
      "Solide connaissance de General Ledger, Payables, Receivables, Cash Management, Fixed Assets et Subledger Accounting",
      "Diplôme en comptabilité ou en finance ; une qualification professionnelle comme le CPA ou l'ACCA est un plus",
      "Expérience de la TVA aux Émirats et en Arabie saoudite ; la connaissance de la facturation électronique ZATCA est un plus",
      "Une certification de mise en œuvre Oracle Financials Cloud est souhaitée",
      "Anglais courant, l'arabe étant un atout important, et disponibilité pour des déplacements dans les pays du Golfe",
    ],
  },
  "oracle-integration-cloud-developer": {
    title: "Développeur Oracle Integration Cloud (H/F)",
    seoTitle: "Développeur Oracle Integration (H/F)",
    summary:
      "Développez et maintenez des intégrations OIC entre Oracle Fusion Cloud et banques, prestataires de paie et systèmes cœurs, depuis notre centre offshore.",
    description: [
      "En télétravail depuis le Liban ou l'Égypte, vous rejoignez l'équipe technique de notre centre de services offshore, qui développe et maintient depuis 2017 des intégrations Oracle pour des clients dans plusieurs pays. Vous concevez, développez et testez sur Oracle Integration Cloud des intégrations qui relient Fusion ERP et HCM aux banques, aux prestataires de paie, aux systèmes cœurs et aux portails administratifs.",
      "Vous travaillez à partir de spécifications validées avec nos consultants sur site, dans des backlogs partagés avec des passations quotidiennes. Chaque intégration comporte gestion des erreurs, alertes et retraitement, est versionnée et livrée avec sa supervision en place.",
    ],
    responsibilities: [
      "Concevoir et développer des intégrations OIC avec les adaptateurs REST, SOAP, ERP Cloud et HCM Cloud, ainsi que des chargements par fichiers",
      "Extraire et charger des données Fusion avec des rapports BI Publisher, HCM Extracts, FBDI et HCM Data Loader",
      "Intégrer gestion des erreurs, alertes et retraitement dans chaque intégration, et superviser les intégrations après le démarrage",
      "Rédiger les conceptions techniques et les scénarios de tests unitaires, et accompagner les tests système et la recette utilisateur",
      "Traiter les tickets d'intégration en support de niveau 2, dans le respect des niveaux de service convenus",
      "Versionner les intégrations et les documenter en vue de leur transfert",
    ],
    requirements: [
      "Au moins 3 ans d'expérience en développement d'intégrations, dont au moins 2 sur Oracle Integration Cloud",
      "Bonne connaissance des services web REST et SOAP, de JSON, XML et XSLT, et des transferts de fichiers SFTP",
      "Expérience des données Oracle Fusion ERP ou HCM via FBDI, HDL, BI Publisher ou HCM Extracts",
      "Bonne maîtrise de SQL et PL/SQL ; une expérience de Visual Builder ou des services OCI est un plus",
      "Une certification Oracle Integration Cloud est un plus",
      "Anglais courant ; l'arabe ou le français est un plus, nos clients travaillant dans les trois langues",
    ],
  },
} satisfies TextsFor<"positions">;
