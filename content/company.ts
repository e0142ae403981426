/**
 * Company facts shared by the home and about pages: key figures, markets, milestones,
 * the three reasons to choose Cedrus, the company story and the footer's contact band.
 */
import type { CompanyStory, ContactBand, MarketFlag, Stat, TimelineItem, WhyChooseItem } from "../lib/content/types";

export const stats = [
  { id: "experience", value: "+15", label: "Years of experience" },
  { id: "projects", value: "+100", label: "Projects done" },
  { id: "customers", value: "+45", label: "Customers" },
  { id: "markets", value: "+12", label: "Markets" },
] as const satisfies readonly Stat[];

export const markets = [
  { icon: "LB", label: "Lebanon" },
  { icon: "FR", label: "France" },
  { icon: "AE", label: "U.A.E" },
  { icon: "US", label: "USA" },
  { icon: "SA", label: "Saudi Arabia" },
  { icon: "EG", label: "Egypt" },
  { icon: "IQ", label: "Iraq" },
  { icon: "MX", label: "Mexico" },
  { icon: "QA", label: "Qatar" },
  { icon: "SN", label: "Senegal" },
] satisfies readonly MarketFlag[];

export const timeline = [
  { year: 2011, action: "Headquarters - Lebanon" },
  { year: 2015, action: "Cloud journey - Oracle Cloud" },
  { year: 2018, action: "New office - France" },
  { year: 2020, action: "New office - Dubai" },
  { year: 2022, action: "New office - Michigan, USA" },
] satisfies readonly TimelineItem[];

export const whyChoose = [
  {
    image: "why-wisdom",
    title: "Wisdom",
    text1: "Certified specialists with over 100 years of combined experience.",
    text2:
      "Our consultants have configured ledgers, payrolls and supply chains on E-Business Suite and Oracle Cloud, so they know where a design will hold up and where it will need rework.",
  },
  {
    image: "why-mastery",
    title: "Mastery",
    text1: "Oracle Global Gold Partners.",
    text2:
      "Gold under Oracle's former partner levels and an Oracle PartnerNetwork member today, we work closely with Oracle and keep our consultants certified on the current releases of Fusion Cloud ERP, HCM, SCM and Oracle Cloud Infrastructure.",
  },
  {
    image: "why-uniqueness",
    title: "Uniqueness",
    text1: "Multi-industry regional experience.",
    text2:
      "We have delivered for telecom operators, banks, government bodies, industrial and distribution companies across the Middle East, Europe, Africa and the Americas. Each project brings lessons we reuse on the next.",
  },
] satisfies readonly WhyChooseItem[];

export const story: CompanyStory = {
  title: "From a Beirut office to a global Oracle partner",
  paragraphs: [
    "Cedrus Consulting was founded in 2011 in Lebanon, where our headquarters remain in the Beirut area. We started as a team of Oracle consultants implementing E-Business Suite for finance, procurement and HR departments that needed their processes and their system to match.",
    "In 2015 we began our cloud journey and built practices around Oracle Fusion Cloud ERP, HCM, SCM and EPM, along with Oracle Cloud Infrastructure. Our HCM work earned us recognition as the first Oracle HCM Cloud Excellence Implementer in the Levant. We reached Gold under Oracle's former partner levels, and today we are an Oracle PartnerNetwork member with expertise in Cloud HCM, ERP, SCM, EPM and OCI.",
    "In 2017 we established our offshore delivery center. It lets us combine consultants on the client site with a remote team for configuration, integration, testing and support, so projects keep moving across time zones.",
    "We opened an office in Paris in 2018, in Dubai in 2020 and in Michigan, USA, in 2022, and we now have one in Riyadh, Saudi Arabia. Each office puts consultants close to the clients they serve, in their language and working hours.",
    "Our clients include telecom operators, banks, government bodies, and industrial and distribution companies. Across more than 100 projects for over 45 customers in more than 12 markets, our certified specialists have learned how these sectors run their finance, supply chain and people processes, and we bring that knowledge to every new engagement.",
  ],
  image: "about-story",
};

export const contactBand: ContactBand = {
  title: "Planning an Oracle project?",
  text: "Whether you run E-Business Suite today or are moving to Oracle Cloud for the first time, tell us where you stand and we'll propose the next step.",
  action: "Contact us",
  link: "/contact-us",
};
