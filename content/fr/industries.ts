/**
 * The French texts of content/industries.ts: `industries` by slug, `industryPresence`. Only texts: slugs, keys,
 * links, pictures and every other value come from content/industries.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const industries = {
  telecom: {
    title: "Télécommunications",
    page: {
      seo: {
        title: "Oracle ERP et HCM pour les télécoms",
        description:
          "Oracle ERP, HCM et SCM pour opérateurs fixes et mobiles : actifs réseau, commissions des distributeurs, intégration de la facturation et gestion des effectifs.",
        keywords: [
          "erp télécoms",
          "oracle pour les opérateurs télécoms",
          "gestion des actifs réseau",
          "commissions des distributeurs",
          "intégration de la facturation",
        ],
      },
      intro: {
        heading: "Solutions Oracle pour les opérateurs télécoms",
        intro:
          "Les opérateurs télécoms gèrent de lourds investissements dans leurs réseaux, de vastes circuits de distribution et des équipes très spécialisées. Nous déployons les applications Oracle qui relient ces trois dimensions à la finance et aux ressources humaines.",
      },
    },
    title1: "Pensé pour les métiers à forte intensité de réseau",
    text1:
      "Les opérateurs investissent massivement dans les pylônes, la fibre et les équipements, et doivent suivre chaque actif de l'achat à la mise en service, puis jusqu'à son amortissement. Nous paramétrons Oracle Projects, Fixed Assets et Procurement pour rendre les dépenses d'investissement visibles par site et par projet. Le même dispositif fournit aux auditeurs et aux comités d'investissement des chiffres sur lesquels ils peuvent s'appuyer.",
    text_banner: "Du pylône au grand livre, chaque actif est comptabilisé.",
    title2: "Ce que nous apportons aux opérateurs télécoms",
    text2:
      "Nous paramétrons Oracle Fusion Cloud Financials, Oracle Project Management et Oracle Procurement pour que les dépenses de déploiement du réseau soient budgétées, engagées puis immobilisées site par site, et nous les relions aux plateformes de facturation, de CRM et de distribution via Oracle Integration Cloud. Le chiffre d'affaires arrive au grand livre sous forme d'écritures de synthèse rapprochées, et les soldes d'interconnexion et d'itinérance sont compensés avec les dettes envers les mêmes opérateurs. Côté RH, Oracle HCM et Oracle Global Payroll couvrent techniciens terrain, conseillers de centres d'appels et personnel des boutiques, avec les cotisations GOSI et les fichiers Mudad en Arabie saoudite et les fichiers WPS aux Émirats.",
    list: [
      "Suivi des investissements réseau, du bon de commande à l'immobilisation, par site et par projet",
      "Baux de sites, pylônes et droits de passage fibre sous IFRS 16 dans Oracle Lease Accounting",
      "Synthèses quotidiennes du chiffre d'affaires issues de la facturation, comptabilisées et rapprochées au grand livre",
      "Commissions des distributeurs et stock de recharges prépayées rapprochés entre le système distributeurs et Oracle",
      "Règlements d'interconnexion et d'itinérance avec compensation des créances et des dettes envers les partenaires",
      "Accords-cadres pour les équipements et services réseau, avec réceptions confirmées au niveau du site",
      "Facturation électronique ZATCA phase 2, TVA émirienne et comptabilité en IQD et USD pour l'Irak",
      "RH et paie des techniciens terrain, des conseillers en horaires postés et du personnel des boutiques",
    ],
  },
  construction: {
    title: "BTP et construction",
    page: {
      seo: {
        title: "Coûts de projet Oracle pour le BTP",
        description:
          "Oracle ERP pour le BTP : coûts de projet, gestion de la sous-traitance, facturation à l'avancement, suivi du matériel et paie du personnel de chantier.",
        keywords: ["erp btp", "comptabilité de projets oracle", "facturation à l'avancement", "gestion de la sous-traitance", "paie du personnel de chantier"],
      },
      intro: {
        heading: "Solutions Oracle pour le BTP et la construction",
        intro:
          "Dans le BTP, on gagne ou on perd de l'argent un projet à la fois. Nous paramétrons Oracle pour que chaque coût, chaque engagement et chaque facture soient rattachés au bon projet et à la bonne phase.",
      },
    },
    title1: "La maîtrise du projet, de l'appel d'offres à la réception",
    text1:
      "Les entreprises de construction jonglent avec les budgets, les sous-traitants, les retenues de garantie et les avenants sur de nombreux chantiers à la fois. Nous déployons Oracle Project Financials, Procurement et Payables pour suivre les engagements par rapport au budget : les chefs de projet voient leur marge tant qu'il est encore temps d'agir. La paie et les coûts de main-d'œuvre des chantiers alimentent la même vue projet.",
    text_banner: "Suivez la marge de vos projets tant que vous pouvez encore l'infléchir.",
    title2: "Ce que nous apportons au BTP",
    text2:
      "Nous déployons Oracle Project Management avec Oracle Procurement et Oracle Fusion Cloud Financials pour que chaque marché dispose d'un budget, d'un registre d'engagements et d'un plan de facturation uniques, ventilés par phase et par code de coût. Les commandes de sous-traitance portent leur décomposition du prix, leurs retenues de garantie et le remboursement des avances, et les situations de travaux suivent l'avancement validé, avenants compris dès leur acceptation par le client. Les heures de chantier sont saisies dans Oracle Time and Labor et payées par Oracle Global Payroll, avec GOSI et Mudad en Arabie saoudite et les fichiers WPS aux Émirats : la main-d'œuvre est imputée au bon projet à chaque paie.",
    list: [
      "Budgets de projet par phase et code de coût, reste à dépenser révisé chaque mois",
      "Commandes de sous-traitance avec décomposition du prix, retenues de garantie et remboursement des avances",
      "Situations de travaux établies sur métrés validés, avec avenants et retenues de garantie à recevoir",
      "Utilisation du matériel et des engins imputée aux projets à des taux de location internes",
      "Pointages de chantier, heures supplémentaires et indemnités de base vie imputés aux projets puis payés",
      "Plannings Primavera P6 reliés à Oracle Project Management via Oracle Integration Cloud",
      "Facturation électronique ZATCA via Fatoora pour les situations de travaux et libérations de retenues",
      "Provisions pour fin de service du personnel de chantier, selon les droits saoudien, émirien et libanais",
    ],
  },
  "financial-institutions": {
    title: "Institutions financières",
    page: {
      seo: {
        title: "Oracle ERP et HCM : banque et assurance",
        description:
          "Oracle ERP et HCM pour banques, assureurs et institutions financières : intégration aux systèmes cœurs, contrôles prêts pour l'audit, reporting réglementaire.",
        keywords: ["erp bancaire", "oracle pour les banques", "erp assurance", "hcm institutions financières", "contrôles d'audit"],
      },
      intro: {
        heading: "Solutions Oracle pour les institutions financières",
        intro:
          "Les banques et les assureurs exercent sous l'œil attentif des régulateurs. Nous déployons Oracle ERP et HCM avec les contrôles, les pistes d'audit et les intégrations qu'exigent ces établissements.",
      },
    },
    title1: "Les contrôles qu'attendent régulateurs et auditeurs",
    text1:
      "Les institutions financières font tourner leur cœur de métier sur des plateformes bancaires ou d'assurance spécialisées, tandis qu'Oracle prend en charge la finance, les achats et les ressources humaines. Nous relions les deux par des interfaces fiables avec le grand livre et concevons des circuits d'approbation fondés sur une séparation claire des tâches. Chaque transaction porte la piste d'audit que demandent les auditeurs internes et externes.",
    text_banner: "Chaque approbation tracée, chaque solde rapproché.",
    title2: "Ce que nous apportons aux institutions financières",
    text2:
      "Les banques et les assureurs conservent leurs systèmes cœurs : nous construisons donc la finance autour d'eux. Oracle Fusion Cloud Financials reçoit via Oracle Integration Cloud des écritures quotidiennes équilibrées issues des systèmes cœurs bancaires, de la monétique, de la trésorerie et de la gestion des contrats d'assurance, avec des états de rapprochement qui montrent ce qui a été reçu, comptabilisé ou rejeté. Oracle Procurement, Oracle Expenses et Fixed Assets couvrent tout le réseau d'agences avec des plafonds d'approbation par grade, tandis qu'Oracle Advanced Access Controls surveille la séparation des tâches. Oracle HCM et la paie gèrent grilles, cycles d'évaluation et obligations locales, comme la CNSS et l'indemnité de fin de service au Liban, ou GOSI et Mudad en Arabie saoudite.",
    list: [
      "Écritures quotidiennes interfacées depuis les systèmes cœurs bancaires, la monétique, la trésorerie et l'assurance",
      "Rapprochement des comptes d'interface et d'attente, revu par la finance avant chaque clôture",
      "Règles de séparation des tâches appliquées et surveillées avec Oracle Advanced Access Controls",
      "Immobilisations des agences, baux immobiliers et achats avec plafonds d'approbation par grade",
      "Budgets et tableaux de bord de gestion préparés dans Oracle EPM Cloud",
      "Grilles de classification, cycles d'évaluation et accès restreint aux données des salariés dans Oracle HCM",
      "Cotisations CNSS et indemnité de fin de service au Liban, GOSI et Mudad en Arabie saoudite",
      "TVA sur les commissions et données d'impôt sur les sociétés aux Émirats, tirées du grand livre",
    ],
  },
  "oil-gas": {
    title: "Pétrole et gaz",
    page: {
      seo: {
        title: "Oracle ERP pour le pétrole et le gaz",
        description:
          "Oracle ERP, SCM et HCM pour le pétrole et le gaz : comptabilité des joint-ventures, maintenance des actifs, stocks de pièces détachées et personnel en rotation.",
        keywords: ["erp pétrole et gaz", "oracle pour l'énergie", "comptabilité des joint-ventures", "maintenance des actifs", "personnel en rotation"],
      },
      intro: {
        heading: "Solutions Oracle pour le pétrole et le gaz",
        intro:
          "Les entreprises pétrolières et gazières gèrent des actifs coûteux, des sites isolés et des équipes en rotation. Nous déployons Oracle pour maîtriser les dépenses, les stocks et les effectifs sur chaque site.",
      },
    },
    title1: "Des opérations réparties sur des sites isolés",
    text1:
      "Les sociétés d'énergie et de services pétroliers doivent savoir où se trouve chaque équipement, ce que coûte son exploitation et qui est présent sur le site. Nous paramétrons Oracle Maintenance, Inventory et Procurement pour la planification des pièces détachées et l'entretien des actifs, et Oracle HCM pour les plannings de rotation et les indemnités de site.",
    text_banner: "Les pièces en stock, les équipes en rotation, les coûts maîtrisés.",
    title2: "Ce que nous apportons au secteur pétrolier et gazier",
    text2:
      "Nous paramétrons Oracle Joint Venture Management sur Oracle Fusion Cloud Financials pour que les opérateurs répartissent les coûts selon les quotes-parts, appliquent les frais généraux, émettent factures partenaires et appels de fonds, et rendent compte à chaque partenaire par association. Les investissements passent par Oracle Project Management : chaque autorisation de dépense (AFE) est approuvée comme un budget et suivie face aux engagements et aux coûts réels jusqu'à l'immobilisation de l'actif. Oracle Maintenance, Oracle Inventory Management et Oracle Procurement assurent l'entretien des équipements tournants et le stock de pièces critiques, tandis qu'Oracle HCM suit les équipes en rotation, les sous-traitants et les habilitations HSE exigées avant tout départ sur site.",
    list: [
      "Facturation des partenaires, appels de fonds et relevés par association et par quote-part",
      "Budgets AFE, approbations et compléments suivis face aux engagements et aux dépenses réelles",
      "Transfert des projets d'investissement des immobilisations en cours vers les immobilisations à leur achèvement",
      "Plans de maintenance préventive et ordres de travail pour appareils de forage, pompes, compresseurs et véhicules",
      "Pièces critiques et articles à long délai planifiés par site, avec réapprovisionnement mini-maxi",
      "Commandes de services et personnel sous-traitant rapprochés des attachements journaliers validés",
      "Plannings de rotation, indemnités de site et alertes d'expiration des habilitations HSE avant mobilisation",
      "Comptabilité en IQD et USD pour l'Irak et facturation électronique ZATCA pour les entités saoudiennes",
    ],
  },
  education: {
    title: "Éducation",
    page: {
      seo: {
        title: "Oracle Cloud pour universités et écoles",
        description:
          "Oracle HCM et ERP pour les universités et les écoles : contrats des enseignants, paie universitaire, subventions, contrôle budgétaire et achats.",
        keywords: ["erp université", "oracle pour l'éducation", "paie des enseignants", "hcm enseignement supérieur", "contrôle budgétaire"],
      },
      intro: {
        heading: "Solutions Oracle pour l'éducation",
        intro:
          "Les universités et les écoles gèrent des personnels variés, des budgets serrés et de longs cycles académiques. Nous les aidons à piloter RH, paie et finance sur Oracle avec une charge administrative allégée.",
      },
    },
    title1: "Une administration au service de l'enseignement",
    text1:
      "Les établissements d'enseignement emploient des enseignants permanents, des vacataires et du personnel administratif, chacun avec ses contrats et ses règles de rémunération. Nous paramétrons Oracle HCM pour gérer les charges d'enseignement, les grades universitaires et les renouvellements de contrats, et Oracle ERP pour piloter les budgets par faculté et par département.",
    text_banner: "Moins de temps pour la paperasse, plus de temps pour les étudiants.",
    title2: "Ce que nous apportons à l'éducation",
    text2:
      "Nous paramétrons Oracle HCM pour les grades universitaires, la titularisation, les dossiers de promotion et les renouvellements de contrats, et Oracle Global Payroll pour les enseignants permanents, les vacataires payés selon leur charge d'enseignement validée, ainsi que les heures complémentaires et les cours d'été. Oracle Fusion Cloud Financials, avec Oracle Budgetary Control, maintient chaque faculté et chaque département dans son budget voté, tandis qu'Oracle Grants Management suit les contrats de recherche, de la proposition au compte rendu financier remis au financeur. Les créances de scolarité arrivent du système de gestion des étudiants via Oracle Integration Cloud, et nous intervenons en arabe, en français et en anglais pour des établissements dont le personnel et les documents passent d'une langue à l'autre.",
    list: [
      "Grades universitaires, parcours de titularisation et dossiers de promotion gérés dans Oracle HCM",
      "Rémunération des vacataires calculée chaque semestre à partir des heures d'enseignement validées",
      "Contrôle budgétaire par faculté, département et source de financement avant chaque achat",
      "Contrats de recherche avec budgets des financeurs, taux de frais indirects et comptes rendus financiers",
      "Frais de scolarité, bourses et créances étudiantes interfacés depuis le système de gestion des étudiants",
      "Paie avec CNSS et indemnité de fin de service au Liban, et GOSI en Arabie saoudite",
      "Achats d'équipements de laboratoire, d'ouvrages et de services imputés aux contrats ou aux départements",
      "Libre-service salarié pour les congés, les attestations RH et les certificats de salaire en trois langues",
    ],
  },
  services: {
    title: "Services",
    page: {
      seo: {
        title: "Oracle ERP pour les sociétés de services",
        description:
          "Oracle Cloud ERP et HCM pour les sociétés de services : facturation des projets, gestion des ressources, saisie des temps, notes de frais et paie.",
        keywords: [
          "erp sociétés de services",
          "automatisation des services professionnels",
          "facturation des projets",
          "gestion des ressources",
          "temps et frais",
        ],
      },
      intro: {
        heading: "Solutions Oracle pour les sociétés de services",
        intro:
          "Dans une société de services, les collaborateurs sont le produit. Nous déployons Oracle pour relier directement le temps, les compétences et les coûts à la facturation et à la marge.",
      },
    },
    title1: "Collaborateurs, temps et facturation réunis",
    text1:
      "Les entreprises de facility management, de conseil et d'externalisation facturent à l'heure, à l'effectif ou au résultat, sur de nombreux contrats. Nous relions Oracle HCM, la saisie des temps, Project Financials et Receivables pour que le travail déclaré par les collaborateurs devienne des factures exactes, sans ressaisie. Les managers suivent le taux d'occupation et la rentabilité des contrats à partir des mêmes données.",
    text_banner: "Chaque heure travaillée, saisie une seule fois et facturée sans erreur.",
    title2: "Ce que nous apportons aux sociétés de services",
    text2:
      "Nous déployons Oracle Project Management avec Oracle Fusion Cloud Financials et Oracle HCM pour que chaque contrat, en régie, au forfait ou à l'effectif, ait sa grille tarifaire, ses règles de facturation et son mode de reconnaissance du revenu paramétrés une seule fois. Les collaborateurs saisissent leurs temps sur les projets, les managers les valident, et les heures approuvées alimentent la paie, les coûts projet et les factures clients sans ressaisie ; les responsables des ressources affectent les équipes selon les compétences et les disponibilités et suivent le taux d'occupation semaine après semaine. Nos clients commencent en général par le socle RH, la paie et la finance, puis ajoutent la facturation des projets et la gestion des ressources, chaque phase apportant sa propre valeur.",
    list: [
      "Grilles tarifaires, règles de facturation et types de contrats en régie ou au forfait",
      "Feuilles de temps hebdomadaires validées, qui alimentent coûts projet, paie et factures clients",
      "Demandes de ressources rapprochées des compétences et des disponibilités, avec taux d'occupation par équipe",
      "Revenu reconnu au jalon ou à l'avancement, conformément à IFRS 15",
      "Notes de frais avec justificatifs, barèmes d'indemnités journalières et refacturation aux projets clients",
      "Rentabilité des contrats, carnet de commandes et travaux non facturés, pour associés et directeurs de compte",
      "Facturation électronique ZATCA via Fatoora en Arabie saoudite et TVA émirienne sur les factures clients",
      "Réforme française de la facturation électronique, export du FEC et interfaces de paie pour la DSN",
    ],
  },
  healthcare: {
    title: "Santé",
    page: {
      seo: {
        title: "Oracle HCM et ERP pour la santé",
        description:
          "Oracle HCM et ERP pour hôpitaux et cliniques : planning des gardes, suivi des autorisations d'exercice, stocks de fournitures médicales et achats maîtrisés.",
        keywords: ["erp santé", "hcm hôpital", "planification des gardes", "stock de fournitures médicales", "suivi des autorisations d'exercice"],
      },
      intro: {
        heading: "Solutions Oracle pour la santé",
        intro:
          "Les hôpitaux et les cliniques fonctionnent jour et nuit, avec un personnel hautement qualifié et des fournitures critiques. Nous déployons Oracle pour gérer les deux avec la rigueur qu'exigent les soins aux patients.",
      },
    },
    title1: "Des équipes et des fournitures pour soigner jour et nuit",
    text1:
      "Les établissements de santé répartissent infirmiers et médecins sur les différents postes, suivent les autorisations d'exercice et les certifications, et versent des indemnités de nuit et d'astreinte. Nous paramétrons Oracle HCM, Time and Labor et Payroll selon ces règles, tandis qu'Oracle Inventory et Procurement assurent la disponibilité des consommables médicaux en maîtrisant les dates de péremption et les coûts.",
    text_banner: "Les bonnes équipes en poste, les bonnes fournitures en stock.",
    title2: "Ce que nous apportons aux établissements de santé",
    text2:
      "Nous paramétrons Oracle Time and Labor et Oracle Global Payroll selon les règles de rémunération hospitalières : majorations de nuit, de week-end et d'astreinte, plafonds d'heures supplémentaires, honoraires des remplaçants et des praticiens invités. Oracle HCM conserve l'autorisation d'exercice, la spécialité et les dates d'échéance de chaque soignant, pour qu'aucune autorisation expirée ne passe inaperçue dans le planning. Oracle Inventory Management et Oracle Procurement gèrent consommables médicaux et stock de pharmacie par lot et date de péremption, avec un réapprovisionnement des services selon leur dotation, et Oracle Receivables suit les créances sur les assureurs, du dépôt au rejet, à la nouvelle soumission et au paiement, à partir du système d'information hospitalier via Oracle Integration Cloud.",
    list: [
      "Majorations de garde, indemnités d'astreinte et heures supplémentaires calculées sur les plannings validés",
      "Alertes d'échéance des enregistrements SCFHS et des autorisations d'exercice DHA ou DoH",
      "Stocks de pharmacie et consommables médicaux suivis par lot, date de péremption et emplacement",
      "Réapprovisionnement des services, blocs opératoires et consultations depuis le magasin central selon leur dotation",
      "Créances sur les assureurs avec rejets, nouvelles soumissions et lettrage des avis de paiement par payeur",
      "Factures patients et assureurs interfacées chaque jour depuis le système d'information hospitalier",
      "Reporting des coûts par service et par activité pour la direction et le conseil d'administration",
      "Facturation électronique ZATCA pour les assureurs et obligations GOSI, Mudad et WPS en paie",
    ],
  },
  airlines: {
    title: "Transport aérien",
    page: {
      seo: {
        title: "Oracle ERP et HCM pour l'aérien",
        description:
          "Oracle ERP et HCM pour les compagnies et groupes aériens : RH des navigants et du personnel au sol, finance multidevise, comptabilité des escales et achats.",
        keywords: ["erp compagnie aérienne", "hcm aéronautique", "paie du personnel navigant", "comptabilité multidevise", "comptabilité des escales"],
      },
      intro: {
        heading: "Solutions Oracle pour les compagnies aériennes et l'aéronautique",
        intro:
          "Les compagnies aériennes opèrent chaque jour entre plusieurs pays, devises et régimes réglementaires. Nous déployons Oracle ERP et HCM pour leur donner une vision unique de la finance et des effectifs sur l'ensemble de leur réseau.",
      },
    },
    title1: "Un réseau qui ignore les frontières",
    text1:
      "Une compagnie aérienne paie ses fournisseurs dans de nombreuses devises, exploite des escales dans plusieurs pays et emploie navigants, ingénieurs et personnel au sol sous des contrats différents. Nous paramétrons Oracle ERP avec des livres comptables multidevises et une comptabilité par escale, et Oracle HCM pour gérer les qualifications, les indemnités et la paie des équipages.",
    text_banner: "Une vision unique de la finance et des effectifs, dans chaque escale.",
    title2: "Ce que nous apportons aux compagnies aériennes",
    text2:
      "Les systèmes de planification des équipages et d'opérations aériennes savent déjà qui a volé sur quel tronçon : nous transférons ces données vers Oracle Time and Labor et Oracle Global Payroll via Oracle Integration Cloud, pour que les heures de vol, les per diem, les indemnités de découcher et les primes de vol soient payés sans ressaisie. Oracle Fusion Cloud Financials tient la comptabilité de chaque escale dans sa devise locale, restitue les résultats dans la devise du groupe et rapproche les règlements BSP de l'IATA et les soldes interlignes de l'IATA Clearing House avec les ventes et les encaissements bancaires. Oracle Maintenance et Oracle Inventory Management gèrent les pièces avion, rotables et consommables, par numéro de série et par lot, avec des coûts imputés par immatriculation.",
    list: [
      "Données de planification des équipages converties en heures de vol, primes par tronçon et per diem",
      "Licences des navigants, certificats médicaux et qualifications de type suivis avec alertes d'échéance",
      "Comptabilité des escales en devise locale, avec réévaluation et reporting dans la devise du groupe",
      "Ventes agences BSP et règlements interlignes de l'IATA Clearing House rapprochés à chaque période",
      "Pièces rotables et consommables suivies par numéro de série, avec réparations et coûts par avion",
      "Carburant, assistance en escale et redevances de navigation rapprochés des vols avant paiement",
      "Interfaces de comptabilité des recettes passagers et fret vers le grand livre",
      "Cotisations GOSI, fichiers Mudad et fichiers WPS émiriens pour les navigants et le personnel au sol",
    ],
  },
  "manufacturing-distribution": {
    title: "Industrie et distribution",
    page: {
      seo: {
        title: "Oracle SCM : industrie et distribution",
        description:
          "Oracle SCM et ERP pour industriels et distributeurs : stocks, calcul des coûts, production, gestion des commandes et frais d'approche des importations.",
        keywords: ["erp industrie", "erp distribution", "chaîne logistique oracle scm", "valorisation des stocks", "frais d'approche"],
      },
      intro: {
        heading: "Solutions Oracle pour l'industrie et la distribution",
        intro:
          "Les industriels et les distributeurs ont besoin de stocks exacts, de coûts fiables et de livraisons dans les délais. Nous déployons Oracle pour relier achats, production, entreposage et ventes.",
      },
    },
    title1: "Des stocks exacts, des marges fiables",
    text1:
      "Les entreprises industrielles et de distribution utilisent souvent des systèmes distincts pour les achats, les entrepôts et les ventes, reliés entre eux par des tableurs. Nous les remplaçons par Oracle SCM et ERP : un référentiel articles unique, un seul chiffre de stock et un calcul des coûts qui intègre le transport, les droits de douane et la production.",
    text_banner: "Un référentiel articles, un chiffre de stock, une seule version de la marge.",
    title2: "Ce que nous apportons à l'industrie et à la distribution",
    text2:
      "Pour les industriels, nous déployons Oracle Manufacturing et Oracle Cost Management avec nomenclatures, gammes et coût standard ou réel, ainsi qu'Oracle Supply Chain Planning pour transformer prévisions et commandes clients en ordres d'achat et de fabrication planifiés. Pour les distributeurs, Oracle Inventory Management et Oracle Warehouse Management pilotent réception, rangement, préparation et inventaires tournants dans tous les entrepôts, tandis qu'Oracle Landed Cost Management ajoute transport, assurance et droits de douane au coût des marchandises importées. Pour la distribution terrain, nous relions les terminaux de vente en tournée, les sous-distributeurs et le commerce en ligne à Oracle Order Management et Receivables via Oracle Integration Cloud, afin de rapprocher chaque jour commandes, encaissements et stock des camions.",
    list: [
      "Nomenclatures, gammes et ordres de fabrication avec consommation automatique des matières et de la main-d'œuvre",
      "Coût standard, moyen ou réel avec analyse des écarts par produit et par usine",
      "Calcul des besoins nets dans Oracle Supply Chain Planning selon délais fournisseurs et stocks de sécurité",
      "Stocks multi-entrepôts avec gestion des lots, des numéros de série et des péremptions, et inventaires tournants",
      "Frais d'approche des importations : transport, assurance et droits de douane intégrés au coût",
      "Tournées de vente et de prévente avec chargement, arrêté de caisse et rapprochement quotidiens",
      "Tarifs, promotions et limites de crédit par canal, groupe de clients et région",
      "Facturation électronique ZATCA phase 2, TVA émirienne et réforme française de la facturation électronique",
    ],
  },
} satisfies TextsFor<"industries">;

export const industryPresence = {
  title: "Notre présence",
  text: "Nos équipes travaillent depuis cinq bureaux et mènent des projets Oracle pour des clients au Moyen-Orient, en Europe, en Afrique et sur le continent américain.",
} satisfies TextsFor<"industryPresence">;
