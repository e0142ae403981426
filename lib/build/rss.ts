/** The blog's feed in one language (RSS 2.0): /rss.xml, /ar/rss.xml. */
import { newestFirst } from '../pages/collections';
import { absoluteUrl } from '../routes';

export interface FeedItem {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly date: string;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedChannel {
  readonly siteUrl: string;
  readonly title: string;
  readonly description: string;
  /** The blog's page in the feed's language (`/blog`, `/ar/blog`). */
  readonly blogPath: string;
  /** The feed's own path (`/rss.xml`, `/ar/rss.xml`). */
  readonly feedPath: string;
  /** The feed's language (a BCP 47 tag, as the pages' `lang`). */
  readonly language: string;
}

export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const entries = newestFirst(items)
    .map((item) => {
      const link = absoluteUrl(channel.siteUrl, item.path);
      return [
        '    <item>',
        `      <title>${escape(item.title)}</title>`,
        `      <link>${escape(link)}</link>`,
        `      <guid isPermaLink="true">${escape(link)}</guid>`,
        `      <description>${escape(item.description)}</description>`,
        `      <pubDate>${new Date(`${item.date}T08:00:00Z`).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escape(channel.title)}</title>`,
    `    <link>${escape(absoluteUrl(channel.siteUrl, channel.blogPath))}</link>`,
    `    <description>${escape(channel.description)}</description>`,
    `    <language>${escape(channel.language)}</language>`,
    `    <atom:link href="${escape(absoluteUrl(channel.siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
