import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlain } from '@/lib/pages/rich-text';
import { richTextMistake } from '@/lib/rich-text-markup';

describe('slide title HTML', () => {
  it('keeps br, strong, em and span as nodes', () => {
    expect(parseRichText('Run on <br><strong>Oracle <em>Cloud</em></strong>')).toEqual([
      'Run on ',
      { tag: 'br' },
      { tag: 'strong', children: ['Oracle ', { tag: 'em', children: ['Cloud'] }] },
    ]);
  });

  it('turns anything else into inert text', () => {
    const nodes = parseRichText('<img src=x onerror=alert(1)>Hi <script>alert(1)</script>');
    expect(nodes).toEqual(['<img src=x onerror=alert(1)>Hi <script>alert(1)</script>']);
    expect(richTextToPlain(parseRichText('A<br/>B &amp; <span>C</span>'))).toBe('A B & C');
  });
});

describe('slide title markup, as the content check reads it', () => {
  it('passes closed tags, in order, and text that only looks like a tag', () => {
    expect(richTextMistake('Run on <br><strong>Oracle <em>Cloud</em></strong><br/>a < b')).toBeNull();
  });

  it('names the first mistake: a tag without ">", tags not allowed, a closing tag that closes nothing, out of order, or never closed', () => {
    expect(richTextMistake('Run on <strong>Oracle</strong')).toBe('the tag </strong has no closing ">": write </strong>');
    expect(richTextMistake('Run on <strong Oracle</strong>')).toBe('the tag <strong Oracle has no closing ">": write <strong Oracle>');
    expect(richTextMistake('<b>Run</b> on <span class="x">it</span>')).toBe(
      'contains tags that are not allowed: <b> </b> <span class="x"> (only br, strong, em, span)',
    );
    expect(richTextMistake('Run on Oracle</em>')).toBe('</em> closes no <em>: remove it, or open <em> before the words it marks');
    expect(richTextMistake('<strong><em>Run</strong></em>')).toBe('</strong> comes before </em>: close the inner tag first, as in <strong><em>…</em></strong>');
    expect(richTextMistake('Run on <strong>Oracle')).toBe('<strong> is never closed: end the words it marks with </strong>');
  });

  it('renders a tag the check would name as text, never as markup', () => {
    expect(parseRichText('Run on <strong>Oracle</strong')).toEqual(['Run on ', { tag: 'strong', children: ['Oracle</strong'] }]);
  });
});
