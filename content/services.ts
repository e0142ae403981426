/**
 * The six service pages (/services/<slug>), in menu and home-card order.
 * In every service exactly one of the two sections carries six `benefits`.
 * Titles in `page.seo` omit the brand: <Seo> appends it.
 */
import type { Service } from "../lib/content/types";

export const services = [
  {
    slug: "consultancy-implementation",
    title: "Consultancy & Implementation",
    icon: "consultancy",
    summary: "End-to-end Oracle implementations, from process design and configuration to data migration, go-live and hypercare.",
    page: {
      seo: {
        title: "Oracle consulting & implementation",
        description:
          "Oracle ERP and HCM implementation: process design, configuration, data migration, testing and go-live, delivered by onsite and offshore teams.",
        keywords: ["oracle implementation partner", "oracle erp consulting", "oracle hcm implementation", "oracle cloud rollout", "business process design"],
      },
      intro: {
        heading: "Oracle consultancy and implementation services",
        intro:
          "We take Oracle projects from the first business workshop to stable operations. Our consultants design processes, configure applications, migrate data and stay with you through go-live and beyond.",
      },
    },
    banner: {
      image: "service-consultancy-implementation-banner",
      title: "From business design to a stable go-live",
    },
    left_right_section: {
      title: "A method refined over more than 100 projects",
      texts: [
        "Every implementation starts with understanding how your organization works today and where it needs to go. We run structured workshops with process owners in finance, HR and operations, then map those processes to Oracle's standard flows before any configuration begins.",
        "Our delivery approach follows the phases Oracle recommends, adapted through more than 100 projects for telecom, banking, government, industrial and distribution customers. Each phase ends with clear deliverables and a formal sign-off, so scope and budget stay visible.",
        "Projects are staffed with consultants working onsite with your team and specialists working from our offshore delivery center. Knowledge stays close to the business, and effort goes where it is most efficient.",
      ],
      benefits: [
        { icon: "rocket", text: "Go-live plans built on proven project templates" },
        { icon: "shield", text: "Controlled scope with formal phase sign-offs" },
        { icon: "users", text: "Consultants fluent in Arabic, French and English" },
        { icon: "puzzle", text: "Standard processes, minimal customization" },
        { icon: "database", text: "Data migration reconciled before cutover" },
        { icon: "support", text: "Hypercare support after go-live" },
      ],
      variant: { type: "image", image: "service-consultancy-implementation-a" },
    },
    right_left_section: {
      title: "Advice that goes beyond configuration",
      texts: [
        "Not every question is about software. We help leadership teams decide what to implement first, which legacy systems to retire and how to organize support after go-live. Our recommendations draw on what has worked, and what has not, on comparable projects.",
        "For organizations already running Oracle, we offer health checks that review setups, customizations, security and usage, and end with a prioritized list of fixes and improvements.",
      ],
      variant: { type: "image", image: "service-consultancy-implementation-b" },
    },
    extra_details: [
      {
        title: "Assessment and roadmap",
        text: "A short engagement that compares your current processes with Oracle's standard and sets out a phased plan.",
      },
      {
        title: "Full implementation",
        text: "Design, build, testing, data migration and deployment of Oracle Cloud or on-premise applications by one accountable team.",
      },
      {
        title: "Post go-live optimization",
        text: "Reviews after the first month-end closes and payroll runs to tune processes, reports and security roles.",
      },
    ],
  },
  {
    slug: "technology",
    title: "Technology Services",
    icon: "technology",
    summary: "Integrations, extensions, reports, data migration and infrastructure work that every Oracle application depends on.",
    page: {
      seo: {
        title: "Oracle technical services & integrations",
        description:
          "Technical services for Oracle Cloud and E-Business Suite: OIC integrations, upgrade-safe extensions, BI Publisher reports and database administration.",
        keywords: [
          "oracle technical consulting",
          "oic integration services",
          "oracle visual builder",
          "oracle reports development",
          "oracle database administration",
        ],
      },
      intro: {
        heading: "Oracle technical services",
        intro:
          "Our technical consultants build the integrations, extensions, reports and environments that functional designs depend on, on Oracle Cloud and on-premise applications alike.",
      },
    },
    banner: {
      image: "service-technology-banner",
      title: "The technical layer behind every Oracle project",
    },
    left_right_section: {
      title: "Integrations and extensions, done properly",
      texts: [
        "Oracle applications rarely work alone. We build integrations with Oracle Integration Cloud, REST and SOAP APIs and file-based loads to connect Fusion Applications and E-Business Suite with banks, core systems, payroll providers and government portals.",
        "When the standard product does not cover a requirement, we extend it with Oracle-supported tools such as Visual Builder, Application Composer and page personalization, which keeps your environment safe through quarterly updates.",
        "Every integration and extension is documented, kept under version control and handed over with monitoring in place.",
      ],
      variant: { type: "image", image: "service-technology-a" },
    },
    right_left_section: {
      title: "Reports, data and infrastructure",
      texts: [
        "Finance, HR and operations teams need reports they trust. We build BI Publisher documents, OTBI analyses and dashboards, and run data migrations with reconciliation at every mock load.",
        "For on-premise and hybrid landscapes, our team designs and operates Oracle Cloud Infrastructure environments, including database administration, backup and disaster recovery.",
      ],
      benefits: [
        { icon: "puzzle", text: "Integrations with banks, core systems and portals" },
        { icon: "chart", text: "BI Publisher and OTBI reports your users trust" },
        { icon: "database", text: "Data migration with full reconciliation" },
        { icon: "cloud", text: "OCI design, migration and operations" },
        { icon: "cog", text: "Upgrade-safe extensions with Visual Builder" },
        { icon: "shield", text: "Role-based security design and reviews" },
      ],
      variant: { type: "image", image: "service-technology-b" },
    },
    extra_details: [
      {
        title: "Integration development",
        text: "OIC and API integrations with error handling, alerts and reprocessing built in from the start.",
      },
      {
        title: "Reporting and analytics",
        text: "BI Publisher, OTBI and Fusion Data Intelligence content designed together with your key users.",
      },
      {
        title: "Database and infrastructure",
        text: "Administration, patching, cloning and performance tuning for Oracle databases on-premise or on OCI.",
      },
    ],
  },
  {
    slug: "training",
    title: "Training",
    icon: "training",
    summary: "Role-based Oracle training for key users, end users and IT teams, delivered in Arabic, French or English.",
    page: {
      seo: {
        title: "Oracle Cloud training for users & teams",
        description:
          "Role-based training on Oracle Cloud and E-Business Suite for key users, end users and IT staff, onsite or online, in Arabic, French or English.",
        keywords: ["oracle cloud training", "oracle key user training", "oracle end user training", "oracle hcm training", "oracle erp training"],
      },
      intro: {
        heading: "Oracle training for key users, end users and IT",
        intro:
          "A system is only as good as the people using it. Our training programs prepare every role, from payroll officers to finance directors, to work confidently in Oracle from the first day.",
      },
    },
    banner: {
      image: "service-training-banner",
      title: "Training that matches how your people work",
    },
    left_right_section: {
      title: "Programs designed around roles",
      texts: [
        "We build training around the tasks each person performs, not around menu options. Payables clerks practice invoice entry and matching, HR officers process hires and transfers, and managers approve requests exactly as they will in production.",
        "Sessions use your own configured environment and realistic data, so what users learn in class is what they see after go-live. Course materials are available in Arabic, French or English.",
        "Training runs onsite at our customers' offices or online for teams spread across several countries.",
      ],
      benefits: [
        { icon: "users", text: "A curriculum tailored to each user group" },
        { icon: "globe", text: "Delivered in Arabic, French or English" },
        { icon: "cog", text: "Hands-on practice in your own environment" },
        { icon: "training", text: "Train-the-trainer programs for key users" },
        { icon: "clock", text: "Onsite or online sessions on your schedule" },
        { icon: "chart", text: "Assessments to confirm go-live readiness" },
      ],
      variant: { type: "image", image: "service-training-a" },
    },
    right_left_section: {
      title: "Keeping skills current after go-live",
      texts: [
        "Oracle Cloud changes every quarter. We run short update sessions that explain the new features relevant to your configuration and help you decide which ones to adopt.",
        "New joiners, and staff taking on new responsibilities, can follow refresher courses and recorded walkthroughs prepared by our consultants.",
      ],
      variant: {
        type: "video",
        youtubeId: "M7lc1UVf-VE", // placeholder: replace with the real recording
        videoTitle: "Inside an Oracle Cloud key user training session",
      },
    },
    extra_details: [
      {
        title: "Key user training",
        text: "In-depth sessions that prepare your process owners to test the system, support colleagues and train them.",
      },
      {
        title: "End user training",
        text: "Task-focused classes and quick reference guides for everyone who works in Oracle every day.",
      },
      {
        title: "Quarterly update briefings",
        text: "Short sessions on new Oracle Cloud features and how they affect your processes.",
      },
    ],
  },
  {
    slug: "staff-augmentation",
    title: "Staff Augmentation",
    icon: "staff",
    summary: "Certified Oracle functional and technical consultants who join your team for a project phase or an ongoing role.",
    page: {
      seo: {
        title: "Oracle staff augmentation consultants",
        description:
          "Certified Oracle functional and technical consultants who join your team for a project phase, a backlog or ongoing support, onsite or remotely.",
        keywords: [
          "oracle staff augmentation",
          "oracle contract consultants",
          "oracle functional consultant",
          "oracle technical consultant",
          "oracle resources",
        ],
      },
      intro: {
        heading: "Oracle staff augmentation",
        intro:
          "When your team needs Oracle skills it does not have in-house, we provide experienced consultants who work under your direction, for a few weeks or for several years.",
      },
    },
    banner: {
      image: "service-staff-augmentation-banner",
      title: "The Oracle skills you need, when you need them",
    },
    left_right_section: {
      title: "Experienced consultants, ready to contribute",
      texts: [
        "Our consultants hold Oracle certifications in Cloud HCM, ERP Financials, SCM and Oracle Cloud Infrastructure, and have delivered projects in more than twelve markets. They join your team with the product knowledge and project habits needed to contribute from the first week.",
        "We match profiles to your requirements before proposing anyone: module experience, industry background, language and time zone. You interview and approve every consultant.",
      ],
      variant: { type: "image", image: "service-staff-augmentation-a" },
    },
    right_left_section: {
      title: "Flexible engagement models",
      texts: [
        "Engagements can be full-time or part-time, onsite, remote or a mix of both. Consultants can be based near you in Lebanon, France, the U.A.E, the USA or Saudi Arabia, or work from our offshore delivery center to reduce cost.",
        "Behind every augmented consultant stands the wider Cedrus team: when a question falls outside their area, they can draw on colleagues across our functional and technical practices.",
      ],
      benefits: [
        { icon: "staff", text: "Certified functional and technical profiles" },
        { icon: "clock", text: "Short lead time to get started" },
        { icon: "globe", text: "Onsite, remote or hybrid arrangements" },
        { icon: "handshake", text: "You interview and approve every consultant" },
        { icon: "users", text: "Backed by the wider Cedrus practice" },
        { icon: "cog", text: "Scale the team up or down by project phase" },
      ],
      variant: { type: "image", image: "service-staff-augmentation-b" },
    },
    extra_details: [
      {
        title: "Functional consultants",
        text: "Specialists in HCM, payroll, financials, procurement, supply chain and EPM who configure, test and support.",
      },
      {
        title: "Technical consultants",
        text: "Developers and integration specialists for OIC, BI Publisher, PL/SQL, HCM Extracts and OCI.",
      },
      {
        title: "Project and support roles",
        text: "Project managers, test leads and support analysts who reinforce your team during peak periods.",
      },
    ],
  },
  {
    slug: "offshore-development",
    title: "Offshore Development",
    icon: "offshore",
    summary: "Oracle development, testing and support from our offshore delivery center, running since 2017 alongside consultants onsite.",
    page: {
      seo: {
        title: "Offshore Oracle development & support",
        description:
          "Oracle development, testing and application support from our offshore delivery center, in operation since 2017 and led by consultants onsite with you.",
        keywords: [
          "offshore oracle development",
          "oracle offshore delivery center",
          "oracle application managed services",
          "oracle regression testing",
          "global delivery model",
        ],
      },
      intro: {
        heading: "Offshore Oracle development and support",
        intro:
          "Since 2017, our offshore delivery center has built integrations, reports and extensions and supported Oracle applications for customers in several countries. It is one half of a delivery model that keeps consultants close to your business.",
      },
    },
    banner: {
      image: "service-offshore-development-banner",
      title: "Onsite where it matters, offshore where it pays",
    },
    left_right_section: {
      title: "Onsite and offshore, one team",
      texts: [
        "Our global delivery model combines consultants working onsite with your organization and specialists working from our offshore delivery center. Onsite consultants own requirements and relationships; the offshore team handles build, testing and repeatable support tasks.",
        "Both sides use the same methods, tools and documentation standards, and work from shared backlogs with daily handovers. You deal with one team and one plan.",
        "The result is a lower blended cost without losing the face-to-face contact that complex Oracle projects need.",
      ],
      benefits: [
        { icon: "offshore", text: "A delivery center in operation since 2017" },
        { icon: "chart", text: "Lower blended project cost" },
        { icon: "clock", text: "Extended working hours across time zones" },
        { icon: "handshake", text: "Onsite leads as your single point of contact" },
        { icon: "shield", text: "Shared methods and quality reviews" },
        { icon: "support", text: "Application support under agreed service levels" },
      ],
      variant: { type: "image", image: "service-offshore-development-a" },
    },
    right_left_section: {
      title: "What we deliver offshore",
      texts: [
        "Typical offshore work includes OIC integrations, BI Publisher and OTBI reports, PL/SQL development for E-Business Suite, data migration scripts, regression testing for quarterly updates and second-level application support.",
        "Work is tracked in a shared ticketing or project tool with clear priorities, estimates and status, so you always know what is in progress and what is done.",
      ],
      variant: { type: "image", image: "service-offshore-development-b" },
    },
    extra_details: [
      {
        title: "Development projects",
        text: "Integrations, extensions and reports built offshore against agreed specifications and acceptance criteria.",
      },
      {
        title: "Testing services",
        text: "Functional and regression testing for new implementations and for every Oracle Cloud quarterly update.",
      },
      {
        title: "Application managed services",
        text: "Ongoing functional and technical support with agreed response times and monthly service reports.",
      },
    ],
  },
  {
    slug: "oracle-saas-ai-agent",
    title: "Oracle SaaS AI Agents",
    icon: "ai-agents",
    summary: "AI agents for Oracle Fusion Applications, configured in Oracle AI Agent Studio around your HR, finance and supply chain processes.",
    page: {
      seo: {
        title: "Oracle AI agents for Fusion Applications",
        description:
          "Design, configuration and rollout of AI agents for Oracle Fusion Cloud HCM, ERP and SCM with Oracle AI Agent Studio, with security and testing built in.",
        keywords: ["oracle ai agent studio", "oracle fusion ai agents", "ai agents for hcm", "ai agents for erp", "oracle generative ai"],
      },
      intro: {
        heading: "AI agents for Oracle Fusion Cloud Applications",
        intro:
          "Oracle AI Agent Studio lets organizations build AI agents that work inside Fusion Applications. We help you choose the right use cases, configure the agents and roll them out safely.",
      },
    },
    banner: {
      image: "service-oracle-saas-ai-agent-banner",
      title: "Putting AI agents to work in Oracle Fusion",
    },
    left_right_section: {
      title: "From prebuilt agents to your own",
      texts: [
        "Oracle provides prebuilt AI agents across Fusion HCM, ERP and SCM, and AI Agent Studio lets you adapt them or create new ones. Agents can answer employee policy questions, guide managers through transactions and help buyers or payables staff with routine tasks.",
        "We start with a short discovery to find the processes where an agent saves real time, such as HR help desk requests, expense policy questions or supplier inquiries. We then configure and test the agents with your data and security roles.",
      ],
      variant: {
        type: "video",
        youtubeId: "M7lc1UVf-VE", // placeholder: replace with the real recording
        videoTitle: "Building an AI agent for Oracle Fusion Applications in AI Agent Studio",
      },
    },
    right_left_section: {
      title: "Designed for control and trust",
      texts: [
        "AI agents in Fusion Applications act within the same role-based security as your users, so an agent sees and does only what the person using it is allowed to. We design agent instructions, tools and knowledge sources with that boundary in mind.",
        "Before rollout, we test agents against realistic questions from your users, review the answers with process owners and set up monitoring so the agents can be refined over time.",
      ],
      benefits: [
        { icon: "ai-agents", text: "Use cases ranked by the time they save" },
        { icon: "shield", text: "Agents respect your role-based security" },
        { icon: "puzzle", text: "Prebuilt agents adapted to your processes" },
        { icon: "database", text: "Answers grounded in your own policies" },
        { icon: "users", text: "Tested with your process owners" },
        { icon: "chart", text: "Monitoring to refine agents over time" },
      ],
      variant: { type: "image", image: "service-oracle-saas-ai-agent-b" },
    },
    extra_details: [
      {
        title: "Use case discovery",
        text: "Workshops that rank candidate agent use cases by value, feasibility and data readiness.",
      },
      {
        title: "Agent configuration",
        text: "Setup of prebuilt and custom agents in AI Agent Studio, including instructions, tools and knowledge documents.",
      },
      {
        title: "Rollout and adoption",
        text: "Testing, user communication and post-launch reviews that improve agent answers over time.",
      },
    ],
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];
