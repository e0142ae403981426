import { useUi } from '@/components/layout/ShellContext';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { ShareLink } from '@/lib/share';
import { paths } from '@/lib/routes';
import { PostMeta, type PostSummary } from './BlogCard';
import { ShareBar } from './ShareBar';

export interface PostFactsProps extends Pick<PostSummary, 'topic' | 'date' | 'dateText'> {
  /** From `shareLinks(url, title)` (lib/share.ts), for the post's public address. */
  readonly share: readonly ShareLink[];
  /** Where the page places it (its grid cell). */
  readonly className?: string;
}

/**
 * A post's facts: its topic and date, "Share on:" with the share bar, and from `lg` the way back to
 * every post. Above the text on narrow screens, one row; from `lg` a column of its own at the end of
 * the text, which stays in view while the text scrolls (under the fixed header).
 */
export function PostFacts({ topic, date, dateText, share, className = '' }: PostFactsProps) {
  const ui = useUi();
  return (
    <div
      data-post-facts=""
      className={`flex flex-wrap items-center justify-between gap-4 border-b border-black/10 pb-6 text-sm text-ink-muted lg:sticky lg:top-[calc(var(--banner-h)+var(--nav-h)+2rem)] lg:flex-col lg:items-stretch lg:justify-start lg:gap-0 lg:divide-y lg:divide-black/10 lg:self-start lg:rounded-2xl lg:border lg:border-black/5 lg:bg-brand-surface lg:p-0 ${className}`}
    >
      <div className="lg:px-6 lg:py-5">
        <PostMeta topic={topic} date={date} dateText={dateText} />
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:px-6 lg:py-5 print:hidden">
        <span>{ui.blog.shareOn}</span>
        <ShareBar links={share} />
      </div>
      <div className="hidden lg:block lg:px-6 lg:py-5 print:hidden">
        <LocaleLink href={paths.blog} className="group inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-accent">
          <ArrowForwardIcon className="h-4 w-4 rotate-180 motion-safe:transition-transform motion-safe:group-hover:-translate-x-1 motion-safe:rtl:group-hover:translate-x-1" />
          {ui.blog.allPosts}
        </LocaleLink>
      </div>
    </div>
  );
}
