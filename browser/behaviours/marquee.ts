/**
 * The clients logo marquee:
 * - its pause control: `aria-pressed` on the button, its label from `data-pause-label`/`data-play-label`,
 *   and `data-paused` on `[data-marquee]`, which CSS reads (hover and keyboard focus pause it with CSS alone);
 * - its logos load before the strip reaches the screen. They are lazy pictures, and the browser only
 *   fetches a lazy picture once it is visible, which in a moving strip is too late: each tile would slide
 *   in as a blank white box. So every logo of the strip is asked for at once when the strip comes near.
 */
import { required } from '../dom';
import { whenNear } from '../when-near';

export default function marquee(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, 'button[data-marquee-toggle]');
  const track = required<HTMLElement>(root, '[data-marquee]');
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    button.textContent = (paused ? button.dataset.playLabel : button.dataset.pauseLabel) ?? button.textContent;
    track.dataset.paused = String(paused);
  });
  whenNear(track, '800px 0px', () => {
    for (const logo of track.querySelectorAll('img')) logo.loading = 'eager';
  });
}
