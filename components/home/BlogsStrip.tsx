import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { ImageAsset } from '@/content/media';
import type { SectionHeading as Heading } from '@/content/types';

export interface HomeBlogCard {
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly image: ImageAsset;
}

/**
 * The first six posts as horizontal cards (about 310 px wide, image 212×120) in a two-column grid
 * at least 990 px wide, inside a horizontally scrollable area. A hint arrow shows only while the
 * grid is wider than its container (browser/behaviours/scroll-hint.ts measures it).
 */
export function BlogsStrip({ heading, posts, button }: { readonly heading: Heading; readonly posts: readonly HomeBlogCard[]; readonly button: { readonly text: string; readonly href: string } }) {
  return (
    <Section id="blogs" labelledBy="blogs-title" tone="surface">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader id="blogs-title" title={heading.title} text={heading.text} />
        <Link href={button.href} className="btn-secondary">
          {button.text}
        </Link>
      </div>
      <div className="relative mt-10" data-behaviour="scroll-hint">
        <div data-scroller="" className="overflow-x-auto pb-4" tabIndex={0} role="region" aria-label="Latest posts, scrollable">
          <ul className="grid min-w-[990px] grid-cols-2 gap-5">
            {posts.map((post) => (
              <li key={post.href}>
                <article className="flex h-full gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5">
                  <Picture image={post.image} alt="" sizes="212px" className="h-[120px] w-[212px] shrink-0 rounded-lg object-cover" />
                  <div className="min-w-0 py-1">
                    <h3 className="line-clamp-2 text-base leading-snug font-bold">
                      <Link href={post.href} className="hover:text-brand-accent">
                        {post.title}
                      </Link>
                    </h3>
                    <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{post.text}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden="true"
          hidden
          data-hint=""
          className="pointer-events-none absolute inset-y-0 end-0 flex w-16 items-center justify-end bg-gradient-to-l from-brand-surface to-transparent"
        >
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white shadow-lg motion-safe:animate-pulse">
            <ArrowRightIcon className="h-5 w-5" />
          </span>
        </div>
      </div>
    </Section>
  );
}
