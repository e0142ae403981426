/**
 * The French texts of content/careers.ts: `careerBenefits` by image, `deliveryModel`, `careerCta`. Only texts:
 * slugs, keys, links, pictures and every other value come from content/careers.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const careerBenefits = {
  "career-development": {
    title: "Programme de développement des collaborateurs",
    text: "Chaque consultant suit un programme de développement : formation continue aux nouvelles versions d'Oracle Cloud, préparation aux certifications Oracle et accompagnement par des collègues seniors sur des projets réels.",
  },
  "career-compensation": {
    title: "Rémunération attractive, esprit de famille",
    text: "Nous offrons une rémunération attractive et une culture familiale, où les collègues se connaissent, partagent ce qu'ils apprennent et fêtent ensemble chaque mise en production.",
  },
} satisfies TextsFor<"careerBenefits">;

export const deliveryModel = {
  title: "Notre modèle d'intervention à l'international",
  paragraphs: [
    "Nos projets combinent travail sur site et à distance. Les consultants se rendent chez le client pour les ateliers, les choix de conception, les tests et la mise en production, tandis que le paramétrage, le développement des interfaces et le support se poursuivent à distance.",
    "Depuis 2017, notre centre de services offshore est le pivot de ce travail à distance. Nous rejoindre, c'est travailler avec des collègues au Liban, en France, aux Émirats arabes unis et aux États-Unis, sur des projets pour des clients de plusieurs pays.",
  ],
} satisfies TextsFor<"deliveryModel">;

export const careerCta = {
  title: "Rejoignez notre équipe",
  text: "Cedrus Consulting est en pleine croissance et recrute des consultants fonctionnels Oracle, des développeurs et des chefs de projet. Envoyez votre CV à notre adresse de recrutement en nous indiquant le pôle qui vous intéresse.",
} satisfies TextsFor<"careerCta">;
