/**
 * The site's languages: the one list that says which editions exist. The first is the source language:
 * its content modules (content/*.ts) hold every item with its structure (slugs, keys, links, phones,
 * pictures) and its texts. Every other language has a folder of the same name (content/ar/) with only
 * its texts, keyed by item and field, and one line in lib/content/translations.ts that loads it.
 *
 * Adding a language is one entry here, its folder of texts and its interface words (docs/editing.md,
 * "Add a language"); pages, routes, the sitemap, the feeds, the share cards and the content check read
 * this list. It is pure data, safe for the browser's modules too.
 */

export interface Language {
  /** The code in addresses (`/ar/about`) and in `lang` (a BCP 47 tag). */
  readonly code: string;
  /** The language's name written in that language: what the language switch shows. */
  readonly name: string;
  /** Its short name in that language, where the header has no room for the whole (from 1024 to 1279 px wide). */
  readonly short: string;
  readonly direction: "ltr" | "rtl";
  /** The script of its letters (a Unicode script name): a text with none of them is still in the source language. */
  readonly script: "Latin" | "Arabic";
  /** The locale `Intl` writes its dates and numbers in. */
  readonly dates: string;
  /** Its Open Graph locale (language_TERRITORY). */
  readonly openGraph: string;
  /** The web fonts its pages preload, by name (components/layout/fonts.ts); Inter is always loaded. */
  readonly fonts: readonly "arabic"[];
  /** Typographic rules its texts get at build: "french" puts no-break spaces before : ; ! ? » and after «, and the typographic apostrophe (lib/typography.ts `frenchTypography`). */
  readonly typography?: "french";
  /** Length limits of its texts where they must differ from the source language's (lib/content/rules.ts `LIMITS`). */
  readonly limits?: { readonly [limit: string]: { readonly min?: number; readonly max?: number } };
}

export const languages = [
  // English writes the day before the month ("21 May 2019"), as the site always has.
  { code: "en", name: "English", short: "EN", direction: "ltr", script: "Latin", dates: "en-GB", openGraph: "en_US", fonts: [] },
  // Western digits (0–9) in Arabic too (docs/editing.md): `-u-nu-latn` asks for them whatever the ICU data's default.
  { code: "ar", name: "العربية", short: "عربي", direction: "rtl", script: "Arabic", dates: "ar-u-nu-latn", openGraph: "ar_AR", fonts: ["arabic"] },
  // French runs about a fifth longer than English: its headings and intros get the room. Its page titles and
  // descriptions do not: search results cut them at the same length in every language.
  {
    code: "fr",
    name: "Français",
    short: "FR",
    direction: "ltr",
    script: "Latin",
    dates: "fr-FR",
    openGraph: "fr_FR",
    fonts: [],
    typography: "french",
    limits: { postTitle: { max: 85 }, heading: { max: 95 }, intro: { max: 380 } },
  },
] as const satisfies readonly Language[];
