/**
 * Resolves media keys from content into the assets components render, with the alt texts and video
 * titles of the page's language. Called in getStaticProps, so only the images a page shows reach its
 * props, never the whole registry.
 */
import { isVideoKey, icons, type ImageAsset, type ImageKey, type MediaKey, type IconKey } from '@/content/media';
import { textDirection, type Locale } from '../i18n';
import { siteContent } from './content';

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

export interface Media {
  /** The picture of a key; `alt` replaces its text ('' for a decorative use). */
  imageAsset(key: ImageKey, alt?: string): ImageAsset;
  mediaAsset(key: MediaKey): ResolvedMedia;
  /**
   * The picture of a key as the page's direction lays it out: on a right-to-left page its `<key>-rtl`
   * twin where the registry has one (the same drawing composed for the mirrored layout, never flipped).
   */
  directedImageAsset(key: ImageKey, alt?: string): ImageAsset;
  /** The picture of a key built at runtime (e.g. `service-${slug}-a`), or null when no such image exists. */
  optionalImageAsset(key: string): ImageAsset | null;
}

/** The media of one language: `const { imageAsset } = mediaOf(locale)`. */
export function mediaOf(locale: Locale): Media {
  const { images, videos } = siteContent(locale);
  const imageAsset = (key: ImageKey, alt?: string): ImageAsset => (alt === undefined ? { ...images[key] } : { ...images[key], alt });
  return {
    imageAsset,
    mediaAsset(key) {
      if (!isVideoKey(key)) return { kind: 'image', ...imageAsset(key) };
      const video = videos[key];
      return { kind: 'video', src: video.src, width: video.width, height: video.height, title: video.title, poster: imageAsset(video.poster) };
    },
    directedImageAsset(key, alt) {
      const twin = `${key}-rtl`;
      return imageAsset(textDirection(locale) === 'rtl' && twin in images ? (twin as ImageKey) : key, alt);
    },
    optionalImageAsset: (key) => (key in images ? imageAsset(key as ImageKey) : null),
  };
}

export function iconSrc(key: IconKey): string {
  return icons[key];
}
