/**
 * Related Blogs (docs/product.md#blog-post): the page lists every other post, the build's choice of three
 * shown; in the browser a fresh random three are shown instead. Cards are all the same size.
 */
import { pickRelated } from '@/lib/browser/related';

export default function related(list: HTMLElement) {
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li[data-slug]')].map((item) => ({ slug: item.dataset.slug!, item }));
  const count = items.filter(({ item }) => !item.hidden).length;
  const chosen = new Set(pickRelated(items, list.dataset.current ?? '', Math.random, count).map(({ slug }) => slug));
  for (const { slug, item } of items) item.hidden = !chosen.has(slug);
}
