/**
 * Careers page copy: what we offer, how we hire, how we deliver, and how to apply.
 */
import { site } from "./site";
import type { CareerCta, CareerItem, HiringProcess, ImageSection } from "../lib/content/types";

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

/** The steps from an application to an offer: on /careers and on every open position's page. `id` names a step for the other languages. */
export const hiringProcess = {
  title: "How we hire",
  text: "From your application to an offer usually takes about four weeks. You hear from us after every step, whether or not you go on to the next.",
  steps: [
    {
      id: "application",
      title: "Application review",
      text: "A recruiter and a consultant from the practice read your CV against the role. We reply to every application, usually within ten working days.",
    },
    {
      id: "first-call",
      title: "First call",
      text: "A 30-minute call with our recruitment team about your experience, what you are looking for, your notice period and the role's pay band.",
    },
    {
      id: "technical-interview",
      title: "Technical interview",
      text: "An hour with a practice lead and a senior consultant: you walk us through a project you delivered, then we work through a real scenario from our Oracle projects together.",
    },
    {
      id: "manager",
      title: "Meeting your future manager",
      text: "You meet the manager you would work with, to talk about how projects are staffed, travel to client sites and how you would grow with us.",
    },
    {
      id: "offer",
      title: "Offer",
      text: "A written offer with the pay, the start date and your development plan for the first year. Take the time you need to ask your questions before you sign.",
    },
  ],
} as const satisfies HiringProcess;

export const deliveryModel: ImageSection = {
  title: "Our global delivery model",
  paragraphs: [
    "Our projects combine onsite and offsite work. Consultants spend time at the client site for workshops, design decisions, testing and go-live, while configuration, integration development and support continue remotely.",
    "Since 2017 our offshore delivery center has anchored that remote work. Joining us means working with colleagues in Lebanon, France, the U.A.E, the USA and Saudi Arabia, on projects for clients in several countries.",
  ],
  image: "career-delivery",
};

export const careerCta: CareerCta = {
  title: "Join our team",
  text: "Cedrus Consulting is in a growth phase and looking for Oracle functional consultants, technical developers and project managers. Send your CV to our recruitment address and tell us which practice interests you.",
  email: site.recruitmentEmail,
};
