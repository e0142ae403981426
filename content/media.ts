/**
 * Every picture, video and icon the site uses, by key. Content refers to media only by these keys,
 * so a typo fails the typecheck and the content check. To replace artwork, overwrite the file at
 * `src` with one of the same name (keep the aspect ratio, or update width/height here).
 * Files live under public/; `npm run art` regenerates the placeholder artwork.
 */

import type { ImageAsset, VideoAsset } from "../lib/content/types";

export type { ImageAsset, VideoAsset };

const photo = (src: string, width: number, height: number, alt = ""): ImageAsset => ({ src, width, height, alt });

export const images = {
  // brand
  logo: { src: "/images/brand/logo.svg", width: 180, height: 48, alt: "Cedrus Consulting" },
  "logo-white": { src: "/images/brand/logo-white.svg", width: 180, height: 48, alt: "Cedrus Consulting" },

  // home
  "hero-erp": photo("/images/home/hero-erp.jpg", 1600, 900),
  "hero-hcm": photo("/images/home/hero-hcm.jpg", 1600, 900),
  "hero-cloud": photo("/images/home/hero-cloud.jpg", 1600, 900),
  // the same slides composed for right-to-left pages, where the artwork shows in the slide's left half
  // (drawn for that side, never flipped: docs/architecture.md, Direction)
  "hero-erp-rtl": photo("/images/home/hero-erp-rtl.jpg", 1600, 900),
  "hero-hcm-rtl": photo("/images/home/hero-hcm-rtl.jpg", 1600, 900),
  "hero-cloud-rtl": photo("/images/home/hero-cloud-rtl.jpg", 1600, 900),
  partner: photo("/images/home/partner.jpg", 1200, 800, "An Oracle Cloud roadmap on a presentation screen, beside a calendar and a partner medal"),
  "about-story": photo("/images/home/about-story.jpg", 1200, 900, "A desk with three open laptops, a project board and a window onto a cedar"),
  "about-solutions": photo("/images/home/about-solutions.jpg", 1200, 800, "Oracle ERP, HCM and Cloud solutions overview"),
  "why-wisdom": photo("/images/home/why-wisdom.jpg", 800, 600),
  "why-mastery": photo("/images/home/why-mastery.jpg", 800, 600),
  "why-uniqueness": photo("/images/home/why-uniqueness.jpg", 800, 600),

  // contact and careers
  "career-development": photo("/images/careers/development.jpg", 800, 600, "A learning path: steps rising to a graduation cap"),
  "career-compensation": photo("/images/careers/compensation.jpg", 800, 600, "A rocket lifting off in confetti between stacks of coins"),
  "career-delivery": photo("/images/careers/delivery.jpg", 1200, 800, "A video call sharing four screens across sites, with a globe and a clock"),

  // solutions (banner chosen by index)
  "solution-on-premise": photo("/images/solutions/on-premise.jpg", 1600, 700),
  "solution-cloud": photo("/images/solutions/cloud.jpg", 1600, 700),
  "solution-industry": photo("/images/solutions/industry.jpg", 1600, 700),
  "solution-technology": photo("/images/solutions/technology.jpg", 1600, 700),

  // services: banner, then the two section images (1030×892)
  "service-consultancy-implementation-banner": photo("/images/services/consultancy-implementation-banner.jpg", 1600, 600),
  "service-consultancy-implementation-a": photo(
    "/images/services/consultancy-implementation-a.jpg",
    1030,
    892,
    "A process map of sticky notes on a workshop whiteboard, beside a checklist",
  ),
  "service-consultancy-implementation-b": photo("/images/services/consultancy-implementation-b.jpg", 1030, 892, "Project plan for an Oracle Cloud rollout"),
  "service-technology-banner": photo("/images/services/technology-banner.jpg", 1600, 600),
  "service-technology-a": photo("/images/services/technology-a.jpg", 1030, 892, "Integration architecture between Oracle Cloud and legacy systems"),
  "service-technology-b": photo("/images/services/technology-b.jpg", 1030, 892, "Database and infrastructure monitoring dashboard"),
  "service-training-banner": photo("/images/services/training-banner.jpg", 1600, 600),
  "service-training-a": photo("/images/services/training-a.jpg", 1030, 892, "A lesson chart on a training screen, beside a course book and a diploma"),
  "service-training-b": photo("/images/services/training-b.jpg", 1030, 892, "Hands-on exercises on a laptop in a training environment, beside a checklist"),
  "service-staff-augmentation-banner": photo("/images/services/staff-augmentation-banner.jpg", 1600, 600),
  "service-staff-augmentation-a": photo(
    "/images/services/staff-augmentation-a.jpg",
    1030,
    892,
    "A certified skills card filling the open role in a client's team chart",
  ),
  "service-staff-augmentation-b": photo("/images/services/staff-augmentation-b.jpg", 1030, 892, "Skills cards matched to project roles"),
  "service-offshore-development-banner": photo("/images/services/offshore-development-banner.jpg", 1600, 600),
  "service-offshore-development-a": photo("/images/services/offshore-development-a.jpg", 1030, 892, "The offshore delivery centre"),
  "service-offshore-development-b": photo("/images/services/offshore-development-b.jpg", 1030, 892, "Follow-the-sun support across time zones"),
  "service-oracle-saas-ai-agent-banner": photo("/images/services/oracle-saas-ai-agent-banner.jpg", 1600, 600),
  "service-oracle-saas-ai-agent-a": photo(
    "/images/services/oracle-saas-ai-agent-a.jpg",
    1030,
    892,
    "An AI agent answering a request in a chat in Oracle Cloud",
  ),
  "service-oracle-saas-ai-agent-b": photo("/images/services/oracle-saas-ai-agent-b.jpg", 1030, 892, "Agent workflow designed in Oracle AI Agent Studio"),

  // industries: intro image, banner, second-section image
  ...industryImages(
    "telecom",
    "Telecom",
    "a telecom tower sending signal waves to a rooftop dish, beside a phone",
    "a coverage map with three masts and their overlapping cells, beside a phone at full signal",
  ),
  ...industryImages(
    "construction",
    "Construction",
    "a tower crane lifting a beam beside a building frame",
    "a building blueprint with a floor plan, beside a hard hat",
  ),
  ...industryImages(
    "financial-institutions",
    "Financial institutions",
    "a bank with columns, stacks of coins and a rising chart",
    "a bank vault door with a payment card and stacks of coins",
  ),
  ...industryImages(
    "oil-gas",
    "Oil and gas",
    "an offshore platform with a drilling derrick at sea",
    "a pump jack, a pipeline and storage tanks with a pressure gauge",
  ),
  ...industryImages(
    "education",
    "Education",
    "a university campus with a graduation cap",
    "a week's class timetable beside a stack of books and a rolled diploma",
  ),
  ...industryImages(
    "services",
    "Services",
    "a service counter with a queue display, a request screen and a desk bell",
    "service requests moving across a board from new to done, beside a stopwatch",
  ),
  ...industryImages(
    "healthcare",
    "Healthcare",
    "a hospital under a heartbeat line",
    "a patient file with a heartbeat line, beside a medicine bottle and a blister pack",
  ),
  ...industryImages(
    "airlines",
    "Airlines",
    "an airliner taking off past a control tower",
    "a boarding pass in front of a departures board, and a plane on its route",
  ),
  ...industryImages(
    "manufacturing-distribution",
    "Manufacturing and distribution",
    "a factory and a delivery truck",
    "a robotic arm placing boxes on a conveyor, with gears",
  ),

  // blog galleries (1200×800); the first image of each post is its card and share image
  ...blogImages("able", ["An HCM org chart beside an award medal", "A payslip, a payroll calendar and coins", "Rising results beside a completed checklist"]),
  ...blogImages("mexico", [
    "A flight route across the globe to Mexico",
    "Speech bubbles in two languages around a workshop whiteboard",
    "A stamped electronic invoice and clocks in two time zones",
  ]),
  ...blogImages("antonine-uni", [
    "The university campus",
    "A faculty org chart beside books and a graduation cap",
    "A finance dashboard with budgets by faculty",
  ]),
  ...blogImages("blc-bank", [
    "The bank building with coins",
    "Core banking servers linked through the cloud to the general ledger",
    "Two reconciled reports and a chart",
  ]),
  ...blogImages("business-check-up", [
    "A checklist under a magnifying glass",
    "Application setups on a laptop, with settings gears and a review comment",
    "A prioritized report and an impact and effort matrix",
  ]),
  ...blogImages("newroz", [
    "A telecom tower among city buildings",
    "Equipment moving from the warehouse by truck to a network site",
    "Network sites pinned on a map with a cost chart",
  ]),
  ...blogImages("asiacell", [
    "An employee self-service app on a phone, beside a leave calendar",
    "A stamped payslip with stacks of coins",
    "A goal target beside a performance review card",
  ]),
  ...blogImages("training-session", [
    "A presentation screen with a rising chart, beside a laptop",
    "Laptops with hands-on exercises on a training desk",
    "A workbook, a checklist and a certificate medal",
  ]),
  ...blogImages("cedar-wings", ["An airliner on a route between two pinned stations", "A payslip and coins beside a crew roster calendar and a clock"]),
  ...blogImages("arabian-gulf-energy", [
    "An oil pump jack and storage tanks beside a project budget chart",
    "A stamped e-invoice sent through the cloud to the tax authority's servers",
  ]),
  ...blogImages("al-bina-construction", [
    "A tower crane over a building under construction, with a cost chart",
    "A site timecard and a clock beside a project schedule on a laptop",
  ]),
  ...blogImages("atlas-facility-services", [
    "Day and night shift clocks and a rota calendar beside an office tower",
    "An AI agent answering a payslip question in a phone chat",
  ]),
  ...blogImages("horizon-capital-bank", [
    "The bank building with coins and a security shield",
    "Two payroll files sent from the cloud, one per country, with a calendar and a lock",
  ]),
  ...blogImages("levant-steel", ["Plant buildings, a stocked rack and a delivery truck", "A ledger with three stacks of coins and a cost chart"]),
  ...blogImages("groupe-delacroix", [
    "An electronic invoice passing through the cloud to the ledger",
    "A held invoice under a magnifying glass, a laptop and an assistant's explanation",
  ]),
  ...blogImages("tamarisk-medical-group", ["A hospital with a shift calendar and a night clock", "Pharmacy shelves, a stock checklist and a cleared invoice"]),

  // client logos (SVG wordmarks, 240×120)
  ...logos([
    "antonine-university",
    "blc-bank",
    "newroz-telecom",
    "asiacell",
    "levant-steel",
    "gulf-trading",
    "phoenicia-insurance",
    "horizon-capital-bank",
    "meridian-services",
    "atlas-facility-services",
    "mount-lebanon-college",
    "basra-petroleum-services",
    "arabian-gulf-energy",
    "groupe-delacroix",
    "lumiere-assurances",
    "summit-contracting",
    "al-bina-construction",
    "cedar-wings",
    "tamarisk-medical-group",
  ]),

  // team avatars (SVG initials, 400×400)
} as const satisfies Record<string, ImageAsset>;

