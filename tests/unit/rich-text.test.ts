import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlain } from '@/lib/pages/rich-text';

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
