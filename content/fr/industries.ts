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
        title: "Oracle ERP et HCM pour les opérateurs télécoms",
        description:
          "Oracle ERP, HCM et SCM pour les opérateurs fixes et mobiles : suivi des actifs réseau, commissions des distributeurs, intégration de la facturation et gestion des effectifs.",
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
      "Au-delà des projets d'investissement, nous connectons Oracle aux plateformes de facturation et de CRM, automatisons le règlement des commissions des distributeurs et donnons aux RH les moyens de gérer des équipes techniques et commerciales réparties sur plusieurs régions.",
    list: [
      "Comptabilité des projets d'investissement et des actifs réseau",
      "Gestion des baux de sites et de pylônes",
      "Intégration des systèmes de facturation et de revenus",
      "Calcul des commissions des revendeurs et des distributeurs",
      "Achats d'équipements et de services réseau",
      "HCM pour les techniciens terrain et le personnel des boutiques",
    ],
  },
  construction: {
    title: "BTP et construction",
    page: {
      seo: {
        title: "Comptabilité de projets Oracle pour le BTP",
        description:
          "Oracle ERP pour les entreprises du BTP : coûts de projet, gestion de la sous-traitance, facturation à l'avancement, suivi du matériel et paie du personnel de chantier.",
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
    text2: "Nos solutions pour le BTP réunissent le chantier, l'équipe commerciale et la finance autour d'une source unique de données projet.",
    list: [
      "Budgétisation des projets et contrôle des coûts",
      "Engagements de sous-traitance et retenues de garantie",
      "Facturation à l'avancement et avenants",
      "Imputation des coûts du matériel et des engins",
      "Feuilles de temps et paie du personnel de chantier",
    ],
  },
  "financial-institutions": {
    title: "Institutions financières",
    page: {
      seo: {
        title: "Oracle ERP et HCM pour les banques et les assureurs",
        description:
          "Oracle ERP et HCM pour les banques, les assureurs et les institutions financières : intégration aux systèmes cœurs, contrôles prêts pour l'audit et reporting réglementaire.",
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
      "Nous avons travaillé avec des banques et des assureurs au Liban et dans toute la région : nous connaissons les revues de sécurité, les questions de localisation des données et les procédures de gestion des changements qui accompagnent ces projets.",
    list: [
      "Intégration du grand livre aux systèmes cœurs bancaires et d'assurance",
      "Cycle achats-paiements avec séparation des tâches",
      "Immobilisations sur l'ensemble du réseau d'agences",
      "Gestion des notes de frais et des cartes d'entreprise",
      "HCM avec grilles de classification et cycles d'évaluation",
      "Reporting réglementaire et reporting de gestion",
    ],
  },
  "oil-gas": {
    title: "Pétrole et gaz",
    page: {
      seo: {
        title: "Oracle ERP pour le secteur pétrolier et gazier",
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
      "Dans ce secteur, nos projets donnent de la visibilité sur les coûts par champ, par contrat et par actif, en s'intégrant aux systèmes opérationnels déjà en place.",
    list: [
      "Comptabilité des joint-ventures et facturation des partenaires",
      "Maintenance des actifs et stock de pièces détachées",
      "Achats d'équipements à long délai de livraison",
      "Plannings de rotation et indemnités de site",
      "Suivi des coûts par projet et par contrat",
    ],
  },
  education: {
    title: "Éducation",
    page: {
      seo: {
        title: "Oracle Cloud pour les universités et les écoles",
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
      "Nous intervenons en arabe, en français et en anglais : un atout pour les établissements dont le personnel et les documents passent constamment d'une langue à l'autre.",
    list: [
      "Contrats et grades universitaires des enseignants et du personnel",
      "Paie des enseignants permanents et des vacataires",
      "Contrôle budgétaire par faculté et par département",
      "Comptabilité des subventions et des projets de recherche",
      "Libre-service salarié pour les congés et les attestations RH",
    ],
  },
  services: {
    title: "Services",
    page: {
      seo: {
        title: "Oracle ERP pour les sociétés de services",
        description:
          "Oracle Cloud ERP et HCM pour les sociétés de services : facturation des projets, gestion des ressources, saisie des temps, frais et paie des métiers fondés sur l'humain.",
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
      "Nos clients du secteur des services commencent généralement par le socle RH, la paie et la finance, puis ajoutent la facturation des projets et la gestion des ressources à mesure que leurs contrats se développent. Nous planifions le déploiement pour que chaque phase apporte de la valeur par elle-même, sans rien à refaire ensuite.",
  },
  healthcare: {
    title: "Santé",
    page: {
      seo: {
        title: "Oracle HCM et ERP pour les établissements de santé",
        description:
          "Oracle HCM et ERP pour les hôpitaux et les cliniques : planification des gardes, suivi des autorisations d'exercice, stocks de fournitures médicales et achats maîtrisés.",
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
      "Nous concevons nos solutions de santé en associant les équipes soignantes et administratives, pour que le système fonctionne aussi bien pour les services de soins que pour la finance.",
    list: [
      "Planification des gardes et indemnités d'astreinte",
      "Suivi des autorisations d'exercice et des certifications",
      "Stocks de fournitures médicales avec gestion des lots et des dates de péremption",
      "Approbation des achats par centre de coûts",
      "Reporting des coûts par service",
    ],
  },
  airlines: {
    title: "Transport aérien",
    page: {
      seo: {
        title: "Oracle ERP et HCM pour les compagnies aériennes",
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
      "Dans l'aérien, nous intervenons sur la finance, les achats et les RH des compagnies et de leurs filiales, y compris l'intégration aux systèmes opérationnels qui gèrent les vols, les équipages et la maintenance.",
  },
  "manufacturing-distribution": {
    title: "Industrie et distribution",
    page: {
      seo: {
        title: "Oracle SCM pour les industriels et les distributeurs",
        description:
          "Oracle SCM et ERP pour les industriels et les distributeurs : stocks, calcul des coûts, production, gestion des commandes et frais d'approche des marchandises importées.",
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
      "Nos projets dans l'industrie et la distribution vont du fabricant mono-site au distributeur régional doté de nombreux entrepôts et canaux de vente.",
    list: [
      "Stocks multi-entrepôts avec suivi des lots et des numéros de série",
      "Coût standard, coût moyen pondéré et frais d'approche",
      "Ordres de fabrication et planification de la production",
      "Gestion des commandes, tarification et contrôle du crédit client",
      "Intégration de la vente en tournée et du e-commerce",
      "Planification de la demande et du réapprovisionnement",
    ],
  },
} satisfies TextsFor<"industries">;

export const industryPresence = {
  title: "Notre présence",
  text: "Nos équipes travaillent depuis quatre bureaux et mènent des projets Oracle pour des clients au Moyen-Orient, en Europe, en Afrique et sur le continent américain.",
} satisfies TextsFor<"industryPresence">;
