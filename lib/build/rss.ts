/** rss.xml for the blog (RSS 2.0). */
import { absoluteUrl } from '../routes';

export interface FeedItem {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly date: string;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function rssXml(channel: { siteUrl: string; title: string; description: string; blogPath: string }, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const entries = sorted
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
    '    <language>en</language>',
    `    <atom:link href="${escape(absoluteUrl(channel.siteUrl, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
