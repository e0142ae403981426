/**
 * The Arabic texts of content/pages.ts: `pages`. Only texts: slugs, keys, links, pictures and every other value
 * come from content/pages.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const pages = {
  home: {
    seo: {
      title: "شريك Oracle لحلول ERP وHCM والسحابة في المشرق",
      description: "بصفتنا Oracle Global Gold Partner، ننفّذ Fusion Cloud ERP وHCM وSCM وEPM للشركات في الشرق الأوسط وأوروبا والولايات المتحدة.",
      keywords: ["شريك Oracle", "Oracle Cloud ERP", "Oracle Cloud HCM", "تطبيق أنظمة Oracle", "استشارات Oracle في لبنان", "البنية التحتية السحابية من Oracle"],
    },
    intro: {
      heading: "شريكك في تطبيق أنظمة Oracle ERP وHCM والحوسبة السحابية",
      intro: "منذ عام 2011 ننفّذ تطبيقات Oracle لمشغّلي الاتصالات والمصارف والجهات الحكومية والشركات الصناعية وشركات التوزيع، بفرق تعمل في موقع العميل وعن بُعد.",
    },
  },
  about: {
    seo: {
      title: "تعرّف على شركتنا لاستشارات Oracle",
      description: "تأسسنا في لبنان عام 2011 وأصبحنا Oracle Global Gold Partner، ولنا مكاتب في بيروت وباريس ودبي وميشيغان.",
      keywords: ["Cedrus Consulting", "شريك Oracle الذهبي", "شركة استشارات Oracle", "Oracle HCM Cloud Excellence", "شريك Oracle في لبنان"],
    },
    intro: {
      heading: "عن Cedrus Consulting",
      intro:
        "تأسسنا في لبنان عام 2011، ونحمل اليوم تصنيف Oracle Global Gold Partner، ولنا مكاتب في فرنسا ودبي والولايات المتحدة ومتخصصون معتمدون في ERP وHCM والحوسبة السحابية.",
    },
  },
  contactUs: {
    seo: {
      title: "تواصل مع مستشاري Oracle لدينا",
      description: "تواصل مع مكاتبنا في بيروت وباريس ودبي وميشيغان لمناقشة مشروعك في Oracle Cloud ERP أو HCM أو البنية التحتية السحابية.",
      keywords: ["مستشارو Oracle", "التواصل مع شريك Oracle", "استفسار عن مشروع Oracle", "استشارات Oracle في بيروت", "استشارات Oracle في دبي"],
    },
    intro: { heading: "تواصل معنا", intro: "أخبرنا عن مشروع Oracle لديك أو عن سؤالك، وسيعود إليك المستشار الأقدر على مساعدتك." },
  },
  clients: {
    seo: {
      title: "عملاؤنا ومراجع مشاريع Oracle",
      description: "مصارف ومشغّلو اتصالات وجامعات وشركات صناعية تعمل على أنظمة Oracle ERP وHCM التي نفّذها مستشارونا.",
      keywords: ["عملاء Oracle", "مراجع مشاريع Oracle", "دراسات حالة Oracle ERP", "عملاء Oracle HCM", "مشاريع Oracle في الشرق الأوسط"],
    },
    intro: {
      heading: "عملاؤنا",
      intro: "أكثر من 45 عميلًا في أكثر من 12 سوقًا يديرون عملياتهم المالية وسلاسل الإمداد والموارد البشرية على تطبيقات Oracle التي نفّذناها. تصفّحهم حسب القطاع.",
    },
  },
  careers: {
    seo: {
      title: "وظائف في مجال استشارات Oracle",
      description: "انضم إلى مستشارينا في Oracle ERP وHCM والحوسبة السحابية، مع تدريب مستمر ومشاريع في مواقع العملاء وعن بُعد وبيئة عمل عائلية.",
      keywords: ["وظائف استشارات Oracle", "وظائف مستشار Oracle", "وظائف Oracle HCM", "وظائف Oracle ERP في لبنان", "شواغر مستشار ERP"],
    },
    intro: {
      heading: "مسيرتك المهنية في Cedrus Consulting",
      intro: "ابنِ مسيرتك في Oracle من خلال مشاريع تطبيق فعلية، مع تدريب منظّم وزملاء في لبنان وفرنسا والإمارات والولايات المتحدة.",
    },
  },
  blog: {
    seo: {
      title: "أخبار ورؤى من مشاريع Oracle",
      description: "قصص إطلاق الأنظمة والدورات التدريبية وملاحظات عملية من مستشارينا حول Oracle Cloud ERP وHCM والبنية التحتية السحابية.",
      keywords: ["أخبار Oracle Cloud", "إطلاق أنظمة Oracle", "مقالات Oracle HCM", "مدونة Oracle ERP", "تدريب Oracle"],
    },
    intro: {
      heading: "الأخبار وقصص المشاريع",
      intro: "إطلاق الأنظمة والدورات التدريبية والدروس المستفادة من أعمالنا في Oracle ERP وHCM والحوسبة السحابية في أنحاء المنطقة.",
    },
  },
  caseStudies: {
    seo: {
      title: "دراسات حالة Oracle حسب القطاع والبلد",
      description:
        "مشاريع Oracle Cloud ERP وHCM التي نفّذناها، مع إمكانية التصفية حسب القطاع والخدمة ووحدة Oracle والبلد، ولكلّ منها نطاقه وموعد تشغيله ونتائجه.",
      keywords: ["دراسات حالة Oracle", "دراسة حالة Oracle Cloud ERP", "دراسة حالة Oracle HCM", "مراجع شريك Oracle", "تطبيق Oracle في الشرق الأوسط"],
    },
    intro: {
      heading: "دراسات الحالة",
      intro: "مشاريع نفّذناها، مع اسم العميل ووحدات Oracle وشهر التشغيل والنتائج بالأرقام. صفِّ النتائج حسب قطاعك أو الخدمة التي تحتاجها أو وحدة Oracle أو بلدك.",
    },
  },
  offices: {
    seo: {
      title: "مكاتبنا في بيروت وباريس ودبي وتروي والرياض",
      description:
        "العناوين وأرقام الهاتف المحلية وواتساب والبريد الإلكتروني وأوقات العمل بالتوقيت المحلي لمكاتبنا في لبنان وفرنسا والإمارات والولايات المتحدة والسعودية.",
      keywords: ["مكاتب Cedrus Consulting", "شريك Oracle في بيروت", "شريك Oracle في دبي", "شريك Oracle في الرياض", "شريك Oracle في باريس"],
    },
    intro: {
      heading: "مكاتبنا",
      intro:
        "خمسة مكاتب، في كلّ منها مستشارون يعملون بتوقيتك وبلغتك. اتصل بالمكتب الأقرب إليك أو راسله كتابةً أو عبر واتساب: كلّ رقم أدناه يوصلك إلى شخص في ذلك المكتب خلال ساعات عمله.",
    },
  },
  blogTopic: {
    title: "{{topic}}: مقالات ودراسات",
    description: "دراسات الحالة والمقالات والأخبار والفعاليات التي نشرناها حول {{topic}}: مشاريع Oracle ERP وHCM والسحابة من بيروت ودبي والرياض وباريس.",
    heading: "{{topic}}",
    intro: "كل ما نشرناه حول {{topic}} من دراسات حالة ومقالات وأخبار وفعاليات، الأحدث أولًا.",
  },
  notFound: {
    seo: {
      title: "الصفحة غير موجودة",
      description: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر. عُد إلى الصفحة الرئيسية لتستكشف خدماتنا في Oracle.",
      keywords: ["الصفحة غير موجودة", "خطأ 404", "صفحة مفقودة", "Cedrus Consulting"],
    },
    intro: {
      heading: "الصفحة غير موجودة",
      intro: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر. عُد إلى الصفحة الرئيسية، أو انتقل مباشرة إلى أحد أقسامنا الرئيسية أدناه.",
    },
    nextSteps: { "/": { text: "العودة إلى الصفحة الرئيسية" } },
    directory: {
      title: "إلى أين تودّ الذهاب؟",
      text: "حلولنا وخدماتنا في Oracle والقطاعات التي نخدمها، إضافة إلى الصفحات الأكثر زيارة.",
      pagesTitle: "صفحات شائعة",
      contactText: "تواصل معنا",
    },
  },
  thankYou: {
    seo: {
      title: "تم استلام طلبك",
      description: "شكرًا لتواصلك معنا. وصل طلبك إلى فريقنا، وسيردّ عليك أحد المستشارين في أقرب وقت ممكن.",
      keywords: ["طلب تواصل", "شكرًا لك", "استشارات Oracle", "Cedrus Consulting"],
    },
    intro: {
      heading: "شكرًا لك: طلبك في طريقه إلينا",
      intro: "وصل طلبك إلى فريقنا. سيردّ عليك أحد المستشارين في أقرب وقت ممكن، عادةً خلال يوم عمل واحد.",
    },
    nextSteps: { "/": { text: "العودة إلى الصفحة الرئيسية" }, "/blog": { text: "اقرأ آخر أخبارنا" } },
  },
} satisfies TextsFor<"pages">;
