/**
 * The privacy and cookies policies (/privacy-policy and /cookies-policy).
 * The site is static: its only data collection is the contact form (Formspree, protected by Google reCAPTCHA).
 */
import type { Policy } from "../lib/content/types";

export const policies = [
  {
    slug: "privacy-policy",
    page: {
      seo: {
        title: "Privacy policy",
        description:
          "What personal data our contact form collects, why we use it, how long we keep it and how to exercise your rights to access, correct or delete it.",
        keywords: ["privacy policy", "personal data", "contact form data", "gdpr rights", "data protection", "data retention"],
      },
      intro: {
        heading: "Privacy policy",
        intro:
          "This policy explains what personal data we collect through this website, what we do with it and the choices you have. The short version: we only collect what you send us through the contact form.",
      },
    },
    title: "Privacy policy",
    subtitle: "Effective 31 March 2016",
    content: [
      {
        title: "Who we are",
        paragraphs: [
          'This website is operated by Cedrus Consulting, an Oracle ERP, HCM and cloud consulting firm headquartered in Lebanon, with offices in France, the United Arab Emirates, the United States and Saudi Arabia. In this policy, "we", "us" and "our" refer to Cedrus Consulting.',
          "We are responsible for the personal data you send us through this website. If you have a question about this policy or about your data, write to us at the e-mail address on our contact page.",
        ],
      },
      {
        title: "What we collect",
        paragraphs: [
          "You can browse this website without telling us who you are. We do not run analytics or advertising tools on it, and we do not build profiles of visitors.",
          "The only personal data we collect is what you enter in the contact form: your name, e-mail address, phone number and message. Please do not include sensitive information, such as health or financial details, in your message.",
          "When a page shows the contact form, Google reCAPTCHA checks that the form is being submitted by a person and not by an automated program. To do this, Google collects technical information such as your IP address, browser details and how you interact with the page. This information is processed by Google under Google's own privacy policy and terms of service, and we do not receive it.",
        ],
      },
      {
        title: "How we use your information",
        paragraphs: [
          "We use the details you send through the contact form to answer your request, for example to discuss a project, arrange a meeting or pass your message to the consultant or office best placed to reply. We do not sell your data, and we do not add you to a mailing list unless you ask us to.",
          "Where data protection law requires a legal basis, we rely on our legitimate interest in replying to messages sent to us, or on the steps you ask us to take before entering into a contract with us.",
        ],
      },
      {
        title: "Service providers",
        paragraphs: [
          "Contact form submissions are delivered to us by Formspree, a form-handling service that receives the form data and forwards it to our mailbox. Formspree processes the data on our behalf under its own privacy terms and keeps a copy of each submission in our account until it is deleted.",
          "Spam protection is provided by Google reCAPTCHA, as described above. Apart from these services and our own e-mail provider, we do not share the contents of your message with third parties, except where the law requires us to.",
        ],
      },
      {
        title: "International transfers",
        paragraphs: [
          "We work from offices in Lebanon, France, the United Arab Emirates, the United States and Saudi Arabia. To answer your request, your message may be read by colleagues in any of these countries, and Formspree and Google may process it on servers outside the country where you live, including in the United States.",
          "When personal data of people in the European Union leaves the European Economic Area, we rely on the safeguards recognized by the General Data Protection Regulation (GDPR), such as adequacy decisions or standard contractual clauses, and we share with colleagues only what they need to reply to you.",
        ],
      },
      {
        title: "How long we keep your data",
        paragraphs: [
          "We keep contact form messages and the e-mails that follow for as long as needed to handle your request and any discussion that comes from it. If the conversation does not lead to a business relationship, we delete the messages once they are no longer needed, and in any case within three years of our last exchange.",
          "If you become a client, your contact details are kept as part of our business records for the period required by the accounting and tax laws that apply to us.",
        ],
      },
      {
        title: "Your rights",
        paragraphs: [
          "You can ask us at any time for a copy of the personal data we hold about you, ask us to correct it if it is wrong, or ask us to delete it. To do so, write to us at the e-mail address on our contact page. We may ask you to confirm your identity before acting on the request, and we will reply within one month.",
          "If you are in the European Union, the GDPR also gives you the right to restrict or object to the processing of your data, the right to data portability, and the right to lodge a complaint with a supervisory authority, such as the CNIL in France or the authority of the country where you live.",
        ],
      },
      {
        title: "Security",
        paragraphs: [
          "This website is served over an encrypted HTTPS connection, and contact form submissions are transmitted over encrypted connections. Access to the mailbox that receives them is limited to the people who handle inquiries.",
        ],
      },
      {
        title: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our website, the services it relies on or the law changes. The current version is always the one published on this page, and we will update the date at the top when we make a material change.",
        ],
      },
    ],
  },
  {
    slug: "cookies-policy",
    page: {
      seo: {
        title: "Cookies policy",
        description: "Which cookies are used on this website: none for analytics or advertising, only those set by Google reCAPTCHA on the contact form.",
        keywords: ["cookies policy", "cookies", "google recaptcha cookies", "browser settings", "privacy"],
      },
      intro: {
        heading: "Cookies policy",
        intro: "This policy explains which cookies may be stored on your device when you visit this website, who sets them and how you can control them.",
      },
    },
    title: "Cookies policy",
    subtitle: "How cookies are used on this website",
    content: [
      {
        title: "What cookies are",
        paragraphs: [
          "Cookies are small text files that a website, or a service embedded in it, stores in your browser. They let the site or service recognize your browser on a later request, for example to remember a setting or to tell a person apart from an automated program.",
          'Similar technologies, such as local storage, work in a comparable way. In this policy, "cookies" covers them as well.',
        ],
      },
      {
        title: "Cookies we set",
        paragraphs: [
          "This website does not set analytics, advertising or social media tracking cookies. We do not measure your visits with tracking tools, and we do not show advertising.",
          "You can read every page of the website, including our blog, solutions and services, without any cookie being set by us.",
        ],
      },
      {
        title: "Google reCAPTCHA",
        paragraphs: [
          "Pages that show the contact form load Google reCAPTCHA to protect the form against spam and abuse. reCAPTCHA may set its own cookies and collect information about your device and how you use the page in order to tell whether the form is being filled in by a person.",
          "These cookies are set and controlled by Google, not by us, and the information they collect is processed under Google's privacy policy and terms of service. We do not receive that information: the form only passes on a token showing whether the check succeeded.",
        ],
      },
      {
        title: "Contact form",
        paragraphs: [
          "The contact form sends your message through Formspree, a form-handling service. Sending the form does not require a cookie from us. What we do with the name, e-mail address, phone number and message you send is described in our privacy policy.",
        ],
      },
      {
        title: "Managing cookies",
        paragraphs: [
          "Most browsers let you see which cookies are stored, delete them, and block cookies from some or all websites. The help pages of your browser explain how.",
          "If you block cookies from Google, the reCAPTCHA check may not work and the contact form may not send your message. In that case you can still reach us by writing to the e-mail address on our contact page.",
        ],
      },
      {
        title: "Changes to this policy",
        paragraphs: [
          "If we add a service that sets cookies, for example a tool to measure visits, we will update this policy before it goes live and, where the law requires it, ask for your consent first. Questions about cookies can be sent to the e-mail address on our contact page.",
        ],
      },
    ],
  },
] as const satisfies readonly Policy[];

/** The slug of a policy page: its path is `/{slug}`. */
export type PolicySlug = (typeof policies)[number]["slug"];
