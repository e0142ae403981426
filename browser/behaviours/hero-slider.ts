/**
 * The home hero (components/sections/HeroSlider.tsx) costs nothing until the visitor reaches for it.
 * The page's HTML and CSS show the first slide and real buttons for the arrows and the bullets; the
 * other slides wait (`data-slider="static"`: their pictures unfetched). On the first sign of intent
 * (the pointer over the slider, a touch or a press on it, focus inside it, an arrow key while it is on
 * screen) Swiper's chunk is fetched (`loading`: the other pictures load meanwhile) and started
 * (`live`). What the visitor asked for in the meantime is kept and replayed once Swiper is there: a
 * click on an arrow or a bullet, an arrow key, a swipe (one slide in its direction), never lost. If
 * the chunk cannot load (`failed`), the first slide stays and the next sign of intent tries again.
 *
 * The arrows and the bullets stay the page's own buttons, wired here before and after Swiper starts,
 * so nothing is redrawn and a control that has the focus keeps it.
 */
import { arrowKeyMove, slideAfter, swipeMove, type SlideMove } from '../../lib/browser/slider';
import { isRtl, required } from '../dom';
import type { LiveSlider } from './hero-slider-swiper';

const INTENT = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

export default function heroSlider(root: HTMLElement) {
  const count = root.querySelectorAll('.swiper-slide').length;
  const bullets = [...root.querySelectorAll<HTMLButtonElement>('[data-slider-to]')];
  let slider: LiveSlider | undefined;
  let loading = false;
  /** The slide asked for before Swiper was there. */
  let pending: number | undefined;

  const showCurrent = (index: number) => {
    bullets.forEach((bullet, at) => (at === index ? bullet.setAttribute('aria-current', 'true') : bullet.removeAttribute('aria-current')));
  };
  const start = () => {
    if (loading || slider) return;
    loading = true;
    root.dataset.slider = 'loading';
    // The other slides' pictures are lazy, and a lazy picture beside the screen in a clipped strip would
    // wait until it slides into view: they are asked for now, while Swiper loads.
    for (const picture of root.querySelectorAll('img')) picture.loading = 'eager';
    import('./hero-slider-swiper')
      .then(({ startSwiper }) => {
        slider = startSwiper(root, showCurrent);
        root.dataset.slider = 'live';
        if (pending !== undefined) slider.move({ to: pending });
      })
      .catch((error: unknown) => {
        root.dataset.slider = 'failed';
        reportError(error);
      })
      .finally(() => (loading = false));
  };
  const move = (request: SlideMove) => {
    if (slider) return slider.move(request);
    pending = slideAfter(pending ?? 0, count, request);
    start();
  };

  for (const type of INTENT) root.addEventListener(type, start, { passive: true });
  required<HTMLButtonElement>(root, '[data-slider-prev]').addEventListener('click', () => move(-1));
  required<HTMLButtonElement>(root, '[data-slider-next]').addEventListener('click', () => move(1));
  bullets.forEach((bullet, index) => bullet.addEventListener('click', () => move({ to: index })));

  // A swipe begun before Swiper was there: Swiper never saw it start, so it is replayed as one slide.
  let swipeFrom: number | undefined;
  const begin = (x: number) => (swipeFrom = slider ? undefined : x);
  const end = (x: number) => {
    if (swipeFrom === undefined) return;
    const request = swipeMove(x - swipeFrom, isRtl(root));
    swipeFrom = undefined;
    if (request) move(request);
  };
  root.addEventListener('touchstart', (event) => begin(event.touches[0]!.clientX), { passive: true });
  root.addEventListener('touchend', (event) => end(event.changedTouches[0]!.clientX));
  root.addEventListener('pointerdown', (event) => event.pointerType !== 'touch' && begin(event.clientX));
  root.addEventListener('pointerup', (event) => event.pointerType !== 'touch' && end(event.clientX));

  // Swiper's keyboard module takes the arrow keys while the slider is on screen; before it is there, the first one is kept.
  document.addEventListener('keydown', (event) => {
    if (slider || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const request = arrowKeyMove(event.key, isRtl(root));
    const focused = document.activeElement as HTMLElement | null;
    if (!request || focused?.isContentEditable || focused?.matches('input, textarea, select')) return;
    const box = root.getBoundingClientRect();
    if (box.bottom > 0 && box.top < innerHeight) move(request);
  });
}
