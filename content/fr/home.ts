/**
 * The French texts of content/home.ts: `slides` by image, `homeSections`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/home.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const slides = {
  "hero-erp": {
    title: "Pilotez finance et opérations avec <br><strong>Oracle Cloud ERP</strong>",
    description:
      "Nous mettons en œuvre Oracle Fusion Cloud ERP, SCM et EPM, de la comptabilité générale et des achats jusqu'aux stocks et à la planification, au plus près de la façon dont vos équipes clôturent les comptes et font circuler les marchandises.",
    button1: "Nos solutions",
    button2: "Contactez-nous",
  },
  "hero-hcm": {
    title: "Gérez chaque collaborateur avec <br><strong>Oracle Cloud HCM</strong>",
    description:
      "Gestion administrative du personnel, paie, absences, talents et formation, paramétrés selon le droit du travail local par le premier intégrateur d'excellence Oracle HCM Cloud du Levant.",
    button1: "Nos services",
    button2: "Contactez-nous",
  },
  "hero-cloud": {
    title: "Votre passage à <strong>Oracle Cloud</strong>,<br>planifié et mené à bien",
    description:
      "Nous migrons E-Business Suite et vos applications historiques vers Oracle Cloud Infrastructure et le SaaS, avec des équipes sur site et offshore qui suivent un seul et même plan.",
    button1: "Nos clients",
    button2: "Contactez-nous",
  },
} satisfies TextsFor<"slides">;

export const homeSections = {
  services: {
    title: "Nos services",
    text: "Conseil et intégration, expertise technique, formation, renfort d'équipes, développement offshore et agents d'IA pour les applications Oracle, assurés par des équipes sur site et offshore.",
  },
  clients: {
    title: "Nos clients",
    text: "Banques, opérateurs télécoms, universités, acteurs de l'énergie, du BTP et de la distribution qui gèrent leur finance, leur supply chain et leurs ressources humaines sur Oracle.",
    allClientsButton: "Tous nos clients",
    marqueeLabel: "Quelques-unes des organisations avec lesquelles nous travaillons",
    pauseLabel: "Mettre en pause le défilement des logos",
    playLabel: "Relancer le défilement des logos",
  },
  partner: {
    title: "Partenaire d'Oracle depuis 2011",
    paragraphs: [
      "Oracle est au cœur de notre activité depuis 2011. Nous mettons en œuvre et maintenons l'ensemble de l'offre Oracle : Fusion Cloud ERP, HCM, SCM et EPM, E-Business Suite et Oracle Cloud Infrastructure.",
      "Nous avons atteint le niveau Gold à l'époque où Oracle classait ses partenaires par niveaux, et sommes aujourd'hui membres d'Oracle PartnerNetwork, avec des expertises en Cloud HCM, ERP, SCM, EPM et OCI. Notre pôle HCM a été distingué comme premier intégrateur d'excellence Oracle HCM Cloud du Levant. Nous appliquons les mêmes méthodes, avec les mêmes spécialistes certifiés, à chaque module que nous livrons, de la paie d'un seul pays au déploiement d'un ERP multi-entités.",
    ],
  },
  about: {
    title: "À propos de Cedrus Consulting",
    paragraphs: [
      "Fondée au Liban en 2011, Cedrus Consulting aide les organisations à choisir, mettre en œuvre et exploiter les applications Oracle. Engagés dans le cloud depuis 2015, nous travaillons aujourd'hui depuis nos bureaux de Beyrouth, de Paris, de Dubaï, du Michigan et de Riyad.",
      "Nos consultants allient la connaissance des produits Oracle à l'expérience des télécoms, de la banque, du secteur public, de l'industrie et de la distribution : les ateliers de conception partent ainsi du fonctionnement réel de votre secteur.",
    ],
    buttonText: "Mieux nous connaître",
  },
  aboutSolutions: {
    title: "Un seul partenaire pour l'ERP, le HCM et le cloud",
    paragraphs: [
      "Finance, supply chain, planification et RH reposent souvent sur des systèmes distincts, chez des éditeurs différents. Nous couvrons Oracle Fusion Cloud ERP, SCM, EPM et HCM ainsi qu'E-Business Suite : une seule équipe est responsable de la conception, des intégrations et des données qui circulent entre eux.",
      "Lorsque l'infrastructure entre en jeu, nous migrons et exploitons vos charges de travail sur Oracle Cloud Infrastructure, afin que les applications et la plateforme relèvent d'un même plan.",
    ],
  },
  solutions: {
    title: "Nos solutions",
    text: "Les applications Oracle sur site et dans le cloud, les solutions sectorielles et les technologies qui les relient.",
  },
  blogs: {
    title: "Actualités et retours d'expérience",
    text: "Mises en production, sessions de formation et enseignements tirés de nos projets Oracle dans toute la région.",
    buttonText: "Tous les articles",
  },
  caseStudies: {
    title: "Cas clients",
    text: "Ce que nous avons réalisé pour des opérateurs, des banques et des universités : le périmètre, la mise en production et les résultats chiffrés.",
  },
  team: {
    title: "Notre équipe",
    text: "Les consultants et managers qui dirigent nos pôles Oracle, nos bureaux et notre centre de services offshore.",
  },
  timeline: {
    title: "Notre parcours",
    text: "De notre siège au Liban en 2011 à nos bureaux en France, à Dubaï, aux États-Unis et en Arabie saoudite.",
  },
  whyChoose: {
    title: "Pourquoi choisir Cedrus",
    text: "Trois raisons pour lesquelles nos clients nous confient leurs programmes Oracle.",
  },
  contact: {
    title: "Contactez-nous",
    text: "Parlez-nous de votre projet Oracle : le consultant le plus à même de vous aider prendra contact avec vous.",
  },
} satisfies TextsFor<"homeSections">;
