import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import type { ImageAsset } from '@/content/media';

/** A post's kind as its card shows it ("Case study"), a link to the kind's topic page. */
export interface PostTopic {
  readonly label: string;
  readonly href: string;
}

/** What every blog card shows besides its picture: title, date, summary and topic (lib/pages/blog.ts). */
export interface PostSummary {
  readonly slug: string;
  readonly title: string;
  readonly href: string;
  readonly image: ImageAsset;
  /** ISO date, the `<time datetime>`. */
  readonly date: string;
  /** The same day for reading, e.g. "21 May 2019". */
  readonly dateText: string;
  /** The post's text cut after a whole word so it fits the card's lines. */
  readonly summary: string;
  readonly topic: PostTopic;
}

/**
 * Where a card sits in the /blog grid (lib/blog.ts, `blogGridLayout`): its share of a row from
 * `lg` (six columns: a third, a half or the whole row) and from `sm` (two columns: half or whole).
 */
export interface BlogTile {
  readonly lg: 'third' | 'half' | 'full';
  readonly sm: 'half' | 'full';
}

const THIRD: BlogTile = { lg: 'third', sm: 'half' };

const spans = {
  lg: { third: 'lg:col-span-2', half: 'lg:col-span-3', full: 'lg:col-span-6' },
  sm: { half: '', full: 'sm:col-span-2' },
} as const;
const aspects = {
  lg: { third: 'lg:aspect-[3/2]', half: 'lg:aspect-[16/9]', full: 'lg:aspect-[21/9]' },
  sm: { half: '', full: 'sm:aspect-[2/1]' },
} as const;
const widths = { third: '400px', half: '600px', full: '1216px' } as const;

/** The classes of a card's grid cell: a grid of one column, two from `sm`, six from `lg`. */
export function tileSpan(tile: BlogTile): string {
  return `${spans.sm[tile.sm]} ${spans.lg[tile.lg]}`.trim();
}

/** Kind and date above a card's title. The kind links to its topic page (every case study, every event…). */
export function PostMeta({ topic, date, dateText }: Pick<PostSummary, 'topic' | 'date' | 'dateText'>) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted" data-post-meta="">
      <LocaleLink
        href={topic.href}
        dir="auto"
        className="inline-flex min-h-6 items-center rounded-full bg-brand-light px-2.5 text-xs font-semibold text-brand transition-colors hover:bg-brand hover:text-white"
        data-topic=""
      >
        {topic.label}
      </LocaleLink>
      <time dateTime={date} className="whitespace-nowrap">
        {dateText}
      </time>
    </p>
  );
}

/**
 * A blog card: the post's first image, its topic and date, its title (the card's link) and a
 * summary of one or two lines. No share row: sharing is the post page's (docs/decisions.md#deliberate-departures).
 * `tile` sizes it in the /blog grid; `row` lays it out as a list item on tablets (Related Blogs).
 * `priority`: the first card of /blog, whose picture is that page's largest paint on a phone.
 */
export interface BlogCardProps {
  readonly post: PostSummary;
  readonly headingLevel?: 2 | 3;
  readonly priority?: boolean;
  readonly tile?: BlogTile;
  /** From `sm` to `lg`, picture beside the text (a one-column list) instead of above it. */
  readonly row?: boolean;
}

export function BlogCard({ post, headingLevel = 2, priority = false, tile = THIRD, row = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sizes = `(min-width: 1024px) ${widths[tile.lg]}, (min-width: 640px) ${row ? '40vw' : tile.sm === 'full' ? '100vw' : '50vw'}, 100vw`;
  const layout = row ? 'sm:flex-row lg:flex-col' : '';
  const picture = row ? 'sm:aspect-auto sm:w-2/5 sm:shrink-0 lg:w-auto' : aspects.sm[tile.sm];
  return (
    <article
      className={`group relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition-shadow hover:shadow-xl ${layout}`}
    >
      <div className={`aspect-[3/2] overflow-hidden bg-brand-light ${picture} ${aspects.lg[tile.lg]}`}>
        <Picture
          image={post.image}
          alt=""
          sizes={sizes}
          priority={priority}
          className="h-full w-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostMeta topic={post.topic} date={post.date} dateText={post.dateText} />
        <Heading dir="auto" className={`text-lg leading-snug font-bold wrap-anywhere ${tile.lg === 'third' ? '' : 'lg:text-xl'}`}>
          <LocaleLink href={post.href} className="hover:text-brand-accent">
            {post.title}
          </LocaleLink>
        </Heading>
        {/* Two lines at most; the text is cut after a whole word at build time, the height only guards it. */}
        <p dir="auto" className="max-h-10 overflow-hidden text-sm leading-5 wrap-anywhere text-ink-muted" data-summary="">
          {post.summary}
        </p>
      </div>
    </article>
  );
}
