/**
 * The interface's own words: buttons, the names screen readers announce, hints, and the templates the
 * site fills in. A `{{name}}` is a blank the site fills (a number, a title): keep each one, anywhere in
 * the text; the content check names a blank that is missing or misspelt. The texts pages are about live
 * in the other files of content/.
 */
import type { Ui } from "./types";

export const ui = {
  skipLink: "Skip to main content",
  menu: {
    mainNav: "Main",
    mobileNav: "Mobile",
    drawer: "Menu",
    open: "Open menu",
    close: "Close menu",
    contact: "Contact",
  },
  locations: { button: "Our locations", title: "LOCATIONS" },
  footer: {
    followUs: "Follow us",
    companyNav: "Company",
    groupNav: "{{group}} links",
    offices: "Offices",
    copyright: "© {{year}} {{name}}. All rights reserved.",
    privacyPolicy: "Privacy Policy",
    cookiesPolicy: "Cookies Policy",
  },
  links: {
    newTab: "(opens in a new tab)",
    social: "{{network}} (opens in a new tab)",
    linkedin: "{{name}} on LinkedIn (opens in a new tab)",
  },
  slider: {
    label: "Highlights",
    roleDescription: "carousel",
    previous: "Previous slide",
    next: "Next slide",
    first: "This is the first slide",
    last: "This is the last slide",
    goTo: "Go to slide {{index}}",
    position: "{{index}} of {{slidesLength}}",
  },
  blog: {
    allPosts: "All posts",
    feed: "{{name}} blog",
    shareOn: "Share on:",
    shareOnNetwork: "Share on {{network}}",
    related: "Related blogs",
    topicIsIndustry: "industry",
    strip: "Latest posts, scrollable",
    scrollMore: "Scroll to more posts",
    scrollBack: "Scroll back to the first posts",
  },
  gallery: {
    label: "Gallery: {{title}}",
    thumbnails: "Thumbnails",
    image: "Image {{index}}: {{name}}",
    video: "Video {{index}}: {{title}}",
    slide: "Slide {{index}} of {{count}}",
    previous: "Previous slide",
    next: "Next slide",
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
  },
  video: { play: "Play video: {{title}}" },
  services: {
    previous: "Previous service",
    next: "Next service",
    previousLink: "Previous service: {{title}}",
    nextLink: "Next service: {{title}}",
    others: "Other services",
    learnMore: "Learn more",
  },
  solutions: { explore: "Explore", tabs: "{{solution}} by area" },
  clients: {
    one: "{{count}} client",
    many: "{{count}} clients",
    inCategory: "{{clients}} in {{category}}",
    tile: "{{client}}, {{category}}",
    logo: "{{client}}: see what we delivered",
    markets: "Markets we serve",
  },
  team: { certifications: "Certifications" },
  modal: { close: "Close" },
  /** The policy pages' section on their share cards (the other sections take their menu label). */
  shareCard: { policies: "Policies" },
  /** How each client category (content/clients.ts `category`) is written: its filter button and its tiles. */
  clientCategories: {
    "Manuf and Distribution": "Manuf and Distribution",
    "Financial Institutions": "Financial Institutions",
    Telco: "Telco",
    Services: "Services",
    Education: "Education",
    "Oil & Gas": "Oil & Gas",
    France: "France",
    Construction: "Construction",
    Airlines: "Airlines",
  },
  /** How each blog topic (content/blogs.ts `topic`) is written on the post's card. */
  blogTopics: {
    "HCM Cloud": "HCM Cloud",
    "ERP rollout": "ERP rollout",
    Banking: "Banking",
    Education: "Education",
    Telecom: "Telecom",
    Training: "Training",
    Events: "Events",
    Offers: "Offers",
  },
} as const satisfies Ui;
