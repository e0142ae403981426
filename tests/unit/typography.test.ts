import { describe, expect, it } from 'vitest';
import { frenchTypography, hyphenatedRuns } from '@/lib/typography';

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

describe('frenchTypography', () => {
  it('turns the space a French typist types before : ; ! ? and inside « » into the no-break one', () => {
    expect(frenchTypography('Nos atouts : la méthode ; le suivi ! Prêts ?')).toBe('Nos atouts\u00A0: la méthode\u202F; le suivi\u202F! Prêts\u202F?');
    expect(frenchTypography('« Un seul système »')).toBe('«\u00A0Un seul système\u00A0»');
  });

  it('groups thousands with a narrow no-break space, and leaves marks that follow no space alone', () => {
    expect(frenchTypography('3 500 salariés et 12 000 sites, en 2022')).toBe('3\u202F500 salariés et 12\u202F000 sites, en 2022');
    expect(frenchTypography('À 10:30, Oracle?')).toBe('À 10:30, Oracle?');
  });

  it('writes the typographic apostrophe between letters, and leaves a quote that opens or closes a text alone', () => {
    expect(frenchTypography("l'équipe d'Oracle aujourd'hui")).toBe('l\u2019équipe d\u2019Oracle aujourd\u2019hui');
    expect(frenchTypography("'Oracle'")).toBe("'Oracle'");
  });
});
