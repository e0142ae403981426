/**
 * The French texts of content/credentials.ts: `credentials` by id, and `credentialsPage`. Only texts: the
 * groups, issuers, years, counts, certificate numbers and links come from content/credentials.ts
 * (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const credentials = {
  "opn-membership": {
    title: "Membre d'Oracle PartnerNetwork",
    text: "Nous sommes membres d'Oracle PartnerNetwork (OPN) dans les parcours Cloud Build et Cloud Service. Oracle Partner Finder répertorie notre adhésion et chacune des expertises ci-dessous.",
  },
  "hcm-cloud-excellence-implementer": {
    title: "Intégrateur d'excellence Oracle HCM Cloud",
    text: "Notre travail sur Oracle Cloud HCM nous a valu d'être reconnus par Oracle comme premier intégrateur d'excellence Oracle HCM Cloud du Levant.",
  },
  "gold-partner-history": {
    title: "Partenaire Gold selon les anciens niveaux de partenariat d'Oracle",
    text: "Nous avons atteint le niveau Gold lorsqu'Oracle PartnerNetwork classait ses partenaires par niveaux. Oracle a depuis remplacé ces niveaux par des parcours et des expertises : Gold appartient à notre histoire avec Oracle, ce n'est pas un statut actuel.",
  },
  "expertise-cloud-hcm": {
    title: "Expertise Oracle Cloud HCM",
    text: "Administration du personnel, paie, absences, talents et formation sur Oracle Fusion Cloud HCM.",
  },
  "expertise-erp-financials": {
    title: "Expertise Oracle Cloud ERP Financials",
    text: "Comptabilité générale, fournisseurs, clients, immobilisations et gestion de trésorerie sur Oracle Fusion Cloud ERP.",
  },
  "expertise-scm": {
    title: "Expertise Oracle Cloud SCM",
    text: "Achats, stocks, gestion des commandes et production sur Oracle Fusion Cloud SCM.",
  },
  "expertise-epm": {
    title: "Expertise Oracle Cloud EPM",
    text: "Planification, consolidation et clôture financières, et rapprochement des comptes sur Oracle Cloud EPM.",
  },
  "expertise-oci": {
    title: "Expertise Oracle Cloud Infrastructure",
    text: "Migration d'E-Business Suite et d'autres applications vers Oracle Cloud Infrastructure, puis leur exploitation.",
  },
  "expertise-integration": {
    title: "Expertise Oracle Integration",
    text: "Interfaces entre les applications Oracle Cloud et les systèmes bancaires, de facturation et historiques, construites sur Oracle Integration.",
  },
  "consultants-erp": {
    title: "ERP et finance",
    text: "Certifiés sur Oracle Fusion Cloud Financials ou E-Business Suite Financials.",
  },
  "consultants-hcm": {
    title: "Gestion des ressources humaines",
    text: "Certifiés sur Oracle Fusion Cloud HCM, paie comprise.",
  },
  "consultants-scm-epm": {
    title: "Supply chain et pilotage de la performance",
    text: "Certifiés sur Oracle Fusion Cloud SCM ou Oracle Cloud EPM.",
  },
  "consultants-technology": {
    title: "Technologie, OCI et intégration",
    text: "Certifiés sur Oracle Cloud Infrastructure, Oracle Integration ou Oracle Database.",
  },
  "award-hcm-partner": {
    title: "Partenaire Oracle Cloud HCM de l'année au Levant",
    text: "Pour le nombre de projets Oracle Cloud HCM que nous avons mis en production au Levant cette année-là, et l'appréciation de leurs clients.",
  },
  "award-erp-partner": {
    title: "Prix Oracle du partenaire d'intégration Oracle Cloud ERP, Moyen-Orient",
    text: "Pour la migration d'équipes financières d'E-Business Suite vers Oracle Fusion Cloud ERP dans toute la région.",
  },
  "iso-27001": {
    title: "Sécurité de l'information certifiée ISO/IEC 27001",
    text: "Notre système de management de la sécurité de l'information, pour le conseil, l'intégration et le support que nous assurons depuis Beyrouth et notre centre offshore, est certifié ISO/IEC 27001:2022.",
  },
  "ksa-pdpl": {
    title: "Loi saoudienne sur la protection des données personnelles (PDPL)",
    text: "Nous traitons les données personnelles de nos clients et de leurs salariés en Arabie saoudite conformément au PDPL, y compris pour les transferts hors du Royaume.",
  },
  "uae-pdpl": {
    title: "Loi émirienne sur la protection des données personnelles (décret-loi fédéral n° 45/2021)",
    text: "Notre bureau de Dubaï et les projets qu'il conduit pour des clients aux Émirats appliquent le décret-loi fédéral n° 45 de 2021 relatif à la protection des données personnelles.",
  },
  "lebanon-law-81": {
    title: "Loi libanaise n° 81/2018 sur les transactions électroniques et les données personnelles",
    text: "Dans notre siège de Beyrouth et notre centre offshore, les données personnelles sont traitées conformément à la loi n° 81 de 2018.",
  },
  gdpr: {
    title: "Règlement général sur la protection des données (RGPD)",
    text: "Notre bureau de Paris, comme tout projet qui traite les données personnelles de personnes situées dans l'Union européenne, applique le RGPD.",
  },
} satisfies TextsFor<"credentials">;

export const credentialsPage = {
  seo: {
    title: "Certifications Oracle et sécurité",
    description:
      "Le partenariat Oracle de Cedrus Consulting, ses consultants certifiés, ses distinctions et la protection des données, reliés aux registres qui les confirment.",
    keywords: ["partenaire Oracle", "Oracle Partner Finder", "expertises Oracle", "consultants certifiés Oracle", "ISO 27001", "protection des données"],
  },
  intro: {
    heading: "Des certifications que vous pouvez vérifier",
    intro:
      "Notre partenariat avec Oracle, les certifications de nos consultants, nos distinctions et la protection des données. Lorsqu'un registre public existe, chaque élément y renvoie : vous le vérifiez vous-même, sans avoir à nous croire sur parole.",
  },
  groups: {
    "oracle-partnership": {
      title: "Partenariat Oracle",
      text: "Ce pour quoi Oracle nous reconnaît. Oracle Partner Finder répertorie notre adhésion et chacune de nos expertises.",
    },
    "certified-consultants": {
      title: "Consultants certifiés",
      text: "Le nombre de nos consultants titulaires d'une certification Oracle en cours de validité, pour chacun de nos pôles.",
    },
    awards: {
      title: "Distinctions",
      text: "La reconnaissance de nos projets Oracle et des équipes qui les ont menés.",
    },
    security: {
      title: "Sécurité et protection des données",
      text: "Comment nous protégeons les informations que nos clients nous confient, dans le respect des lois de chaque pays où nous intervenons.",
    },
  },
  band: {
    title: "Des certifications que vous pouvez vérifier",
    text: "Notre partenariat Oracle, nos consultants certifiés, nos distinctions et la protection des données, chacun relié au registre public qui le confirme lorsqu'il en existe un.",
    action: "Voir nos certifications",
  },
} satisfies TextsFor<"credentialsPage">;
