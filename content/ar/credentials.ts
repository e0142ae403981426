/**
 * The Arabic texts of content/credentials.ts: `credentials` by id, and `credentialsPage`. Only texts: the
 * groups, issuers, years, counts, certificate numbers and links come from content/credentials.ts
 * (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const credentials = {
  "opn-membership": {
    title: "عضو في Oracle PartnerNetwork",
    text: "نحن أعضاء في برنامج Oracle PartnerNetwork (OPN) ضمن مساري Cloud Build وCloud Service، ويعرض Oracle Partner Finder عضويتنا وكل خبرة من الخبرات الواردة أدناه.",
  },
  "hcm-cloud-excellence-implementer": {
    title: "منفّذ متميّز في Oracle HCM Cloud",
    text: "نالت أعمالنا في Oracle Cloud HCM تقدير Oracle، فكنّا أول شركة في المشرق العربي تُكرَّم منفّذًا متميّزًا في Oracle HCM Cloud.",
  },
  "gold-partner-history": {
    title: "شريك ذهبي (Gold) ضمن مستويات الشراكة السابقة لدى Oracle",
    text: "بلغنا المستوى الذهبي (Gold) حين كان برنامج Oracle PartnerNetwork يصنّف الشركاء بحسب المستويات. ثم ألغت Oracle هذه المستويات واعتمدت بدلًا منها المسارات والخبرات، فأصبح Gold جزءًا من تاريخنا مع Oracle لا مستوى قائمًا اليوم.",
  },
  "expertise-cloud-hcm": {
    title: "خبرة Oracle Cloud HCM",
    text: "الموارد البشرية الأساسية والرواتب والإجازات وإدارة المواهب والتعلّم على Oracle Fusion Cloud HCM.",
  },
  "expertise-erp-financials": {
    title: "خبرة Oracle Cloud ERP Financials",
    text: "دفتر الأستاذ العام والحسابات الدائنة والمدينة والأصول الثابتة وإدارة النقد على Oracle Fusion Cloud ERP.",
  },
  "expertise-scm": {
    title: "خبرة Oracle Cloud SCM",
    text: "المشتريات والمخزون وإدارة الطلبات والتصنيع على Oracle Fusion Cloud SCM.",
  },
  "expertise-epm": {
    title: "خبرة Oracle Cloud EPM",
    text: "التخطيط والتوحيد المالي والإقفال وتسوية الحسابات على Oracle Cloud EPM.",
  },
  "expertise-oci": {
    title: "خبرة Oracle Cloud Infrastructure",
    text: "نقل E-Business Suite وسائر الأنظمة إلى Oracle Cloud Infrastructure وتشغيلها عليها.",
  },
  "expertise-integration": {
    title: "خبرة Oracle Integration",
    text: "ربط تطبيقات Oracle Cloud بالأنظمة المصرفية وأنظمة الفوترة والأنظمة القديمة عبر Oracle Integration.",
  },
  "consultants-erp": {
    title: "تخطيط موارد المؤسسات والمالية",
    text: "حاصلون على شهادة في Oracle Fusion Cloud Financials أو E-Business Suite Financials.",
  },
  "consultants-hcm": {
    title: "إدارة رأس المال البشري",
    text: "حاصلون على شهادة في Oracle Fusion Cloud HCM، بما في ذلك الرواتب.",
  },
  "consultants-scm-epm": {
    title: "سلاسل الإمداد وإدارة الأداء",
    text: "حاصلون على شهادة في Oracle Fusion Cloud SCM أو Oracle Cloud EPM.",
  },
  "consultants-technology": {
    title: "التقنية وOCI والتكامل",
    text: "حاصلون على شهادة في Oracle Cloud Infrastructure أو Oracle Integration أو Oracle Database.",
  },
  "award-hcm-partner": {
    title: "شريك العام في Oracle Cloud HCM في المشرق العربي",
    text: "تقديرًا لعدد مشاريع Oracle Cloud HCM التي أطلقناها في المشرق العربي في ذلك العام، ولتقييم عملائها لها.",
  },
  "award-erp-partner": {
    title: "جائزة Oracle لشريك تنفيذ Oracle Cloud ERP في الشرق الأوسط",
    text: "تقديرًا لنقلنا فرق المالية من E-Business Suite إلى Oracle Fusion Cloud ERP في أنحاء المنطقة.",
  },
  "iso-27001": {
    title: "أمن معلومات معتمد وفق ISO/IEC 27001",
    text: "نظام إدارة أمن المعلومات لدينا، في خدمات الاستشارات والتنفيذ والدعم التي نقدّمها من بيروت ومن مركز التنفيذ الخارجي، معتمد وفق معيار ISO/IEC 27001:2022.",
  },
  "ksa-pdpl": {
    title: "نظام حماية البيانات الشخصية في السعودية (PDPL)",
    text: "نتعامل مع البيانات الشخصية لعملائنا وموظفيهم في المملكة العربية السعودية وفق ما يقتضيه نظام حماية البيانات الشخصية، بما في ذلك نقلها إلى خارج المملكة.",
  },
  "uae-pdpl": {
    title: "قانون حماية البيانات الشخصية في الإمارات (مرسوم بقانون اتحادي رقم 45 لسنة 2021)",
    text: "يلتزم مكتبنا في دبي والمشاريع التي يديرها لعملائه في الإمارات بالمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.",
  },
  "lebanon-law-81": {
    title: "القانون اللبناني رقم 81/2018 للمعاملات الإلكترونية والبيانات ذات الطابع الشخصي",
    text: "في مقرّنا الرئيسي في بيروت وفي مركز التنفيذ الخارجي، نعالج البيانات الشخصية وفق ما يقتضيه القانون رقم 81 لسنة 2018.",
  },
  gdpr: {
    title: "اللائحة العامة لحماية البيانات في الاتحاد الأوروبي (GDPR)",
    text: "يلتزم مكتبنا في باريس، وكل مشروع يتعامل مع البيانات الشخصية لأشخاص في الاتحاد الأوروبي، باللائحة العامة لحماية البيانات.",
  },
} satisfies TextsFor<"credentials">;

export const credentialsPage = {
  seo: {
    title: "اعتماداتنا مع Oracle وأمن البيانات",
    description: "شراكة Cedrus Consulting مع Oracle، ومستشاروها المعتمدون، وجوائزها، وحماية البيانات لديها، وكل منها مرتبط بالسجل العام الذي يؤكده حيثما وُجد.",
    keywords: ["شريك Oracle", "Oracle Partner Finder", "خبرات Oracle", "مستشارون معتمدون من Oracle", "ISO 27001", "حماية البيانات"],
  },
  intro: {
    heading: "اعتمادات يمكنك التحقق منها",
    intro:
      "شراكتنا مع Oracle، وشهادات مستشارينا، وجوائزنا، وطريقة حمايتنا للبيانات. وحيثما وُجد سجل عام، يرتبط به كل بند، لتتحقق منه بنفسك بدل أن تكتفي بكلامنا.",
  },
  groups: {
    "oracle-partnership": {
      title: "الشراكة مع Oracle",
      text: "ما تعترف لنا به Oracle. ويعرض Oracle Partner Finder عضويتنا وكل خبرة نحملها.",
    },
    "certified-consultants": {
      title: "المستشارون المعتمدون",
      text: "عدد مستشارينا الحاصلين على شهادة Oracle سارية، في كل وحدة من وحدات أعمالنا.",
    },
    awards: {
      title: "الجوائز",
      text: "تقدير لمشاريعنا على Oracle وللفرق التي نفّذتها.",
    },
    security: {
      title: "أمن المعلومات وحماية البيانات",
      text: "كيف نحمي المعلومات التي يأتمننا عليها عملاؤنا، وفق قوانين كل بلد نعمل فيه.",
    },
  },
  band: {
    title: "اعتمادات يمكنك التحقق منها",
    text: "شراكتنا مع Oracle، ومستشارونا المعتمدون، وجوائزنا، وحماية البيانات لدينا، وكل منها مرتبط بالسجل العام الذي يؤكده حيثما وُجد.",
    action: "اطّلع على اعتماداتنا",
  },
} satisfies TextsFor<"credentialsPage">;
