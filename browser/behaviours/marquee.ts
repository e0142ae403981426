/**
 * The clients logo marquee (components/sections/ClientsShowcase.tsx):
 * - its loop: the page has the logos once, and the strip slides by exactly one list, so a second
 *   copy is added here, hidden from assistive technology and out of the tab order (its logos still
 *   open the client modal on a click); `data-looped` on `[data-marquee]` then lets CSS move it;
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
  const logos = required<HTMLElement>(track, '[data-marquee-logos]');
  // Made in a template's inert document: a copy made in the page would fetch its lazy pictures at once.
  const template = document.createElement('template');
  template.innerHTML = logos.outerHTML;
  const copy = template.content.firstElementChild as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  for (const logo of copy.querySelectorAll('button')) {
    logo.tabIndex = -1;
    logo.removeAttribute('aria-haspopup');
    logo.removeAttribute('aria-label');
  }
  logos.after(copy);
  track.dataset.looped = 'true';
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
