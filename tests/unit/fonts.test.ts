// @vitest-environment node
/**
 * The Arabic font: its @font-face announces exactly the characters the subset keeps, and every
 * character of the Arabic content is one of them (a letter outside would show in a fallback font).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARABIC_RANGES, covers, unicodeRange } from '@/lib/build/font-ranges';

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('the Arabic font', () => {
  it('announces the unicode-range of the subset', () => {
    const fonts = readFileSync('components/layout/fonts.ts', 'utf8');
    expect(fonts).toContain(`value: '${unicodeRange(ARABIC_RANGES)}'`);
  });

  it('has every Arabic character the content uses', () => {
    const missing = new Map<string, string>();
    for (const file of readdirSync('content/ar')) {
      for (const character of readFileSync(`content/ar/${file}`, 'utf8'))
        if (arabicScript.test(character) && !covers(ARABIC_RANGES, character)) missing.set(character, `content/ar/${file}`);
    }
    expect([...missing].map(([character, file]) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`)).toEqual([]);
  });
});
