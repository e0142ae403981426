/**
 * The clients logo marquee's pause control: `aria-pressed` on the button, its label from
 * `data-pause-label`/`data-play-label`, and `data-paused` on `[data-marquee]`, which CSS reads.
 * (Hover and keyboard focus pause it with CSS alone.)
 */
import { required } from '../dom';

export default function marquee(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, 'button[data-marquee-toggle]');
  const track = required<HTMLElement>(root, '[data-marquee]');
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    button.textContent = (paused ? button.dataset.playLabel : button.dataset.pauseLabel) ?? button.textContent;
    track.dataset.paused = String(paused);
  });
}
