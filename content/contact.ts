/** Texts of the contact page and the contact form. The form's rules live in lib/browser/contact-schema.ts, its messages here. */
import { telHref } from "@/lib/tel";
import { offices, site } from "./site";
import type { ContactCardContent, ContactFormCopy } from "../lib/content/types";

const headquarters = offices[0];

export const contactCard = {
  title: "Contact information",
  text: "Prefer to talk it through? Call our Beirut headquarters or write to us, and the right consultant will pick it up.",
  entries: [
    // The company phone is the headquarters' line: the label says so, so the office list below leaves it out.
    { kind: "phone", label: `Phone (${headquarters.city} headquarters)`, value: site.phone, href: telHref(site.phone) },
    { kind: "email", label: "E-mail", value: site.email, href: `mailto:${site.email}` },
  ],
  /** How soon a request is answered: shown under the phone and e-mail. */
  responseTime: "We usually reply within one business day.",
  officesTitle: "Our offices",
  /** Marks the office whose line is the phone above (its own phone is not repeated in the list). */
  headquartersLabel: "Headquarters",
  headquartersIndex: headquarters.index,
} as const satisfies ContactCardContent;

export const contactFormCopy = {
  title: "Send us a request",
  text: "Tell us where your Oracle project stands and what you need. Fields marked * are required.",
  labels: { fullname: "Full name", email: "Email", phone_number: "Phone number", message: "Message" },
  placeholders: {
    fullname: "Your full name",
    email: "name@company.com",
    message: "Your project, your timeline, your questions",
  },
  send: "Send request",
  sending: "Sending…",
  captchaPrompt: "Please confirm you are not a robot; then the request can be sent.",
  captchaUnavailable: "The verification service could not be loaded, so this form cannot send your request. Please e-mail it to us instead:",
  captchaUnavailableLink: "Open a prefilled e-mail",
  success: "Your request is successfully sent! We will reply as soon as possible.",
  successSignOff: "Regards",
  sendAnother: "Send another request",
  failure: "Due to the large number of requests received, the queue is temporarily disabled",
  failureText: "Please send your request directly by e-mail to",
  failureLink: "Click here to redirect you to your default email engine",
  backToForm: "Back to the form",
  mailSubject: "Request from the website contact form",
  /** Last line of the prefilled e-mail when the request was too long for an e-mail link and was cut. */
  mailTruncated: "(The message was shortened to fit in this e-mail: please copy the rest from the form on our website.)",
  countryLabel: "Country of the phone number",
  mailLabels: { name: "Name", email: "E-mail", phone: "Phone", message: "Message" },
  /** The spec's messages, word for word; {{max}} and {{min}} are the limits of lib/browser/contact-schema.ts. */
  messages: {
    fullnameRequired: "Fullname is required",
    fullnameTooLong: "Full name must be at most {{max}} characters",
    emailRequired: "Email is required",
    emailInvalid: "Email is invalid",
    emailTooLong: "Email must be at most {{max}} characters",
    phoneRequired: "Phone Number is required",
    phoneInvalid: "Phone number is invalid",
    messageRequired: "Message is required",
    messageTooShort: "Message must be at least {{min}} characters",
    messageTooLong: "Message must not exceed {{max}} numbers",
  },
} as const satisfies ContactFormCopy;
