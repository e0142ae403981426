/**
 * Arabic alt texts of the pictures of content/media.ts, by image key: every picture whose English alt
 * is not empty (decorative pictures keep an empty alt in both languages).
 */
import type { ImageKey } from "../types";
import type { VideoKey } from "../media";

export const imageAlts = {
  // brand
  logo: "Cedrus Consulting",
  "logo-white": "Cedrus Consulting",

  // home
  partner: "مستشارون يراجعون خارطة طريق للانتقال إلى Oracle Cloud",
  "about-story": "فريق Cedrus أثناء العمل في مكتب بيروت",
  "about-solutions": "نظرة عامة على حلول Oracle ERP وHCM والحوسبة السحابية",

  // contact and careers
  "career-development": "دورة تدريبية للمستشارين الجدد",
  "career-compensation": "زملاء يحتفلون بإطلاق أحد المشاريع",
  "career-delivery": "فريق في موقع العميل وفريق عن بُعد في اجتماع عبر الفيديو",

  // services
  "service-consultancy-implementation-a": "ورشة عمل للتنفيذ مع المسؤولين عن إجراءات العمل",
  "service-consultancy-implementation-b": "خطة مشروع لإطلاق Oracle Cloud",
  "service-technology-a": "بنية التكامل بين Oracle Cloud والأنظمة القديمة",
  "service-technology-b": "لوحة لمراقبة قواعد البيانات والبنية التحتية",
  "service-training-a": "مستخدمون رئيسيون في قاعة تدريب على Oracle",
  "service-training-b": "تمارين تطبيقية في بيئة تدريب",
  "service-staff-augmentation-a": "مستشارون معتمدون ينضمون إلى فريق العميل",
  "service-staff-augmentation-b": "ملفات مستشارين تُطابَق مع أدوار المشروع",
  "service-offshore-development-a": "مركز التنفيذ الخارجي",
  "service-offshore-development-b": "دعم متواصل على مدار الساعة عبر المناطق الزمنية",
  "service-oracle-saas-ai-agent-a": "وكيل ذكاء اصطناعي يجيب عن طلب أحد الموظفين في Oracle Cloud",
  "service-oracle-saas-ai-agent-b": "سير عمل وكيل مصمَّم في Oracle AI Agent Studio",

  // industries: "Label: what it shows"
  "industry-telecom-1": "الاتصالات: مستشارون بجانب برج اتصالات يبث موجات الإشارة",
  "industry-telecom-2": "الاتصالات: لوحة متابعة للشبكة مرتبطة ببرج اتصالات وبالسحابة",
  "industry-construction-1": "البناء والمقاولات: رافعة برجية ترفع عارضة بجانب هيكل مبنى",
  "industry-construction-2": "البناء والمقاولات: جدول زمني لمشروع على الشاشة بجانب مبنى قيد الإنشاء",
  "industry-financial-institutions-1": "المؤسسات المالية: مصرف ذو أعمدة وأكوام من العملات المعدنية ومخطط صاعد",
  "industry-financial-institutions-2": "المؤسسات المالية: دفتر حسابات مفتوح مع مخططات وعملات معدنية",
  "industry-oil-gas-1": "النفط والغاز: منصة بحرية عليها برج حفر وسط البحر",
  "industry-oil-gas-2": "النفط والغاز: مضخة نفط وخط أنابيب وخزانات مع مخطط للإنتاج",
  "industry-education-1": "التعليم: حرم جامعي وقبعة تخرّج",
  "industry-education-2": "التعليم: لوحة متابعة على حاسوب محمول بجانب كتب وقبعة تخرّج",
  "industry-services-1": "الخدمات: موظف خدمة عملاء يضع سماعة رأس ويساعد أحد العملاء",
  "industry-services-2": "الخدمات: سير عمل لطلب يتولاه فريق",
  "industry-healthcare-1": "الرعاية الصحية: مستشفى يعلوه خط نبض القلب",
  "industry-healthcare-2": "الرعاية الصحية: سجلات مرضى ونبض قلب على الشاشة بجانب قائمة تحقق",
  "industry-airlines-1": "الطيران: طائرة ركاب تقلع بمحاذاة برج المراقبة",
  "industry-airlines-2": "الطيران: مسارات رحلات على الكرة الأرضية بجانب قائمة حجوزات",
  "industry-manufacturing-distribution-1": "التصنيع والتوزيع: مصنع وشاحنة توصيل",
  "industry-manufacturing-distribution-2": "التصنيع والتوزيع: رفوف مستودع وسير ناقل للصناديق مع مخطط للمخزون",

  // blog galleries
  "blog-able-1": "هيكل تنظيمي في HCM بجانب ميدالية جائزة",
  "blog-able-2": "قسيمة راتب وتقويم للرواتب وعملات معدنية",
  "blog-able-3": "نتائج متصاعدة بجانب قائمة مهام مكتملة",
  "blog-mexico-1": "مسار رحلة جوية عبر الكرة الأرضية إلى المكسيك",
  "blog-mexico-2": "مستشاران في ورشة عمل ثنائية اللغة",
  "blog-mexico-3": "فاتورة إلكترونية مختومة وساعتان بتوقيتين مختلفين",
  "blog-antonine-uni-1": "الحرم الجامعي",
  "blog-antonine-uni-2": "أعضاء الهيئة التعليمية على هيكل تنظيمي بجانب كتب وقبعة تخرّج",
  "blog-antonine-uni-3": "لوحة متابعة مالية تعرض الموازنات حسب الكلية",
  "blog-blc-bank-1": "مبنى المصرف مع عملات معدنية",
  "blog-blc-bank-2": "خوادم النظام المصرفي الأساسي مرتبطة عبر السحابة بالأستاذ العام",
  "blog-blc-bank-3": "تقريران متطابقان بعد التسوية ومخطط بياني",
  "blog-business-check-up-1": "قائمة تحقق تحت عدسة مكبّرة",
  "blog-business-check-up-2": "مستشار يراجع إعدادات التطبيقات على الشاشة",
  "blog-business-check-up-3": "تقرير مرتّب حسب الأولوية ومصفوفة للأثر والجهد",
  "blog-newroz-1": "برج اتصالات بين مباني المدينة",
  "blog-newroz-2": "معدات تُنقل بالشاحنة من المستودع إلى أحد مواقع الشبكة",
  "blog-newroz-3": "مواقع الشبكة مثبّتة على خريطة مع مخطط للتكاليف",
  "blog-asiacell-1": "الخدمة الذاتية للموظفين على الهاتف",
  "blog-asiacell-2": "قسيمة راتب وعملات معدنية بجانب موظف",
  "blog-asiacell-3": "لوحة أهداف بجانب الملف الشخصي لموظف",
  "blog-training-session-1": "مدرّب يقدّم عرضًا للمشاركين",
  "blog-training-session-2": "مشاركون يؤدّون تمارين تطبيقية على حواسيب محمولة",
  "blog-training-session-3": "كرّاسة تدريب وقائمة تحقق وميدالية شهادة",

  // team avatars
  "team-rami-haddad": "صورة رامي حدّاد",
  "team-nadine-khoury": "صورة نادين خوري",
  "team-karim-saleh": "صورة كريم صالح",
  "team-maya-azar": "صورة مايا عازار",
  "team-julien-moreau": "صورة جوليان مورو",
  "team-layla-mansour": "صورة ليلى منصور",

  // certification badges
  "badge-hcm-cloud": "شارة شهادة Oracle Cloud HCM Implementation Specialist",
  "badge-erp-cloud": "شارة شهادة Oracle Cloud ERP Financials Implementation Specialist",
  "badge-scm-cloud": "شارة شهادة Oracle Cloud SCM Implementation Specialist",
  "badge-oci": "شارة شهادة Oracle Cloud Infrastructure Architect",
} as const satisfies Partial<Record<ImageKey, string>>;

/** The Arabic title of every video (its English title is in content/media.ts). */
export const videoTitles = {
  "video-training-session": "أبرز لحظات الدورة التدريبية على Oracle Cloud",
  "video-business-check-up": "كيف يجري فحص الأعمال",
} as const satisfies Record<VideoKey, string>;
