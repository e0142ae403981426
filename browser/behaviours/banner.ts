/**
 * The announcement banner (docs/product.md#announcement-banner): shown within 50 px of the top or while scrolling up,
 * hidden while scrolling down. Sets `data-banner="shown|hidden"` on the header; CSS slides it.
 */
import { isBannerVisible } from '@/lib/browser/banner';

export default function banner(header: HTMLElement) {
  let lastY = window.scrollY;
  let visible = header.dataset.banner !== 'hidden';
  let frame = 0;
  const update = () => {
    const y = window.scrollY;
    visible = isBannerVisible(lastY, y, visible);
    lastY = y;
    header.dataset.banner = visible ? 'shown' : 'hidden';
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
}
