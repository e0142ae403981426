/**
 * The Arabic texts of content/legal-notice.ts: `legalEntities` by id, and `legalNotice` (its `sections` by id).
 * Only texts: the companies' names, offices, registration numbers, phones and links come from
 * content/legal-notice.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const legalEntities = {
  lebanon: { legalForm: "شركة مساهمة لبنانية (ش.م.ل.)" },
  france: { legalForm: "شركة مساهمة مبسّطة (SAS)" },
  uae: { legalForm: "شركة ذات مسؤولية محدودة (ذ.م.م.)" },
  usa: { legalForm: "شركة ذات مسؤولية محدودة خاضعة لقانون ولاية ميشيغان (LLC)" },
  ksa: { legalForm: "شركة ذات مسؤولية محدودة" },
} satisfies TextsFor<"legalEntities">;

export const legalNotice = {
  page: {
    seo: {
      title: "إشعار قانوني",
      description: "الجهة التي تنشر هذا الموقع: شركات Cedrus Consulting وأرقام تسجيلها، ومدير النشر، والجهة التي تستضيف الموقع.",
      keywords: ["إشعار قانوني", "البيانات القانونية", "تسجيل الشركات", "مدير النشر", "استضافة الموقع", "Cedrus Consulting"],
    },
    intro: {
      heading: "إشعار قانوني",
      intro: "البيانات القانونية لهذا الموقع: الجهة التي تنشره، وشركات مجموعة Cedrus Consulting وأرقام تسجيلها، والمسؤول عن محتواه، والجهة التي تستضيفه.",
    },
  },
  publisher: {
    title: "الناشر",
    text: "تتولّى نشرَ هذا الموقع الشركةُ الرئيسية في المجموعة، ومقرّها الرئيسي في لبنان.",
  },
  entities: {
    title: "شركاتنا",
    text: "تعمل Cedrus Consulting من خلال شركة في كل بلد لها فيه مكتب، وكلٌّ منها مسجّلة فيه بالأرقام المبيّنة أدناه.",
  },
  director: { title: "مدير النشر", name: "رامي حدّاد", role: "الشريك المدير" },
  host: { title: "الاستضافة", address: "100 شارع Example، سان فرانسيسكو، كاليفورنيا 94107، الولايات المتحدة" },
  sections: {
    "intellectual-property": {
      title: "الملكية الفكرية",
      paragraphs: [
        "النصوص والرسوم التوضيحية والصور والشعارات وتصميم الصفحات في هذا الموقع مملوكة لشركة Cedrus Consulting أو مستخدمة بإذن من أصحابها. ويمكنك الاقتباس من صفحاته ووضع روابط إليها، أما أي نسخ آخر لها، كليًّا أو جزئيًّا، فيتطلّب موافقتنا الخطية.",
        "تُعدّ Oracle وJava وأسماء منتجات Oracle علامات تجارية مسجّلة لشركة Oracle و/أو الشركات التابعة لها، وقد تكون الأسماء الأخرى علامات تجارية لأصحابها.",
      ],
    },
    "personal-data": {
      title: "البيانات الشخصية",
      paragraphs: [
        "لا يضع هذا الموقع أي ملفات تعريف ارتباط لأغراض التحليلات أو الإعلانات، والبيانات الشخصية الوحيدة التي يجمعها هي ما ترسله إلينا عبر نموذج التواصل، ونستخدمها للردّ عليك. وتبيّن سياسة الخصوصية ما نجمعه وسبب جمعه، ومدة احتفاظنا به، وكيفية ممارسة حقوقك.",
      ],
      link: { text: "اقرأ سياسة الخصوصية" },
    },
    liability: {
      title: "المسؤولية",
      paragraphs: [
        "نحرص على أن تكون المعلومات الواردة في هذا الموقع دقيقة ومحدّثة، غير أنها معلومات عامة لا تُعدّ استشارة ولا عرضًا. ولا نتحمّل أي مسؤولية عن القرارات المتّخذة استنادًا إليها، ولا عن محتوى المواقع الأخرى التي يحيل إليها.",
      ],
    },
    credits: {
      title: "المصادر والحقوق",
      paragraphs: [
        "التصميم والتطوير والرسوم التوضيحية: Cedrus Consulting. الخطوط: Inter وNoto Sans Arabic بموجب رخصة SIL Open Font License. أعلام الدول: country-flag-icons بموجب رخصة MIT.",
      ],
    },
  },
} satisfies TextsFor<"legalNotice">;
