/**
 * The French texts of content/pages.ts: `pages`. Only texts: slugs, keys, links, pictures and every other value
 * come from content/pages.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const pages = {
  home: {
    seo: {
      title: "Partenaire Oracle ERP et HCM au Levant",
      description:
        "Partenaire d'Oracle depuis 2011, nous déployons Fusion Cloud ERP, HCM, SCM et EPM pour les entreprises du Moyen-Orient, d'Europe et des États-Unis.",
      keywords: [
        "partenaire oracle",
        "erp oracle cloud",
        "sirh oracle cloud hcm",
        "intégrateur oracle",
        "cabinet de conseil oracle liban",
        "Oracle Cloud Infrastructure",
      ],
    },
    intro: {
      heading: "Votre partenaire d'intégration Oracle ERP, HCM et cloud",
      intro:
        "Depuis 2011, nous mettons en œuvre les applications Oracle pour des opérateurs télécoms, des banques, des organismes publics ainsi que des industriels et des distributeurs, avec des équipes sur site et offshore.",
    },
  },
  about: {
    seo: {
      title: "Notre cabinet de conseil Oracle",
      description: "Fondés au Liban en 2011 et partenaires d'Oracle depuis lors, nous avons des bureaux à Beyrouth, Paris, Dubaï, dans le Michigan et à Riyad.",
      keywords: [
        "à propos de cedrus consulting",
        "partenaire oracle gold",
        "cabinet de conseil oracle",
        "excellence Oracle HCM Cloud",
        "partenaire oracle liban",
      ],
    },
    intro: {
      heading: "À propos de Cedrus Consulting",
      intro:
        "Créé au Liban en 2011, notre cabinet est partenaire d'Oracle depuis ses débuts : Gold selon les anciens niveaux de partenariat d'Oracle, il est aujourd'hui membre d'Oracle PartnerNetwork. Nos spécialistes certifiés en ERP, en HCM et dans le cloud travaillent depuis Beyrouth et nos bureaux en France, à Dubaï, aux États-Unis et en Arabie saoudite.",
    },
  },
  contactUs: {
    seo: {
      title: "Contacter nos consultants Oracle",
      description:
        "Contactez nos bureaux de Beyrouth, de Paris, de Dubaï, du Michigan et de Riyad pour échanger sur votre projet Oracle Cloud ERP, HCM ou d'infrastructure cloud.",
      keywords: [
        "contacter des consultants oracle",
        "contact partenaire oracle",
        "demande de projet oracle",
        "conseil oracle beyrouth",
        "conseil oracle dubaï",
      ],
    },
    intro: {
      heading: "Contactez-nous",
      intro: "Parlez-nous de votre projet Oracle ou posez-nous votre question : le consultant le mieux placé pour vous aider reviendra vers vous.",
    },
  },
  clients: {
    seo: {
      title: "Nos clients et références Oracle",
      description: "Banques, opérateurs télécoms, universités et industriels dont les solutions Oracle ERP et HCM ont été mises en œuvre par nos consultants.",
      keywords: ["clients oracle", "références projets oracle", "études de cas oracle erp", "clients oracle hcm", "projets oracle moyen-orient"],
    },
    intro: {
      heading: "Nos clients",
      intro:
        "Plus de 45 clients, sur plus de 12 marchés, gèrent leur finance, leur supply chain et leurs RH sur les applications Oracle que nous avons mises en œuvre. Parcourez-les par secteur.",
    },
  },
  careers: {
    seo: {
      title: "Carrières dans le conseil Oracle",
      description:
        "Rejoignez nos consultants Oracle ERP, HCM et cloud : formation continue, projets sur site et offshore, et une culture d'entreprise familiale.",
      keywords: ["emploi conseil oracle", "carrière consultant oracle", "emploi oracle hcm", "emploi oracle erp liban", "offres consultant erp"],
    },
    intro: {
      heading: "Carrières chez Cedrus Consulting",
      intro:
        "Construisez votre carrière Oracle sur de vrais projets d'intégration, avec une formation structurée et des collègues au Liban, en France, aux Émirats arabes unis, aux États-Unis et en Arabie saoudite.",
    },
  },
  blog: {
    seo: {
      title: "Nos actualités Oracle",
      description: "Mises en production, sessions de formation et conseils pratiques de nos consultants sur Oracle Cloud ERP, HCM et l'infrastructure cloud.",
      keywords: ["actualités oracle cloud", "mise en production oracle", "expertise oracle hcm", "blog oracle erp", "formation oracle"],
    },
    intro: {
      heading: "Actualités et retours d'expérience",
      intro: "Mises en production, sessions de formation et enseignements tirés de nos projets Oracle ERP, HCM et cloud dans toute la région.",
    },
  },
  caseStudies: {
    seo: {
      title: "Cas clients Oracle par secteur",
      description:
        "Nos projets Oracle Cloud ERP et HCM, à filtrer par secteur, service, module Oracle et pays, chacun avec son périmètre, sa mise en production et ses résultats.",
      keywords: [
        "cas clients oracle",
        "références oracle cloud erp",
        "cas client oracle hcm",
        "références partenaire oracle",
        "intégration oracle moyen-orient",
      ],
    },
    intro: {
      heading: "Cas clients",
      intro:
        "Les projets que nous avons menés, avec le client, les modules Oracle, le mois de mise en production et les résultats chiffrés. Filtrez par secteur, par service, par module Oracle ou par pays.",
    },
  },
  offices: {
    seo: {
      title: "Cinq bureaux, de Beyrouth à Riyad",
      description:
        "Adresses, téléphones locaux, WhatsApp, e-mail et horaires en heure locale de nos bureaux au Liban, en France, aux Émirats, aux États-Unis et en Arabie saoudite.",
      keywords: ["bureaux cedrus consulting", "partenaire oracle beyrouth", "partenaire oracle dubaï", "partenaire oracle riyad", "partenaire oracle paris"],
    },
    intro: {
      heading: "Nos bureaux",
      intro:
        "Cinq bureaux, chacun animé par des consultants qui travaillent dans votre fuseau horaire et votre langue. Appelez, écrivez ou envoyez un message au plus proche : chaque numéro ci-dessous vous met en relation avec une personne de ce bureau, pendant ses heures d’ouverture.",
    },
  },
  search: {
    seo: {
      title: "Recherche et plan du site",
      description:
        "Recherchez dans toutes les pages du site, ou parcourez par type nos services, solutions et secteurs Oracle, études de cas, articles et postes ouverts.",
      keywords: ["recherche sur le site", "plan du site", "services oracle", "études de cas oracle", "emplois conseil oracle"],
    },
    intro: {
      heading: "Rechercher sur le site",
      intro:
        "Recherchez dans toutes les pages, ou parcourez-les par type : nos services, solutions et secteurs, les projets de nos clients, nos articles, nos postes ouverts et nos politiques.",
    },
  },
  blogTopic: {
    title: "{{topic}} : analyses",
    description: "Cas clients, articles, actualités et événements sur le thème {{topic}} : nos projets Oracle ERP, HCM et cloud, de Beyrouth à Riyad et Paris.",
    heading: "{{topic}} : nos publications",
    intro: "Tous nos cas clients, articles, actualités et événements sur le thème {{topic}}, du plus récent au plus ancien.",
  },
  notFound: {
    seo: {
      title: "Page introuvable",
      description: "La page que vous recherchez n'existe pas ou a été déplacée. Revenez à l'accueil pour découvrir nos services Oracle.",
      keywords: ["page introuvable", "erreur 404", "page manquante", "Cedrus Consulting"],
    },
    intro: {
      heading: "Page introuvable",
      intro:
        "La page que vous recherchez n'existe pas ou a été déplacée. Revenez à la page d'accueil ou accédez directement à l'une de nos rubriques principales ci-dessous.",
    },
    nextSteps: { "/": { text: "Retour à l'accueil" } },
    directory: {
      title: "Où souhaitez-vous aller ?",
      text: "Nos solutions, services et secteurs Oracle, ainsi que les pages les plus consultées.",
      pagesTitle: "Pages les plus consultées",
      contactText: "Nous contacter",
    },
  },
  thankYou: {
    seo: {
      title: "Demande bien reçue",
      description: "Merci de nous avoir contactés. Votre demande est bien parvenue à notre équipe : un consultant vous répondra dans les meilleurs délais.",
      keywords: ["demande de contact", "merci", "conseil oracle", "Cedrus Consulting"],
    },
    intro: {
      heading: "Merci, votre demande nous est bien parvenue",
      intro: "Votre demande a bien été transmise à notre équipe. Un consultant vous répondra dans les meilleurs délais, généralement sous un jour ouvré.",
    },
    nextSteps: { "/": { text: "Retour à l'accueil" }, "/blog": { text: "Lire nos dernières actualités" } },
  },
} satisfies TextsFor<"pages">;
