import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import type { ImageAsset } from '@/content/media';
import type { ShareLink } from '@/lib/share';
import { ShareBar } from './ShareBar';

export interface BlogCardData {
  readonly slug: string;
  readonly title: string;
  readonly href: string;
  readonly image: ImageAsset;
  /** The share bar's links for the post's public address. */
  readonly share: readonly ShareLink[];
}

/** A blog card: the post's first image, its title (the link) and a "Share on:" row. */
/** `priority`: the first card of /blog, whose picture is that page's largest paint on a phone. */
export function BlogCard({ post, headingLevel = 2, priority = false }: { readonly post: BlogCardData; readonly headingLevel?: 2 | 3; readonly priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition-shadow hover:shadow-xl">
      <div className="aspect-[3/2] overflow-hidden bg-brand-light">
        <Picture image={post.image} alt="" sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" priority={priority} className="h-full w-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <Heading className="line-clamp-3 min-h-[4.5em] text-lg leading-snug font-bold">
          <Link href={post.href} className="hover:text-brand-accent">
            {post.title}
          </Link>
        </Heading>
        <div className="mt-auto flex items-center gap-3 border-t border-black/5 pt-4 text-sm text-ink-muted print:hidden">
          <span>Share on:</span>
          <ShareBar links={post.share} />
        </div>
      </div>
    </article>
  );
}
