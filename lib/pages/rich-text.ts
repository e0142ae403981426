/**
 * Slide titles are HTML from content limited to <br>, <strong>, <em> and <span> (docs/decisions.md#security).
 * They are parsed at build time into plain nodes that React renders as elements: no HTML string
 * ever reaches the DOM, and anything outside the allow-list is rendered as text.
 */

export type RichTag = 'strong' | 'em' | 'span';
export type RichNode = string | { readonly tag: 'br' } | { readonly tag: RichTag; readonly children: readonly RichNode[] };

const TOKEN = /<(\/)?\s*(br|strong|em|span)\s*(\/)?>/gi;

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[entity] ?? _);

export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: RichTag; children: RichNode[] }[] = [];
  const current = () => (stack.length ? stack[stack.length - 1]!.children : root);
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    if (match.index! > last) current().push(decode(html.slice(last, match.index)));
    last = match.index! + match[0].length;
    const closing = Boolean(match[1]);
    const tag = match[2]!.toLowerCase();
    if (tag === 'br') {
      current().push({ tag: 'br' });
    } else if (!closing) {
      const node = { tag: tag as RichTag, children: [] as RichNode[] };
      current().push(node);
      stack.push(node);
    } else if (stack.length && stack[stack.length - 1]!.tag === tag) {
      stack.pop();
    }
  }
  if (last < html.length) current().push(decode(html.slice(last)));
  return root;
}

/** The same text without markup (for alt texts and accessible names). */
export function richTextToPlain(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : node.tag === 'br' ? ' ' : richTextToPlain(node.children)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
