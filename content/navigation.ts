/**
 * The main menu's own words (docs/product.md#header): its labels, and the left-hand texts of the three
 * mega-menus. Their Solutions, Services and Industries lists come from the collections, so a new item
 * appears in the menu by itself; lib/pages/navigation.ts builds the menu from both.
 */
import type { MenuCopy } from "../lib/content/types";

/** The menu's own words: labels, and the left-hand texts of the three mega-menus. */
export const menuCopy = {
  home: "Home",
  about: "About",
  solutions: {
    label: "Solutions",
    leftTitle: "Oracle solutions",
    leftText: "On-premise, cloud, industry-specific and technology solutions, chosen and sized for how your business runs today and where it is heading.",
    rightTitle: "Our solutions",
  },
  services: {
    label: "Services",
    leftTitle: "End-to-end services",
    leftText:
      "From the first workshop to go-live and beyond: implementation, technology, training, skilled people and an offshore centre that keeps your systems moving.",
    rightTitle: "Our services",
  },
  industries: {
    label: "Industries",
    leftTitle: "Industries we know",
    leftText: "Telecom, banking, government, industrial and distribution companies trust us with the processes that keep them running.",
    rightTitle: "Industries",
  },
  clients: "Clients",
  caseStudies: "Case studies",
  careers: "Careers",
  blog: "Blog",
} as const satisfies MenuCopy;
