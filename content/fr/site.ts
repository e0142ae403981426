/**
 * The French texts of content/site.ts: `site`, `offices` by id, `brandImages`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/site.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const site = {
  tagline: "Votre partenaire d'intégration Oracle ERP, HCM et cloud",
  announcement: {
    text: "Premier intégrateur d'excellence Oracle HCM Cloud du Levant",
    linkText: "En savoir plus",
    linkContext: "sur notre distinction d'excellence Oracle HCM Cloud",
  },
} satisfies TextsFor<"site">;

export const offices = {
  beirut: { name: "Liban", city: "Beyrouth", street: "Immeuble Cedrus, 4ᵉ étage, Horsh Tabet, Sin el-Fil" },
  paris: { name: "France", city: "Paris", street: "52, avenue des Champs-Élysées" },
  dubai: { name: "Émirats arabes unis", city: "Dubaï", street: "Bureau 1204, Bay Square, bâtiment 5, Business Bay" },
  michigan: { name: "États-Unis", city: "Troy", region: "Michigan", street: "3001 West Big Beaver Road, bureau 400" },
  riyadh: { name: "Arabie saoudite", city: "Riyad", street: "Olaya Towers, 7ᵉ étage, King Fahd Road, quartier d’Al Olaya" },
} satisfies TextsFor<"offices">;

export const brandImages = { logo: { alt: "Cedrus Consulting – accueil" }, logoWhite: { alt: "Cedrus Consulting" } } satisfies TextsFor<"brandImages">;
