/**
 * Home page copy: the hero slides and the headings and texts of each home section.
 */
import type { HomeSections, Slide } from "../lib/content/types";

export const slides = [
  {
    title: "Run finance and operations on <br><strong>Oracle Cloud ERP</strong>",
    description:
      "We implement Oracle Fusion Cloud ERP, SCM and EPM, from general ledger and procurement to inventory and planning, around the way your teams close the books and move goods.",
    button1: "Our solutions",
    button1_link: "#solutions",
    button2: "Contact us",
    button2_link: "/contact-us",
    image: "hero-erp",
  },
  {
    title: "Manage every employee on <br><strong>Oracle Cloud HCM</strong>",
    description:
      "Core HR, payroll, absence, talent and learning, configured for local labor rules by the first Oracle HCM Cloud Excellence Implementer in the Levant.",
    button1: "Our services",
    button1_link: "#services",
    button2: "Contact us",
    button2_link: "/contact-us",
    image: "hero-hcm",
  },
  {
    title: "Your move to <strong>Oracle Cloud</strong>,<br>planned and delivered",
    description: "We take E-Business Suite and legacy workloads to Oracle Cloud Infrastructure and SaaS, with onsite and offshore teams working from one plan.",
    button1: "Our clients",
    button1_link: "#clients",
    button2: "Contact us",
    button2_link: "/contact-us",
    image: "hero-cloud",
  },
] as const satisfies readonly Slide[];

export const homeSections = {
  services: {
    title: "Our services",
    text: "Consulting and implementation, technology, training, staff augmentation, offshore development and AI agents for Oracle applications, delivered by onsite and offshore teams.",
  },
  clients: {
    title: "Our clients",
    text: "Banks, telecom operators, universities, energy, construction and distribution companies that run their finance, supply chain and people processes on Oracle.",
    allClientsButton: "All Clients",
    marqueeLabel: "Some of the organizations we work with",
    pauseLabel: "Pause logos",
    playLabel: "Play logos",
  },
  partner: {
    title: "An Oracle partner since 2011",
    paragraphs: [
      "Oracle has been the focus of our work since 2011. We implement and support the full Oracle stack: Fusion Cloud ERP, HCM, SCM and EPM, E-Business Suite, and Oracle Cloud Infrastructure.",
      "We reached Gold under Oracle's former partner levels and are today an Oracle PartnerNetwork member with expertise in Cloud HCM, ERP, SCM, EPM and OCI. Our HCM practice was recognized as the first Oracle HCM Cloud Excellence Implementer in the Levant. We apply the same methods and certified specialists to every module we deliver, from a single-country payroll to a multi-entity ERP rollout.",
    ],
    image: "partner",
  },
  about: {
    title: "About Cedrus Consulting",
    paragraphs: [
      "Founded in Lebanon in 2011, Cedrus Consulting helps organizations select, implement and run Oracle applications. We began our cloud journey in 2015 and now work from offices in Beirut, Paris, Dubai, Michigan and Riyadh.",
      "Our consultants combine Oracle product knowledge with experience in telecom, banking, government, industrial and distribution companies, so design workshops start from how your sector already works.",
    ],
    image: "about-story",
    buttonText: "More about us",
  },
  aboutSolutions: {
    title: "One partner for ERP, HCM and cloud",
    paragraphs: [
      "Finance, supply chain, planning and HR often sit in separate systems with separate vendors. We cover Oracle Fusion Cloud ERP, SCM, EPM and HCM as well as E-Business Suite, so one team owns the design, the integrations and the data between them.",
      "When infrastructure is part of the picture, we migrate and run workloads on Oracle Cloud Infrastructure, keeping applications and platform under the same plan.",
    ],
    image: "about-solutions",
  },
  solutions: {
    title: "Our solutions",
    text: "Oracle applications on premises and in the cloud, industry solutions and the technology that connects them.",
  },
  blogs: {
    title: "News and project stories",
    text: "Go-lives, training sessions and lessons from our Oracle projects across the region.",
    buttonText: "All blogs",
  },
  caseStudies: {
    title: "Client stories",
    text: "What we delivered for operators, banks and universities: the scope, the go-live and the results in figures.",
  },
  team: {
    title: "Meet our team",
    text: "The consultants and managers who lead our Oracle practices, offices and delivery center.",
  },
  timeline: {
    title: "Our journey",
    text: "From our Lebanon headquarters in 2011 to offices in France, Dubai, the USA and Saudi Arabia.",
  },
  whyChoose: {
    title: "Why choose Cedrus",
    text: "Three reasons clients trust us with their Oracle programs.",
  },
  contact: {
    title: "Get in touch",
    text: "Tell us about your Oracle project and the right consultant will contact you.",
  },
} as const satisfies HomeSections;
