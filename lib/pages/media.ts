/**
 * Resolves media keys from content into the assets components render. Called in getStaticProps,
 * so only the images a page shows reach its props, never the whole registry.
 */
import { images, videos, isVideoKey, icons, type ImageAsset, type ImageKey, type MediaKey, type IconKey } from '@/content/media';

export type { ImageAsset };

export interface ResolvedVideo {
  readonly kind: 'video';
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly poster: ImageAsset;
}

export type ResolvedMedia = ({ readonly kind: 'image' } & ImageAsset) | ResolvedVideo;

export function imageAsset(key: ImageKey, alt?: string): ImageAsset {
  const asset: ImageAsset = images[key];
  return alt === undefined ? { ...asset } : { ...asset, alt };
}

export function mediaAsset(key: MediaKey): ResolvedMedia {
  if (isVideoKey(key)) {
    const video = videos[key];
    return { kind: 'video', src: video.src, width: video.width, height: video.height, title: video.title, poster: imageAsset(video.poster) };
  }
  return { kind: 'image', ...imageAsset(key) };
}

export function iconSrc(key: IconKey): string {
  return icons[key];
}

/** The asset of a key built at runtime (e.g. `service-${slug}-a`), or null when no such image exists. */
export function optionalImageAsset(key: string): ImageAsset | null {
  return key in images ? imageAsset(key as ImageKey) : null;
}
