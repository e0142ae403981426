import { useUi } from '@/components/layout/ShellContext';
import { PostMeta, type PostSummary } from '@/components/blog/BlogCard';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { SectionHeading as Heading } from '@/lib/content/types';

/**
 * The six newest posts as horizontal cards (text first, then the 212×120 image) in a two-column
 * grid at least 990 px wide, inside a horizontally scrollable area. When the grid is wider than
 * the area, a narrow edge fade marks the hidden side and a hint arrow shows under the area, never
 * over a card (browser/behaviours/scroll-hint.ts measures again on resize and on scroll). On a phone
 * the posts are one row of cards, each most of the screen's width with a 96 px square of its picture
 * (the pictures keep their subject in the middle), instead of a 990 px grid the screen's edge cut
 * through a thumbnail. The hint's names for a screen
 * reader are in the markup, for browser/behaviours/scroll-hint.ts.
 */
export function BlogsStrip({
  heading,
  posts,
  button,
}: {
  readonly heading: Heading;
  readonly posts: readonly PostSummary[];
  readonly button: { readonly text: string; readonly href: string };
}) {
  const ui = useUi();
  return (
    <Section id="blogs" labelledBy="blogs-title" tone="surface">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader id="blogs-title" title={heading.title} text={heading.text} />
        <LocaleLink href={button.href} className="btn-secondary">
          {button.text}
        </LocaleLink>
      </div>
      <div className="mt-10" data-behaviour="scroll-hint">
        <div className="relative">
          <div data-scroller="" className="relative snap-x snap-proximity overflow-x-auto pt-1 pb-4" tabIndex={0} role="region" aria-label={ui.blog.strip}>
            <ul className="grid gap-5 max-sm:auto-cols-[85%] max-sm:grid-flow-col sm:min-w-[990px] sm:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug} className="min-w-0 snap-start">
                  <article className="relative flex h-full items-start gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5">
                    <div className="flex min-w-0 flex-1 flex-col gap-2 py-1">
                      <PostMeta topic={post.topic} date={post.date} dateText={post.dateText} />
                      <h3 dir="auto" className="text-base leading-snug font-bold wrap-anywhere">
                        <LocaleLink href={post.href} className="hover:text-brand-accent">
                          {post.title}
                        </LocaleLink>
                      </h3>
                      {/* Two lines at most (three on a phone, whose cards are narrower); the text is cut after a whole word at build time, the height only guards it. */}
                      <p dir="auto" className="max-h-15 overflow-hidden text-sm leading-5 wrap-anywhere text-ink-muted sm:max-h-10" data-summary="">
                        {post.summary}
                      </p>
                    </div>
                    <Picture
                      image={post.image}
                      alt=""
                      sizes="(min-width: 640px) 212px, 96px"
                      className="h-24 w-24 shrink-0 rounded-lg object-cover sm:h-[120px] sm:w-[212px]"
                    />
                  </article>
                </li>
              ))}
            </ul>
          </div>
          {/* Edge fades on the side(s) with hidden content, clear of the scrollbar; the start one no wider than a card's padding. */}
          <div
            aria-hidden="true"
            hidden
            data-fade="start"
            className="pointer-events-none absolute start-0 top-0 bottom-4 w-3 bg-gradient-to-r from-brand-surface to-transparent rtl:bg-gradient-to-l"
          />
          <div
            aria-hidden="true"
            hidden
            data-fade="end"
            className="pointer-events-none absolute end-0 top-0 bottom-4 w-8 bg-gradient-to-l from-brand-surface to-transparent rtl:bg-gradient-to-r"
          />
        </div>
        {/* The hint's row is reserved wherever the grid can overflow (narrower than xl), so showing it moves nothing. */}
        <div className="flex min-h-10 justify-end xl:min-h-0">
          <button
            type="button"
            hidden
            data-hint=""
            data-label-more={ui.blog.scrollMore}
            data-label-back={ui.blog.scrollBack}
            aria-label={ui.blog.scrollMore}
            className="group inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white shadow-md transition-colors hover:bg-brand-accent"
          >
            <ArrowForwardIcon className="h-5 w-5 group-data-[at-end=true]:rotate-180 motion-safe:transition-transform" />
          </button>
        </div>
      </div>
    </Section>
  );
}
