/**
 * The Arabic texts of content/careers.ts: `careerBenefits` by image, `deliveryModel`, `careerCta`. Only texts:
 * slugs, keys, links, pictures and every other value come from content/careers.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const careerBenefits = {
  "career-development": {
    title: "برنامج لتطوير الموظفين",
    text: "يلتحق كل مستشار ببرنامج تطوير يشمل تدريبًا مستمرًا على إصدارات Oracle Cloud، والتحضير لشهادات Oracle، وإرشادًا من الزملاء ذوي الخبرة في مشاريع قائمة.",
  },
  "career-compensation": {
    title: "رواتب مجزية وبيئة عمل عائلية",
    text: "نقدّم رواتب مجزية وبيئة عمل عائلية يعرف فيها الزملاء بعضهم بعضًا، ويتشاركون ما يتعلّمونه، ويحتفلون معًا بكل إطلاق ناجح لنظام جديد.",
  },
} satisfies TextsFor<"careerBenefits">;

export const deliveryModel = {
  title: "نموذجنا العالمي للتنفيذ",
  paragraphs: [
    "تجمع مشاريعنا بين العمل في موقع العميل والعمل عن بُعد. فالمستشارون يحضرون لدى العميل لورش العمل وقرارات التصميم والاختبار والإطلاق، بينما تتواصل أعمال الإعداد وتطوير التكاملات والدعم عن بُعد.",
    "ومنذ عام 2017 يشكّل مركز التنفيذ الخارجي ركيزة هذا العمل عن بُعد. والانضمام إلينا يعني العمل مع زملاء في لبنان وفرنسا والإمارات والولايات المتحدة، على مشاريع لعملاء في بلدان عدة.",
  ],
} satisfies TextsFor<"deliveryModel">;

export const careerCta = {
  title: "انضم إلى فريقنا",
  text: "تمرّ Cedrus Consulting بمرحلة نمو، وتبحث عن مستشارين وظيفيين في Oracle ومطوّرين تقنيين ومديري مشاريع. أرسل سيرتك الذاتية إلى عنوان التوظيف لدينا، وأخبرنا بمجال التخصص الذي يستهويك.",
} satisfies TextsFor<"careerCta">;
