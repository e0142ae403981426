/* eslint-disable @next/next/no-img-element -- the gallery shows the optimiser's files directly */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEventHandler } from 'react';
import ImageGallery, { type GalleryItem, type ImageGalleryRef } from 'react-image-gallery';
import { Stroke } from '@/components/ui/icons';
import type { Ui } from '@/lib/content/types';
import { optimisedFile, optimisedSources } from '@/lib/images';
import type { ImageAsset, ResolvedMedia } from '@/lib/pages/media';
import { fill } from '@/lib/template';

export interface MediaGalleryProps {
  readonly items: readonly ResolvedMedia[];
  /** Names the gallery for screen readers, e.g. the post title. */
  readonly label: string;
  /** The gallery's words in the page's language (content/ui.ts): an island has no page context, so they come as props. */
  readonly words: Ui['gallery'];
  /** On a right-to-left page the slides run from the right: the next one comes in from the left. */
  readonly rtl?: boolean;
}

/**
 * Main media 500 px high, thumbnails 100 px high (docs/product.md#blog-post). styles/features/gallery.css holds the stage's
 * height (`--gallery-stage-h`: 500 px from 667 px wide up, shorter on phones) and the thumbnails'.
 */
export const MAIN_HEIGHT = 500;
export const THUMB_HEIGHT = 100;
export const THUMB_WIDTH = 150;

/** The picture that stands for an item: the image itself, or a video's poster. */
const still = (item: ResolvedMedia): ImageAsset => (item.kind === 'video' ? item.poster : item);

/** What a thumbnail is called: says whether it is an image or a video, and which. */
export function thumbnailName(item: ResolvedMedia, index: number, label: string, words: Ui['gallery']): string {
  return item.kind === 'video' ? fill(words.video, { index: index + 1, title: item.title }) : fill(words.image, { index: index + 1, name: item.alt || label });
}

/**
 * react-image-gallery names each slide "Go to Slide N", in English, and has no option to change it. The
 * gallery names each slide by its place instead ("Slide 2 of 3"), in the page's language: in the HTML
 * rendered at build (`rewriteHtml`, which components/ui/Island.tsx applies) and on any slide the library
 * draws in the browser (`nameSlides`). Hydration keeps the built names: React does not rewrite the
 * attributes it finds.
 */
const slideNames = ({ items, words }: Pick<MediaGalleryProps, 'items' | 'words'>) =>
  items.map((_, index) => fill(words.slide, { index: index + 1, count: items.length }));

/** The slide's name in place of the library's, or undefined for any other text. */
const renamed = (libraryName: string, names: readonly string[]) => names[Number(/^Go to Slide (\d+)$/.exec(libraryName)?.[1]) - 1];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * To loop, the library draws a copy of the last slide before the first and of the first after the last
 * (items + 2 slides). The copies are hidden from assistive technology, so a screen reader meets each
 * picture once: `aria-hidden` on the first and the last slide, in the built HTML and in the browser.
 */
const isLoopCopy = (position: number, slides: number, items: number) => slides === items + 2 && (position === 0 || position === slides - 1);

function rewriteHtml(html: string, props: MediaGalleryProps): string {
  const names = slideNames(props);
  const slides = html.match(/class="image-gallery-slide /g)?.length ?? 0;
  let position = -1;
  return html
    .replace(/<div aria-label="[^"]*" class="image-gallery-slide /g, (opening) => {
      position += 1;
      return isLoopCopy(position, slides, props.items.length) ? opening.replace('<div ', '<div aria-hidden="true" ') : opening;
    })
    .replace(/aria-label="([^"]*)"/g, (attribute, value: string) => {
      const name = renamed(value, names);
      return name === undefined ? attribute : `aria-label="${escapeAttribute(name)}"`;
    });
}

function nameSlides(root: HTMLElement, names: readonly string[]) {
  const slides = [...root.querySelectorAll('.image-gallery-slide[aria-label]')];
  slides.forEach((slide, position) => {
    const name = renamed(slide.getAttribute('aria-label') ?? '', names);
    if (name !== undefined) slide.setAttribute('aria-label', name);
    if (isLoopCopy(position, slides.length, names.length)) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  });
}

/**
 * One slide: the media contained in the stage, over a blurred, dimmed copy of the same picture
 * that fills the stage (a 64 px file: the blur hides its size). A video's box has the video's own
 * ratio, so its controls sit on the picture.
 */
function Slide({ item }: { item: ResolvedMedia }) {
  const backdrop = <img className="gallery-backdrop" src={optimisedFile(still(item), 64)} alt="" aria-hidden="true" loading="lazy" decoding="async" />;
  if (item.kind === 'video') {
    const ratio = (item.width / item.height).toFixed(4);
    return (
      <div className="gallery-stage">
        {backdrop}
        <video
          controls
          preload="none"
          poster={optimisedFile(item.poster, 1080)}
          width={item.width}
          height={item.height}
          className="gallery-video"
          style={{ ['--media-ratio' as string]: ratio, aspectRatio: `${item.width} / ${item.height}` }}
          aria-label={item.title}
        >
          <source src={item.src} type="video/mp4" />
        </video>
      </div>
    );
  }
  const sources = optimisedSources(item);
  return (
    <div className="gallery-stage">
      {backdrop}
      <img
        src={sources?.src ?? item.src}
        srcSet={sources?.srcSet}
        sizes="(min-width: 1280px) 1216px, 100vw"
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="image-gallery-image gallery-media"
      />
    </div>
  );
}

