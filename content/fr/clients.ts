/**
 * The French texts of content/clients.ts: `clients` by slug, `clientsDirectoryCopy`. Only texts: slugs, keys,
 * links, pictures and every other value come from content/clients.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const clients = {
  "antonine-university": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, absences, paie (Liban)",
      "Contrats des enseignants, grades universitaires et primes liées à la charge d'enseignement",
      "Oracle Fusion Cloud Financials : grand livre, comptabilité fournisseurs, comptabilité clients",
      "Oracle Procurement Cloud avec règles d'approbation par faculté et par département",
      "Migration des données depuis les anciens systèmes RH et comptables",
    ],
  },
  "blc-bank": {
    content: [
      "Oracle Fusion Cloud Financials : grand livre, comptabilité fournisseurs, immobilisations, gestion de trésorerie",
      "Oracle Procurement Cloud : demandes d'achat, bons de commande et portail fournisseurs",
      "Oracle Integration Cloud interfacé avec le système cœur bancaire",
      "Comptabilité multidevise et structures de reporting réglementaire",
      "Accompagnement renforcé après le démarrage et tests des mises à jour trimestrielles",
    ],
  },
  "newroz-telecom": {
    content: [
      "Oracle Fusion Cloud Financials et immobilisations pour l'infrastructure réseau",
      "Oracle Procurement Cloud et Inventory Management pour les équipements réseau",
      "Oracle Project Management pour les investissements liés aux déploiements réseau",
      "Formation des utilisateurs en arabe et en anglais, sur site à Erbil",
    ],
  },
  asiacell: {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, absences, paie (Irak)",
      "Libre-service salariés et managers en arabe et en anglais",
      "Oracle Talent Management : objectifs, performance et formation",
      "Migration de l'historique des salariés avec HCM Data Loader",
      "Oracle Integration Cloud avec les systèmes financiers et de gestion des identités",
    ],
  },
  "levant-steel": {
    content: [
      "Migration d'Oracle E-Business Suite vers Oracle Fusion Cloud ERP",
      "Oracle Manufacturing Cloud : ordres de fabrication, gammes et nomenclatures",
      "Oracle Cost Management avec coûts réels pour les laminoirs et les lignes de finition",
      "Oracle Inventory et Quality Management pour les bobines et les barres",
    ],
  },
  "gulf-trading": {
    content: [
      "Oracle Fusion Cloud SCM : gestion des commandes, stocks, achats",
      "Distribution multi-entrepôts dans plusieurs pays du Golfe",
      "Oracle Fusion Cloud Financials avec paramétrage de la TVA pour les Émirats arabes unis et l'Arabie saoudite",
      "Oracle Integration Cloud avec les partenaires e-commerce et logistiques",
    ],
  },
  "phoenicia-insurance": {
    content: [
      "Oracle Fusion Cloud Financials : grand livre, comptabilité fournisseurs, comptabilité clients",
      "Intégration des écritures de primes et de sinistres issues du système de gestion des contrats",
      "Oracle Fusion Cloud HCM : Core HR et paie (Liban)",
      "Reporting financier avec Oracle Financial Reporting Studio",
    ],
  },
  "horizon-capital-bank": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, rémunération, performance",
      "Oracle Recruiting Cloud pour les recrutements en agence et au siège",
      "Sécurité par rôles alignée sur la politique de séparation des tâches de la banque",
      "Tierce maintenance applicative HCM et mises à jour trimestrielles",
    ],
  },
  "meridian-services": {
    content: [
      "Oracle Fusion Cloud Financials et Project Financial Management",
      "Calcul des coûts et facturation des projets en régie",
      "Oracle Time and Labor avec feuilles de temps imputées aux projets",
      "Tableaux de bord OTBI sur les marges des projets",
    ],
  },
  "atlas-facility-services": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, absences, paie (Émirats arabes unis)",
      "Oracle Workforce Management pour le personnel de site en horaires postés",
      "Libre-service mobile pour les collaborateurs sur le terrain",
      "Oracle Fusion Cloud Financials avec facturation des contrats",
    ],
  },
  "mount-lebanon-college": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR et paie (Liban)",
      "Oracle Fusion Cloud Financials : grand livre, comptabilité fournisseurs, gestion de trésorerie",
      "Contrôle budgétaire par établissement et par centre de coûts",
      "Formation des utilisateurs clés et support après la mise en production",
    ],
  },
  "basra-petroleum-services": {
    content: [
      "Oracle Fusion Cloud Financials et Project Management pour les contrats sur le terrain",
      "Oracle Procurement Cloud et Inventory pour les pièces détachées des sites isolés",
      "Oracle Maintenance Cloud pour les appareils de forage et les équipements de terrain",
      "Oracle Fusion Cloud HCM : Core HR et plannings de rotation",
    ],
  },
  "arabian-gulf-energy": {
    content: [
      "Mise à niveau d'Oracle E-Business Suite et migration vers Oracle Cloud Infrastructure",
      "Oracle Fusion Cloud EPM : Planning et Financial Consolidation and Close",
      "Structures de comptabilité des joint-ventures dans le grand livre",
      "Administration des bases de données et infogérance de l'infrastructure",
    ],
  },
  "groupe-delacroix": {
    content: [
      "Oracle Fusion Cloud Financials pour les entités françaises du groupe",
      "Plan comptable français et génération du fichier des écritures comptables (FEC)",
      "Comptabilité intragroupe et consolidation avec Oracle EPM Cloud",
      "Pilotage depuis le bureau de Paris, avec un appui offshore pour le paramétrage",
    ],
  },
  "lumiere-assurances": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, gestion des absences, revue des talents",
      "Intégration avec le prestataire de paie français déjà en place",
      "Libre-service bilingue en français et en anglais",
      "Rôles d'accès aux données et règles de conservation conformes au RGPD",
    ],
  },
  "summit-contracting": {
    content: [
      "Oracle Project Management : coûts, facturation et contrats de projets",
      "Paiements des sous-traitants avec retenues de garantie et récupération des avances",
      "Oracle Procurement Cloud pour les demandes d'achat des chantiers",
      "Oracle Fusion Cloud HCM : Core HR, paie, feuilles de temps de chantier",
    ],
  },
  "al-bina-construction": {
    content: [
      "Support d'Oracle E-Business Suite Projects et Financials",
      "Suivi des coûts du matériel et des engins par projet",
      "Facturation à l'avancement aux maîtres d'ouvrage",
      "Étude de mise à niveau et feuille de route vers Oracle Fusion Cloud ERP",
    ],
  },
  "cedar-wings": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR, absences, paie",
      "Indemnités des navigants et du personnel au sol calculées avec Fast Formula",
      "Oracle Learning Cloud pour suivre les formations obligatoires et les certifications",
      "Oracle Fusion Cloud Financials avec dépenses d'escale multidevises",
    ],
  },
  "tamarisk-medical-group": {
    content: [
      "Oracle Fusion Cloud HCM : Core HR et paie (Arabie saoudite) avec GOSI et Mudad",
      "Autorisations d'exercice des soignants avec alertes d'expiration, primes de garde et d'astreinte",
      "Oracle Procurement Cloud et Inventory Management pour la pharmacie et les magasins médicaux",
      "Facturation électronique ZATCA des factures aux assureurs via Oracle Integration Cloud",
    ],
  },
} satisfies TextsFor<"clients">;

export const clientsDirectoryCopy = {
  filterLabel: "Filtrer par secteur",
  allLabel: "Tous",
  emptyText: "Aucune référence client dans ce secteur pour l'instant. Contactez-nous pour découvrir nos réalisations dans ce domaine.",
  contentTitle: "Ce que nous avons réalisé",
} satisfies TextsFor<"clientsDirectoryCopy">;
