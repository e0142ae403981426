/**
 * The /clients filter: category labels to URL-hash slugs and back. Pure and free of content imports,
 * because the clients page's browser code uses it.
 */

/** "Oil & Gas" → "oil-gas", "Manuf and Distribution" → "manuf-and-distribution". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug a location hash selects among `slugs`, or null (All) when it is empty or unknown. */
export function slugFromHash(hash: string, slugs: readonly string[]): string | null {
  let raw = hash.replace(/^#/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const slug = raw.trim().toLowerCase();
  return slugs.includes(slug) ? slug : null;
}
