/**
 * Counting characters the way a visitor sees them (docs/product.md#fields-and-rules): an emoji, a
 * flag, a family joined by zero-width joiners or a letter with its accents is one character.
 * JavaScript's `length` counts UTF-16 code units instead (an emoji is 2, a family emoji 11), so a
 * limit of 400 measured with it refuses 201 emoji.
 */

let graphemes: Intl.Segmenter | null | undefined;

/** The browser's grapheme segmenter, made on first use; null where Intl.Segmenter is missing. */
function segmenter(): Intl.Segmenter | null {
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes;
}

/**
 * How many characters `text` holds as the visitor sees them: its user-perceived characters
 * (grapheme clusters) where the browser can segment text, its code points otherwise (an emoji
 * still counts 1; a joined family or a flag then counts each of its parts).
 */
export function characterCount(text: string): number {
  const split = segmenter();
  return split ? Array.from(split.segment(text)).length : Array.from(text).length;
}
