import { describe, expect, it } from 'vitest';
import { bidiClass, bidiRuns } from '@/lib/build/bidi-runs';

const rtl = (text: string) => ({ text, direction: 'rtl' });
const ltr = (text: string) => ({ text, direction: 'ltr' });

describe('bidiClass', () => {
  it('knows Arabic letters, marks and punctuation as right to left, other letters and all digits as left to right', () => {
    expect([...'بّ،؟'].map(bidiClass)).toEqual(['R', 'R', 'R', 'R']);
    expect([...'Oé'].map(bidiClass)).toEqual(['L', 'L']);
    expect([...'7٣'].map(bidiClass)).toEqual(['L', 'L']);
    expect([...' -:.«…'].map(bidiClass)).toEqual(['N', 'N', 'N', 'N', 'N', 'N']);
  });
});

describe('bidiRuns (a line of a right-to-left paragraph, runs from right to left)', () => {
  it('keeps an all-Arabic line, spaces and all, as one right-to-left run', () => {
    expect(bidiRuns('المشرق العربي')).toEqual([rtl('المشرق العربي')]);
  });

  it('makes a Latin name inside Arabic one left-to-right run with its inner spaces; the spaces around it stay Arabic', () => {
    expect(bidiRuns('أول شريك Oracle HCM Cloud في المشرق')).toEqual([rtl('أول شريك '), ltr('Oracle HCM Cloud'), rtl(' في المشرق')]);
    expect(bidiRuns('حلول ERP المحلية وOracle E-Business Suite')).toEqual([rtl('حلول '), ltr('ERP'), rtl(' المحلية و'), ltr('Oracle E-Business Suite')]);
  });

  it('makes digits inside Arabic a left-to-right run', () => {
    expect(bidiRuns('أكثر من 100 مشروع')).toEqual([rtl('أكثر من '), ltr('100'), rtl(' مشروع')]);
    expect(bidiRuns('من ٢٠ دولة')).toEqual([rtl('من '), ltr('٢٠'), rtl(' دولة')]);
  });

  it('gives neutrals at either end of the line, or between Latin and Arabic, the paragraph direction', () => {
    expect(bidiRuns('Oracle Cloud…')).toEqual([ltr('Oracle Cloud'), rtl('…')]);
    expect(bidiRuns('«Oracle» تدريب')).toEqual([rtl('«'), ltr('Oracle'), rtl('» تدريب')]);
  });

  it('loses no character and keeps them in reading order', () => {
    for (const line of ['أول شريك Oracle HCM Cloud Excellence Implementer في المشرق العربي', 'Privacy Policy', '  ', ''])
      expect(
        bidiRuns(line)
          .map((run) => run.text)
          .join(''),
      ).toBe(line);
  });
});
