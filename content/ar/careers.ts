/**
 * Careers page copy: what we offer, how we deliver, and how to apply.
 */
import { site } from "../site";
import type { CareerCta, CareerItem, ImageSection } from "../types";

export const careerBenefits = [
  {
    image: "career-development",
    title: "برنامج لتطوير الموظفين",
    text: "يلتحق كل مستشار ببرنامج تطوير يشمل تدريبًا مستمرًا على إصدارات Oracle Cloud، والتحضير لشهادات Oracle، وإرشادًا من الزملاء ذوي الخبرة في مشاريع قائمة.",
  },
  {
    image: "career-compensation",
    title: "رواتب مجزية وبيئة عمل عائلية",
    text: "نقدّم رواتب مجزية وبيئة عمل عائلية يعرف فيها الزملاء بعضهم بعضًا، ويتشاركون ما يتعلّمونه، ويحتفلون معًا بكل إطلاق ناجح لنظام جديد.",
  },
] satisfies readonly CareerItem[];

export const deliveryModel: ImageSection = {
  title: "نموذجنا العالمي للتنفيذ",
  paragraphs: [
    "تجمع مشاريعنا بين العمل في موقع العميل والعمل عن بُعد. فالمستشارون يحضرون لدى العميل لورش العمل وقرارات التصميم والاختبار والإطلاق، بينما تتواصل أعمال الإعداد وتطوير التكاملات والدعم عن بُعد.",
    "ومنذ عام 2017 يشكّل مركز التنفيذ الخارجي ركيزة هذا العمل عن بُعد. والانضمام إلينا يعني العمل مع زملاء في لبنان وفرنسا والإمارات والولايات المتحدة، على مشاريع لعملاء في بلدان عدة.",
  ],
  image: "career-delivery",
};

export const careerCta: CareerCta = {
  title: "انضم إلى فريقنا",
  text: "تمرّ Cedrus Consulting بمرحلة نمو، وتبحث عن مستشارين وظيفيين في Oracle ومطوّرين تقنيين ومديري مشاريع. أرسل سيرتك الذاتية إلى عنوان التوظيف لدينا، وأخبرنا بمجال التخصص الذي يستهويك.",
  email: site.recruitmentEmail,
};
