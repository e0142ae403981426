/**
 * The French texts of content/site.ts: `site`, `offices` by id, `brandImages`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/site.ts (content/translate.ts).
 */
import type { Texts } from "../translate";

export const site = {
  tagline: "Votre partenaire d'intégration Oracle ERP, HCM et cloud",
  announcement: {
    text: "Premier Oracle HCM Cloud Excellence Implementer du Levant",
    linkText: "En savoir plus",
    linkContext: "sur notre distinction Oracle HCM Cloud Excellence",
  },
} satisfies Texts;

export const offices = {
  beirut: { name: "Liban", city: "Beyrouth", address: "Sin El Fil, Horsh Tabet, Beyrouth, Liban" },
  paris: { name: "France", city: "Paris", address: "Avenue des Champs-Élysées, 75008 Paris (France)" },
  dubai: { name: "Émirats arabes unis", city: "Dubaï", address: "Business Bay, Dubaï, Émirats arabes unis" },
  michigan: { name: "États-Unis", city: "Michigan", address: "Troy, Michigan, États-Unis" },
} satisfies Texts;

export const brandImages = { logo: { alt: "Cedrus Consulting – accueil" }, logoWhite: { alt: "Cedrus Consulting" } } satisfies Texts;
