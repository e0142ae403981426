import { describe, expect, it } from 'vitest';
import { hyphenatedRuns, initials } from '@/lib/typography';

describe('hyphenatedRuns', () => {
  it('marks hyphenated compounds and keeps the text as typed', () => {
    const runs = hyphenatedRuns('Oracle On-Premise and Industry-Specific Solutions');
    expect(runs.filter((run) => run.keepTogether).map((run) => run.text)).toEqual(['On-Premise', 'Industry-Specific']);
    expect(runs.map((run) => run.text).join('')).toBe('Oracle On-Premise and Industry-Specific Solutions');
  });

  it('handles compounds at either end, several hyphens, digits and Arabic letters', () => {
    expect(hyphenatedRuns('End-to-end')).toEqual([{ text: 'End-to-end', keepTogether: true }]);
    expect(
      hyphenatedRuns('Go-live in 2024-25')
        .filter((run) => run.keepTogether)
        .map((run) => run.text),
    ).toEqual(['Go-live', '2024-25']);
    expect(hyphenatedRuns('حلول-سحابية')).toEqual([{ text: 'حلول-سحابية', keepTogether: true }]);
  });

  it('leaves text without compounds, and dashes between spaces, alone', () => {
    expect(hyphenatedRuns('Our services - and more')).toEqual([{ text: 'Our services - and more', keepTogether: false }]);
    expect(hyphenatedRuns('')).toEqual([]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words, in the name’s own script', () => {
    expect(initials('Rami Haddad')).toBe('RH');
    expect(initials('Rita Abi Nader')).toBe('RN');
    expect(initials('  julien   moreau ')).toBe('JM');
    expect(initials('Cher')).toBe('C');
  });

  it('keeps two Arabic initials apart, so they never join into a word', () => {
    expect(initials('نادين خوري')).toBe('ن\u200Cخ');
    expect(initials('رامي حدّاد')).toBe('ر\u200Cح');
  });
});
