/** Lookups over content collections, for getStaticProps/getStaticPaths. */

export function bySlug<T extends { readonly slug: string }>(items: readonly T[], slug: string, collection = 'collection'): T {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No item with slug "${slug}" in ${collection}`);
  return item;
}

/** getStaticPaths result for one dynamic route per collection (fallback: false: unknown slugs are 404s). */
export function slugPaths(items: readonly { readonly slug: string }[]) {
  return { paths: items.map((item) => ({ params: { slug: item.slug } })), fallback: false as const };
}
