/**
 * The French texts of content/contact.ts: `contactCard`, `contactFormCopy`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/contact.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const contactCard = {
  title: "Nos coordonnées",
  text: "Vous préférez en parler de vive voix ? Appelez notre siège de Beyrouth ou écrivez-nous : le consultant le mieux placé prendra le relais.",
  entries: { phone: { label: "Téléphone (siège de Beyrouth)" }, email: { label: "Adresse e-mail" } },
  responseTime: "Nous répondons généralement sous un jour ouvré.",
  officesTitle: "Nos bureaux",
  headquartersLabel: "Siège",
} satisfies TextsFor<"contactCard">;

export const contactFormCopy = {
  title: "Envoyez-nous votre demande",
  text: "Dites-nous où en est votre projet Oracle et ce dont vous avez besoin. Les champs marqués d'un * sont obligatoires.",
  labels: { fullname: "Nom complet", email: "Adresse e-mail", phone_number: "Numéro de téléphone", message: "Message" },
  placeholders: { fullname: "Vos prénom et nom", email: "nom@entreprise.com", message: "Votre projet, votre calendrier, vos questions" },
  send: "Envoyer la demande",
  sending: "Envoi en cours…",
  captchaPrompt: "Merci de confirmer que vous n'êtes pas un robot : votre demande pourra ensuite être envoyée.",
  captchaUnavailable:
    "Le service de vérification n'a pas pu être chargé : ce formulaire ne peut donc pas envoyer votre demande. Merci de nous l'adresser par e-mail :",
  captchaUnavailableLink: "Ouvrir un e-mail prérempli",
  success: "Votre demande a bien été envoyée ! Nous vous répondrons dans les meilleurs délais.",
  successSignOff: "Cordialement",
  sendAnother: "Envoyer une autre demande",
  failure: "En raison du grand nombre de demandes reçues, le formulaire est temporairement indisponible",
  failureText: "Merci d'envoyer votre demande directement par e-mail à",
  failureLink: "Cliquez ici pour ouvrir votre messagerie par défaut",
  backToForm: "Retour au formulaire",
  mailSubject: "Demande envoyée depuis le formulaire de contact du site",
  mailTruncated: "(Le message a été raccourci pour tenir dans cet e-mail : merci de copier la suite depuis le formulaire de notre site.)",
  countryLabel: "Pays du numéro de téléphone",
  mailLabels: { name: "Nom", email: "Adresse e-mail", phone: "Téléphone", message: "Message" },
  messages: {
    fullnameRequired: "Le nom complet est obligatoire",
    fullnameTooLong: "Le nom complet ne doit pas dépasser {{max}} caractères",
    emailRequired: "L'adresse e-mail est obligatoire",
    emailInvalid: "L'adresse e-mail n'est pas valide",
    emailTooLong: "L'adresse e-mail ne doit pas dépasser {{max}} caractères",
    phoneRequired: "Le numéro de téléphone est obligatoire",
    phoneInvalid: "Le numéro de téléphone n'est pas valide",
    messageRequired: "Le message est obligatoire",
    messageTooShort: "Le message doit contenir au moins {{min}} caractères",
    messageTooLong: "Le message ne doit pas dépasser {{max}} caractères",
  },
} satisfies TextsFor<"contactFormCopy">;
