/** What every blog card shows (/blog, Related Blogs, the home strip), checked against content/. */
import type { Locator } from '@playwright/test';
import { localePath, type Locale } from '@/lib/i18n';
import { formatPostDate, kindLink } from '@/lib/pages/blog';
import type { SiteContent } from '@/lib/pages/content';
import { blogPostPath } from '@/lib/routes';
import { expect, plainText, shownIn } from './support';

type Post = SiteContent['blogs'][number];

/**
 * The order the site must list posts in, worked out here from the content's dates rather than taken
 * from the site's code: newest first, posts of the same day in the order of their file.
 */
export function newestFirstByDate<T extends { readonly date: string }>(posts: readonly T[]): T[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => (a.post.date === b.post.date ? a.index - b.index : a.post.date < b.post.date ? 1 : -1))
    .map(({ post }) => post);
}

/**
 * A card shows the post's title as its link, its date (a <time> whose datetime is the content's
 * date), its kind (a link to the kind's topic page) and a summary: the start of the
 * post's text, cut after a whole word with nothing dangling before its "…", that fits its two lines
 * without being clipped. All in the page's language, with links to pages in that language.
 */
export async function expectPostCard(card: Locator, post: Post, locale: Locale = 'en') {
  await expect(card.getByRole('link', { name: shownIn(locale, post.title), exact: true })).toHaveAttribute('href', localePath(locale, blogPostPath(post.slug)));
  await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(card.locator('time')).toHaveText(formatPostDate(post.date, locale));
  const topic = card.locator('[data-topic]');
  const { label, href } = kindLink(post, locale);
  await expect(topic).toHaveText(label);
  await expect(topic).toHaveAttribute('href', localePath(locale, href));
  const summary = card.locator('[data-summary]');
  const shown = plainText((await summary.textContent())!.trim());
  expect(shown.length).toBeGreaterThan(0);
  const kept = shown.replace(/…$/, '');
  const text = plainText(post.text);
  expect(text.startsWith(kept), `"${shown}" starts the text of ${post.slug}`).toBe(true);
  if (kept !== text) {
    expect(text.charAt(kept.length), `"${shown}" ends on a whole word`).toMatch(/[^\p{L}\p{M}\p{N}]/u);
    expect(shown, `"${shown}" leaves no comma, colon or space before its ellipsis`).toMatch(/[\p{L}\p{M}\p{N})]…$/u);
  }
  const fits = await summary.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);
  expect(fits, `the summary of ${post.slug} shows whole, not clipped`).toBe(true);
  await expect(summary).toHaveAttribute('dir', 'auto');
  await expect(card.getByRole('heading')).toHaveAttribute('dir', 'auto');
}
