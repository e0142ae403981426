/**
 * The French texts of content/site.ts: `site`, `offices` by id, `brandImages`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/site.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const site = {
  tagline: "Votre partenaire d'intégration Oracle ERP, HCM et cloud",
  announcement: {
    text: "Premier Oracle HCM Cloud Excellence Implementer du Levant",
    linkText: "En savoir plus",
    linkContext: "sur notre distinction Oracle HCM Cloud Excellence",
  },
} satisfies TextsFor<"site">;

export const offices = {
  beirut: { name: "Liban", city: "Beyrouth", address: "Sin El Fil, Horsh Tabet, Beyrouth, Liban" },
  paris: { name: "France", city: "Paris", address: "Avenue des Champs-Élysées, 75008 Paris (France)" },
  dubai: { name: "Émirats arabes unis", city: "Dubaï", address: "Business Bay, Dubaï, Émirats arabes unis" },
  michigan: { name: "États-Unis", city: "Michigan", address: "Troy, Michigan, États-Unis" },
} satisfies TextsFor<"offices">;

export const brandImages = { logo: { alt: "Cedrus Consulting – accueil" }, logoWhite: { alt: "Cedrus Consulting" } } satisfies TextsFor<"brandImages">;
