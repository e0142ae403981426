/**
 * The French texts of content/blogs.ts: `blogs` by slug. Only texts: slugs, keys, links, pictures and every
 * other value come from content/blogs.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const blogs = {
  able: {
    title: "Premier Oracle HCM Cloud Excellence Implementer du Levant",
    text: "Comment une mise en production d'Oracle Cloud HCM au Liban a fait de nous le premier Oracle HCM Cloud Excellence Implementer du Levant.",
    keywords: [
      "Oracle HCM Cloud Excellence Implementer",
      "mise en production Oracle Cloud HCM",
      "Oracle HCM au Liban",
      "paie libanaise sur Oracle Cloud",
      "partenaire Oracle au Levant",
    ],
    content: [
      "Le programme Cloud Excellence Implementer d'Oracle distingue les partenaires dont les projets Oracle Cloud sont en production, peuvent servir de référence et ont été menés par des consultants certifiés. Nous sommes devenus le premier partenaire du Levant à obtenir cette distinction pour Oracle HCM Cloud, et le projet qui nous l'a valu est la mise en production d'ABLE.",
      "Avant le projet, les données RH étaient dispersées entre des tableurs et un ancien logiciel de paie installé sur site, que seules quelques personnes savaient faire fonctionner. Les soldes de congés étaient rapprochés à la main chaque mois, chaque salarié figurait à plusieurs endroits avec des informations légèrement différentes, et toute modification d'une indemnité passait par une demande à l'éditeur du logiciel de paie. La direction voulait un dossier unique par salarié, une paie que l'équipe RH puisse calculer et ajuster elle-même, et un libre-service pour les salariés et les managers.",
      "Nous avons déployé Core HR, Absence Management et Payroll d'Oracle HCM Cloud, ainsi que le libre-service salariés et managers. Oracle ne proposant pas de localisation de la paie pour le Liban, notre équipe a construit les règles libanaises sur la paie globale d'Oracle : impôt sur le revenu, cotisations CNSS, allocations familiales et indemnité de transport, indemnité de fin de service. Chaque règle a été écrite sous forme de Fast Formula documentée, que l'équipe paie du client peut lire, tester et maintenir.",
      "L'historique des salariés a été fiabilisé avec l'équipe RH, puis chargé avec HCM Data Loader au fil de plusieurs migrations à blanc, chacune rapprochée de la source avant de passer à la suivante. Avant la bascule, nous avons fait tourner deux mois de paie en parallèle de l'ancien système et remonté chaque écart jusqu'à sa cause : soit une anomalie que nous avons corrigée, soit une erreur héritée que le client a choisi de ne plus reproduire.",
      "Les utilisateurs clés ont été formés sur leurs propres données migrées plutôt que sur des données de démonstration, et le libre-service a été lancé avec de courts guides en arabe et en anglais. Nos consultants ont assuré l'accompagnement renforcé (hypercare) jusqu'aux premières clôtures de paie, puis ont passé le relais à notre équipe support, avec un mode opératoire pour la paie mensuelle et pour les mises à jour trimestrielles d'Oracle.",
      "La paie est désormais clôturée en interne, les managers valident les congés dans le système et non plus par e-mail, et les états RH proviennent d'une source unique. C'est la recommandation du client auprès d'Oracle qui a fondé cette distinction, et la conception de la paie libanaise issue de ce projet sert depuis de point de départ à nos autres projets HCM au Liban.",
    ],
  },
  mexico: {
    title: "Oracle Cloud au Mexique, avec une équipe hispanophone",
    text: "Le déploiement d'Oracle Cloud ERP et HCM dans une nouvelle filiale au Mexique, mené en espagnol avec l'appui de notre centre de services offshore.",
    keywords: [
      "Oracle Cloud au Mexique",
      "déploiement Oracle ERP",
      "facturation électronique CFDI",
      "paie Oracle au Mexique",
      "consultants Oracle hispanophones",
      "centre de services offshore",
    ],
    content: [
      "Un groupe industriel que nous accompagnions déjà sur Oracle Fusion Cloud ERP a ouvert une filiale au Mexique et voulait l'intégrer à la même instance Oracle dès son premier mois d'activité, plutôt que de l'équiper d'un logiciel local qu'il faudrait remplacer plus tard. Le Mexique apportait des exigences nouvelles pour le groupe : la facturation électronique selon les règles CFDI de l'administration fiscale (SAT), la correspondance des comptes requise pour les déclarations de comptabilité électronique, et une paie intégrant la sécurité sociale IMSS et la retenue à la source ISR.",
      "Nous avons créé la filiale comme nouvelle entité juridique, avec son propre grand livre en pesos mexicains, ses business units, son régime fiscal et ses comptes bancaires, tout en partageant le plan comptable et le calendrier comptable du groupe, pour que la consolidation ne demande aucune ressaisie. Les factures clients sont scellées par un prestataire de certification agréé (PAC) relié à Oracle via Oracle Integration Cloud, et le folio fiscal renvoyé par le PAC est conservé sur chaque opération pour l'audit.",
      "Côté RH, nous avons activé Oracle Cloud HCM avec la localisation mexicaine pour Core HR, Absence et Payroll, couvrant les cotisations IMSS, l'INFONAVIT, l'ISR et la prime de fin d'année (aguinaldo). La ventilation des coûts de paie est comptabilisée dans le grand livre mexicain : l'équipe finance voit le coût de la main-d'œuvre par département sans aucune écriture manuelle.",
      "Ateliers, documents de conception, scénarios de test et sessions de formation : tout a été mené en espagnol par des consultants hispanophones, avec des déplacements au Mexique pour la conception, la recette utilisateur et la bascule. Les utilisateurs finance et RH ont travaillé avec nous dans leur langue, du premier atelier à la mise en production, ce qui leur a permis de remettre en question une conception bien plus facilement avant sa réalisation.",
      "Le paramétrage, le développement des interfaces, la reprise des données et les tests de non-régression ont été réalisés depuis notre centre de services offshore. L'équipe offshore a décalé ses horaires pour que son après-midi coïncide avec le début de la journée de travail au Mexique, si bien que les anomalies relevées en recette étaient souvent corrigées dès le lendemain matin. La filiale a démarré en six mois et a clôturé son premier mois selon le calendrier du groupe, avec un support en espagnol maintenu après la mise en production.",
    ],
  },
  "antonine-uni": {
    title: "Antonine University passe ses RH et sa finance sur Oracle Cloud",
    text: "Oracle Cloud HCM et ERP pour Antonine University : contrats des enseignants, paie libanaise, budgets par faculté et achats sur une seule plateforme.",
    keywords: [
      "Antonine University",
      "Oracle Cloud pour l'enseignement supérieur",
      "Oracle Cloud HCM pour les universités",
      "Oracle Cloud ERP pour les universités",
      "paie libanaise",
      "contrats des enseignants",
    ],
    content: [
      "Antonine University emploie des enseignants permanents, des enseignants vacataires rémunérés selon leur charge d'enseignement et du personnel administratif sur ses campus au Liban. Les ressources humaines, la paie et la comptabilité fonctionnaient sur des systèmes distincts, et chaque faculté suivait son budget dans ses propres tableurs : l'administration n'avait donc aucune vision unique de la masse salariale, ni de ce qui avait déjà été engagé sur chaque budget.",
      "Côté RH, nous avons déployé Core HR, Absence Management et Payroll d'Oracle Cloud HCM. Les grades universitaires, les types de contrat et les affectations semestrielles sont modélisés dans Core HR, et la rémunération des vacataires est calculée à partir de la charge d'enseignement saisie chaque semestre, et non plus à partir de listes manuelles. Les règles de la paie libanaise, dont les cotisations CNSS, l'impôt sur le revenu, les allocations familiales et l'indemnité de transport, ont été construites sur la paie globale d'Oracle avec des Fast Formulas.",
      "Côté finance, nous avons déployé Oracle Cloud Financials (General Ledger, Payables, Receivables et Cash Management) et Procurement. Le plan comptable comporte des segments faculté et département, le contrôle budgétaire vérifie la disponibilité des fonds dès la soumission d'une demande d'achat, et les validations sont adressées au chef de département et au doyen selon le montant. La facturation des frais de scolarité reste dans le système de gestion des étudiants, qui transmet à Oracle les créances agrégées par une interface planifiée.",
      "Le projet s'est déroulé pendant une année de fortes variations monétaires au Liban. Nous avons paramétré des types de taux de change distincts et la réévaluation, afin que l'équipe finance puisse enregistrer les opérations aux taux réellement appliqués par l'université et produire ses états en livres libanaises comme en dollars américains.",
      "Les dossiers des salariés, l'historique des contrats, les fournisseurs et les factures ouvertes ont été repris des anciens systèmes après plusieurs chargements d'essai rapprochés. La bascule RH a été programmée entre deux semestres, à l'écart des renouvellements de contrats, et les gestionnaires RH, les comptables et les chefs de département ont été formés aux tâches que chacun exécute, et non au produit en général.",
      "L'université dispose désormais d'un dossier unique par salarié, de l'embauche à la paie ; les chefs de département voient la part de leur budget déjà consommée avant de valider un achat, et la clôture mensuelle se fait à partir d'un seul grand livre au lieu de tableurs consolidés.",
    ],
  },
  "blc-bank": {
    title: "BLC Bank relie Oracle Cloud ERP à son système bancaire central",
    text: "Oracle Cloud Financials et Procurement pour BLC Bank, avec Oracle Integration Cloud pour alimenter le grand livre depuis le système bancaire central.",
    keywords: [
      "BLC Bank",
      "Oracle Cloud ERP pour les banques",
      "Oracle Integration Cloud",
      "intégration au core banking",
      "Oracle Procurement Cloud",
      "immobilisations bancaires",
    ],
    content: [
      "Le système bancaire central (core banking) d'une banque gère les comptes clients, les prêts et les dépôts, mais pas les dépenses propres de la banque. Chez BLC Bank, les fournisseurs, les validations d'achats, les immobilisations et la comptabilité interne étaient répartis entre des outils vieillissants et des étapes manuelles, et le grand livre devait être rapproché à la main du core banking. La banque voulait une plateforme finance et achats qui fonctionne aux côtés du système central, au lieu de le dupliquer.",
      "Nous avons déployé Oracle Cloud Financials (General Ledger, Payables, Fixed Assets et Cash Management) et Oracle Procurement Cloud, avec les demandes d'achat, les bons de commande et le référencement des fournisseurs. Agences, distributeurs automatiques et équipements informatiques sont suivis comme des immobilisations, avec leur emplacement et leur centre de coûts, et les validations d'achats suivent les délégations de pouvoirs de la banque, par montant et par catégorie.",
      "Les interfaces ont été développées sur Oracle Integration Cloud. Un flux quotidien importe dans le grand livre les écritures comptables agrégées du core banking, contrôle les comptes et les soldes avant l'import et signale les lignes rejetées à l'équipe finance. Les paiements fournisseurs validés sont transmis au core banking pour exécution, et leur statut revient dans Payables : chaque paiement peut ainsi être suivi de la facture jusqu'au règlement.",
      "Les contrôles comptaient autant que les fonctionnalités. Les rôles ont été conçus selon les règles de séparation des tâches de la banque, des états de rapprochement comparent chaque jour les totaux du core banking avec le grand livre, et le plan comptable porte les hiérarchies nécessaires au reporting réglementaire. Les équipes d'audit interne et de sécurité informatique de la banque ont revu la conception et participé aux tests.",
      "La bascule s'est faite sur un week-end, après deux répétitions complètes. Nos consultants ont assuré l'accompagnement renforcé jusqu'à la première clôture trimestrielle, puis ont remis la plateforme à l'équipe de la banque, avec la documentation de chaque interface et un plan de test pour les mises à jour trimestrielles d'Oracle.",
      "La finance clôture désormais à partir d'un grand livre alimenté automatiquement et rapproché chaque jour, les achats suivent un circuit de validation unique de la demande au paiement, et le registre des immobilisations correspond à ce qui est réellement installé dans les agences.",
    ],
  },
  "business-check-up": {
    title: "Un diagnostic gratuit de vos applications Oracle",
    text: "Nos consultants examinent le paramétrage et l'usage de vos applications Oracle Cloud ou E-Business Suite, puis vous remettent une liste de corrections classées par priorité.",
    keywords: [
      "diagnostic des applications Oracle",
      "audit des applications Oracle",
      "bilan de santé Oracle Cloud",
      "revue E-Business Suite",
      "optimisation Oracle",
    ],
    content: [
      "Bien des organisations utilisent leurs applications Oracle pendant des années après la mise en production, tandis que les contournements s'accumulent : rapprochements faits dans des tableurs, états exportés et remis en forme chaque mois, fonctionnalités sous licence jamais activées, mises à jour trimestrielles appliquées sans que personne ne vérifie ce qui a changé. Rien de tout cela ne se voit au quotidien, mais l'ensemble fait perdre du temps à chaque clôture.",
      "Le diagnostic est un examen court et gratuit du paramétrage et de l'usage de vos applications Oracle Cloud ou E-Business Suite. Selon ce que vous utilisez, nos consultants passent en revue vos processus finance, achats, supply chain ou RH, les rôles de sécurité et la séparation des tâches, les interfaces et les traitements planifiés, ainsi que le reporting. Pour les clients E-Business Suite, nous examinons aussi le niveau de support de votre version et les options de montée de version ou de passage à Oracle Cloud.",
      "Tout commence par un appel pour convenir du périmètre. Nous menons ensuite de courts entretiens avec vos responsables de processus et examinons votre paramétrage en partage d'écran ou via un accès en lecture seule : aucune modification n'est apportée à votre environnement. L'ensemble prend généralement deux semaines environ, et quelques heures du temps de votre équipe.",
      "Vous recevez un rapport écrit qui classe chaque constat selon son impact métier et l'effort nécessaire : corrections rapides que votre équipe peut faire elle-même, modifications de paramétrage, fonctionnalités à adopter, et chantiers de plus long terme comme une montée de version ou une refonte. Nous le parcourons avec vous lors d'une séance de restitution et répondons à vos questions sur chaque point.",
      "Le diagnostic est gratuit et ne vous engage à rien pour la suite. Pour en bénéficier, envoyez-nous un message via le formulaire de contact en précisant les applications que vous utilisez et les domaines que vous souhaitez nous voir examiner.",
    ],
  },
  newroz: {
    title: "Newroz Telecom pilote la finance et la supply chain de son réseau sur Oracle Cloud",
    text: "Oracle Cloud ERP et SCM pour Newroz Telecom en Irak : immobilisations des sites réseau, achats et stocks d'équipements, suivi des coûts des déploiements.",
    keywords: [
      "Newroz Telecom",
      "Oracle Cloud ERP pour les télécoms",
      "Oracle Cloud SCM",
      "suivi des investissements télécoms",
      "immobilisations des sites réseau",
      "partenaire Oracle en Irak",
    ],
    content: [
      "Newroz Telecom est un opérateur télécom basé à Erbil, dans la région du Kurdistan irakien. À mesure que le réseau s'étendait, il devenait difficile de suivre les investissements du bon de commande jusqu'à l'équipement installé : le matériel circulait entre entrepôts et sites sans traçabilité claire, et le registre des immobilisations s'était peu à peu éloigné de la réalité du terrain.",
      "Nous avons déployé Oracle Cloud Financials (General Ledger, Payables, Receivables, Cash Management et Fixed Assets), Oracle Procurement Cloud, Oracle Inventory Management et Oracle Project Management pour les projets d'investissement. Les opérations sont enregistrées en dinars irakiens et en dollars américains, avec réévaluation et reporting dans les deux devises.",
      "Chaque déploiement réseau est désormais un projet. Les commandes d'équipements et de prestations sont imputées au projet ; le matériel est réceptionné en entrepôt, sorti vers les sites, puis son coût est affecté au projet. À l'achèvement d'un site, ses coûts sont immobilisés dans des actifs rattachés à l'emplacement du site, et l'amortissement démarre à sa date de mise en service.",
      "La reprise du registre des immobilisations a été la partie la plus exigeante. Plutôt que de charger l'ancien registre tel quel, les équipes finance et réseau l'ont rapproché des fiches des sites, et nous avons chargé le registre corrigé avec le détail des emplacements, pour que les actifs puissent être retrouvés, transférés et mis au rebut site par site.",
      "Une équipe sur place à Erbil a mené les ateliers de conception, la recette utilisateur et la bascule, tandis que le paramétrage, les interfaces et la reprise des données étaient pris en charge par notre centre de services offshore. La formation a été dispensée en arabe et en anglais aux utilisateurs finance, achats, entrepôt et planification réseau, suivie d'un accompagnement renforcé jusqu'aux premières clôtures mensuelle et trimestrielle.",
      "La finance voit désormais ce qui a été engagé et dépensé sur chaque déploiement en cours, les stocks sont suivis par emplacement, et les actifs inscrits au grand livre correspondent à des équipements situés sur des sites identifiés.",
    ],
  },
  asiacell: {
    title: "Asiacell passe ses RH et sa paie sur Oracle Cloud HCM",
    text: "Oracle Cloud HCM pour Asiacell, opérateur mobile en Irak : Core HR, règles de paie irakiennes, gestion des talents et libre-service en arabe et en anglais.",
    keywords: [
      "Asiacell",
      "Oracle Cloud HCM pour les télécoms",
      "paie Oracle en Irak",
      "libre-service salarié en arabe",
      "migration avec HCM Data Loader",
      "Oracle Integration Cloud",
    ],
    content: [
      "Asiacell emploie des collaborateurs au siège, dans ses boutiques, ses centres d'appels et ses équipes techniques, dans tout l'Irak. Les processus RH reposaient sur un ancien système complété par des formulaires papier, les éléments variables de paie étaient collectés chaque mois auprès de plusieurs services, et les managers avaient peu de visibilité sur leurs propres équipes sans demander un état aux RH.",
      "Nous avons déployé Core HR, Absence Management et Payroll d'Oracle Cloud HCM, ainsi que Goals, Performance Management et Learning. Les règles de la paie irakienne, dont l'impôt sur le revenu et les cotisations de sécurité sociale, ont été construites sur la paie globale d'Oracle avec des Fast Formulas, de même que les indemnités propres à l'entreprise. Le libre-service salariés et managers est disponible en arabe, avec une interface de droite à gauche, et en anglais.",
      "Oracle Integration Cloud relie HCM aux systèmes voisins : la ventilation des coûts de paie est envoyée au système financier sous forme d'écritures comptables, les entrées et sorties de personnel sont transmises au système de gestion des identités pour que les comptes soient créés et désactivés à temps, et les pointages sont importés pour le calcul des absences et des heures supplémentaires.",
      "L'historique des salariés, les affectations, les salaires et les soldes d'absences ont été migrés avec HCM Data Loader au fil de plusieurs chargements d'essai, chacun rapproché avec les RH avant le suivant. Les paies parallèles avec l'ancien système ont été comparées ligne à ligne avant que les RH ne valident la mise en production.",
      "La conduite du changement a ciblé les managers de proximité, qui reprenaient des validations et des évaluations d'équipe jusque-là assurées par les RH. Nous avons formé dans chaque direction un groupe de relais RH, qui ont ensuite accompagné leurs collègues, et notre équipe a assuré un accompagnement renforcé jusqu'aux premières clôtures de paie et au premier cycle d'évaluation.",
      "Les éléments de paie arrivent désormais par le système et non plus par tableur, les salariés demandent leurs congés et consultent leurs bulletins de paie eux-mêmes, et les managers pilotent les objectifs et les évaluations de leur équipe dans Oracle Cloud HCM.",
    ],
  },
  "training-session": {
    title: "Dans les coulisses de notre formation pratique Oracle Cloud",
    text: "Une semaine de formation pratique à Oracle Cloud HCM et ERP pour les utilisateurs clés et administrateurs de nos clients, animée par des consultants issus de nos projets.",
    keywords: [
      "formation Oracle Cloud",
      "formation des utilisateurs clés Oracle",
      "formation Fast Formula",
      "reporting OTBI",
      "mises à jour trimestrielles Oracle",
      "HCM Data Loader",
    ],
    content: [
      "Après la mise en production, nos clients nous demandent souvent comment leurs équipes peuvent reprendre les évolutions courantes qu'ils nous confient encore : une nouvelle règle de validation, un champ supplémentaire dans un état, une mise à jour en masse des données salariés, la vérification de ce que changera la prochaine mise à jour trimestrielle. Nous avons organisé cette session de formation pour répondre à cette question, à l'intention des utilisateurs clés et des administrateurs de clients qui utilisent Oracle Cloud HCM et ERP.",
      "Le programme s'est déroulé sur cinq jours. Il a couvert les rôles de sécurité et les règles de validation, les modifications de données en masse avec HCM Data Loader et les chargeurs sur tableur, les Fast Formulas pour les absences et la paie, le reporting avec OTBI et BI Publisher, et le cycle des mises à jour trimestrielles : lire la documentation de préparation, planifier les tests de non-régression et choisir les nouvelles fonctionnalités à activer.",
      "Chaque thème a été traité en pratique. Chaque participant travaillait dans un environnement de formation dédié, chargé de données réalistes, et la plupart des exercices s'appuyaient sur des demandes anonymisées reçues par notre support : les problèmes étaient donc ceux que les administrateurs rencontrent vraiment. Les participants étaient présents à Beyrouth, et des collègues d'autres pays ont suivi les sessions en visioconférence.",
      "Les formateurs étaient des consultants qui paramètrent, testent et maintiennent ces mêmes applications sur des projets en production : les questions sur un paramétrage précis trouvaient une réponse immédiate, souvent mise à l'essai dans l'environnement pendant la séance.",
      "Les participants sont repartis avec leurs cahiers d'exercices et une liste de contrôle pour tester les mises à jour trimestrielles. Nous prévoyons de renouveler la session ; si vous souhaitez y inscrire votre équipe, ou organiser une session construite autour de votre propre environnement Oracle, écrivez-nous via la page contact.",
    ],
  },
} satisfies TextsFor<"blogs">;
