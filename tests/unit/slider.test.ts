import { describe, expect, it } from 'vitest';
import { arrowKeyMove, slideAfter, SWIPE_MIN_PX, swipeMove } from '@/lib/browser/slider';

describe('hero slider moves (kept before Swiper is there, as Swiper makes them after)', () => {
  it('rewinds past either end and goes to a slide by its index', () => {
    expect(slideAfter(0, 3, 1)).toBe(1);
    expect(slideAfter(2, 3, 1)).toBe(0);
    expect(slideAfter(0, 3, -1)).toBe(2);
    expect(slideAfter(1, 3, { to: 2 })).toBe(2);
    expect(slideAfter(1, 3, { to: 7 })).toBe(2);
    // Two clicks on Next before Swiper is there: the third slide.
    expect(slideAfter(slideAfter(0, 3, 1), 3, 1)).toBe(2);
  });

  it('reads a swipe towards the start edge as Next, in either direction of reading, and a wobble as nothing', () => {
    expect(swipeMove(-SWIPE_MIN_PX, false)).toBe(1);
    expect(swipeMove(120, false)).toBe(-1);
    expect(swipeMove(120, true)).toBe(1);
    expect(swipeMove(-120, true)).toBe(-1);
    expect(swipeMove(SWIPE_MIN_PX - 1, false)).toBeNull();
  });

  it('reads the arrow keys as Swiper’s keyboard module does', () => {
    expect(arrowKeyMove('ArrowRight', false)).toBe(1);
    expect(arrowKeyMove('ArrowLeft', false)).toBe(-1);
    expect(arrowKeyMove('ArrowLeft', true)).toBe(1);
    expect(arrowKeyMove('ArrowDown', false)).toBeNull();
  });
});
