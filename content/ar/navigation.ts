/**
 * The main menu's own words in Arabic: labels, and the left-hand texts of the three mega-menus.
 * The menu itself is built by lib/pages/navigation.ts.
 */
import type { MenuCopy } from "../types";

/** The menu's own words: labels, and the left-hand texts of the three mega-menus. */
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
  blog: "المدونة",
} as const satisfies MenuCopy;
