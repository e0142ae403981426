/**
 * The Arabic texts of content/site.ts: `site`, `offices` by id, `brandImages`. Only texts: slugs, keys, links,
 * pictures and every other value come from content/site.ts (lib/content/translate.ts).
 */
import type { TextsFor } from "../../lib/content/texts";

export const site = {
  tagline: "شريكك في تطبيق أنظمة Oracle ERP وHCM والحوسبة السحابية",
  announcement: {
    text: "أول شريك في المشرق العربي يُكرَّم منفّذًا متميّزًا في Oracle HCM Cloud",
    linkText: "اعرف المزيد",
    linkContext: "عن تكريمنا منفّذًا متميّزًا في Oracle HCM Cloud",
  },
} satisfies TextsFor<"site">;

export const offices = {
  beirut: { name: "لبنان", city: "بيروت", street: "مبنى Cedrus، الطابق الرابع، حرش تابت، سن الفيل" },
  paris: { name: "فرنسا", city: "باريس", street: "52 جادة الشانزليزيه" },
  dubai: { name: "الإمارات", city: "دبي", street: "مكتب 1204، مبنى باي سكوير 5، الخليج التجاري" },
  michigan: { name: "الولايات المتحدة", city: "تروي", region: "ميشيغان", street: "3001 طريق ويست بيغ بيفر، الجناح 400" },
  riyadh: { name: "السعودية", city: "الرياض", street: "الطابق السابع، أبراج العليا، طريق الملك فهد، حي العليا" },
} satisfies TextsFor<"offices">;

export const brandImages = { logo: { alt: "Cedrus Consulting – الصفحة الرئيسية" }, logoWhite: { alt: "Cedrus Consulting" } } satisfies TextsFor<"brandImages">;
