import { useEffect, useState } from 'react';
import { pickRelated } from '@/lib/related';
import { BlogCard, type BlogCardData } from './BlogCard';

export interface RelatedPostsProps {
  readonly currentSlug: string;
  /** Every other post, from which three are shown. */
  readonly candidates: readonly BlogCardData[];
  /** The build's choice, in the static HTML; the browser draws a new one after load. */
  readonly initial: readonly string[];
}

/** Related Blogs: three other posts at random. Same card sizes before and after the reshuffle. */
export function RelatedPosts({ currentSlug, candidates, initial }: RelatedPostsProps) {
  const [chosen, setChosen] = useState<readonly string[]>(initial);
  useEffect(() => {
    // After hydration (the first client render matches the static HTML), draw a fresh choice.
    const frame = requestAnimationFrame(() => setChosen(pickRelated(candidates, currentSlug, Math.random).map((post) => post.slug)));
    return () => cancelAnimationFrame(frame);
  }, [candidates, currentSlug]);
  const posts = chosen.map((slug) => candidates.find((post) => post.slug === slug)).filter((post): post is BlogCardData => Boolean(post));
  return (
    <section aria-labelledby="related-title" className="bg-brand-surface py-14 md:py-20">
      <div className="container-page">
      <h2 id="related-title" className="text-2xl font-bold md:text-3xl">
        Related Blogs
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-related>
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
      </div>
    </section>
  );
}
