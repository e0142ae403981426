/** Related Blogs: other posts chosen at random, never the current one (docs/product.md#blog-post: 3 by default). */

export const RELATED_COUNT = 3;

export function pickRelated<T extends { readonly slug: string }>(posts: readonly T[], currentSlug: string, random: () => number, count = RELATED_COUNT): T[] {
  const others = posts.filter((post) => post.slug !== currentSlug);
  for (let index = others.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [others[index], others[swap]] = [others[swap]!, others[index]!];
  }
  return others.slice(0, count);
}
