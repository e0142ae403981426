/**
 * The team section: leadership profiles (placeholder LinkedIn profiles) and certification badges.
 */
import type { ImageKey, TeamMember } from "../types";

export const team = [
  {
    image: "team-rami-haddad",
    name: "Rami Haddad",
    position: "الشريك المدير",
    description: "يرسم Rami توجّه الشركة ويدير شراكتها مع Oracle، ويشارك في اللجان التوجيهية لأكبر برامج ERP وHCM التي ننفّذها.",
    linkedin: "https://www.linkedin.com/in/rami-haddad-example",
  },
  {
    image: "team-nadine-khoury",
    name: "Nadine Khoury",
    position: "مديرة وحدة HCM",
    description:
      "تقود Nadine وحدة Oracle Cloud HCM، من الموارد البشرية الأساسية ومواءمة الرواتب مع التشريعات المحلية إلى إدارة المواهب والتعلّم، وتتولى توجيه مستشاري HCM لدينا.",
    linkedin: "https://www.linkedin.com/in/nadine-khoury-example",
  },
  {
    image: "team-karim-saleh",
    name: "Karim Saleh",
    position: "مدير الحلول المالية في ERP",
    description:
      "يصمّم Karim الحلول المالية على Oracle Fusion Cloud ERP وE-Business Suite، وتشمل الأستاذ العام والذمم الدائنة والذمم المدينة والأصول الثابتة وإدارة النقد.",
    linkedin: "https://www.linkedin.com/in/karim-saleh-example",
  },
  {
    image: "team-maya-azar",
    name: "Maya Azar",
    position: "مهندسة الحلول التقنية",
    description:
      "تصمّم Maya التكاملات وعمليات ترحيل البيانات التي تربط تطبيقات Oracle Cloud بالأنظمة المصرفية وأنظمة الفوترة والأنظمة القديمة، إضافة إلى بيئات OCI التي تعمل عليها.",
    linkedin: "https://www.linkedin.com/in/maya-azar-example",
  },
  {
    image: "team-julien-moreau",
    name: "Julien Moreau",
    position: "مدير مكتب فرنسا",
    description: "يدير Julien مكتبنا في باريس الذي افتُتح عام 2018، ويقود مشاريع عملائنا الفرنسيين بلغتهم وفي منطقتهم الزمنية.",
    linkedin: "https://www.linkedin.com/in/julien-moreau-example",
  },
  {
    image: "team-layla-mansour",
    name: "Layla Mansour",
    position: "مديرة التنفيذ، مركز التنفيذ الخارجي",
    description: "تدير Layla مركز التنفيذ الخارجي الذي أُسّس عام 2017، وتنسّق أعماله في الإعداد والاختبار والدعم مع الفرق العاملة في مواقع العملاء.",
    linkedin: "https://www.linkedin.com/in/layla-mansour-example",
  },
] as const satisfies readonly TeamMember[];

/** Certification badges, by image key: each picture's alt text (content/media.ts) names the certification. */
export const badges = ["badge-hcm-cloud", "badge-erp-cloud", "badge-scm-cloud", "badge-oci"] as const satisfies readonly ImageKey[];
