/** What every blog card shows (/blog, Related Blogs, the home strip), checked against content/. */
import type { Locator } from '@playwright/test';
import { blogs } from '@/content/blogs';
import { formatPostDate, topicLink } from '@/lib/pages/blog';
import { blogPostPath } from '@/lib/routes';
import { expect } from './support';

type Post = (typeof blogs)[number];

/**
 * A card shows the post's title as its link, its date (a <time> whose datetime is the content's
 * date), its topic (a link to the industry page when it has one) and a summary: the start of the
 * post's text, cut after a whole word, that fits its two lines without being clipped.
 */
export async function expectPostCard(card: Locator, post: Post) {
  await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', blogPostPath(post.slug));
  await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(card.locator('time')).toHaveText(formatPostDate(post.date, 'en'));
  const topic = card.locator('[data-topic]');
  await expect(topic).toContainText(post.topic);
  const { href } = topicLink(post.topic, 'en');
  if (href) await expect(topic).toHaveAttribute('href', href);
  else await expect(topic).not.toHaveAttribute('href');
  const summary = card.locator('[data-summary]');
  const shown = (await summary.textContent())!.trim();
  expect(shown.length).toBeGreaterThan(0);
  const kept = shown.replace(/…$/, '');
  expect(post.text.startsWith(kept), `"${shown}" starts the text of ${post.slug}`).toBe(true);
  if (kept !== post.text) expect(post.text.charAt(kept.length), `"${shown}" ends on a whole word`).toMatch(/[\s,;:.]/);
  const fits = await summary.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);
  expect(fits, `the summary of ${post.slug} shows whole, not clipped`).toBe(true);
  await expect(summary).toHaveAttribute('dir', 'auto');
  await expect(card.getByRole('heading')).toHaveAttribute('dir', 'auto');
}
