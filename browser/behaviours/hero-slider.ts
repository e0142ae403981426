/**
 * The home hero: Swiper's core over the slides the page already has (`.swiper`), with arrows,
 * clickable bullets, keys and accessible names; no autoplay. Its labels come from data attributes.
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { required } from '../dom';

export default function heroSlider(root: HTMLElement) {
  const container = required<HTMLElement>(root, '.swiper');
  const labels = root.dataset;
  new Swiper(container, {
    modules: [Navigation, Pagination, A11y, Keyboard],
    slidesPerView: 1,
    rewind: true,
    speed: 500,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { prevEl: required<HTMLElement>(root, '[data-slider-prev]'), nextEl: required<HTMLElement>(root, '[data-slider-next]') },
    pagination: { el: required<HTMLElement>(root, '[data-slider-pagination]'), clickable: true, bulletElement: 'button' },
    a11y: {
      prevSlideMessage: labels.prevLabel,
      nextSlideMessage: labels.nextLabel,
      firstSlideMessage: labels.firstLabel,
      lastSlideMessage: labels.lastLabel,
      paginationBulletMessage: labels.bulletLabel,
      slideLabelMessage: labels.slideLabel,
    },
  });
}
