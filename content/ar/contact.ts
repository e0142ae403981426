/**
 * The Arabic texts of content/contact.ts: `contactCard`, `contactFormCopy`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/contact.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const contactCard = {
  title: "معلومات التواصل",
  text: "تفضّل الحديث مباشرة؟ اتصل بمقرّنا الرئيسي في بيروت أو راسلنا، وسيتابع المستشار المناسب طلبك.",
  entries: { phone: { label: "الهاتف (المقر الرئيسي في بيروت)" }, email: { label: "البريد الإلكتروني" } },
  responseTime: "نردّ عادةً خلال يوم عمل واحد.",
  officesTitle: "مكاتبنا",
  headquartersLabel: "المقر الرئيسي",
} satisfies TextsFor<"contactCard">;

export const contactFormCopy = {
  title: "أرسل إلينا طلبك",
  text: "أخبرنا أين وصل مشروع Oracle لديك وما الذي تحتاج إليه. الحقول المشار إليها بعلامة * إلزامية.",
  labels: { fullname: "الاسم الكامل", email: "البريد الإلكتروني", phone_number: "رقم الهاتف", message: "الرسالة" },
  placeholders: { fullname: "اسمك الكامل", email: "name@company.com", message: "مشروعك، وجدولك الزمني، وأسئلتك" },
  send: "إرسال الطلب",
  sending: "جارٍ الإرسال…",
  captchaPrompt: "يُرجى تأكيد أنك لست روبوتًا، وبعدها يمكن إرسال الطلب.",
  captchaUnavailable: "تعذّر تحميل خدمة التحقق، لذا لا يمكن إرسال طلبك عبر هذا النموذج. يُرجى إرساله إلينا بالبريد الإلكتروني بدلًا من ذلك:",
  captchaUnavailableLink: "فتح رسالة بريد إلكتروني معبّأة مسبقًا",
  success: "تم إرسال طلبك بنجاح! سنردّ عليك في أقرب وقت ممكن.",
  successSignOff: "مع أطيب التحيات",
  sendAnother: "إرسال طلب آخر",
  failure: "نظرًا لكثرة الطلبات الواردة، توقّف استقبال الطلبات عبر النموذج مؤقتًا",
  failureText: "يُرجى إرسال طلبك مباشرة بالبريد الإلكتروني إلى",
  failureLink: "انقر هنا لفتح تطبيق البريد الإلكتروني الافتراضي لديك",
  backToForm: "العودة إلى النموذج",
  mailSubject: "طلب من نموذج التواصل على الموقع",
  mailTruncated: "(اختُصرت الرسالة لتتّسع في هذا البريد الإلكتروني، فانسخ بقيّتها من النموذج على موقعنا.)",
  countryLabel: "بلد رقم الهاتف",
  mailLabels: { name: "الاسم", email: "البريد الإلكتروني", phone: "الهاتف", message: "الرسالة" },
  messages: {
    fullnameRequired: "الاسم الكامل مطلوب",
    fullnameTooLong: "يجب ألّا يتجاوز الاسم الكامل {{max}} حرف",
    emailRequired: "البريد الإلكتروني مطلوب",
    emailInvalid: "البريد الإلكتروني غير صالح",
    emailTooLong: "يجب ألّا يتجاوز البريد الإلكتروني {{max}} حرفًا",
    phoneRequired: "رقم الهاتف مطلوب",
    phoneInvalid: "رقم الهاتف غير صالح",
    messageRequired: "الرسالة مطلوبة",
    messageTooShort: "يجب أن تتكوّن الرسالة من {{min}} أحرف على الأقل",
    messageTooLong: "يجب ألّا تتجاوز الرسالة {{max}} حرف",
  },
} satisfies TextsFor<"contactFormCopy">;
