import { useUi } from '@/components/layout/ShellContext';
import { BlogCard, type PostSummary } from './BlogCard';

export interface RelatedPostsProps {
  readonly currentSlug: string;
  /** Every other post: all are in the page, the `initial` ones shown. */
  readonly candidates: readonly PostSummary[];
  /** The build's choice, shown without JavaScript; browser/behaviours/related.ts draws a new one. */
  readonly initial: readonly string[];
}

/**
 * Related Blogs: three other posts at random. Same card sizes before and after the reshuffle. Three
 * columns from `lg`; below, one column (cards as list items from `sm`), so no row holds a lone card.
 */
export function RelatedPosts({ currentSlug, candidates, initial }: RelatedPostsProps) {
  const ui = useUi();
  return (
    <section aria-labelledby="related-title" className="bg-brand-surface py-14 md:py-20" data-pagefind-ignore="">
      <div className="container-page">
        <h2 id="related-title" className="text-2xl font-bold md:text-3xl">
          {ui.blog.related}
        </h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3" data-related="" data-behaviour="related" data-current={currentSlug}>
          {candidates.map((post) => (
            <li key={post.slug} className="min-w-0" data-slug={post.slug} hidden={!initial.includes(post.slug)}>
              <BlogCard post={post} headingLevel={3} row />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