export type ImageKey = keyof typeof images;

export const videos = {
  "video-training-session": {
    src: "/media/training-session.mp4",
    width: 1280,
    height: 720,
    poster: "blog-training-session-1",
    title: "Highlights of the Oracle Cloud training session",
  },
  "video-business-check-up": {
    src: "/media/business-check-up.mp4",
    width: 1280,
    height: 720,
    poster: "blog-business-check-up-1",
    title: "How the business check-up works",
  },
} as const satisfies Record<string, VideoAsset>;

export type VideoKey = keyof typeof videos;
export type MediaKey = ImageKey | VideoKey;

/** Line icons (SVG, 48×48, currentColor-free brand blue), decorative: always shown next to text. */
export const icons = {
  "ai-agents": "/icons/ai-agents.svg",
  consultancy: "/icons/consultancy.svg",
  offshore: "/icons/offshore.svg",
  staff: "/icons/staff.svg",
  technology: "/icons/technology.svg",
  training: "/icons/training.svg",
  rocket: "/icons/rocket.svg",
  shield: "/icons/shield.svg",
  chart: "/icons/chart.svg",
  users: "/icons/users.svg",
  cloud: "/icons/cloud.svg",
  cog: "/icons/cog.svg",
  globe: "/icons/globe.svg",
  handshake: "/icons/handshake.svg",
  clock: "/icons/clock.svg",
  puzzle: "/icons/puzzle.svg",
  database: "/icons/database.svg",
  support: "/icons/support.svg",
} as const satisfies Record<string, string>;

