/**
 * The Arabic texts of content/company.ts: `stats` by id, `markets` by icon, `timeline` by year, `whyChoose` by
 * image, `story`, `contactBand`. Only texts: slugs, keys, links, pictures and every other value come from
 * content/company.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const stats = {
  experience: { label: "سنوات من الخبرة" },
  projects: { label: "مشاريع منجزة" },
  customers: { label: "عملاء" },
  markets: { label: "أسواق" },
} satisfies TextsFor<"stats">;

export const markets = {
  LB: { label: "لبنان" },
  FR: { label: "فرنسا" },
  AE: { label: "الإمارات" },
  US: { label: "الولايات المتحدة" },
  SA: { label: "المملكة العربية السعودية" },
  EG: { label: "مصر" },
  IQ: { label: "العراق" },
  MX: { label: "المكسيك" },
  QA: { label: "قطر" },
  SN: { label: "السنغال" },
} satisfies TextsFor<"markets">;

export const timeline = {
  "2011": { action: "المقر الرئيسي - لبنان" },
  "2015": { action: "رحلة الحوسبة السحابية - Oracle Cloud" },
  "2018": { action: "مكتب جديد - فرنسا" },
  "2020": { action: "مكتب جديد - دبي" },
  "2022": { action: "مكتب جديد - ميشيغان، الولايات المتحدة" },
} satisfies TextsFor<"timeline">;

export const whyChoose = {
  "why-wisdom": {
    title: "الحكمة",
    text1: "متخصصون معتمدون تتجاوز خبرتهم مجتمعةً 100 عام.",
    text2:
      "أعدّ مستشارونا دفاتر الأستاذ وأنظمة الرواتب وسلاسل الإمداد على E-Business Suite وOracle Cloud، لذلك يعرفون مسبقًا أين يصمد التصميم وأين سيحتاج إلى إعادة نظر.",
  },
  "why-mastery": {
    title: "الإتقان",
    text1: "شركاء Oracle الذهبيون على المستوى العالمي.",
    text2:
      "بلغنا المستوى الذهبي (Gold) ضمن مستويات الشراكة السابقة لدى Oracle، ونحن اليوم أعضاء في Oracle PartnerNetwork، ونعمل عن قرب مع Oracle ونحرص على أن يحمل مستشارونا شهادات الإصدارات الحالية من Fusion Cloud ERP وHCM وSCM وOracle Cloud Infrastructure.",
  },
  "why-uniqueness": {
    title: "التفرّد",
    text1: "خبرة إقليمية في قطاعات متعددة.",
    text2:
      "نفّذنا مشاريع لمشغّلي الاتصالات والمصارف والجهات الحكومية والشركات الصناعية وشركات التوزيع في الشرق الأوسط وأوروبا وأفريقيا والأمريكيتين. وكل مشروع يضيف إلينا دروسًا نستثمرها في المشروع الذي يليه.",
  },
} satisfies TextsFor<"whyChoose">;

export const story = {
  title: "من مكتب في بيروت إلى شريك عالمي لـ Oracle",
  paragraphs: [
    "تأسست Cedrus Consulting عام 2011 في لبنان، ولا يزال مقرّنا الرئيسي في منطقة بيروت. بدأنا فريقًا من مستشاري Oracle ننفّذ E-Business Suite لإدارات المالية والمشتريات والموارد البشرية التي كانت تحتاج إلى مواءمة إجراءاتها مع أنظمتها.",
    "في عام 2015 انطلقنا في رحلتنا نحو الحوسبة السحابية، وأسّسنا فرقًا متخصصة في Oracle Fusion Cloud ERP وHCM وSCM وEPM، إلى جانب Oracle Cloud Infrastructure. وبفضل أعمالنا في HCM، كرّمتنا Oracle أول منفّذ متميّز في Oracle HCM Cloud في المشرق العربي. وبلغنا المستوى الذهبي (Gold) ضمن مستويات الشراكة السابقة لدى Oracle، ونحن اليوم أعضاء في Oracle PartnerNetwork بخبرات في Cloud HCM وERP وSCM وEPM وOCI.",
    "وفي عام 2017 أسّسنا مركز التنفيذ الخارجي، فأصبح بإمكاننا أن نجمع بين مستشارين في موقع العميل وفريق يتولى عن بُعد أعمال الإعداد والتكامل والاختبار والدعم، لتمضي المشاريع قُدمًا عبر المناطق الزمنية المختلفة.",
    "افتتحنا مكتبًا في باريس عام 2018، وفي دبي عام 2020، وفي ميشيغان بالولايات المتحدة عام 2022، ولنا اليوم مكتب في الرياض بالمملكة العربية السعودية. ويضع كل مكتب مستشارينا على مقربة من العملاء الذين يخدمونهم، بلغتهم وفي ساعات عملهم.",
    "يضم عملاؤنا مشغّلي اتصالات ومصارف وجهات حكومية وشركات صناعية وشركات توزيع. ومن خلال أكثر من 100 مشروع لأكثر من 45 عميلًا في أكثر من 12 سوقًا، تعرّف متخصصونا المعتمدون إلى الطريقة التي تدير بها هذه القطاعات عملياتها المالية وسلاسل إمدادها وشؤون موظفيها، وننقل هذه المعرفة إلى كل مشروع جديد.",
  ],
} satisfies TextsFor<"story">;

export const contactBand = {
  title: "هل تخطط لمشروع Oracle؟",
  text: "سواء كنت تعمل اليوم على E-Business Suite أو تنتقل إلى Oracle Cloud لأول مرة، أخبرنا أين تقف وسنقترح عليك الخطوة التالية.",
  action: "تواصل معنا",
} satisfies TextsFor<"contactBand">;
