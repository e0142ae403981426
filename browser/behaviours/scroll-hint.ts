/**
 * The home page's news strip: its hint arrow (`[data-hint]`) shows only while the scrollable
 * area (`[data-scroller]`) is narrower than its content, measured again whenever either resizes.
 */
import { required } from '../dom';

export default function scrollHint(root: HTMLElement) {
  const scroller = required<HTMLElement>(root, '[data-scroller]');
  const hint = required<HTMLElement>(root, '[data-hint]');
  const measure = () => {
    hint.hidden = !(scroller.scrollWidth > scroller.clientWidth + 1);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(scroller);
  if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
  measure();
}
