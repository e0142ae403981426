/**
 * Translations reviewed against their English without being changed (docs/editing.md, "Translations older
 * than their English"): one line each, `content/<language>/<file>.ts › item › field` as
 * `npm run check:translations` names it, or a file or `file › item` for everything under it. A line counts
 * as of the commit that adds it: when the English changes again after that, the text is reported again.
 * `npm run check:translations -- --mark-reviewed "<line>"` adds a line; then commit this file.
 */
export const reviewedTranslations: readonly string[] = [
  "content/ar/blogs.ts › atlas-facility-services › text",
  "content/ar/industries.ts › education › page.seo.title",
  "content/ar/industries.ts › services › page.seo.title",
  "content/ar/industries.ts › healthcare › page.seo.title",
  "content/ar/industries.ts › manufacturing-distribution › page.seo.title",
  "content/ar/services.ts › staff-augmentation › page.seo.title",
  "content/fr/industries.ts › services › page.seo.title",
];
