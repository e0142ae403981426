/* eslint-disable @next/next/no-img-element -- the gallery shows the optimiser's files directly */
import ImageGallery, { type GalleryItem } from 'react-image-gallery';
import 'react-image-gallery/styles/image-gallery.css';
import { optimisedFile, optimisedSources } from '@/lib/images';
import type { ResolvedMedia } from '@/lib/media';
import { MAIN_HEIGHT, type MediaGalleryProps } from './MediaGallery';

function mainItem(item: ResolvedMedia) {
  if (item.kind === 'video') {
    return (
      <video controls preload="metadata" poster={optimisedFile(item.poster, 1080)} width={item.width} height={item.height} className="mx-auto w-full object-contain" style={{ height: MAIN_HEIGHT }} aria-label={item.title}>
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

/** The interactive gallery (react-image-gallery): index counter, fullscreen, keys and swipe; no play button. */
export default function GalleryViewer({ items }: MediaGalleryProps) {
  const galleryItems: GalleryItem[] = items.map((item, index) => {
    const still = item.kind === 'video' ? item.poster : item;
    return {
      original: item.kind === 'video' ? item.src : item.src,
      thumbnail: optimisedFile(still, 256),
      thumbnailAlt: item.kind === 'video' ? `Video ${index + 1}: ${item.title}` : `Image ${index + 1}: ${item.alt}`,
      renderItem: () => mainItem(item),
    };
  });
  return (
    <div className="gallery-viewer">
      <ImageGallery items={galleryItems} showIndex showPlayButton={false} showFullscreenButton useBrowserFullscreen showBullets={false} lazyLoad slideDuration={300} />
    </div>
  );
}
