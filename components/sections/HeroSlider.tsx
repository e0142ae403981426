import { useUi } from '@/components/layout/ShellContext';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Picture } from '@/components/ui/Picture';
import { RichText } from '@/components/ui/RichText';
import { ArrowForwardIcon } from '@/components/ui/icons';
import type { ImageAsset } from '@/content/media';
import type { RichNode } from '@/lib/pages/rich-text';
import { fill } from '@/lib/template';

export interface HeroSlide {
  readonly title: readonly RichNode[];
  readonly plainTitle: string;
  readonly description: string;
  readonly button1: string;
  readonly button1_link: string;
  readonly button2: string;
  readonly button2_link: string;
  readonly image: ImageAsset;
}

/**
 * The home page's hero: three slides in Swiper's markup. It costs nothing until the visitor reaches
 * for it: this HTML and the CSS show the first slide, the arrows and the bullets are real buttons, and
 * the other slides wait, their pictures unfetched (`data-slider="static"`) and out of the tab order
 * (`inert`). browser/behaviours/hero-slider.ts fetches Swiper's core on the first sign of intent and
 * replays what the visitor asked for meanwhile (no autoplay: the spec autoplays only the clients
 * carousel). Without JavaScript the first slide shows. The first slide's image is the page's LCP
 * element: preloaded, never lazy.
 * The first button is an in-page anchor (smooth scrolling comes from CSS, under motion-safe).
 *
 * The slide titles are display text, not headings: the page's <h1> (HomeIntro) is its first heading.
 * The artwork sits in the slide's end half (right in English, left in Arabic: layout mirrors) at full
 * strength: the navy under the text fades out before the half begins. It is never flipped (its charts and
 * screens keep their meaning); an Arabic page shows each picture's `-rtl` twin instead, the same drawing
 * composed for the left half, its brightest part at the outer edge (`directedImageAsset`). On phones only
 * its plain start edge shows behind the text, so no piece of the drawing sticks out from under the words.
 * Titles are balanced, so no word is left alone on a line.
 */
export function HeroSlider({ slides }: { readonly slides: readonly HeroSlide[] }) {
  const { slider } = useUi();
  return (
    <section
      aria-roledescription={slider.roleDescription}
      aria-label={slider.label}
      className="hero-slider relative bg-brand-dark text-white"
      data-behaviour="hero-slider"
      data-slider="static"
      data-first-label={slider.first}
      data-last-label={slider.last}
      data-slide-label={slider.position}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.plainTitle}
              className={index === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}
              role="group"
              aria-label={fill(slider.position, { index: index + 1, slidesLength: slides.length })}
              inert={index > 0}
            >
              <div className="relative flex min-h-[34rem] items-center overflow-hidden md:min-h-[38rem]">
                <div aria-hidden="true" className="hero-art absolute inset-0 md:start-auto md:w-1/2">
                  <Picture
                    image={slide.image}
                    alt=""
                    sizes="(min-width: 768px) 50vw, 100vw"
                    priority={index === 0}
                    className="h-full w-full object-cover object-left md:object-right rtl:object-right rtl:md:object-left"
                  />
                </div>
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-gradient-to-r from-brand-dark/95 via-brand-dark/70 to-transparent md:via-brand-dark/60 md:via-35% md:to-55% rtl:bg-gradient-to-l"
                />
                <div className="relative container-page py-16">
                  <div className="max-w-2xl" data-slide-text="">
                    <p dir="auto" className="font-display text-4xl leading-tight font-extrabold text-balance text-white md:text-6xl">
                      <RichText nodes={slide.title} />
                    </p>
                    <p dir="auto" className="mt-4 text-base leading-7 text-white/90 sm:mt-5 sm:text-lg sm:leading-8">
                      {slide.description}
                    </p>
                    <div className="mt-8 flex flex-wrap gap-4">
                      <a href={slide.button1_link} className="btn-primary" data-hero-anchor>
                        {slide.button1}
                      </a>
                      <LocaleLink href={slide.button2_link} className="btn-light">
                        {slide.button2}
                      </LocaleLink>
                    </div>
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-6 z-10">
        <div className="container-page flex items-center justify-between gap-4">
          <div className="hero-pagination pointer-events-auto -ms-4 flex">
            {slides.map((slide, index) => (
              <button
                key={slide.plainTitle}
                type="button"
                className="hero-bullet"
                data-slider-to={index}
                aria-label={fill(slider.goTo, { index: index + 1 })}
                aria-current={index === 0 ? 'true' : undefined}
              />
            ))}
          </div>
          <div className="pointer-events-auto flex gap-2">
            {(['prev', 'next'] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                {...{ [`data-slider-${direction}`]: '' }}
                className={`hero-${direction} inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/40 bg-white/10 text-white hover:bg-white/25`}
                aria-label={direction === 'prev' ? slider.previous : slider.next}
              >
                <ArrowForwardIcon className={`h-5 w-5 ${direction === 'prev' ? 'rotate-180' : ''}`} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
