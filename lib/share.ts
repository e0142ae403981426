/** Share links of the blog's share bar (docs/product.md#share-bar). */

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** Popup sizes: 550×400, except LinkedIn at 750×600. */
export const POPUP_SIZES: Record<ShareNetwork, { width: number; height: number }> = {
  facebook: { width: 550, height: 400 },
  x: { width: 550, height: 400 },
  linkedin: { width: 750, height: 600 },
  whatsapp: { width: 550, height: 400 },
  telegram: { width: 550, height: 400 },
};

function assertUrl(url: string | undefined | null): asserts url is string {
  if (!url || !url.trim()) throw new Error('Share bar: a non-empty url is required');
}

/** The address shared for a blog post: the public host, the post's path, then ".html". */
export function sharedPostUrl(siteUrl: string, postPath: string): string {
  assertUrl(postPath);
  return `${siteUrl.replace(/\/+$/, '')}${postPath}.html`;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** The share page of a network for a URL and a title (Facebook gets the title as a #hashtag). */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  assertUrl(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url, hashtag: `#${title}` })}`;
    case 'x':
      return `https://x.com/intent/tweet?${query({ url, text: title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${query({ text: `${title} ${url}` })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: title })}`;
  }
}

export interface ShareLink {
  readonly network: ShareNetwork;
  readonly label: string;
  readonly href: string;
  readonly width: number;
  readonly height: number;
}

/** The five share links of a post, in the bar's order (built at build time; asserts the url). */
export function shareLinks(url: string, title: string): ShareLink[] {
  assertUrl(url);
  return SHARE_NETWORKS.map((network) => ({ network, label: SHARE_LABELS[network], href: shareUrl(network, url, title), ...POPUP_SIZES[network] }));
}
