/**
 * The Arabic texts of content/navigation.ts: `menuCopy`. Only texts: slugs, keys, links, pictures and every
 * other value come from content/navigation.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const menuCopy = {
  home: "الرئيسية",
  about: "من نحن",
  solutions: {
    label: "الحلول",
    leftTitle: "حلول Oracle",
    leftText: "حلول محلية وسحابية وقطاعية وتقنية، نختارها ونحدّد حجمها وفق طريقة عمل مؤسستك اليوم والوجهة التي تمضي إليها.",
    rightTitle: "حلولنا",
  },
  services: {
    label: "الخدمات",
    leftTitle: "خدمات متكاملة",
    leftText:
      "من ورشة العمل الأولى حتى الإطلاق وما بعده: التنفيذ، والخدمات التقنية، والتدريب، والكفاءات المتخصصة، ومركز تنفيذ خارجي يحافظ على استمرارية أنظمتك.",
    rightTitle: "خدماتنا",
  },
  industries: {
    label: "القطاعات",
    leftTitle: "قطاعات نعرفها جيدًا",
    leftText: "تأتمننا شركات الاتصالات والمصارف والجهات الحكومية والشركات الصناعية وشركات التوزيع على العمليات التي تُبقي أعمالها مستمرة.",
    rightTitle: "القطاعات",
  },
  clients: "العملاء",
  careers: "الوظائف",
  caseStudies: "دراسات الحالة",
  blog: "المدونة",
} satisfies TextsFor<"menuCopy">;
