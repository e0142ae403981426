/**
 * The team section: leadership profiles (placeholder LinkedIn profiles) and certification badges. Names are
 * written in Arabic letters, as the people would write them in Arabic.
 */
import type { ImageKey, TeamMember } from "../types";

export const team = [
  {
    image: "team-rami-haddad",
    name: "رامي حدّاد",
    position: "الشريك المدير",
    description: "يرسم رامي توجّه الشركة ويدير شراكتها مع Oracle، ويشارك في اللجان التوجيهية لأكبر برامج ERP وHCM التي ننفّذها.",
    linkedin: "https://www.linkedin.com/in/rami-haddad-example",
  },
  {
    image: "team-nadine-khoury",
    name: "نادين خوري",
    position: "مديرة وحدة HCM",
    description:
      "تقود نادين وحدة Oracle Cloud HCM، من الموارد البشرية الأساسية ومواءمة الرواتب مع التشريعات المحلية إلى إدارة المواهب والتعلّم، وتتولى توجيه مستشاري HCM لدينا.",
    linkedin: "https://www.linkedin.com/in/nadine-khoury-example",
  },
  {
    image: "team-karim-saleh",
    name: "كريم صالح",
    position: "مدير الحلول المالية في ERP",
    description:
      "يصمّم كريم الحلول المالية على Oracle Fusion Cloud ERP وE-Business Suite، وتشمل الأستاذ العام والذمم الدائنة والذمم المدينة والأصول الثابتة وإدارة النقد.",
    linkedin: "https://www.linkedin.com/in/karim-saleh-example",
  },
  {
    image: "team-maya-azar",
    name: "مايا عازار",
    position: "مهندسة الحلول التقنية",
    description:
      "تصمّم مايا التكاملات وعمليات ترحيل البيانات التي تربط تطبيقات Oracle Cloud بالأنظمة المصرفية وأنظمة الفوترة والأنظمة القديمة، إضافة إلى بيئات OCI التي تعمل عليها.",
    linkedin: "https://www.linkedin.com/in/maya-azar-example",
  },
  {
    image: "team-julien-moreau",
    name: "جوليان مورو",
    position: "مدير مكتب فرنسا",
    description: "يدير جوليان مكتبنا في باريس الذي افتُتح عام 2018، ويقود مشاريع عملائنا الفرنسيين بلغتهم وفي منطقتهم الزمنية.",
    linkedin: "https://www.linkedin.com/in/julien-moreau-example",
  },
  {
    image: "team-layla-mansour",
    name: "ليلى منصور",
    position: "مديرة التنفيذ، مركز التنفيذ الخارجي",
    description: "تدير ليلى مركز التنفيذ الخارجي الذي أُسّس عام 2017، وتنسّق أعماله في الإعداد والاختبار والدعم مع الفرق العاملة في مواقع العملاء.",
    linkedin: "https://www.linkedin.com/in/layla-mansour-example",
  },
] as const satisfies readonly TeamMember[];

/** Certification badges, by image key: each picture's alt text (content/media.ts) names the certification. */
export const badges = ["badge-hcm-cloud", "badge-erp-cloud", "badge-scm-cloud", "badge-oci"] as const satisfies readonly ImageKey[];
