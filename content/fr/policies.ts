/**
 * The French texts of content/policies.ts: `policies` by slug. Only texts: slugs, keys, links, pictures and
 * every other value come from content/policies.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const policies = {
  "privacy-policy": {
    page: {
      seo: {
        title: "Politique de confidentialité",
        description:
          "Les données personnelles collectées par notre formulaire de contact, leur usage, leur conservation et vos droits d'accès, de rectification et d'effacement.",
        keywords: [
          "politique de confidentialité",
          "données personnelles",
          "données du formulaire de contact",
          "droits rgpd",
          "protection des données",
          "durée de conservation des données",
        ],
      },
      intro: {
        heading: "Politique de confidentialité",
        intro:
          "Cette politique explique quelles données personnelles nous collectons sur ce site, ce que nous en faisons et les choix dont vous disposez. En résumé : nous ne collectons que ce que vous nous envoyez via le formulaire de contact.",
      },
    },
    title: "Politique de confidentialité",
    subtitle: "En vigueur depuis le 31 mars 2016",
    content: [
      {
        title: "Qui sommes-nous ?",
        paragraphs: [
          "Ce site est édité par Cedrus Consulting, cabinet de conseil Oracle ERP, HCM et cloud dont le siège est au Liban et qui dispose de bureaux en France, aux Émirats arabes unis, aux États-Unis et en Arabie saoudite. Dans la présente politique, « nous », « notre » et « nos » désignent Cedrus Consulting.",
          "Nous sommes responsables des données personnelles que vous nous transmettez via ce site. Pour toute question sur cette politique ou sur vos données, écrivez-nous à l'adresse e-mail indiquée sur notre page de contact.",
        ],
      },
      {
        title: "Les données que nous collectons",
        paragraphs: [
          "Vous pouvez consulter ce site sans nous dire qui vous êtes. Nous n'y utilisons aucun outil de mesure d'audience ni de publicité, et nous ne constituons pas de profils de visiteurs.",
          "Les seules données personnelles que nous collectons sont celles que vous saisissez dans le formulaire de contact : votre nom, votre adresse e-mail, votre numéro de téléphone et votre message. Merci de ne pas y inclure d'informations sensibles, telles que des données de santé ou financières.",
          "Lorsqu'une page affiche le formulaire de contact, Google reCAPTCHA vérifie que celui-ci est envoyé par une personne et non par un programme automatisé. Pour ce faire, Google collecte des informations techniques telles que votre adresse IP, les caractéristiques de votre navigateur et la façon dont vous interagissez avec la page. Ces informations sont traitées par Google selon ses propres règles de confidentialité et conditions d'utilisation ; nous ne les recevons pas.",
        ],
      },
      {
        title: "L'utilisation de vos informations",
        paragraphs: [
          "Nous utilisons les informations transmises via le formulaire de contact pour répondre à votre demande, par exemple pour échanger sur un projet, organiser un rendez-vous ou transmettre votre message au consultant ou au bureau le mieux placé pour vous répondre. Nous ne vendons pas vos données et ne vous inscrivons à aucune liste de diffusion, sauf si vous nous le demandez.",
          "Lorsque la réglementation sur la protection des données exige une base légale, nous nous fondons sur notre intérêt légitime à répondre aux messages qui nous sont adressés, ou sur les mesures précontractuelles prises à votre demande.",
        ],
      },
      {
        title: "Nos prestataires",
        paragraphs: [
          "Les messages envoyés via le formulaire de contact nous sont transmis par Formspree, un service de gestion de formulaires qui reçoit les données saisies et les achemine vers notre messagerie. Formspree traite ces données pour notre compte, selon ses propres conditions de confidentialité, et conserve une copie de chaque envoi dans notre compte jusqu'à sa suppression.",
          "La protection contre les messages indésirables est assurée par Google reCAPTCHA, comme indiqué ci-dessus. En dehors de ces services et de notre propre fournisseur de messagerie, nous ne communiquons le contenu de votre message à aucun tiers, sauf obligation légale.",
        ],
      },
      {
        title: "Transferts internationaux",
        paragraphs: [
          "Nous travaillons depuis nos bureaux au Liban, en France, aux Émirats arabes unis, aux États-Unis et en Arabie saoudite. Pour répondre à votre demande, votre message peut être lu par des collègues dans chacun de ces pays, et Formspree comme Google peuvent le traiter sur des serveurs situés hors de votre pays de résidence, notamment aux États-Unis.",
          "Lorsque des données personnelles de personnes situées dans l'Union européenne sont transférées hors de l'Espace économique européen, nous nous appuyons sur les garanties prévues par le Règlement général sur la protection des données (RGPD), telles que les décisions d'adéquation ou les clauses contractuelles types, et nous ne communiquons à nos collègues que ce dont ils ont besoin pour vous répondre.",
        ],
      },
      {
        title: "Durée de conservation de vos données",
        paragraphs: [
          "Nous conservons les messages reçus via le formulaire de contact, ainsi que les e-mails qui s'ensuivent, aussi longtemps que nécessaire pour traiter votre demande et les échanges qui en découlent. Si ces échanges n'aboutissent pas à une relation d'affaires, nous supprimons les messages dès qu'ils ne sont plus utiles, et en tout état de cause dans un délai de trois ans à compter de notre dernier échange.",
          "Si vous devenez client, vos coordonnées sont conservées dans nos dossiers commerciaux pendant la durée imposée par les règles comptables et fiscales qui nous sont applicables.",
        ],
      },
      {
        title: "Vos droits",
        paragraphs: [
          "Vous pouvez à tout moment nous demander une copie des données personnelles que nous détenons à votre sujet, leur rectification si elles sont inexactes ou leur effacement. Pour cela, écrivez-nous à l'adresse e-mail indiquée sur notre page de contact. Nous pourrons vous demander de justifier de votre identité avant de donner suite à votre demande, et nous vous répondrons dans un délai d'un mois.",
          "Si vous vous trouvez dans l'Union européenne, le RGPD vous accorde également le droit à la limitation du traitement de vos données et le droit de vous y opposer, le droit à la portabilité de vos données, ainsi que le droit d'introduire une réclamation auprès d'une autorité de contrôle, comme la CNIL en France ou l'autorité de votre pays de résidence.",
        ],
      },
      {
        title: "Sécurité",
        paragraphs: [
          "Ce site est servi via une connexion HTTPS chiffrée, et les messages envoyés via le formulaire de contact sont transmis par des connexions chiffrées. L'accès à la messagerie qui les reçoit est réservé aux personnes chargées de traiter les demandes.",
        ],
      },
      {
        title: "Modifications de cette politique",
        paragraphs: [
          "Nous pouvons mettre à jour cette politique en cas d'évolution de notre site, des services sur lesquels il repose ou de la réglementation. La version en vigueur est toujours celle publiée sur cette page, et nous mettrons à jour la date indiquée en haut de page en cas de modification substantielle.",
        ],
      },
    ],
  },
  "cookies-policy": {
    page: {
      seo: {
        title: "Politique relative aux cookies",
        description:
          "Les cookies utilisés sur ce site : aucun cookie de mesure d'audience ni de publicité, uniquement ceux déposés par Google reCAPTCHA sur le formulaire de contact.",
        keywords: ["politique relative aux cookies", "cookies et traceurs", "cookies google recaptcha", "paramètres du navigateur", "confidentialité"],
      },
      intro: {
        heading: "Politique relative aux cookies",
        intro:
          "Cette politique explique quels cookies peuvent être déposés sur votre appareil lorsque vous consultez ce site, qui les dépose et comment vous pouvez les contrôler.",
      },
    },
    title: "Politique relative aux cookies",
    subtitle: "L'utilisation des cookies sur ce site",
    content: [
      {
        title: "Qu'est-ce qu'un cookie ?",
        paragraphs: [
          "Les cookies sont de petits fichiers texte qu'un site, ou un service qui y est intégré, enregistre dans votre navigateur. Ils permettent au site ou au service de reconnaître votre navigateur lors d'une requête ultérieure, par exemple pour mémoriser un réglage ou pour distinguer une personne d'un programme automatisé.",
          "Des technologies similaires, comme le stockage local, fonctionnent de manière comparable. Dans la présente politique, le terme « cookies » les désigne également.",
        ],
      },
      {
        title: "Les cookies que nous déposons",
        paragraphs: [
          "Ce site ne dépose aucun cookie de mesure d'audience, de publicité ou de suivi lié aux réseaux sociaux. Nous ne mesurons pas vos visites à l'aide d'outils de suivi et n'affichons aucune publicité.",
          "Vous pouvez consulter toutes les pages du site, y compris notre blog, nos solutions et nos services, sans que nous déposions le moindre cookie.",
        ],
      },
      {
        title: "Les cookies de Google reCAPTCHA",
        paragraphs: [
          "Les pages qui affichent le formulaire de contact chargent Google reCAPTCHA afin de protéger le formulaire contre le spam et les abus. reCAPTCHA peut déposer ses propres cookies et collecter des informations sur votre appareil et sur votre utilisation de la page, afin de déterminer si le formulaire est rempli par une personne.",
          "Ces cookies sont déposés et contrôlés par Google, et non par nous ; les informations qu'ils collectent sont traitées conformément aux règles de confidentialité et aux conditions d'utilisation de Google. Nous ne recevons pas ces informations : le formulaire transmet uniquement un jeton indiquant si la vérification a réussi.",
        ],
      },
      {
        title: "Le formulaire de contact",
        paragraphs: [
          "Le formulaire de contact envoie votre message via Formspree, un service de gestion de formulaires. Son envoi ne nécessite aucun cookie de notre part. L'usage que nous faisons du nom, de l'adresse e-mail, du numéro de téléphone et du message que vous nous envoyez est décrit dans notre politique de confidentialité.",
        ],
      },
      {
        title: "Gérer les cookies",
        paragraphs: [
          "La plupart des navigateurs vous permettent de voir quels cookies sont enregistrés, de les supprimer et de bloquer les cookies de certains sites ou de tous. Les pages d'aide de votre navigateur expliquent comment procéder.",
          "Si vous bloquez les cookies de Google, la vérification reCAPTCHA risque de ne pas fonctionner et le formulaire de contact de ne pas envoyer votre message. Vous pouvez toutefois toujours nous joindre en écrivant à l'adresse e-mail indiquée sur notre page de contact.",
        ],
      },
      {
        title: "Modifications de cette politique",
        paragraphs: [
          "Si nous ajoutons un service qui dépose des cookies, par exemple un outil de mesure d'audience, nous mettrons à jour cette politique avant sa mise en service et, lorsque la loi l'exige, nous recueillerons d'abord votre consentement. Vos questions sur les cookies peuvent être adressées à l'adresse e-mail indiquée sur notre page de contact.",
        ],
      },
    ],
  },
} satisfies TextsFor<"policies">;
