/**
 * SEO and intro copy of the static routes: /, /about, /contact-us, /clients, /careers, /blog, /case-studies, /offices, /search, the blog's topic pages, the 404 page
 * and /thank-you, plus the links the last two offer.
 * Titles omit the brand: the <Seo> component appends it.
 */
import { paths } from "@/lib/routes";
import type { PageCopy, Pages } from "../lib/content/types";

const home = {
  seo: {
    title: "Oracle ERP & HCM partner in the Levant",
    description: "An Oracle partner since 2011, implementing Fusion Cloud ERP, HCM, SCM and EPM for companies in the Middle East, Europe and the USA.",
    keywords: ["oracle partner", "oracle cloud erp", "oracle cloud hcm", "oracle implementation", "oracle consulting lebanon", "oracle cloud infrastructure"],
  },
  intro: {
    heading: "Oracle ERP, HCM and cloud implementation partner",
    intro:
      "Since 2011 we have implemented Oracle applications for telecom operators, banks, government bodies, and industrial and distribution companies, with onsite and offshore teams.",
  },
} as const satisfies PageCopy;

const about = {
  seo: {
    title: "About our Oracle consulting firm",
    description: "Founded in Lebanon in 2011, we have been an Oracle partner ever since, with offices in Beirut, Paris, Dubai, Michigan and Riyadh.",
    keywords: ["about cedrus consulting", "oracle gold partner", "oracle consulting firm", "oracle hcm cloud excellence", "oracle partner lebanon"],
  },
  intro: {
    heading: "About Cedrus Consulting",
    intro:
      "An Oracle partner since our founding in Lebanon in 2011: Gold under Oracle's former partner levels, and an Oracle PartnerNetwork member today. Our certified specialists in ERP, HCM and cloud work from Beirut and from our offices in France, Dubai, the USA and Saudi Arabia.",
  },
} as const satisfies PageCopy;

const contactUs = {
  seo: {
    title: "Contact our Oracle consultants",
    description: "Reach our offices in Beirut, Paris, Dubai, Michigan and Riyadh to discuss an Oracle Cloud ERP, HCM or infrastructure project.",
    keywords: ["contact oracle consultants", "oracle partner contact", "oracle project inquiry", "oracle consulting beirut", "oracle consulting dubai"],
  },
  intro: {
    heading: "Contact us",
    intro: "Tell us about your Oracle project or question, and the consultant best placed to help will get back to you.",
  },
} as const satisfies PageCopy;

const clients = {
  seo: {
    title: "Clients and Oracle project references",
    description: "Banks, telecom operators, universities and industrial companies that run Oracle ERP and HCM implemented by our consultants.",
    keywords: ["oracle clients", "oracle project references", "oracle erp case studies", "oracle hcm customers", "oracle implementations middle east"],
  },
  intro: {
    heading: "Our clients",
    intro:
      "More than 45 customers in over 12 markets run finance, supply chain and HR processes on Oracle applications we implemented. Browse them by industry.",
  },
} as const satisfies PageCopy;

const careers = {
  seo: {
    title: "Careers in Oracle consulting",
    description: "Join our Oracle ERP, HCM and cloud consultants, with ongoing training, onsite and offshore projects and a family-like culture.",
    keywords: ["oracle consulting jobs", "oracle consultant careers", "oracle hcm jobs", "oracle erp jobs lebanon", "erp consultant vacancies"],
  },
  intro: {
    heading: "Careers at Cedrus Consulting",
    intro:
      "Build your Oracle career on real implementation projects, with structured training and colleagues in Lebanon, France, the U.A.E, the USA and Saudi Arabia.",
  },
} as const satisfies PageCopy;

const blog = {
  seo: {
    title: "Oracle news and insights",
    description: "Go-live stories, training sessions and practical notes on Oracle Cloud ERP, HCM and infrastructure from our consultants.",
    keywords: ["oracle cloud news", "oracle go-live", "oracle hcm insights", "oracle erp blog", "oracle training"],
  },
  intro: {
    heading: "News and project stories",
    intro: "Project go-lives, training sessions and lessons learned from our Oracle ERP, HCM and cloud work across the region.",
  },
} as const satisfies PageCopy;

const caseStudies = {
  seo: {
    title: "Oracle case studies by industry",
    description:
      "Oracle Cloud ERP and HCM projects we delivered, filterable by industry, service, Oracle module and country, each with its scope, go-live and results.",
    keywords: ["oracle case studies", "oracle cloud erp case study", "oracle hcm case study", "oracle partner references", "oracle implementation middle east"],
  },
  intro: {
    heading: "Case studies",
    intro:
      "Projects we delivered, with the client, the Oracle modules, the go-live month and the results in figures. Filter by your industry, the service you need, an Oracle module or your country.",
  },
} as const satisfies PageCopy;

const offices = {
  seo: {
    title: "Five offices, from Beirut to Riyadh",
    description:
      "Addresses, local phones, WhatsApp, e-mail and working hours in local time for our offices in Lebanon, France, the U.A.E, the USA and Saudi Arabia.",
    keywords: ["cedrus consulting offices", "oracle partner beirut", "oracle partner dubai", "oracle partner riyadh", "oracle partner paris"],
  },
  intro: {
    heading: "Our offices",
    intro:
      "Five offices, each staffed by consultants who work in your time zone and language. Call, write or message the one nearest to you: every number below reaches a person in that office during its working hours.",
  },
} as const satisfies PageCopy;

const search = {
  seo: {
    title: "Search and site directory",
    description: "Search every page of our site, or browse our Oracle services, solutions and industries, case studies, posts and open roles by kind.",
    keywords: ["site search", "site directory", "oracle services", "oracle case studies", "oracle consulting jobs"],
  },
  intro: {
    heading: "Search the site",
    intro: "Search every page, or browse them by kind: our services, solutions and industries, client stories, posts, open roles and policies.",
  },
} as const satisfies PageCopy;

const blogTopic = {
  title: "{{topic}}: insights",
  description: "Our case studies, articles, news and events on {{topic}}: Oracle ERP, HCM and cloud projects from Beirut, Dubai, Riyadh and Paris.",
  heading: "{{topic}}",
  intro: "Every case study, article, news item and event we published on {{topic}}, newest first.",
} as const;

const notFound = {
  seo: {
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved. Return to the home page to explore our Oracle services.",
    keywords: ["page not found", "404 error", "missing page", "cedrus consulting"],
  },
  intro: {
    heading: "Page not found",
    intro: "The page you are looking for does not exist or has moved. Head back to the home page, or go straight to one of our main sections below.",
  },
  nextSteps: [{ text: "Back to the home page", href: paths.home }],
  directory: {
    title: "Where would you like to go?",
    text: "Our Oracle solutions, services and industries, and the pages visitors open most.",
    pagesTitle: "Popular pages",
    contactText: "Contact us",
  },
} as const satisfies Pages["notFound"];

const thankYou = {
  seo: {
    title: "Request Received",
    description: "Thank you for contacting us. Your request has reached our team, and a consultant will reply as soon as possible.",
    keywords: ["contact request", "thank you", "oracle consultancy", "cedrus consulting"],
  },
  intro: {
    heading: "Thank you: your request is on its way",
    intro: "Your request has reached our team. A consultant will reply as soon as possible, usually within one business day.",
  },
  nextSteps: [
    { text: "Back to the home page", href: paths.home },
    { text: "Read our latest news", href: paths.blog },
  ],
} as const satisfies Pages["thankYou"];

export const pages = { home, about, contactUs, clients, careers, blog, caseStudies, offices, search, blogTopic, notFound, thankYou } as const satisfies Pages;
