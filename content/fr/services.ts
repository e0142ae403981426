/**
 * The French texts of content/services.ts: `services` by slug. Only texts: slugs, keys, links, pictures and
 * every other value come from content/services.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const services = {
  "consultancy-implementation": {
    title: "Conseil et intégration",
    summary:
      "Des projets Oracle menés de bout en bout : conception des processus, paramétrage, reprise des données, mise en production et support renforcé au démarrage.",
    page: {
      seo: {
        title: "Conseil et intégration Oracle",
        description:
          "Intégration d'Oracle ERP et HCM : conception des processus, paramétrage, reprise des données, tests et mise en production, par des équipes sur site et offshore.",
        keywords: ["intégrateur oracle", "conseil oracle erp", "intégration oracle hcm", "déploiement oracle cloud", "conception des processus métier"],
      },
      intro: {
        heading: "Conseil et intégration des solutions Oracle",
        intro:
          "Nous menons vos projets Oracle du premier atelier métier jusqu'à une exploitation stabilisée. Nos consultants conçoivent les processus, paramètrent les applications, reprennent les données et restent à vos côtés pendant la mise en production et au-delà.",
      },
    },
    banner: { title: "De la conception métier à une mise en production maîtrisée" },
    left_right_section: {
      title: "Une méthode éprouvée sur plus de 100 projets",
      texts: [
        "Chaque projet commence par une compréhension fine du fonctionnement actuel de votre organisation et de la direction qu'elle veut prendre. Nous animons des ateliers structurés avec les responsables de processus de la finance, des RH et des opérations, puis nous rapprochons ces processus des flux standard d'Oracle avant tout paramétrage.",
        "Notre démarche suit les phases recommandées par Oracle, enrichies au fil de plus de 100 projets menés pour des acteurs des télécoms, de la banque, du secteur public, de l'industrie et de la distribution. Chaque phase se conclut par des livrables clairs et une validation formelle : le périmètre et le budget restent visibles.",
        "Nos équipes projet associent des consultants présents sur site aux côtés de vos collaborateurs et des spécialistes basés dans notre centre de production offshore. Le savoir-faire reste proche du métier, et chaque tâche est réalisée là où elle est la plus efficace.",
      ],
      benefits: {
        rocket: { text: "Des plans de démarrage fondés sur des modèles de projet éprouvés" },
        shield: { text: "Un périmètre maîtrisé, avec validation formelle de chaque phase" },
        users: { text: "Des consultants qui travaillent en arabe, en français et en anglais" },
        puzzle: { text: "Des processus standard, un minimum de développements spécifiques" },
        database: { text: "Des données reprises et rapprochées avant la bascule" },
        support: { text: "Un support renforcé après la mise en production" },
      },
    },
    right_left_section: {
      title: "Un conseil qui va au-delà du paramétrage",
      texts: [
        "Toutes les questions ne sont pas d'ordre logiciel. Nous aidons les équipes dirigeantes à décider par quoi commencer, quels systèmes historiques décommissionner et comment organiser le support après la mise en production. Nos recommandations s'appuient sur ce qui a fonctionné, et sur ce qui n'a pas fonctionné, dans des projets comparables.",
        "Aux organisations qui utilisent déjà Oracle, nous proposons des audits qui passent en revue le paramétrage, les développements spécifiques, la sécurité et l'usage, et se concluent par une liste hiérarchisée de corrections et d'améliorations.",
      ],
    },
    extra_details: [
      {
        title: "Diagnostic et feuille de route",
        text: "Une mission courte qui compare vos processus actuels au standard Oracle et établit un plan de déploiement par étapes.",
      },
      {
        title: "Intégration complète",
        text: "Conception, paramétrage, tests, reprise des données et déploiement d'applications Oracle Cloud ou sur site, sous la responsabilité d'une seule équipe.",
      },
      {
        title: "Optimisation après le démarrage",
        text: "Des revues après les premières clôtures mensuelles et les premières paies pour ajuster les processus, les états et les rôles de sécurité.",
      },
    ],
  },
  technology: {
    title: "Services techniques",
    summary: "Intégrations, extensions, états, reprise des données et infrastructure : le socle technique dont dépend chaque application Oracle.",
    page: {
      seo: {
        title: "Services techniques, intégrations Oracle",
        description:
          "Services techniques Oracle Cloud et E-Business Suite : intégrations OIC, extensions pérennes, états BI Publisher, administration des bases de données.",
        keywords: [
          "conseil technique oracle",
          "intégration oracle integration cloud",
          "développement visual builder",
          "développement d'états oracle",
          "administration base de données oracle",
        ],
      },
      intro: {
        heading: "Services techniques Oracle",
        intro:
          "Nos consultants techniques réalisent les intégrations, extensions, états et environnements sur lesquels reposent les conceptions fonctionnelles, aussi bien sur Oracle Cloud que sur les applications sur site.",
      },
    },
    banner: { title: "Le socle technique de chaque projet Oracle" },
    left_right_section: {
      title: "Des intégrations et des extensions dans les règles de l'art",
      texts: [
        "Les applications Oracle fonctionnent rarement seules. Nous développons des intégrations avec Oracle Integration Cloud, des API REST et SOAP et des échanges de fichiers pour relier Fusion Applications et E-Business Suite aux banques, aux systèmes cœur, aux prestataires de paie et aux portails de l'administration.",
        "Lorsque le standard ne couvre pas un besoin, nous l'étendons avec des outils pris en charge par Oracle, comme Visual Builder, Application Composer et la personnalisation des pages : votre environnement reste sain à chaque mise à jour trimestrielle.",
        "Chaque intégration et chaque extension est documentée, versionnée et livrée avec sa supervision en place.",
      ],
    },
    right_left_section: {
      title: "États, données et infrastructure",
      texts: [
        "Les équipes finance, RH et opérations ont besoin d'états fiables. Nous concevons des documents BI Publisher, des analyses OTBI et des tableaux de bord, et menons les reprises de données avec un rapprochement à chaque chargement à blanc.",
        "Pour les environnements sur site et hybrides, notre équipe conçoit et exploite des environnements Oracle Cloud Infrastructure, administration des bases de données, sauvegarde et reprise après sinistre comprises.",
      ],
      benefits: {
        puzzle: { text: "Des intégrations avec les banques, les systèmes cœur et les portails" },
        chart: { text: "Des états BI Publisher et OTBI auxquels vos utilisateurs se fient" },
        database: { text: "Une reprise des données entièrement rapprochée" },
        cloud: { text: "Conception, migration et exploitation sur OCI" },
        cog: { text: "Des extensions Visual Builder compatibles avec les mises à jour" },
        shield: { text: "Conception et revue de la sécurité par rôles" },
      },
    },
    extra_details: [
      {
        title: "Développement d'intégrations",
        text: "Des intégrations OIC et API avec gestion des erreurs, alertes et retraitement prévus dès la conception.",
      },
      {
        title: "Reporting et analyse",
        text: "Des contenus BI Publisher, OTBI et Fusion Data Intelligence conçus avec vos utilisateurs clés.",
      },
      {
        title: "Bases de données et infrastructure",
        text: "Administration, correctifs, clonage et optimisation des performances des bases de données Oracle, sur site ou sur OCI.",
      },
    ],
  },
  training: {
    title: "Formation",
    summary: "Des formations Oracle par rôle pour les utilisateurs clés, les utilisateurs finaux et les équipes IT, en arabe, en français ou en anglais.",
    page: {
      seo: {
        title: "Formation Oracle Cloud pour vos équipes",
        description:
          "Formations par rôle sur Oracle Cloud et E-Business Suite pour utilisateurs clés, finaux et équipes IT, sur site ou à distance, en arabe, français ou anglais.",
        keywords: [
          "formation oracle cloud",
          "formation utilisateurs clés oracle",
          "formation utilisateurs finaux oracle",
          "formation oracle hcm",
          "formation oracle erp",
        ],
      },
      intro: {
        heading: "Formation Oracle des utilisateurs clés, des utilisateurs finaux et des équipes IT",
        intro:
          "Un système ne vaut que par ceux qui l'utilisent. Nos programmes de formation préparent chaque rôle, du gestionnaire de paie au directeur financier, à travailler sur Oracle en toute confiance dès le premier jour.",
      },
    },
    banner: { title: "Des formations à l'image du travail de vos équipes" },
    left_right_section: {
      title: "Des programmes conçus par rôle",
      texts: [
        "Nous construisons nos formations autour des tâches de chacun, pas autour des menus. Les comptables fournisseurs s'exercent à la saisie et au rapprochement des factures, les gestionnaires RH traitent les embauches et les mutations, et les managers valident les demandes exactement comme ils le feront en production.",
        "Les sessions se déroulent dans votre propre environnement paramétré, avec des données réalistes : ce que les utilisateurs apprennent en salle est ce qu'ils retrouvent après le démarrage. Les supports de cours sont disponibles en arabe, en français ou en anglais.",
        "Les formations ont lieu sur site, dans les locaux de nos clients, ou à distance pour les équipes réparties dans plusieurs pays.",
      ],
      benefits: {
        users: { text: "Un cursus adapté à chaque groupe d'utilisateurs" },
        globe: { text: "Des formations en arabe, en français ou en anglais" },
        cog: { text: "Des exercices pratiques dans votre propre environnement" },
        training: { text: "Des programmes de formation de formateurs pour les utilisateurs clés" },
        clock: { text: "Des sessions sur site ou à distance, selon votre calendrier" },
        chart: { text: "Des évaluations pour confirmer que tout est prêt pour le démarrage" },
      },
    },
    right_left_section: {
      title: "Des compétences à jour après le démarrage",
      texts: [
        "Oracle Cloud évolue chaque trimestre. Nous organisons des sessions courtes qui présentent les nouveautés utiles à votre paramétrage et vous aident à choisir celles à adopter.",
        "Les nouveaux arrivants, comme les collaborateurs qui prennent de nouvelles responsabilités, peuvent suivre des sessions de remise à niveau et des démonstrations enregistrées préparées par nos consultants.",
      ],
      variant: { videoTitle: "Au cœur d'une formation des utilisateurs clés à Oracle Cloud" },
    },
    extra_details: [
      {
        title: "Formation des utilisateurs clés",
        text: "Des sessions approfondies qui préparent vos responsables de processus à tester le système, à épauler leurs collègues et à les former.",
      },
      {
        title: "Formation des utilisateurs finaux",
        text: "Des cours centrés sur les tâches et des guides de référence rapide pour tous ceux qui travaillent chaque jour dans Oracle.",
      },
      {
        title: "Points trimestriels sur les mises à jour",
        text: "Des sessions courtes sur les nouveautés d'Oracle Cloud et leurs effets sur vos processus.",
      },
    ],
  },
  "staff-augmentation": {
    title: "Renfort d'équipes",
    summary: "Des consultants Oracle fonctionnels et techniques certifiés qui rejoignent votre équipe le temps d'une phase de projet ou dans la durée.",
    page: {
      seo: {
        title: "Consultants Oracle en renfort d'équipe",
        description:
          "Consultants Oracle fonctionnels et techniques certifiés en renfort de votre équipe : phase de projet, backlog ou support continu, sur site ou à distance.",
        keywords: ["renfort consultants oracle", "régie oracle", "consultant fonctionnel oracle", "consultant technique oracle", "assistance technique oracle"],
      },
      intro: {
        heading: "Des consultants Oracle en renfort de vos équipes",
        intro:
          "Lorsque votre équipe a besoin de compétences Oracle dont elle ne dispose pas en interne, nous mettons à sa disposition des consultants expérimentés qui travaillent sous votre direction, pour quelques semaines ou pour plusieurs années.",
      },
    },
    banner: { title: "Les compétences Oracle qu'il vous faut, quand il vous les faut" },
    left_right_section: {
      title: "Des consultants expérimentés, opérationnels sans délai",
      texts: [
        "Nos consultants sont certifiés Oracle en Cloud HCM, ERP Financials, SCM et Oracle Cloud Infrastructure, et ont mené des projets sur plus de douze marchés. Ils rejoignent votre équipe avec la connaissance des produits et les réflexes projet qui leur permettent de contribuer dès la première semaine.",
        "Avant de vous proposer qui que ce soit, nous confrontons les profils à vos exigences : expérience des modules, connaissance du secteur, langue et fuseau horaire. Vous recevez chaque consultant en entretien et donnez votre accord.",
      ],
    },
    right_left_section: {
      title: "Des modes d'intervention flexibles",
      texts: [
        "Les missions peuvent être à temps plein ou à temps partiel, sur site, à distance ou mixtes. Les consultants peuvent être basés près de chez vous, au Liban, en France, aux Émirats arabes unis, aux États-Unis ou en Arabie saoudite, ou travailler depuis notre centre de production offshore pour réduire les coûts.",
        "Derrière chaque consultant en renfort se tient toute l'équipe Cedrus : lorsqu'une question sort de son domaine, il peut s'appuyer sur ses collègues de nos pôles fonctionnels et techniques.",
      ],
      benefits: {
        staff: { text: "Des profils fonctionnels et techniques certifiés" },
        clock: { text: "Un démarrage dans des délais courts" },
        globe: { text: "Sur site, à distance ou en mode hybride" },
        handshake: { text: "Chaque consultant reçu en entretien et validé par vous" },
        users: { text: "L'appui de l'ensemble des équipes Cedrus" },
        cog: { text: "Une équipe renforcée ou allégée selon la phase du projet" },
      },
    },
    extra_details: [
      {
        title: "Consultants fonctionnels",
        text: "Des spécialistes HCM, paie, finance, achats, supply chain et EPM qui paramètrent, testent et assurent le support.",
      },
      {
        title: "Consultants techniques",
        text: "Des développeurs et des spécialistes de l'intégration sur OIC, BI Publisher, PL/SQL, HCM Extracts et OCI.",
      },
      {
        title: "Pilotage de projet et support",
        text: "Des chefs de projet, des responsables de recette et des analystes support qui renforcent votre équipe lors des pics d'activité.",
      },
    ],
  },
  "offshore-development": {
    title: "Développement offshore",
    summary: "Développement, tests et support Oracle depuis notre centre de production offshore, actif depuis 2017, en tandem avec nos consultants sur site.",
    page: {
      seo: {
        title: "Développement et support Oracle offshore",
        description:
          "Développement, tests et support applicatif Oracle depuis notre centre offshore, ouvert en 2017 et piloté par des consultants présents chez vous.",
        keywords: [
          "développement oracle offshore",
          "centre de production offshore oracle",
          "tierce maintenance applicative oracle",
          "tests de non-régression oracle",
          "modèle mixte onshore offshore",
        ],
      },
      intro: {
        heading: "Développement et support Oracle en offshore",
        intro:
          "Depuis 2017, notre centre de production offshore développe des intégrations, des états et des extensions, et assure le support d'applications Oracle pour des clients dans plusieurs pays. Il est l'un des deux piliers d'un modèle qui garde nos consultants au plus près de votre activité.",
      },
    },
    banner: { title: "Sur site quand c'est essentiel, offshore quand c'est rentable" },
    left_right_section: {
      title: "Sur site et offshore, une seule équipe",
      texts: [
        "Notre modèle de production global associe des consultants présents dans vos locaux et des spécialistes travaillant depuis notre centre offshore. Les consultants sur site sont responsables des besoins et de la relation avec vous ; l'équipe offshore assure les développements, les tests et les tâches de support récurrentes.",
        "Les deux équipes partagent les mêmes méthodes, les mêmes outils et les mêmes standards de documentation, et travaillent sur des carnets de tâches communs avec des passations quotidiennes. Pour vous : une seule équipe, un seul plan.",
        "Résultat : un coût moyen plus bas, sans perdre le contact direct qu'exigent les projets Oracle complexes.",
      ],
      benefits: {
        offshore: { text: "Un centre de production en activité depuis 2017" },
        chart: { text: "Un coût moyen de projet réduit" },
        clock: { text: "Des plages de travail étendues grâce aux fuseaux horaires" },
        handshake: { text: "Des responsables sur site, vos interlocuteurs uniques" },
        shield: { text: "Des méthodes communes et des revues qualité" },
        support: { text: "Un support applicatif selon des niveaux de service convenus" },
      },
    },
    right_left_section: {
      title: "Ce que nous réalisons en offshore",
      texts: [
        "Les travaux menés en offshore comprennent notamment les intégrations OIC, les états BI Publisher et OTBI, les développements PL/SQL sur E-Business Suite, les scripts de reprise des données, les tests de non-régression des mises à jour trimestrielles et le support applicatif de niveau 2.",
        "Le travail est suivi dans un outil partagé de gestion des tickets ou de gestion de projet, avec des priorités, des estimations et des statuts clairs : vous savez toujours ce qui est en cours et ce qui est terminé.",
      ],
    },
    extra_details: [
      {
        title: "Projets de développement",
        text: "Des intégrations, des extensions et des états réalisés en offshore selon des spécifications et des critères de recette convenus.",
      },
      {
        title: "Services de test",
        text: "Des tests fonctionnels et de non-régression pour les nouveaux projets et pour chaque mise à jour trimestrielle d'Oracle Cloud.",
      },
      {
        title: "Tierce maintenance applicative",
        text: "Un support fonctionnel et technique continu, avec des délais de réponse convenus et des rapports de service mensuels.",
      },
    ],
  },
  "oracle-saas-ai-agent": {
    title: "Agents IA pour Oracle SaaS",
    summary: "Des agents IA pour Oracle Fusion Applications, configurés dans Oracle AI Agent Studio autour de vos processus RH, finance et supply chain.",
    page: {
      seo: {
        title: "Agents IA pour Oracle Fusion",
        description:
          "Conception, configuration et déploiement d'agents IA pour Oracle Fusion Cloud HCM, ERP et SCM avec Oracle AI Agent Studio, sécurité et tests intégrés.",
        keywords: ["Oracle AI Agent Studio", "agents ia oracle fusion", "agents ia pour les rh", "agents ia pour l'erp", "ia générative oracle"],
      },
      intro: {
        heading: "Des agents IA pour Oracle Fusion Cloud Applications",
        intro:
          "Oracle AI Agent Studio permet aux organisations de créer des agents IA qui fonctionnent au sein de Fusion Applications. Nous vous aidons à choisir les bons cas d'usage, à configurer les agents et à les déployer en toute sécurité.",
      },
    },
    banner: { title: "Mettre les agents IA au travail dans Oracle Fusion" },
    left_right_section: {
      title: "Des agents prêts à l'emploi aux vôtres",
      texts: [
        "Oracle fournit des agents IA prêts à l'emploi dans Fusion HCM, ERP et SCM, et AI Agent Studio permet de les adapter ou d'en créer de nouveaux. Les agents peuvent répondre aux questions des collaborateurs sur les règles internes, guider les managers dans leurs transactions et assister acheteurs ou comptables fournisseurs dans leurs tâches courantes.",
        "Nous commençons par une courte phase de cadrage pour repérer les processus où un agent fait gagner un temps réel : demandes adressées au support RH, questions sur la politique de notes de frais ou demandes des fournisseurs. Nous configurons et testons ensuite les agents avec vos données et vos rôles de sécurité.",
      ],
      variant: { videoTitle: "Créer un agent IA pour Oracle Fusion Applications dans AI Agent Studio" },
    },
    right_left_section: {
      title: "Conçus pour la maîtrise et la confiance",
      texts: [
        "Dans Fusion Applications, les agents IA opèrent dans le cadre de la même sécurité par rôles que vos utilisateurs : un agent ne voit et ne fait que ce que la personne qui l'utilise est autorisée à voir et à faire. Nous concevons les instructions, les outils et les sources de connaissances des agents dans le respect de cette limite.",
        "Avant le déploiement, nous testons les agents sur des questions réalistes de vos utilisateurs, revoyons les réponses avec les responsables de processus et mettons en place un suivi pour affiner les agents dans la durée.",
      ],
      benefits: {
        "ai-agents": { text: "Des cas d'usage classés selon le temps gagné" },
        shield: { text: "Des agents qui respectent votre sécurité par rôles" },
        puzzle: { text: "Des agents prêts à l'emploi adaptés à vos processus" },
        database: { text: "Des réponses fondées sur vos propres règles" },
        users: { text: "Des tests menés avec vos responsables de processus" },
        chart: { text: "Un suivi pour affiner les agents dans la durée" },
      },
    },
    extra_details: [
      {
        title: "Identification des cas d'usage",
        text: "Des ateliers qui classent les cas d'usage envisagés selon leur valeur, leur faisabilité et la maturité des données.",
      },
      {
        title: "Configuration des agents",
        text: "Mise en place d'agents prêts à l'emploi et sur mesure dans AI Agent Studio : instructions, outils et documents de connaissances.",
      },
      {
        title: "Déploiement et adoption",
        text: "Tests, communication auprès des utilisateurs et revues après le lancement pour améliorer les réponses des agents dans la durée.",
      },
    ],
  },
} satisfies TextsFor<"services">;
