/**
 * Site-wide facts in Arabic: the offices, the tagline, the announcement banner and the logo's text.
 * Everything else (brand, contact details, social links, service keys) comes from content/site.ts.
 */
import { site } from "../site";
import type { BrandImages, Office, Site } from "../types";

/**
 * The offices, headquarters first. `phone` is optional: an office without one shows no phone line.
 * Beirut's phone is the main line: change it in `contact` at the top of content/site.ts.
 */
export const offices = [
  { index: 0, flag: "LB", name: "لبنان", city: "بيروت", address: "سن الفيل، حرش تابت، بيروت، لبنان", phone: site.phone },
  { index: 1, flag: "FR", name: "فرنسا", city: "باريس", address: "جادة الشانزليزيه، 75008 باريس، فرنسا", phone: "+33 1 99 00 12 34" },
  { index: 2, flag: "AE", name: "الإمارات", city: "دبي", address: "الخليج التجاري، دبي، الإمارات العربية المتحدة", phone: "+971 4 555 0100" },
  { index: 3, flag: "US", name: "الولايات المتحدة", city: "ميشيغان", address: "تروي، ميشيغان، الولايات المتحدة", phone: "+1 248 555 0142" },
] as const satisfies readonly Office[];

export const tagline = "شريكك في تطبيق أنظمة Oracle ERP وHCM والحوسبة السحابية" satisfies Site["tagline"];

export const announcement = {
  text: "أول شريك في المشرق العربي يُكرَّم منفّذًا متميّزًا في Oracle HCM Cloud",
  linkText: "اعرف المزيد",
  /** Read by screen readers after "اعرف المزيد", so the link says where it goes. */
  linkContext: "عن حصولنا على تقدير Oracle HCM Cloud Excellence",
  href: "/blog/able",
} as const satisfies Site["announcement"];

/** What the logo says to a screen reader (content/site.ts `brandImages`): the header's logo is the link home. */
export const brandImageAlts = {
  logo: "Cedrus Consulting – الصفحة الرئيسية",
  logoWhite: "Cedrus Consulting",
} as const satisfies Record<keyof BrandImages, string>;
