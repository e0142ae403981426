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
    linkContext: "عن حصولنا على تقدير Oracle HCM Cloud Excellence",
  },
} satisfies TextsFor<"site">;

export const offices = {
  beirut: { name: "لبنان", city: "بيروت", address: "سن الفيل، حرش تابت، بيروت، لبنان" },
  paris: { name: "فرنسا", city: "باريس", address: "جادة الشانزليزيه، 75008 باريس، فرنسا" },
  dubai: { name: "الإمارات", city: "دبي", address: "الخليج التجاري، دبي، الإمارات العربية المتحدة" },
  michigan: { name: "الولايات المتحدة", city: "ميشيغان", address: "تروي، ميشيغان، الولايات المتحدة" },
} satisfies TextsFor<"offices">;

export const brandImages = { logo: { alt: "Cedrus Consulting – الصفحة الرئيسية" }, logoWhite: { alt: "Cedrus Consulting" } } satisfies TextsFor<"brandImages">;
