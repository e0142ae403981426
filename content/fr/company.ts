/**
 * The French texts of content/company.ts: `stats` by id, `markets` by icon, `timeline` by year, `whyChoose` by
 * image, `story`, `contactBand`. Only texts: slugs, keys, links, pictures and every other value come from
 * content/company.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const stats = {
  experience: { label: "Années d'expérience" },
  projects: { label: "Projets réalisés" },
  customers: { label: "Clients" },
  markets: { label: "Marchés" },
} satisfies TextsFor<"stats">;

export const markets = {
  LB: { label: "Liban" },
  FR: { label: "France" },
  AE: { label: "Émirats arabes unis" },
  US: { label: "États-Unis" },
  SA: { label: "Arabie saoudite" },
  EG: { label: "Égypte" },
  IQ: { label: "Irak" },
  MX: { label: "Mexique" },
  QA: { label: "Qatar" },
  SN: { label: "Sénégal" },
} satisfies TextsFor<"markets">;

export const timeline = {
  "2011": { action: "Siège social - Liban" },
  "2015": { action: "Virage vers le cloud - Oracle Cloud" },
  "2018": { action: "Nouveau bureau - France" },
  "2020": { action: "Nouveau bureau - Dubaï" },
  "2022": { action: "Nouveau bureau - Michigan, États-Unis" },
} satisfies TextsFor<"timeline">;

export const whyChoose = {
  "why-wisdom": {
    title: "Expérience",
    text1: "Des spécialistes certifiés qui cumulent plus de 100 ans d'expérience.",
    text2:
      "Nos consultants ont paramétré des comptabilités, des paies et des supply chains sur E-Business Suite et Oracle Cloud : ils savent où une conception tiendra et où elle devra être reprise.",
  },
  "why-mastery": {
    title: "Maîtrise",
    text1: "Partenaires Gold d'Oracle au niveau mondial.",
    text2:
      "Partenaires Gold à l'époque des anciens niveaux de partenariat d'Oracle, et aujourd'hui membres d'Oracle PartnerNetwork, nous travaillons en étroite collaboration avec Oracle et maintenons les certifications de nos consultants sur les dernières versions de Fusion Cloud ERP, HCM, SCM et Oracle Cloud Infrastructure.",
  },
  "why-uniqueness": {
    title: "Polyvalence",
    text1: "Une expérience régionale dans de nombreux secteurs.",
    text2:
      "Nous avons mené des projets pour des opérateurs télécoms, des banques, des organismes publics, des industriels et des distributeurs au Moyen-Orient, en Europe, en Afrique et sur le continent américain. Chaque projet nous apporte des enseignements que nous réinvestissons dans le suivant.",
  },
} satisfies TextsFor<"whyChoose">;

export const story = {
  title: "D'un bureau à Beyrouth à un partenaire Oracle international",
  paragraphs: [
    "Cedrus Consulting a été fondée en 2011 au Liban, où notre siège se trouve toujours, dans la région de Beyrouth. Nous étions alors une équipe de consultants Oracle qui mettait en œuvre E-Business Suite pour des directions financières, achats et RH soucieuses d'aligner leurs processus et leur système.",
    "En 2015, nous avons pris le virage du cloud et constitué des pôles dédiés à Oracle Fusion Cloud ERP, HCM, SCM et EPM, ainsi qu'à Oracle Cloud Infrastructure. Notre travail en HCM nous a valu d'être distingués comme premier intégrateur d'excellence Oracle HCM Cloud du Levant. Nous avons atteint le niveau Gold à l'époque où Oracle classait ses partenaires par niveaux, et nous sommes aujourd'hui membres d'Oracle PartnerNetwork, avec des expertises en Cloud HCM, ERP, SCM, EPM et OCI.",
    "En 2017, nous avons créé notre centre de services offshore. Il nous permet d'associer des consultants sur le site du client à une équipe à distance chargée du paramétrage, de l'intégration, des tests et du support : les projets avancent ainsi d'un fuseau horaire à l'autre.",
    "Nous avons ouvert un bureau à Paris en 2018, à Dubaï en 2020 et dans le Michigan, aux États-Unis, en 2022, et nous en avons désormais un à Riyad, en Arabie saoudite. Chaque bureau rapproche nos consultants des clients qu'ils accompagnent, dans leur langue et à leurs horaires.",
    "Nos clients sont des opérateurs télécoms, des banques, des organismes publics, des industriels et des distributeurs. Au fil de plus de 100 projets menés pour plus de 45 clients sur plus de 12 marchés, nos spécialistes certifiés ont appris comment ces secteurs gèrent leur finance, leur supply chain et leurs ressources humaines, et nous mettons ce savoir au service de chaque nouvelle mission.",
  ],
} satisfies TextsFor<"story">;

export const contactBand = {
  title: "Un projet Oracle en préparation ?",
  text: "Que vous utilisiez aujourd'hui E-Business Suite ou que vous passiez à Oracle Cloud pour la première fois, dites-nous où vous en êtes : nous vous proposerons la prochaine étape.",
  action: "Contactez-nous",
} satisfies TextsFor<"contactBand">;