const PLAY_ICON = (
  <svg viewBox="0 0 12 14" width="12" height="14" focusable="false">
    <path d="M1.5 1.2v11.6a.7.7 0 0 0 1.06.6l9.3-5.8a.7.7 0 0 0 0-1.2L2.56.6a.7.7 0 0 0-1.06.6Z" fill="currentColor" />
  </svg>
);

/**
 * The arrows and the fullscreen button, in place of the library's (named in English only): named in
 * the page's language. The arrows stay where they are drawn; on a right-to-left page the left one
 * brings the next item (the library's isRTL), so the names follow the direction, not the side.
 */
function controls(words: Ui['gallery'], rtl: boolean) {
  // Named functions: the library calls them to draw its arrows.
  const arrow = (side: 'left' | 'right') =>
    function renderArrow(onClick: MouseEventHandler<HTMLElement>, disabled: boolean) {
      return (
        <button
          type="button"
          className={`image-gallery-icon image-gallery-${side}-nav`}
          disabled={disabled}
          onClick={onClick}
          aria-label={(side === 'left') === rtl ? words.next : words.previous}
        >
          <Stroke className="image-gallery-svg" viewBox="6 0 12 24" strokeWidth={1} strokeLinecap="square" strokeLinejoin="miter">
            <polyline points={side === 'left' ? '15 18 9 12 15 6' : '9 18 15 12 9 6'} />
          </Stroke>
        </button>
      );
    };
  return {
    renderLeftNav: arrow('left'),
    renderRightNav: arrow('right'),
    renderFullscreenButton: (onClick: MouseEventHandler<HTMLElement>, isFullscreen: boolean) => (
      <button
        type="button"
        className="image-gallery-icon image-gallery-fullscreen-button"
        onClick={onClick}
        aria-label={isFullscreen ? words.exitFullscreen : words.fullscreen}
      >
        <Stroke className="image-gallery-svg" strokeWidth={1} strokeLinecap="square" strokeLinejoin="miter">
          <path d={isFullscreen ? 'M8 3v5H3m18 0h-5V3m0 18v-5h5M3 16h5v5' : 'M8 3H3v5m18 0V3h-5m0 18h5v-5M3 16v5h5'} strokeWidth={2} />
        </Stroke>
      </button>
    ),
  };
}

/**
 * A post's gallery (react-image-gallery): index counter, fullscreen, keys and swipe; no play
 * button. `.mp4` items play as videos with controls. The thumbnails are the component's own
 * buttons (the library names every thumbnail "Go to Slide N"), each named after its item, a video's
 * with a play badge. Rendered to HTML at build and hydrated in the browser as an island
 * (pages/blog/[slug].tsx); styles/features/gallery.css styles both the same way.
 */
export default function MediaGallery(props: MediaGalleryProps) {
  const { items, label, words, rtl = false } = props;
  const region = useRef<HTMLDivElement>(null);
  const gallery = useRef<ImageGalleryRef>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Stable across renders: new items would send the library back to its first slide.
  const galleryItems = useMemo<GalleryItem[]>(() => items.map((item) => ({ original: item.src, renderItem: () => <Slide item={item} /> })), [items]);
  const namedControls = useMemo(() => controls(words, rtl), [words, rtl]);
  const names = useMemo(() => slideNames({ items, words }), [items, words]);
  // After every render: a slide the library drew since carries its English name again.
  useEffect(() => {
    if (region.current) nameSlides(region.current, names);
  });

  const onBeforeSlide = useCallback((index: number) => {
    setCurrent(index);
    const list = strip.current;
    const thumb = list?.children[index] as HTMLElement | undefined;
    if (!list || !thumb || list.scrollWidth <= list.clientWidth) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Centre the thumbnail by its distance from the strip's middle on screen: the same in both directions
    // (a right-to-left strip counts scrollLeft from its right edge, in negative numbers).
    const [box, item] = [list.getBoundingClientRect(), thumb.getBoundingClientRect()];
    list.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2), behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  return (
    <div ref={region} role="region" aria-label={fill(words.label, { title: label })} className="media-gallery gallery-viewer">
      <ImageGallery
        ref={gallery}
        items={galleryItems}
        showIndex
        isRTL={rtl}
        showPlayButton={false}
        showFullscreenButton
        useBrowserFullscreen
        showBullets={false}
        showThumbnails={false}
        lazyLoad
        slideDuration={300}
        onBeforeSlide={onBeforeSlide}
        {...namedControls}
      />
      <div ref={strip} className="gallery-thumbs" role="group" aria-label={words.thumbnails}>
        {items.map((item, index) => {
          const picture = still(item);
          return (
            <button
              key={`${item.src}-${index}`}
              type="button"
              className={index === current ? 'image-gallery-thumbnail active' : 'image-gallery-thumbnail'}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => gallery.current?.slideToIndex(index)}
            >
              <img
                className="image-gallery-thumbnail-image"
                src={optimisedFile(picture, 256)}
                srcSet={`${optimisedFile(picture, 256)} 1x, ${optimisedFile(picture, 384)} 2x`}
                alt={thumbnailName(item, index, label, words)}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              {item.kind === 'video' ? (
                <span className="gallery-play-badge" aria-hidden="true">
                  {PLAY_ICON}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

MediaGallery.rewriteHtml = rewriteHtml;
MediaGallery.sheet = 'gallery' as const;
