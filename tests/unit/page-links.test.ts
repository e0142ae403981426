import { describe, expect, it } from 'vitest';
import { cyclicNeighbours, staysOnSite } from '@/lib/routes';
import { solutions } from '@/content/solutions';

describe('solution banner button', () => {
  it('keeps links containing "contact" on the site and sends every other one to a new tab', () => {
    expect(staysOnSite('/contact-us')).toBe(true);
    expect(staysOnSite('https://www.oracle.com/cloud/')).toBe(false);
    expect(staysOnSite('/about')).toBe(false);
  });

  it('has at least one internal and one external button in the content', () => {
    expect(solutions.some((solution) => staysOnSite(solution.button_link))).toBe(true);
    expect(solutions.some((solution) => !staysOnSite(solution.button_link))).toBe(true);
  });
});

describe('previous and next items', () => {
  it('wraps around at both ends', () => {
    const items = ['a', 'b', 'c'] as const;
    expect(cyclicNeighbours(items, 0)).toEqual({ previous: 'c', next: 'b' });
    expect(cyclicNeighbours(items, 1)).toEqual({ previous: 'a', next: 'c' });
    expect(cyclicNeighbours(items, 2)).toEqual({ previous: 'b', next: 'a' });
  });
});
