/**
 * The French texts of content/navigation.ts: `menuCopy`. Only texts: slugs, keys, links, pictures and every
 * other value come from content/navigation.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const menuCopy = {
  home: "Accueil",
  about: "À propos",
  solutions: {
    label: "Solutions",
    leftTitle: "Solutions Oracle",
    leftText:
      "Des solutions sur site, cloud, sectorielles et technologiques, choisies et dimensionnées selon le fonctionnement actuel de votre entreprise et ses ambitions.",
    rightTitle: "Nos solutions",
  },
  services: {
    label: "Services",
    leftTitle: "Des services de bout en bout",
    leftText:
      "Du premier atelier à la mise en production et au-delà : intégration, services techniques, formation, renfort d'équipes et un centre offshore qui assure la continuité de vos systèmes.",
    rightTitle: "Nos services",
  },
  industries: {
    label: "Secteurs",
    leftTitle: "Des secteurs que nous connaissons",
    leftText: "Télécoms, banques, secteur public, industrie et distribution : ces entreprises nous confient les processus qui font tourner leur activité.",
    rightTitle: "Secteurs",
  },
  clients: "Clients",
  careers: "Carrières",
  caseStudies: "Cas clients",
  blog: "Blog",
} satisfies TextsFor<"menuCopy">;
