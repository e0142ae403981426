/**
 * Swiper's core over the home hero's slides: the one large piece of browser code on the home page, a
 * chunk of its own that browser/behaviours/hero-slider.ts fetches on the visitor's first sign of
 * intent. One slide at a time, rewinding at either end, swipes and arrow keys, slide labels in the
 * page's words (data attributes); no autoplay. The arrows and the bullets are the page's buttons,
 * which the behaviour wires to `move`: Swiper's navigation and pagination modules would redraw them.
 */
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import type { SlideMove } from '../../lib/browser/slider';
import { required } from '../dom';

export interface LiveSlider {
  move(request: SlideMove): void;
}

export function startSwiper(root: HTMLElement, onSlide: (index: number) => void): LiveSlider {
  const container = required<HTMLElement>(root, '.swiper');
  const labels = root.dataset;
  // The other slides were out of reach while they could not be shown (components/sections/HeroSlider.tsx).
  for (const slide of container.querySelectorAll('.swiper-slide[inert]')) slide.removeAttribute('inert');
  const swiper = new Swiper(container, {
    modules: [A11y, Keyboard],
    slidesPerView: 1,
    rewind: true,
    speed: 500,
    // Page Up and Page Down keep scrolling the page.
    keyboard: { enabled: true, onlyInViewport: true, pageUpDown: false },
    a11y: {
      firstSlideMessage: labels.firstLabel,
      lastSlideMessage: labels.lastLabel,
      slideLabelMessage: labels.slideLabel,
    },
    on: { slideChange: (live) => onSlide(live.activeIndex) },
  });
  return {
    move(request) {
      if (request === 1) swiper.slideNext();
      else if (request === -1) swiper.slidePrev();
      else swiper.slideTo(request.to);
    },
  };
}
