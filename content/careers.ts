/**
 * Careers page copy: what we offer, how we deliver, and how to apply.
 */
import { site } from "./site";
import type { CareerCta, CareerItem, ImageSection } from "../lib/content/types";

export const careerBenefits = [
  {
    image: "career-development",
    title: "Employee development program",
    text: "Every consultant follows a development program with ongoing training on Oracle Cloud releases, preparation for Oracle certifications and mentoring from senior colleagues on live projects.",
  },
  {
    image: "career-compensation",
    title: "Attractive compensation, family-like culture",
    text: "We offer attractive compensation and a family-like culture where colleagues know each other, share what they learn and celebrate each go-live together.",
  },
] satisfies readonly CareerItem[];

export const deliveryModel: ImageSection = {
  title: "Our global delivery model",
  paragraphs: [
    "Our projects combine onsite and offsite work. Consultants spend time at the client site for workshops, design decisions, testing and go-live, while configuration, integration development and support continue remotely.",
    "Since 2017 our offshore delivery center has anchored that remote work. Joining us means working with colleagues in Lebanon, France, the U.A.E and the USA, on projects for clients in several countries.",
  ],
  image: "career-delivery",
};

export const careerCta: CareerCta = {
  title: "Join our team",
  text: "Cedrus Consulting is in a growth phase and looking for Oracle functional consultants, technical developers and project managers. Send your CV to our recruitment address and tell us which practice interests you.",
  email: site.recruitmentEmail,
};
