/**
 * The French texts of content/careers.ts: `careerBenefits` by image, `hiringProcess` (its steps by id),
 * `deliveryModel`, `careerCta`. Only texts: slugs, keys, links, pictures and every other value come from
 * content/careers.ts (lib/content/translate.ts).
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

export const hiringProcess = {
  title: "Comment nous recrutons",
  text: "De votre candidature à notre proposition, comptez en général quatre semaines. Nous vous donnons une réponse après chaque étape, que vous poursuiviez ou non.",
  steps: {
    application: {
      title: "Étude de votre candidature",
      text: "Un chargé de recrutement et un consultant du pôle concerné lisent votre CV au regard du poste. Nous répondons à chaque candidature, en général sous dix jours ouvrés.",
    },
    "first-call": {
      title: "Premier échange",
      text: "Un appel de 30 minutes avec notre équipe recrutement : votre parcours, vos attentes, votre préavis et la fourchette de rémunération du poste.",
    },
    "technical-interview": {
      title: "Entretien technique",
      text: "Une heure avec un responsable de pôle et un consultant senior : vous nous présentez un projet que vous avez mené, puis nous travaillons ensemble sur un cas réel tiré de nos projets Oracle.",
    },
    manager: {
      title: "Rencontre avec votre futur manager",
      text: "Vous rencontrez le manager avec qui vous travaillerez : la constitution des équipes projet, les déplacements chez les clients et vos perspectives d'évolution chez nous.",
    },
    offer: {
      title: "Proposition d'embauche",
      text: "Une proposition écrite précisant la rémunération, la date d'arrivée et votre plan de développement pour la première année. Prenez le temps de poser vos questions avant de signer.",
    },
  },
} satisfies TextsFor<"hiringProcess">;

export const deliveryModel = {
  title: "Notre modèle d'intervention à l'international",
  paragraphs: [
    "Nos projets combinent travail sur site et à distance. Les consultants se rendent chez le client pour les ateliers, les choix de conception, les tests et la mise en production, tandis que le paramétrage, le développement des interfaces et le support se poursuivent à distance.",
    "Depuis 2017, notre centre de services offshore est le pivot de ce travail à distance. Nous rejoindre, c'est travailler avec des collègues au Liban, en France, aux Émirats arabes unis, aux États-Unis et en Arabie saoudite, sur des projets pour des clients de plusieurs pays.",
  ],
} satisfies TextsFor<"deliveryModel">;

export const careerCta = {
  title: "Rejoignez notre équipe",
  text: "Cedrus Consulting est en pleine croissance et recrute des consultants fonctionnels Oracle, des développeurs et des chefs de projet. Envoyez votre CV à notre adresse de recrutement en nous indiquant le pôle qui vous intéresse.",
} satisfies TextsFor<"careerCta">;
