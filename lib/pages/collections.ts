/** Lookups over content collections, for getStaticProps/getStaticPaths. */

export function bySlug<T extends { readonly slug: string }>(items: readonly T[], slug: string, collection = 'collection'): T {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No item with slug "${slug}" in ${collection}`);
  return item;
}

/**
 * Dated items (the blog's posts) newest first, the order of /blog, the home page's strip and the
 * feeds; items of the same day keep their order in the collection. Dates are ISO days ("2024-09-17"),
 * so their text sorts as their time.
 */
export function newestFirst<T extends { readonly date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** getStaticPaths result for one dynamic route per collection (fallback: false: unknown slugs are 404s). */
export function slugPaths(items: readonly { readonly slug: string }[]) {
  return { paths: items.map((item) => ({ params: { slug: item.slug } })), fallback: false as const };
}
