/**
 * Where the home hero goes when the visitor asks it to move (browser/behaviours/hero-slider.ts). The
 * same rules hold before Swiper is there (the request is kept and replayed) and after (Swiper's
 * `rewind`): past the last slide comes the first, before the first the last.
 */

/** A request to move: one slide on (1), one back (-1), or a slide by its index (`{ to }`). */
export type SlideMove = 1 | -1 | { readonly to: number };

export function slideAfter(current: number, count: number, move: SlideMove): number {
  if (typeof move === 'object') return Math.min(Math.max(move.to, 0), count - 1);
  return (current + move + count) % count;
}

/** How far a finger or a pointer must travel sideways before it counts as a swipe (Swiper's own default is smaller; a tap wobbles). */
export const SWIPE_MIN_PX = 30;

/**
 * The move a sideways swipe asks for: the slides follow the finger, so a swipe towards the start
 * edge of the reading direction (left in English, right in Arabic) brings the next slide.
 */
export function swipeMove(deltaX: number, rtl: boolean): SlideMove | null {
  if (Math.abs(deltaX) < SWIPE_MIN_PX) return null;
  const towardsStart = rtl ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}

/** The move an arrow key asks for, as Swiper's keyboard module reads it: the arrow that points to the end edge brings the next slide. */
export function arrowKeyMove(key: string, rtl: boolean): SlideMove | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  return (key === 'ArrowRight') !== rtl ? 1 : -1;
}
