/**
 * The Arabic texts of content/clients.ts: `clients` by slug, `clientsDirectoryCopy`. Only texts: slugs, keys,
 * links, pictures and every other value come from content/clients.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const clients = {
  "antonine-university": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والإجازات والرواتب (لبنان)",
      "عقود أعضاء الهيئة التعليمية والرتب الأكاديمية وبدلات العبء التدريسي",
      "وحدات Oracle Fusion Cloud Financials: الأستاذ العام والذمم الدائنة والذمم المدينة",
      "نظام Oracle Procurement Cloud مع مسارات موافقة حسب الكلية والقسم",
      "ترحيل البيانات من أنظمة الموارد البشرية والمحاسبة القديمة",
    ],
  },
  "blc-bank": {
    content: [
      "وحدات Oracle Fusion Cloud Financials: الأستاذ العام والذمم الدائنة والأصول الثابتة وإدارة النقد",
      "نظام Oracle Procurement Cloud: طلبات الشراء وأوامر الشراء وبوابة الموردين",
      "الربط عبر Oracle Integration Cloud مع النظام المصرفي الأساسي",
      "محاسبة متعددة العملات وهياكل للتقارير الرقابية",
      "دعم مكثّف بعد بدء التشغيل واختبار التحديثات ربع السنوية",
    ],
  },
  "newroz-telecom": {
    content: [
      "وحدات Oracle Fusion Cloud Financials والأصول الثابتة لإدارة البنية التحتية للشبكة",
      "إدارة مشتريات معدات الشبكة ومخزونها عبر Oracle Procurement Cloud وOracle Inventory Management",
      "إدارة النفقات الرأسمالية لمشاريع توسيع الشبكة عبر Oracle Project Management",
      "تدريب المستخدمين باللغتين العربية والإنجليزية، حضوريًا في أربيل",
    ],
  },
  asiacell: {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والإجازات والرواتب (العراق)",
      "الخدمة الذاتية للموظفين والمديرين باللغتين العربية والإنجليزية",
      "وحدات Oracle Talent Management: الأهداف والأداء والتعلّم",
      "ترحيل السجل الوظيفي للموظفين باستخدام HCM Data Loader",
      "الربط عبر Oracle Integration Cloud مع الأنظمة المالية وأنظمة إدارة الهوية",
    ],
  },
  "levant-steel": {
    content: [
      "الانتقال من Oracle E-Business Suite إلى Oracle Fusion Cloud ERP",
      "وحدة Oracle Manufacturing Cloud: أوامر العمل ومسارات التصنيع وقوائم المواد",
      "احتساب التكلفة الفعلية للمصانع وخطوط التشطيب عبر Oracle Cost Management",
      "إدارة مخزون لفائف الصلب وقضبانه وجودتها عبر Oracle Inventory وOracle Quality Management",
    ],
  },
  "gulf-trading": {
    content: [
      "وحدات Oracle Fusion Cloud SCM: إدارة الطلبات والمخزون والمشتريات",
      "توزيع من مستودعات متعددة في عدد من دول الخليج",
      "وحدات Oracle Fusion Cloud Financials مع إعداد ضريبة القيمة المضافة للإمارات والمملكة العربية السعودية",
      "الربط عبر Oracle Integration Cloud مع منصات التجارة الإلكترونية وشركاء الخدمات اللوجستية",
    ],
  },
  "phoenicia-insurance": {
    content: [
      "وحدات Oracle Fusion Cloud Financials: الأستاذ العام والذمم الدائنة والذمم المدينة",
      "ربط قيود الأقساط والمطالبات الواردة من نظام إدارة وثائق التأمين",
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والرواتب (لبنان)",
      "إعداد التقارير المالية باستخدام Oracle Financial Reporting Studio",
    ],
  },
  "horizon-capital-bank": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والتعويضات والأداء",
      "التوظيف في الفروع والإدارة العامة عبر Oracle Recruiting Cloud",
      "صلاحيات قائمة على الأدوار ومتوافقة مع سياسة الفصل بين المهام في المصرف",
      "خدمات الدعم المُدار لنظام HCM والتحديثات ربع السنوية",
    ],
  },
  "meridian-services": {
    content: [
      "وحدات Oracle Fusion Cloud Financials والإدارة المالية للمشاريع",
      "احتساب تكاليف المشاريع وفوترتها لعقود الوقت والمواد",
      "تسجيل ساعات العمل على المشاريع عبر Oracle Time and Labor",
      "لوحات متابعة OTBI لهوامش ربح المشاريع",
    ],
  },
  "atlas-facility-services": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والإجازات والرواتب (الإمارات)",
      "إدارة العاملين بنظام المناوبات في المواقع عبر Oracle Workforce Management",
      "الخدمة الذاتية عبر الهاتف المحمول للعاملين الميدانيين",
      "وحدات Oracle Fusion Cloud Financials مع فوترة العقود",
    ],
  },
  "mount-lebanon-college": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والرواتب (لبنان)",
      "وحدات Oracle Fusion Cloud Financials: الأستاذ العام والذمم الدائنة وإدارة النقد",
      "ضبط الموازنة حسب المدرسة ومركز التكلفة",
      "تدريب المستخدمين الرئيسيين والدعم بعد بدء التشغيل",
    ],
  },
  "basra-petroleum-services": {
    content: [
      "وحدات Oracle Fusion Cloud Financials وإدارة المشاريع لعقود العمل الميداني",
      "إدارة مشتريات قطع الغيار ومخزونها في المواقع النائية عبر Oracle Procurement Cloud وOracle Inventory",
      "صيانة منصات الحفر والمعدات الميدانية عبر Oracle Maintenance Cloud",
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية وجداول التناوب",
    ],
  },
  "arabian-gulf-energy": {
    content: [
      "ترقية Oracle E-Business Suite ونقله إلى Oracle Cloud Infrastructure",
      "وحدات Oracle Fusion Cloud EPM: التخطيط والتوحيد المالي وإقفال الحسابات",
      "هياكل محاسبة المشاريع المشتركة في الأستاذ العام",
      "إدارة قواعد البيانات ودعم البنية التحتية المُدارة",
    ],
  },
  "groupe-delacroix": {
    content: [
      "وحدات Oracle Fusion Cloud Financials لشركات المجموعة في فرنسا",
      "دليل الحسابات الفرنسي وإعداد ملف التدقيق الضريبي FEC",
      "المحاسبة بين شركات المجموعة والتوحيد المالي عبر Oracle EPM Cloud",
      "التنفيذ من مكتب باريس مع دعم أعمال الإعداد من مركز التنفيذ الخارجي",
    ],
  },
  "lumiere-assurances": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية وإدارة الإجازات ومراجعة المواهب",
      "الربط مع مزوّد خدمات الرواتب الفرنسي المعتمد لدى الشركة",
      "خدمة ذاتية باللغتين الفرنسية والإنجليزية",
      "أدوار الوصول إلى البيانات وقواعد الاحتفاظ بها وفق اللائحة العامة لحماية البيانات (GDPR)",
    ],
  },
  "summit-contracting": {
    content: [
      "وحدة Oracle Project Management: تكاليف المشاريع والفوترة والعقود",
      "دفعات المقاولين من الباطن مع المحتجزات واسترداد الدفعات المقدّمة",
      "طلبات الشراء من مواقع العمل عبر Oracle Procurement Cloud",
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والرواتب وسجلات دوام المواقع",
    ],
  },
  "al-bina-construction": {
    content: [
      "دعم وحدتي المشاريع والمالية في Oracle E-Business Suite",
      "تتبّع تكاليف المعدات والآليات حسب المشروع",
      "فوترة الإنجاز المرحلي لأصحاب المشاريع",
      "تقييم الترقية ووضع خارطة طريق للانتقال إلى Oracle Fusion Cloud ERP",
    ],
  },
  "cedar-wings": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والإجازات والرواتب",
      "احتساب بدلات أطقم الطيران والموظفين الأرضيين باستخدام Fast Formula",
      "متابعة التدريب الإلزامي والشهادات عبر Oracle Learning Cloud",
      "وحدات Oracle Fusion Cloud Financials مع مصروفات المحطات بعملات متعددة",
    ],
  },
  "tamarisk-medical-group": {
    content: [
      "وحدات Oracle Fusion Cloud HCM: الموارد البشرية الأساسية والرواتب (السعودية) مع GOSI ومنصة مُدد",
      "تراخيص الممارسين الصحيين مع تنبيهات قبل انتهائها، وبدلات المناوبات والاستدعاء",
      "نظاما Oracle Procurement Cloud وInventory Management للصيدلية ومستودعات المستلزمات الطبية",
      "الفوترة الإلكترونية وفق ZATCA لفواتير شركات التأمين عبر Oracle Integration Cloud",
    ],
  },
} satisfies TextsFor<"clients">;

export const clientsDirectoryCopy = {
  filterLabel: "التصفية حسب القطاع",
  allLabel: "الكل",
  emptyText: "لا توجد مراجع لعملاء في هذا القطاع حتى الآن. تواصل معنا لتتعرّف على أعمالنا فيه.",
  contentTitle: "ما أنجزناه",
} satisfies TextsFor<"clientsDirectoryCopy">;