export type IconKey = keyof typeof icons;

export function isVideoKey(key: MediaKey): key is VideoKey {
  return key in videos;
}

/** The intro image, the banner (decorative) and the second-section image of an industry; alts read "Label: what it shows". */
function industryImages<S extends string>(slug: S, label: string, intro: string, second: string) {
  return {
    [`industry-${slug}-1`]: photo(`/images/industries/${slug}-1.jpg`, 1200, 900, `${label}: ${intro}`),
    [`industry-${slug}-banner`]: photo(`/images/industries/${slug}-banner.jpg`, 1600, 600),
    [`industry-${slug}-2`]: photo(`/images/industries/${slug}-2.jpg`, 1200, 900, `${label}: ${second}`),
  } as Record<`industry-${S}-${"1" | "banner" | "2"}`, ImageAsset>;
}

/** A post's two or three gallery images (`<slug>-1.jpg` on, 1200×800), with what each shows. */
function blogImages<S extends string, const A extends readonly [string, string] | readonly [string, string, string]>(slug: S, alts: A) {
  return Object.fromEntries(alts.map((alt, index) => [`blog-${slug}-${index + 1}`, photo(`/images/blog/${slug}-${index + 1}.jpg`, 1200, 800, alt)])) as Record<
    `blog-${S}-${A extends readonly [string, string, string] ? "1" | "2" | "3" : "1" | "2"}`,
    ImageAsset
  >;
}

function logos<const S extends string>(slugs: readonly S[]) {
  return Object.fromEntries(slugs.map((slug) => [`client-${slug}`, { src: `/images/clients/${slug}.svg`, width: 240, height: 120, alt: "" }])) as Record<
    `client-${S}`,
    ImageAsset
  >;
}
