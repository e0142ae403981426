/**
 * The Arabic texts of content/home.ts: `slides` by image, `homeSections`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/home.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const slides = {
  "hero-erp": {
    title: "أدِر عملياتك المالية والتشغيلية على <br><strong>Oracle Cloud ERP</strong>",
    description:
      "ننفّذ Oracle Fusion Cloud ERP وSCM وEPM، من الأستاذ العام والمشتريات إلى المخزون والتخطيط، بما يوافق الطريقة التي تُقفل بها فرقك الحسابات وتنقل البضائع.",
    button1: "حلولنا",
    button2: "تواصل معنا",
  },
  "hero-hcm": {
    title: "أدِر شؤون كل موظف على <br><strong>Oracle Cloud HCM</strong>",
    description:
      "الموارد البشرية الأساسية والرواتب والإجازات والمواهب والتعلّم، مُعدّة وفق قوانين العمل المحلية على يد أول شركة في المشرق العربي تُكرَّم منفّذًا متميّزًا في Oracle HCM Cloud.",
    button1: "خدماتنا",
    button2: "تواصل معنا",
  },
  "hero-cloud": {
    title: "انتقالك إلى <strong>Oracle Cloud</strong>،<br>بتخطيط محكم وتنفيذ\u00A0متقن",
    description: "ننقل E-Business Suite والأنظمة القديمة إلى Oracle Cloud Infrastructure وإلى تطبيقات SaaS، بفرق تعمل في موقعك وعن بُعد وفق خطة واحدة.",
    button1: "عملاؤنا",
    button2: "تواصل معنا",
  },
} satisfies TextsFor<"slides">;

export const homeSections = {
  services: {
    title: "خدماتنا",
    text: "الاستشارات والتنفيذ، والخدمات التقنية، والتدريب، وتعزيز فرق العمل، والتطوير الخارجي، ووكلاء الذكاء الاصطناعي لتطبيقات Oracle، بفرق تعمل في موقعك وعن بُعد.",
  },
  clients: {
    title: "عملاؤنا",
    text: "مصارف ومشغّلو اتصالات وجامعات وشركات طاقة وإنشاءات وتوزيع تدير عملياتها المالية وسلاسل إمدادها وشؤون موظفيها على Oracle.",
    allClientsButton: "جميع العملاء",
    marqueeLabel: "بعض المؤسسات التي نعمل معها",
    pauseLabel: "إيقاف حركة الشعارات",
    playLabel: "تشغيل حركة الشعارات",
  },
  partner: {
    title: "شريك Oracle منذ عام 2011",
    paragraphs: [
      "منذ عام 2011 وOracle محور عملنا. ننفّذ منظومة Oracle الكاملة وندعمها: Fusion Cloud ERP وHCM وSCM وEPM، وE-Business Suite، وOracle Cloud Infrastructure.",
      "بلغنا المستوى الذهبي (Gold) ضمن مستويات الشراكة السابقة لدى Oracle، ونحن اليوم أعضاء في Oracle PartnerNetwork بخبرات في Cloud HCM وERP وSCM وEPM وOCI. وكرّمت Oracle فريق HCM لدينا أول منفّذ متميّز في Oracle HCM Cloud في المشرق العربي. ونعتمد المنهجيات نفسها والمتخصصين المعتمدين أنفسهم في كل وحدة ننفّذها، من نظام رواتب في بلد واحد إلى تطبيق ERP يشمل كيانات متعددة.",
    ],
  },
  about: {
    title: "عن Cedrus Consulting",
    paragraphs: [
      "تأسست Cedrus Consulting في لبنان عام 2011، وهي تساعد المؤسسات على اختيار تطبيقات Oracle وتنفيذها وتشغيلها. بدأنا رحلتنا نحو الحوسبة السحابية عام 2015، ونعمل اليوم من مكاتبنا في بيروت وباريس ودبي وميشيغان والرياض.",
      "يجمع مستشارونا بين المعرفة العميقة بمنتجات Oracle والخبرة في قطاعات الاتصالات والمصارف والجهات الحكومية والصناعة والتوزيع، فتنطلق ورش التصميم من الطريقة التي يعمل بها قطاعك أصلًا.",
    ],
    buttonText: "اعرف المزيد عنا",
  },
  aboutSolutions: {
    title: "شريك واحد لأنظمة ERP وHCM والحوسبة السحابية",
    paragraphs: [
      "كثيرًا ما تتوزع المالية وسلاسل الإمداد والتخطيط والموارد البشرية على أنظمة منفصلة لدى مورّدين مختلفين. ونحن نغطي Oracle Fusion Cloud ERP وSCM وEPM وHCM إلى جانب E-Business Suite، فيتولى فريق واحد التصميم والتكاملات والبيانات المتبادلة بينها.",
      "وحين تكون البنية التحتية جزءًا من المشروع، ننقل أعباء العمل إلى Oracle Cloud Infrastructure ونشغّلها عليها، فتبقى التطبيقات والمنصة ضمن خطة واحدة.",
    ],
  },
  solutions: { title: "حلولنا", text: "تطبيقات Oracle المحلية والسحابية، والحلول القطاعية، والتقنيات التي تربط بينها." },
  blogs: {
    title: "الأخبار وقصص المشاريع",
    text: "إطلاق الأنظمة والدورات التدريبية والدروس المستفادة من مشاريع Oracle التي ننفّذها في أنحاء المنطقة.",
    buttonText: "جميع المقالات",
  },
  caseStudies: {
    title: "قصص عملائنا",
    text: "ما أنجزناه لمشغّلي الاتصالات والمصارف والجامعات: نطاق المشروع وموعد التشغيل الفعلي والنتائج بالأرقام.",
  },
  team: { title: "تعرّف على فريقنا", text: "المستشارون والمديرون الذين يقودون فرق Oracle المتخصصة ومكاتبنا ومركز التنفيذ لدينا." },
  timeline: { title: "مسيرتنا", text: "من مقرّنا الرئيسي في لبنان عام 2011 إلى مكاتب في فرنسا ودبي والولايات المتحدة والمملكة العربية السعودية." },
  whyChoose: { title: "لماذا تختار Cedrus؟", text: "ثلاثة أسباب تجعل عملاءنا يأتمنوننا على برامج Oracle لديهم." },
  contact: { title: "تواصل معنا", text: "أخبرنا عن مشروع Oracle لديك، وسيتواصل معك المستشار المناسب." },
} satisfies TextsFor<"homeSections">;
