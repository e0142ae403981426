/**
 * Slide titles are HTML from content limited to <br>, <strong>, <em> and <span> (docs/decisions.md#security).
 * They are parsed at build time into plain nodes that React renders as elements: no HTML string
 * ever reaches the DOM, and anything outside the allow-list is rendered as text. The tokens are those the
 * content check reads (lib/rich-text-markup.ts), which names any markup this would show as text.
 */
import { isAllowedTag, richTextTokens } from '@/lib/rich-text-markup';

export type RichTag = 'strong' | 'em' | 'span';
export type RichNode = string | { readonly tag: 'br' } | { readonly tag: RichTag; readonly children: readonly RichNode[] };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[entity] ?? _);

export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: RichTag; children: RichNode[] }[] = [];
  const current = () => (stack.length ? stack[stack.length - 1]!.children : root);
  let text = '';
  const flush = () => {
    if (text) current().push(decode(text));
    text = '';
  };
  for (const token of richTextTokens(html)) {
    if (token.kind !== 'tag' || !isAllowedTag(token)) {
      text += token.text;
      continue;
    }
    flush();
    if (token.name === 'br') {
      current().push({ tag: 'br' });
    } else if (!token.closing) {
      const node = { tag: token.name as RichTag, children: [] as RichNode[] };
      current().push(node);
      stack.push(node);
    } else if (stack.length && stack[stack.length - 1]!.tag === token.name) {
      stack.pop();
    }
  }
  flush();
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
