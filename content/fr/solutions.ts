/**
 * The French texts of content/solutions.ts: `solutions` by slug. Only texts: slugs, keys, links, pictures and
 * every other value come from content/solutions.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const solutions = {
  "oracle-on-premise-solution": {
    title: "Solutions Oracle sur site",
    menuText: "Mise en œuvre, montée de version et support d'Oracle E-Business Suite, PeopleSoft et JD Edwards hébergés dans votre propre centre de données.",
    page: {
      seo: {
        title: "Oracle E-Business Suite et ERP sur site",
        description:
          "Mise en œuvre, montée de version et support d'Oracle E-Business Suite, PeopleSoft et JD Edwards, avec une trajectoire claire vers le cloud le moment venu.",
        keywords: [
          "intégrateur Oracle E-Business Suite",
          "PeopleSoft HCM",
          "JD Edwards EnterpriseOne",
          "montée de version Oracle EBS",
          "support ERP sur site",
          "Oracle Hyperion Planning",
        ],
      },
      intro: {
        heading: "Solutions Oracle sur site pour la finance, les RH et la chaîne logistique",
        intro:
          "De nombreuses organisations font encore tourner leurs processus clés sur Oracle E-Business Suite, PeopleSoft ou JD Edwards. Nous mettons en œuvre, faisons évoluer, enrichissons et maintenons ces applications pour qu'elles restent fiables, conformes et prêtes pour un futur passage au cloud.",
      },
    },
    text1:
      "Depuis 2011, Cedrus déploie des applications Oracle hébergées dans les centres de données de ses clients : opérateurs télécoms, banques, administrations et groupes industriels. Nos consultants connaissent en profondeur les modèles de données d'E-Business Suite, de PeopleSoft et de JD Edwards, un atout décisif lorsqu'un projet touche des années d'historique comptable ou une paie qui ne peut manquer aucun cycle.",
    text2:
      "Qu'il s'agisse de déployer de nouveaux modules, de passer à E-Business Suite 12.2, de stabiliser un système alourdi par des années de développements spécifiques ou de préparer une architecture hybride avec Oracle Cloud, nous cadrons le projet, le réalisons avec une équipe mixte sur site et offshore, et restons à vos côtés pour le maintenir.",
    button_text: "Échanger avec un expert des solutions sur site",
    tabs: {
      hcm: {
        label: "HCM",
        title: "Oracle HRMS et PeopleSoft HCM",
        mainText:
          "Nous paramétrons et maintenons Oracle E-Business Suite HRMS et PeopleSoft HCM pour les organisations qui conservent les données de leurs collaborateurs sur leur propre infrastructure. Notre intervention couvre les RH de base, la paie, les absences et le libre-service, avec des règles de paie adaptées au Liban, aux Émirats arabes unis et à l'Arabie saoudite.",
        lists: [
          {
            title: "Modules que nous déployons",
            items: [
              "RH de base et structures organisationnelles",
              "Oracle Payroll et PeopleSoft Global Payroll",
              "Gestion des absences et des temps",
              "Libre-service collaborateurs et managers",
              "Formation et gestion de la performance",
            ],
          },
          {
            title: "Exigences locales couvertes",
            items: [
              "Cotisations CNSS et indemnité de fin de service au Liban",
              "Fichiers de salaires WPS et indemnité de fin de service aux Émirats arabes unis",
              "Cotisations GOSI et indemnités de fin de service en Arabie saoudite",
              "Bulletins de paie bilingues arabe et anglais",
            ],
          },
        ],
        highlight:
          "Chaque localisation de paie que nous développons est validée par des paies en parallèle avec votre système actuel avant la mise en production.",
        endText:
          "Le jour où vous choisirez de passer vos RH dans le cloud, les structures mises en place sur site sont conçues pour se transposer sans difficulté dans Oracle Fusion Cloud HCM.",
      },
      erp: {
        label: "Finance",
        title: "Modules financiers d'Oracle E-Business Suite",
        mainText:
          "Du grand livre aux immobilisations, nous mettons en œuvre et enrichissons les modules financiers d'E-Business Suite pour qu'ils reflètent votre plan de comptes, vos entités juridiques et vos obligations de reporting. Nous reprenons également des installations existantes et assainissons les développements spécifiques qui ralentissent la clôture mensuelle.",
        lists: [
          {
            title: "Modules clés",
            items: [
              "Grand livre et comptabilité multidevise",
              "Comptabilité fournisseurs et comptabilité clients",
              "Gestion de trésorerie et rapprochement bancaire",
              "Immobilisations",
              "Achats et iProcurement",
            ],
          },
          {
            title: "Missions types",
            items: [
              "Déploiement sur de nouvelles entités juridiques",
              "Montée de version vers E-Business Suite 12.2",
              "Paramétrage de la TVA aux Émirats arabes unis et en Arabie saoudite",
              "Revues des processus de clôture",
            ],
          },
        ],
        highlight: "Une clôture plus rapide naît de moins d'écritures manuelles, pas de soirées plus longues pour l'équipe financière.",
        endText: "Nous documentons chaque choix de paramétrage pour que votre équipe interne puisse s'approprier le système après la mise en production.",
      },
      scm: {
        label: "Chaîne logistique",
        title: "Chaîne logistique sur E-Business Suite et JD Edwards",
        mainText:
          "Pour les distributeurs et les industriels, nous mettons en œuvre la gestion des stocks, des commandes et de la production sur Oracle E-Business Suite et JD Edwards EnterpriseOne. Nous alignons le référentiel articles, les entrepôts et les méthodes de valorisation sur la façon dont les marchandises circulent réellement dans votre entreprise.",
        lists: [
          {
            title: "Fonctionnalités",
            items: [
              "Gestion des stocks et des entrepôts",
              "Gestion des commandes et tarification",
              "Production discrète et production en process",
              "Gestion des coûts",
              "Achats et gestion des fournisseurs",
            ],
          },
        ],
        highlight:
          "Des chiffres de stock fiables commencent par un référentiel articles propre : c'est donc par là que commencent nos projets de chaîne logistique.",
        endText: "Notre équipe technique développe et supervise les intégrations avec les systèmes tiers d'entreposage, de point de vente et de logistique.",
      },
      epm: {
        label: "EPM",
        title: "Oracle Hyperion Planning et Financial Management",
        mainText:
          "Nous déployons sur site Hyperion Planning, Financial Management et Essbase pour le budget, les prévisions et la consolidation du groupe. Les modèles sont construits autour de vos entités, de vos centres de coûts et de vos tableaux de bord de gestion, et non à partir d'un modèle générique.",
        lists: [
          {
            title: "Ce que nous construisons",
            items: [
              "Modèles de budget annuel et de prévisions glissantes",
              "Éliminations intragroupe et consolidation",
              "Liasses de reporting de gestion et réglementaire",
              "Chargement des données depuis E-Business Suite, JD Edwards et d'autres grands livres",
            ],
          },
        ],
        highlight: "La saison budgétaire devrait servir à analyser les chiffres, pas à rapprocher des tableurs.",
        endText: "Pour les clients qui préparent une transition, nous migrons aussi les applications Hyperion vers Oracle EPM Cloud avec tout leur historique.",
      },
    },
    cards: [
      {
        title: "Mise en œuvre et déploiement",
        text: "Nouvelles installations, ou nouveaux modules, entités ou pays sur votre plateforme Oracle existante.",
        listTitle: "Comprend",
        list: [
          "Ateliers de conception des processus métier",
          "Paramétrage et tests",
          "Reprise des données des anciens systèmes",
          "Mise en production et accompagnement renforcé",
        ],
      },
      {
        title: "Montées de version et stabilisation",
        text: "Un passage à des versions supportées qui permet aussi de reprendre la main sur un système vieillissant.",
        listTitle: "Comprend",
        list: [
          "Montées de version E-Business Suite 12.2 et PeopleTools",
          "Revue et retrait des développements spécifiques",
          "Optimisation des performances",
          "Correctifs et mises à jour de sécurité",
        ],
      },
      {
        title: "Tierce maintenance applicative",
        text: "Un support fonctionnel et technique continu, assuré par nos équipes sur site et offshore.",
        listTitle: "Périmètre",
        list: [
          "Traitement des incidents et des demandes de service",
          "Assistance aux clôtures mensuelles et aux cycles de paie",
          "Évolutions mineures et nouveaux rapports",
          "Niveaux de service convenus et reporting mensuel",
        ],
      },
    ],
  },
  "oracle-cloud-solutions": {
    title: "Solutions Oracle Cloud",
    menuText: "Oracle Fusion Cloud HCM, ERP, SCM, EPM et CX, mis en œuvre et maintenus par un partenaire engagé dans le cloud depuis 2015.",
    page: {
      seo: {
        title: "Oracle Fusion Cloud ERP, HCM et SCM",
        description:
          "Projets Oracle Fusion Cloud HCM, ERP, SCM, EPM et CX : de la conception de la solution et la reprise des données aux mises à jour trimestrielles et au support.",
        keywords: ["Oracle Fusion Cloud", "intégrateur Oracle Cloud HCM", "Oracle Cloud ERP", "Oracle SCM Cloud", "Oracle EPM Cloud", "Oracle CX"],
      },
      intro: {
        heading: "Oracle Fusion Cloud Applications, mises en œuvre de bout en bout",
        intro:
          "Nous mettons en œuvre les applications Oracle Cloud depuis 2015. Du premier atelier de conception au cycle des mises à jour trimestrielles, nous vous aidons à adopter Fusion HCM, ERP, SCM, EPM et CX avec des processus standard et le moins de développements spécifiques possible.",
      },
    },
    text1:
      "Cedrus a pris le virage du cloud en 2015 et est devenue le premier intégrateur d'excellence Oracle HCM Cloud du Levant. Partenaire d'Oracle depuis 2011, nous apportons une expérience des Fusion Applications acquise auprès de clients des télécoms, de la banque, du secteur public, de l'industrie et de la distribution, dans plus de douze marchés.",
    text2:
      "Nos projets cloud suivent une méthode structurée : nous confrontons vos processus aux flux standard d'Oracle, paramétrons, reprenons les données, intégrons les systèmes que vous conservez et formons vos utilisateurs. Après la mise en production, nous testons chaque mise à jour trimestrielle pour que les nouvelles fonctionnalités arrivent sans mauvaise surprise.",
    button_text: "Préparer votre passage au cloud",
    tabs: {
      hcm: {
        label: "HCM",
        title: "Oracle Fusion Cloud HCM",
        mainText:
          "Oracle Cloud HCM réunit le recrutement, les RH de base, la paie, les talents et la formation dans un modèle de données unique. Nous le paramétrons pour des organisations au Moyen-Orient, en Europe et en Amérique du Nord, et complétons la paie et les déclarations légales là où s'arrêtent les localisations standard d'Oracle.",
        lists: [
          {
            title: "Modules",
            items: [
              "Global Human Resources (RH de base)",
              "Recrutement et intégration des nouveaux collaborateurs",
              "Gestion des absences, des temps et des activités",
              "Talents, performance et objectifs",
              "Formation",
              "Rémunération",
            ],
          },
          {
            title: "Localisation de la paie",
            items: [
              "Paie libanaise avec les règles de la CNSS et de l'impôt sur le revenu",
              "Paie aux Émirats arabes unis avec fichiers WPS et indemnité de fin de service",
              "Paie en Arabie saoudite avec GOSI et indemnités de fin de service",
              "Fast Formula pour les primes et retenues locales",
            ],
          },
        ],
        highlight: "Nous avons été le premier intégrateur d'excellence Oracle HCM Cloud du Levant, et le HCM reste au cœur de notre pratique cloud.",
        endText:
          "Collaborateurs et managers disposent d'un libre-service en arabe, en français ou en anglais, et les équipes RH de rapports OTBI qu'elles construisent elles-mêmes, sans attendre la DSI.",
      },
      erp: {
        label: "ERP",
        title: "Oracle Fusion Cloud ERP",
        mainText:
          "Cloud ERP couvre la finance, les achats et la comptabilité de projets, avec des contrôles et un reporting intégrés. Nous concevons une seule fois la structure de l'entreprise, les livres comptables et les règles d'approbation, afin de pouvoir ajouter plus tard de nouvelles entités et de nouveaux pays sans tout repenser.",
        lists: [
          {
            title: "Finance",
            items: [
              "Grand livre et reporting financier",
              "Comptabilité fournisseurs, clients et notes de frais",
              "Gestion de trésorerie",
              "Immobilisations",
              "Paramétrage fiscal pour les régimes de TVA",
            ],
          },
          {
            title: "Achats et projets",
            items: ["Achats en libre-service", "Approvisionnement et qualification des fournisseurs", "Gestion financière des projets"],
          },
        ],
        highlight: "Un plan de comptes bien conçu est la décision qui façonne chacun des rapports que vous produirez.",
        endText:
          "Nous reprenons les soldes et les transactions ouverts depuis E-Business Suite, JD Edwards, SAP ou des logiciels comptables locaux, avec FBDI et des états de rapprochement validés.",
      },
      scm: {
        label: "SCM",
        title: "Oracle Fusion Cloud SCM",
        mainText:
          "Oracle Cloud SCM relie les stocks, la gestion des commandes, la production et le calcul des coûts sur une même plateforme. Nous le déployons pour les distributeurs et les industriels qui ont besoin de stocks et de coûts exacts sur plusieurs entrepôts et entités juridiques.",
        lists: [
          {
            title: "Modules",
            items: ["Gestion des stocks", "Gestion des commandes", "Gestion des coûts", "Production", "Product Hub (données produits)"],
          },
        ],
        highlight: "Des chiffres de stock fiables dans chaque entrepôt : c'est l'objectif de chacun de nos projets SCM.",
        endText:
          "Notre équipe d'intégration connecte SCM Cloud aux scanners d'entrepôt, aux plateformes de commerce en ligne et aux systèmes des transporteurs via Oracle Integration Cloud.",
      },
      epm: {
        label: "EPM",
        title: "Oracle EPM Cloud",
        mainText:
          "Oracle EPM Cloud prend en charge la planification, la consolidation et le rapprochement des comptes sur une plateforme unique. Nous construisons des modèles de planification et des processus de clôture qui récupèrent le réalisé directement depuis Cloud ERP ou depuis votre grand livre actuel.",
        lists: [
          {
            title: "Processus",
            items: ["Planification et budget", "Consolidation financière et clôture", "Rapprochement des comptes", "Narrative Reporting (rapports commentés)"],
          },
        ],
        highlight: "Les modèles de planification sont construits autour des décisions que vos managers prennent réellement.",
        endText: "Nous migrons aussi les applications Hyperion sur site vers EPM Cloud, en préservant l'historique des données et la continuité du reporting.",
      },
      cx: {
        label: "CX",
        title: "Oracle CX",
        mainText:
          "Oracle CX gère les ventes, le service client et les données clients des organisations qui veulent réunir front office et back office sur la même plateforme. Nous nous attachons à relier CX à Cloud ERP pour que devis, commandes et factures suivent un seul et même flux.",
        lists: [
          {
            title: "Applications",
            items: [
              "Automatisation des ventes et gestion du pipeline commercial",
              "Configuration, tarification et devis",
              "Demandes de service et base de connaissances",
              "Gestion des données clients",
            ],
          },
        ],
        highlight: "Commerciaux et financiers consultent la même fiche client, du premier devis à la dernière facture.",
        endText: "Nos projets CX commencent par une courte phase de cadrage pour convenir des processus à faire évoluer en premier.",
      },
    },
    cards: [
      {
        title: "Mise en œuvre cloud",
        text: "Un déploiement par étapes des applications Oracle Fusion, fondé sur des processus standard et testé avec vos propres données.",
        listTitle: "Étapes",
        list: [
          "Cadrage et conception de la solution",
          "Paramétrage et construction itérative",
          "Reprise des données et intégrations",
          "Recette utilisateur",
          "Mise en production et accompagnement renforcé",
        ],
      },
      {
        title: "Migration d'un environnement sur site",
        text: "Un passage planifié d'E-Business Suite, PeopleSoft ou JD Edwards vers Oracle Cloud.",
        listTitle: "Comprend",
        list: [
          "Évaluation des développements spécifiques",
          "Correspondance et nettoyage des données",
          "Coexistence pendant la transition",
          "Plan de décommissionnement des anciens systèmes",
        ],
      },
      {
        title: "Gestion des mises à jour trimestrielles",
        text: "Un support continu qui maintient votre environnement cloud à jour et vos utilisateurs informés.",
        listTitle: "Comprend",
        list: [
          "Revues de préparation aux nouvelles versions",
          "Tests de non-régression",
          "Recommandations d'adoption des fonctionnalités",
          "Centre de support fonctionnel",
        ],
      },
    ],
  },
  "industry-specific-solutions": {
    title: "Solutions sectorielles",
    menuText: "Des processus Oracle adaptés aux opérateurs télécoms, aux banques, aux administrations et aux entreprises industrielles et de distribution.",
    page: {
      seo: {
        title: "Solutions Oracle par secteur d'activité",
        description:
          "Des paramétrages Oracle ERP et HCM adaptés aux opérateurs télécoms, banques, administrations, groupes industriels et distributeurs au Moyen-Orient et en Europe.",
        keywords: ["Oracle pour les télécoms", "Oracle pour la banque", "Oracle secteur public", "ERP Oracle industrie", "ERP Oracle distribution"],
      },
      intro: {
        heading: "Solutions Oracle sectorielles",
        intro:
          "Chaque secteur a ses régulateurs, ses structures d'effectifs et ses modèles économiques. Nous vous apportons des paramétrages Oracle et des retours d'expérience issus de projets dans les télécoms, la banque, le secteur public, l'industrie et la distribution : vous partez de modèles éprouvés plutôt que d'une page blanche.",
      },
    },
    text1:
      "Sur plus de 100 projets menés pour plus de 45 clients, les mêmes questions sectorielles reviennent : comment un opérateur télécom comptabilise le déploiement de son réseau, comment une banque relie son système bancaire central au grand livre, comment un ministère fait respecter le contrôle budgétaire. Nos consultants transmettent ces réponses d'une mission à l'autre.",
    text2:
      "Nous associons les fonctionnalités standard d'Oracle Fusion et d'E-Business Suite à des paramétrages, des rapports et des intégrations propres à chaque secteur. Lorsqu'un besoin est vraiment unique, nous étendons la plateforme avec des outils supportés par Oracle, pour que la solution résiste aux montées de version.",
    button_text: "Parler de votre secteur",
    tabs: {
      hcm: {
        label: "HCM",
        title: "Gestion des effectifs par secteur",
        mainText:
          "Les équipes postées d'une usine, le personnel des agences bancaires et les ingénieurs d'un réseau télécom relèvent chacun de règles RH différentes. Nous paramétrons Oracle HCM pour chaque structure d'effectifs, tout en conservant un dossier unique par collaborateur et une paie conforme.",
        lists: [
          {
            title: "Modèles sectoriels",
            items: [
              "Règles de travail posté et d'heures supplémentaires pour les sites industriels",
              "Grilles de grades et d'échelons pour les organismes publics",
              "Suivi des certifications et des formations pour les fonctions bancaires réglementées",
              "Qualifications des techniciens terrain pour les opérateurs télécoms",
            ],
          },
        ],
        highlight: "Une seule plateforme RH peut servir des effectifs très différents, à condition que les règles soient conçues et non improvisées.",
        endText:
          "Les règles de paie au Liban, aux Émirats arabes unis et en Arabie saoudite sont validées par des paies en parallèle avant chaque mise en production.",
      },
      telecom: {
        label: "Télécoms",
        title: "Oracle pour les opérateurs télécoms",
        mainText:
          "Les opérateurs télécoms exploitent des réseaux très capitalistiques, de vastes canaux de revendeurs et des règlements complexes entre partenaires. Nous mettons en œuvre Oracle ERP pour suivre les actifs réseau du bon de commande à la mise en service, et pour relier la finance aux plateformes de facturation.",
        lists: [
          {
            title: "Axes prioritaires",
            items: [
              "Projets d'investissement et suivi des actifs réseau",
              "Gestion des baux de sites et de pylônes",
              "Commissions des revendeurs et des distributeurs",
              "Comptabilisation des règlements d'interconnexion et d'itinérance",
              "Intégration des systèmes de facturation",
            ],
          },
        ],
        highlight: "Chaque actif réseau peut être suivi, du bon de commande qui a servi à l'acheter jusqu'au site où il fonctionne.",
        endText: "Nous avons mené des projets Oracle pour des opérateurs mobiles de la région, avec des équipes travaillant en arabe et en anglais.",
      },
      banking: {
        label: "Banque",
        title: "Oracle pour les banques et les institutions financières",
        mainText:
          "Les banques utilisent Oracle ERP et HCM aux côtés de leur système bancaire central. Nous relions proprement les deux, automatisons les contrôles sur les achats et les dépenses, et donnons à la finance et aux RH la piste d'audit qu'attendent les régulateurs.",
        lists: [
          {
            title: "Axes prioritaires",
            items: [
              "Intégration du grand livre avec le système bancaire central",
              "Achats avec séparation des tâches",
              "Immobilisations sur l'ensemble du réseau d'agences",
              "Reporting réglementaire et reporting au conseil d'administration",
              "Sécurité fondée sur les rôles et pistes d'audit",
            ],
          },
        ],
        highlight: "Quand les auditeurs demandent qui a approuvé quoi et quand, la réponse vient du système, pas d'un fil d'e-mails.",
        endText:
          "Nous travaillons dans le respect des politiques de sécurité informatique des banques, y compris les exigences de localisation des données pour les déploiements cloud.",
      },
      public: {
        label: "Secteur public",
        title: "Oracle pour l'administration et le secteur public",
        mainText:
          "Les organismes publics ont besoin d'un contrôle budgétaire, d'achats transparents et de structures RH liées aux grilles officielles. Nous paramétrons Oracle pour vérifier les engagements au regard du budget voté avant toute dépense.",
        lists: [
          {
            title: "Axes prioritaires",
            items: [
              "Contrôle budgétaire et comptabilité des engagements",
              "Gestion des appels d'offres et des marchés",
              "Grilles de grades, d'échelons et d'indemnités",
              "Documents bilingues arabe et anglais",
            ],
          },
        ],
        highlight: "Le contrôle budgétaire intervient dès l'émission de la demande, pas après réception de la facture.",
        endText: "Nos équipes travaillent en arabe, en français et en anglais, un atout pour les ministères et les institutions publiques de toute la région.",
      },
      industrial: {
        label: "Industrie",
        title: "Oracle pour l'industrie et la distribution",
        mainText:
          "Industriels et distributeurs vivent de leurs marges, de la justesse de leurs stocks et de leurs délais de livraison. Nous mettons en œuvre Oracle SCM et ERP pour relier achats, production, entreposage et ventes, avec un calcul des coûts exact à chaque étape.",
        lists: [
          {
            title: "Axes prioritaires",
            items: [
              "Stocks multi-entrepôts et gestion des lots",
              "Coûts standard et coûts réels",
              "Planification de la production et ordres de fabrication",
              "Intégration de la vente itinérante et des tournées de distribution",
              "Coût de revient complet des marchandises importées",
            ],
          },
        ],
        highlight: "Connaître le coût de revient réel de chaque article importé change chaque discussion sur les prix.",
        endText:
          "Nous intégrons Oracle aux lecteurs de codes-barres, aux systèmes de point de vente et aux plateformes de commerce en ligne via Oracle Integration Cloud.",
      },
    },
    cards: [
      {
        title: "Diagnostic sectoriel",
        text: "Une revue rapide de vos processus au regard des modèles que nous avons appliqués dans votre secteur.",
        listTitle: "Livrables",
        list: ["Cartographie des processus actuels", "Analyse des écarts par rapport au standard Oracle", "Feuille de route priorisée"],
      },
      {
        title: "Paramétrages accélérés",
        text: "Des configurations, des rapports et des scripts de test réutilisables, issus de projets antérieurs dans votre secteur.",
        listTitle: "Comprend",
        list: ["Options de plan de comptes", "Modèles de reporting sectoriel", "Scénarios de test et modèles de données", "Conception des rôles de sécurité"],
      },
      {
        title: "Conformité réglementaire",
        text: "Des paramétrages qui respectent les règles fiscales, sociales et de reporting locales des marchés où vous opérez.",
        listTitle: "Couvre",
        list: [
          "TVA aux Émirats arabes unis et en Arabie saoudite",
          "Droit du travail local et règles de fin de service",
          "Obligations déclaratives françaises",
          "Enjeux de localisation des données",
        ],
      },
    ],
  },
  "technology-solutions": {
    title: "Solutions technologiques",
    menuText: "Oracle Cloud Infrastructure, intégrations, reporting et reprise de données : le socle qui assure la cohérence de votre environnement Oracle.",
    page: {
      seo: {
        title: "Solutions OCI et Oracle Integration",
        description:
          "Hébergement OCI, Oracle Integration Cloud, reporting BI Publisher et OTBI, reprise de données et services techniques HCM pour vos applications Oracle.",
        keywords: [
          "Oracle Cloud Infrastructure",
          "intégration Oracle Integration Cloud",
          "rapports BI Publisher",
          "reporting OTBI",
          "migration de données Oracle",
          "HCM Data Loader",
        ],
      },
      intro: {
        heading: "Solutions technologiques pour votre environnement Oracle",
        intro:
          "Une application ne vaut que par les intégrations, les données et l'infrastructure sur lesquelles elle repose. Notre équipe technique construit et exploite les environnements OCI, les intégrations OIC, les rapports et les reprises de données qui relient Oracle au reste de votre activité.",
      },
    },
    text1:
      "Chaque projet Cedrus comporte un volet technique : intégrations avec les banques, les prestataires de paie et les systèmes existants, rapports réellement utilisés par la finance et les RH, reprises de données rapprochées au centime près. Depuis 2017, une grande partie de ce travail est réalisée depuis notre centre de services offshore, en complément des consultants présents chez le client.",
    text2:
      "Nous hébergeons et gérons également des charges de travail Oracle sur Oracle Cloud Infrastructure, du transfert à l'identique d'E-Business Suite jusqu'aux bases de données et aux applications spécifiques. Nos architectes dimensionnent, sécurisent et supervisent ces environnements pour que vos équipes se concentrent sur leur métier.",
    button_text: "Découvrir Oracle Cloud",
    tabs: {
      hcm: {
        label: "Technique HCM",
        title: "Services techniques pour Oracle Cloud HCM",
        mainText:
          "Oracle Cloud HCM repose sur des chargements de données propres, des Fast Formula précises et des interfaces sortantes fiables. Nos consultants techniques HCM prennent en charge cette couche pour que les équipes fonctionnelles se consacrent aux processus.",
        lists: [
          {
            title: "Nos outils",
            items: [
              "HCM Data Loader et HCM Spreadsheet Data Loader",
              "Fast Formula pour la paie, les absences et les contrôles",
              "HCM Extracts pour les interfaces avec des tiers",
              "Bulletins de paie et courriers RH sous BI Publisher",
              "API REST HCM",
            ],
          },
        ],
        highlight: "Les données collaborateurs reprises par notre équipe sont rapprochées champ par champ avant toute validation.",
        endText: "Nous développons aussi des interfaces avec les badgeuses, les banques et les assureurs santé.",
      },
      oci: {
        label: "OCI",
        title: "Oracle Cloud Infrastructure",
        mainText:
          "OCI fait tourner les bases de données et les applications Oracle avec des performances et des coûts prévisibles. Nous concevons les zones d'accueil (landing zones), migrons les environnements E-Business Suite, PeopleSoft et JD Edwards, et les exploitons après la mise en production.",
        lists: [
          {
            title: "Services",
            items: [
              "Conception de la zone d'accueil et du réseau",
              "Migration à l'identique (lift-and-shift) des applications Oracle",
              "Autonomous Database et Exadata Database Service",
              "Sauvegarde, reprise après sinistre et supervision",
              "Revues des coûts et de la consommation",
            ],
          },
        ],
        highlight: "Migrer E-Business Suite vers OCI préserve votre application tout en mettant hors service le matériel qui la porte.",
        endText: "Chaque environnement est documenté et remis avec des procédures d'exploitation que votre équipe peut suivre.",
      },
      oic: {
        label: "Intégration",
        title: "Oracle Integration Cloud",
        mainText:
          "OIC relie les applications Oracle Fusion aux banques, aux systèmes cœur, aux plateformes de commerce en ligne et aux portails de l'administration. Nous construisons des intégrations dotées d'une vraie gestion des erreurs et d'une supervision, pour que les incidents soient détectés et retraités au lieu d'être découverts à la clôture du mois.",
        lists: [
          {
            title: "Intégrations courantes",
            items: [
              "Fichiers de paiement et relevés bancaires",
              "Flux des systèmes bancaires centraux et de facturation",
              "Paie et pointage gérés par des tiers",
              "Commandes et stocks du commerce en ligne",
              "Portails administratifs et fiscaux",
            ],
          },
          {
            title: "Nos standards",
            items: ["Modèles d'intégration réutilisables", "Notifications d'erreur centralisées", "Flux versionnés et documentés"],
          },
        ],
        highlight: "Une intégration est terminée quand elle sait échouer sans dommage, pas quand elle a fonctionné une fois.",
        endText:
          "Lorsque OIC n'est pas l'outil adapté, nous utilisons les API REST d'Oracle, des chargements par fichiers ou des outils de base de données, selon le cas.",
      },
      bi: {
        label: "Reporting",
        title: "Reporting et analyse",
        mainText:
          "Les rapports standard couvrent rarement tous les besoins de la finance et des RH. Nous développons des documents BI Publisher, des analyses OTBI et des tableaux de bord Fusion Data Intelligence alimentés par les données Oracle en temps réel, avec les bons droits d'accès.",
        lists: [
          {
            title: "Livrables",
            items: [
              "Factures, bulletins de paie et formulaires réglementaires sous BI Publisher",
              "Analyses et tableaux de bord OTBI",
              "Mise en place de Fusion Data Intelligence",
              "Mises en page de rapports bilingues arabe et anglais",
            ],
          },
        ],
        highlight: "Les managers obtiennent leurs chiffres directement dans Oracle, sans passer d'abord par un tableur.",
        endText: "Nous formons les utilisateurs clés à construire leurs propres analyses OTBI, pour que le reporting quotidien ne dépende pas de la DSI.",
      },
      data: {
        label: "Reprise de données",
        title: "Reprise de données",
        mainText:
          "La reprise de données est l'étape où de nombreux projets ERP perdent du temps. Nous extrayons, nettoyons, transformons et chargeons les données des anciens systèmes dans Oracle, avec des états de rapprochement à chaque chargement à blanc.",
        lists: [
          {
            title: "Notre démarche",
            items: [
              "Profilage des données et règles de nettoyage",
              "Ateliers de correspondance avec les propriétaires des données",
              "Chargements reproductibles avec FBDI et HDL",
              "Rapprochement à chaque cycle de test",
              "Répétition générale de la bascule",
            ],
          },
        ],
        highlight: "Le jour de la mise en production, la reprise a déjà été exécutée plusieurs fois, avec le même résultat.",
        endText: "Les sources habituelles sont E-Business Suite, JD Edwards, SAP et des systèmes comptables et RH développés localement.",
      },
    },
    cards: [
      {
        title: "Réalisation des intégrations",
        text: "Des intégrations OIC et API conçues sur site et développées par notre centre de services offshore.",
        listTitle: "Comprend",
        list: ["Conception et développement des intégrations", "Supervision et alertes", "Support et demandes d'évolution"],
      },
      {
        title: "Gestion de l'infrastructure cloud",
        text: "Conception, migration et exploitation quotidienne des charges de travail Oracle sur OCI.",
        listTitle: "Comprend",
        list: ["Architecture et dimensionnement", "Planification de la migration", "Correctifs et sauvegardes", "Revues de sécurité"],
      },
      {
        title: "Rapports et données",
        text: "Reporting, reprise et qualité des données : tout ce qui garantit des données Oracle fiables.",
        listTitle: "Comprend",
        list: ["Rapports BI Publisher et OTBI", "Reprise et rapprochement des données", "Revues de qualité des données"],
      },
    ],
  },
} satisfies TextsFor<"solutions">;
