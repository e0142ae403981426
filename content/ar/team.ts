/**
 * The Arabic texts of content/team.ts: `team` by id. Only texts: slugs, keys, links, pictures and every other
 * value come from content/team.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const team = {
  "rami-haddad": {
    name: "رامي حدّاد",
    position: "الشريك المدير",
    description: "يرسم رامي توجّه الشركة ويدير شراكتها مع Oracle، ويشارك في اللجان التوجيهية لأكبر برامج ERP وHCM التي ننفّذها.",
  },
  "nadine-khoury": {
    name: "نادين خوري",
    position: "مديرة وحدة HCM",
    description:
      "تقود نادين وحدة Oracle Cloud HCM، من الموارد البشرية الأساسية ومواءمة الرواتب مع التشريعات المحلية إلى إدارة المواهب والتعلّم، وتتولى توجيه مستشاري HCM لدينا.",
  },
  "karim-saleh": {
    name: "كريم صالح",
    position: "مدير الحلول المالية في ERP",
    description:
      "يصمّم كريم الحلول المالية على Oracle Fusion Cloud ERP وE-Business Suite، وتشمل الأستاذ العام والذمم الدائنة والذمم المدينة والأصول الثابتة وإدارة النقد.",
  },
  "maya-azar": {
    name: "مايا عازار",
    position: "مهندسة الحلول التقنية",
    description:
      "تصمّم مايا التكاملات وعمليات ترحيل البيانات التي تربط تطبيقات Oracle Cloud بالأنظمة المصرفية وأنظمة الفوترة والأنظمة القديمة، إضافة إلى بيئات OCI التي تعمل عليها.",
  },
  "julien-moreau": {
    name: "جوليان مورو",
    position: "مدير مكتب فرنسا",
    description: "يدير جوليان مكتبنا في باريس الذي افتُتح عام 2018، ويقود مشاريع عملائنا الفرنسيين بلغتهم وفي منطقتهم الزمنية.",
  },
  "layla-mansour": {
    name: "ليلى منصور",
    position: "مديرة التنفيذ، مركز التنفيذ الخارجي",
    description: "تدير ليلى مركز التنفيذ الخارجي الذي أُسّس عام 2017، وتنسّق أعماله في الإعداد والاختبار والدعم مع الفرق العاملة في مواقع العملاء.",
  },
  "omar-farhat": {
    name: "عمر فرحات",
    position: "مدير مكتب السعودية",
    description:
      "يدير عمر مكتبنا في الرياض ويقود أعمالنا لعملائنا في المملكة، من الفوترة الإلكترونية لهيئة الزكاة والضريبة والجمارك وقواعد رواتب التأمينات الاجتماعية إلى تقارير التوطين، على Oracle Fusion Cloud ERP وHCM.",
  },
} satisfies TextsFor<"team">;
