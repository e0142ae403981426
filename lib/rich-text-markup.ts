/**
 * The markup of a rich text (a slide's title): text with the few inline tags of RICH_TEXT_TAGS, read into
 * tokens once, the same way by the pages (lib/pages/rich-text.ts renders them) and by the content check
 * (`richTextMistake`, the rule of lib/content/rules.ts `richText`), so a title the check passes is shown as
 * written: a tag left open (`</strong` without its ">"), never closed, closed out of order or unknown would
 * otherwise show as text on the live page, or bold the rest of the slide. Pure.
 */

/** Tags a rich text may contain, without attributes (docs/decisions.md#security). */
export const RICH_TEXT_TAGS = ['br', 'strong', 'em', 'span'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * A piece of a rich text: a text; a tag (`<strong>`, `</strong>`, `<br/>`), with its name in small letters,
 * whether it closes, and its attributes; or a tag begun and never ended with ">" (`</strong` at the end, or
 * before the next "<").
 */
export type RichTextToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'tag'; readonly text: string; readonly name: string; readonly closing: boolean; readonly attributes: string }
  | { readonly kind: 'unended'; readonly text: string };

/** A "<" that begins a tag, as in HTML: followed by a letter, or by "/" and a letter ("a < b" is text). */
const TAG_START = /^<\/?[a-zA-Z]/;
const TAG = /^<(\/)?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>$/;

export function richTextTokens(html: string): RichTextToken[] {
  const tokens: RichTextToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let at = 0;
  while (at < html.length) {
    if (html[at] !== '<' || !TAG_START.test(html.slice(at, at + 3))) {
      text += html[at];
      at += 1;
      continue;
    }
    flush();
    const end = html.indexOf('>', at);
    const next = html.indexOf('<', at + 1);
    if (end < 0 || (next >= 0 && next < end)) {
      const stop = next >= 0 && (end < 0 || next < end) ? next : html.length;
      tokens.push({ kind: 'unended', text: html.slice(at, stop) });
      at = stop;
      continue;
    }
    const written = html.slice(at, end + 1);
    const [, closing, name, attributes] = TAG.exec(written)!;
    tokens.push({ kind: 'tag', text: written, name: name!.toLowerCase(), closing: Boolean(closing), attributes: attributes!.replace(/\/\s*$/, '').trim() });
    at = end + 1;
  }
  flush();
  return tokens;
}

/** Whether a token is a tag the site renders: an allowed name without attributes (`</br>` is not one). */
export function isAllowedTag(token: RichTextToken): boolean {
  return (
    token.kind === 'tag' && (RICH_TEXT_TAGS as readonly string[]).includes(token.name) && token.attributes === '' && !(token.closing && token.name === 'br')
  );
}

/**
 * The first mistake of a rich text's markup, in an editor's words, or null when it is sound: a tag without its
 * ">", tags that are not allowed (all of them, at once), a tag closed that is not open, tags closed out of
 * order, a tag never closed.
 */
export function richTextMistake(html: string): string | null {
  const tokens = richTextTokens(html);
  const unended = tokens.find((token) => token.kind === 'unended');
  if (unended) return `the tag ${unended.text.trim()} has no closing ">": write ${unended.text.trim()}>`;
  const notAllowed = tokens.filter((token) => token.kind === 'tag' && !isAllowedTag(token)).map((token) => token.text);
  if (notAllowed.length > 0) return `contains tags that are not allowed: ${notAllowed.join(' ')} (only ${RICH_TEXT_TAGS.join(', ')})`;
  const open: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'tag' || token.name === 'br') continue;
    if (!token.closing) {
      open.push(token.name);
      continue;
    }
    const innermost = open.at(-1);
    if (innermost === token.name) open.pop();
    else if (!open.includes(token.name)) return `</${token.name}> closes no <${token.name}>: remove it, or open <${token.name}> before the words it marks`;
    else return `</${token.name}> comes before </${innermost}>: close the inner tag first, as in <${token.name}><${innermost}>…</${innermost}></${token.name}>`;
  }
  const unclosed = open.at(-1);
  return unclosed ? `<${unclosed}> is never closed: end the words it marks with </${unclosed}>` : null;
}
