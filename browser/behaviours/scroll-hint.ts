/**
 * The home page's news strip. The hint arrow (`[data-hint]`, a button under the scrollable area)
 * shows only while the area (`[data-scroller]`) is narrower than its content, measured again
 * whenever either resizes. The edge fades (`[data-fade="start"|"end"]`) show on the side(s) where
 * content is hidden. The arrow scrolls one column on, and from the end back to the start.
 */
import { isRtl, required } from '../dom';

export default function scrollHint(root: HTMLElement) {
  const scroller = required<HTMLElement>(root, '[data-scroller]');
  const hint = required<HTMLButtonElement>(root, '[data-hint]');
  const fadeStart = required<HTMLElement>(root, '[data-fade="start"]');
  const fadeEnd = required<HTMLElement>(root, '[data-fade="end"]');
  const list = scroller.firstElementChild as HTMLElement | null;

  const measure = () => {
    const overflow = scroller.scrollWidth - scroller.clientWidth;
    // scrollLeft runs negative in a right-to-left area: the distance from the start is its size.
    const travelled = Math.abs(scroller.scrollLeft);
    const overflowing = overflow > 1;
    const atEnd = overflowing && travelled >= overflow - 1;
    hint.hidden = !overflowing;
    fadeStart.hidden = !overflowing || travelled <= 1;
    fadeEnd.hidden = !overflowing || atEnd;
    hint.dataset.atEnd = String(atEnd);
    hint.setAttribute('aria-label', (atEnd ? hint.dataset.labelBack : hint.dataset.labelMore) ?? '');
  };

  hint.addEventListener('click', () => {
    const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (hint.dataset.atEnd === 'true') {
      scroller.scrollTo({ left: 0, behavior });
      return;
    }
    const [first, second] = list ? [...list.children] : [];
    const step = first && second ? Math.abs(second.getBoundingClientRect().left - first.getBoundingClientRect().left) : scroller.clientWidth;
    const forward = isRtl(scroller) ? -1 : 1;
    scroller.scrollBy({ left: forward * (step || scroller.clientWidth), behavior });
  });

  scroller.addEventListener('scroll', measure, { passive: true });
  const observer = new ResizeObserver(measure);
  observer.observe(scroller);
  if (list) observer.observe(list);
  measure();
}
