import { BlogCard, tileSpan, type BlogTile, type PostSummary } from '@/components/blog/BlogCard';
import { Seo } from '@/components/layout/Seo';
import { useUi } from '@/components/layout/ShellContext';
import { PageIntro } from '@/components/sections/PageIntro';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { chipClass as chip } from '@/components/ui/chip';
import { Section } from '@/components/ui/Section';
import type { PageIntro as PageIntroContent } from '@/lib/content/types';
import type { HubPagination, hubTopics } from '@/lib/pages/blog';
import type { SeoHead } from '@/lib/pages/seo';
import { paths } from '@/lib/routes';

export interface InsightsHubProps {
  readonly posts: readonly PostSummary[];
  readonly tiles: readonly BlogTile[];
  readonly topics: ReturnType<typeof hubTopics>;
  readonly pagination: HubPagination | null;
}

/**
 * The insights hub (/blog, its later pages and its topic pages): the topics as links to their pages
 * (kinds, industries, services: crawlable, and working the same with or without JavaScript), the
 * posts newest first in a grid whose rows are always full, and the pages when there is more than one.
 */
export function InsightsHub({ posts, tiles, topics, pagination }: InsightsHubProps) {
  const ui = useUi();
  const onTopic = topics.some((group) => group.topics.some((topic) => topic.current));
  return (
    <Section labelledBy="posts-title" tone="surface">
      <nav aria-label={ui.blog.topics} className="mb-8 grid gap-4" data-blog-topics="">
        {topics
          .filter((group) => group.topics.length > 0)
          .map((group) => (
            <div key={group.group} role="group" aria-labelledby={`topics-${group.group}`} className="min-w-0 lg:flex lg:items-center lg:gap-4">
              <p id={`topics-${group.group}`} className="text-xs font-semibold tracking-widest text-brand-teal uppercase lg:w-24 lg:shrink-0">
                {group.label}
              </p>
              {/* One line that scrolls sideways on a phone; wrapped from `lg`. */}
              <ul className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 lg:mt-0 lg:flex-wrap lg:overflow-visible">
                {group.group === 'kinds' ? (
                  <li>
                    <LocaleLink href={paths.blog} aria-current={onTopic ? undefined : 'page'} className={chip}>
                      {ui.blog.allPosts}
                    </LocaleLink>
                  </li>
                ) : null}
                {group.topics.map((topic) => (
                  <li key={topic.slug}>
                    <LocaleLink href={topic.href} aria-current={topic.current ? 'page' : undefined} className={chip}>
                      {topic.label}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </nav>
      <h2 id="posts-title" className="sr-only">
        {ui.blog.allPosts}
      </h2>
      {/* Rows always full: see blogGridLayout (lib/pages/blog.ts). */}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6" data-blog-list="">
        {posts.map((post, index) => (
          <li key={post.slug} className={`min-w-0 ${tileSpan(tiles[index]!)}`}>
            <BlogCard post={post} priority={index === 0} tile={tiles[index]} />
          </li>
        ))}
      </ul>
      {pagination ? (
        <nav aria-label={pagination.label} className="mt-10 flex flex-wrap items-center justify-center gap-2" data-blog-pages="">
          {pagination.newer ? (
            <LocaleLink href={pagination.newer.href} rel="prev" className={chip}>
              {pagination.newer.label}
            </LocaleLink>
          ) : null}
          <ul className="flex gap-2">
            {pagination.pages.map((page) => (
              <li key={page.number}>
                <LocaleLink
                  href={page.href}
                  aria-label={page.label}
                  aria-current={page.current ? 'page' : undefined}
                  className={`${chip} min-w-11 justify-center`}
                >
                  {page.number}
                </LocaleLink>
              </li>
            ))}
          </ul>
          {pagination.older ? (
            <LocaleLink href={pagination.older.href} rel="next" className={chip}>
              {pagination.older.label}
            </LocaleLink>
          ) : null}
        </nav>
      ) : null}
    </Section>
  );
}

/** A page of the hub (/blog, /blog/page/2, /blog/topics/telecom): the page files only choose its props. */
export function InsightsHubPage({ seo, intro, ...hub }: InsightsHubProps & { readonly seo: SeoHead; readonly intro: PageIntroContent }) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="article" />
      <InsightsHub {...hub} />
    </>
  );
}
