/* eslint-disable @next/next/no-img-element -- the gallery shows the optimiser's files directly */
import ImageGallery, { type GalleryItem } from 'react-image-gallery';
import { optimisedFile, optimisedSources } from '@/lib/images';
import type { ResolvedMedia } from '@/lib/media';

export interface MediaGalleryProps {
  readonly items: readonly ResolvedMedia[];
  /** Names the gallery for screen readers, e.g. the post title. */
  readonly label: string;
}

/** Main media 500 px high, thumbnails 100 px high (spec §9). */
export const MAIN_HEIGHT = 500;
export const THUMB_HEIGHT = 100;

function mainItem(item: ResolvedMedia) {
  if (item.kind === 'video') {
    return (
      <video controls preload="none" poster={optimisedFile(item.poster, 1080)} width={item.width} height={item.height} className="mx-auto w-full object-contain" style={{ height: MAIN_HEIGHT }} aria-label={item.title}>
        <source src={item.src} type="video/mp4" />
      </video>
    );
  }
  const sources = optimisedSources(item);
  return (
    <img
      src={sources?.src ?? item.src}
      srcSet={sources?.srcSet}
      sizes="(min-width: 1280px) 1216px, 100vw"
      alt={item.alt}
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      className="image-gallery-image"
      style={{ height: MAIN_HEIGHT, objectFit: 'contain' }}
    />
  );
}

/**
 * A post's gallery (react-image-gallery): index counter, fullscreen, keys and swipe; no play
 * button. `.mp4` items play as videos with controls. Rendered to HTML at build and hydrated in
 * the browser as an island (pages/blog/[slug].tsx).
 */
export default function MediaGallery({ items, label }: MediaGalleryProps) {
  const galleryItems: GalleryItem[] = items.map((item, index) => {
    const still = item.kind === 'video' ? item.poster : item;
    return {
      original: item.src,
      thumbnail: optimisedFile(still, 256),
      thumbnailAlt: item.kind === 'video' ? `Video ${index + 1}: ${item.title}` : `Image ${index + 1}: ${item.alt || label}`,
      thumbnailHeight: THUMB_HEIGHT,
      thumbnailLoading: 'lazy',
      renderItem: () => mainItem(item),
    };
  });
  return (
    <div role="region" aria-label={`Gallery: ${label}`} className="media-gallery gallery-viewer">
      <ImageGallery items={galleryItems} showIndex showPlayButton={false} showFullscreenButton useBrowserFullscreen showBullets={false} lazyLoad slideDuration={300} />
    </div>
  );
}
