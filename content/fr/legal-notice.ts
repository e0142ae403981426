/**
 * The French texts of content/legal-notice.ts: `legalEntities` by id, and `legalNotice` (its `sections` by id).
 * Only texts: the companies' names, offices, registration numbers, phones and links come from
 * content/legal-notice.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const legalEntities = {
  lebanon: { legalForm: "Société anonyme libanaise (S.A.L.)" },
  france: { legalForm: "Société par actions simplifiée (SAS)" },
  uae: { legalForm: "Société à responsabilité limitée (L.L.C.)" },
  usa: { legalForm: "Société à responsabilité limitée de droit du Michigan (LLC)" },
  ksa: { legalForm: "Société à responsabilité limitée (LLC)" },
} satisfies TextsFor<"legalEntities">;

export const legalNotice = {
  page: {
    seo: {
      title: "Mentions légales",
      description: "Qui édite ce site : les sociétés Cedrus Consulting et leurs numéros d'immatriculation, le directeur de la publication et l'hébergeur.",
      keywords: ["mentions légales", "éditeur du site", "immatriculation", "directeur de la publication", "hébergeur du site", "informations légales"],
    },
    intro: {
      heading: "Mentions légales",
      intro:
        "Les informations légales de ce site : qui l'édite, les sociétés du groupe Cedrus Consulting et leurs numéros d'immatriculation, qui est responsable de son contenu et qui l'héberge.",
    },
  },
  publisher: {
    title: "Éditeur du site",
    text: "Ce site est édité par la société de tête du groupe, dont le siège est au Liban.",
  },
  entities: {
    title: "Nos sociétés",
    text: "Cedrus Consulting exerce par une société dans chaque pays où elle a un bureau, immatriculée sur place sous les numéros ci-dessous.",
  },
  director: { title: "Directeur de la publication", name: "Rami Haddad", role: "Associé gérant" },
  host: { title: "Hébergement", address: "100 Example Street, San Francisco, CA 94107 (États-Unis)" },
  sections: {
    "intellectual-property": {
      title: "Propriété intellectuelle",
      paragraphs: [
        "Les textes, illustrations, photographies, logos et la mise en page de ce site appartiennent à Cedrus Consulting ou sont utilisés avec l'autorisation de leurs titulaires. Vous pouvez citer ses pages et y faire un lien ; toute autre reproduction, totale ou partielle, nécessite notre accord écrit.",
        "Oracle, Java et les noms des produits Oracle sont des marques déposées d'Oracle et/ou de ses sociétés affiliées. Les autres noms cités peuvent être des marques de leurs propriétaires respectifs.",
      ],
    },
    "personal-data": {
      title: "Données personnelles",
      paragraphs: [
        "Ce site ne dépose aucun cookie de mesure d'audience ni de publicité. Les seules données personnelles qu'il collecte sont celles que vous nous envoyez par le formulaire de contact, pour vous répondre. Notre politique de confidentialité précise ce que nous collectons, pourquoi, combien de temps nous le conservons et comment exercer vos droits.",
      ],
      link: { text: "Lire notre politique de confidentialité" },
    },
    liability: {
      title: "Responsabilité",
      paragraphs: [
        "Nous veillons à ce que les informations de ce site soient exactes et à jour, mais elles sont données à titre d'information générale et ne constituent ni un conseil ni une offre. Nous ne saurions être tenus responsables des décisions prises sur leur fondement, ni du contenu des sites vers lesquels il renvoie.",
      ],
    },
    credits: {
      title: "Crédits",
      paragraphs: [
        "Conception, développement et illustrations : Cedrus Consulting. Polices de caractères : Inter et Noto Sans Arabic, sous licence SIL Open Font License. Drapeaux : country-flag-icons, sous licence MIT.",
      ],
    },
  },
} satisfies TextsFor<"legalNotice">;
