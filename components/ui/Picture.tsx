/* eslint-disable @next/next/no-img-element -- a plain <img> over the optimiser's files: no image runtime in the browser */
import type { CSSProperties } from 'react';
import type { ImageAsset } from '@/content/media';
import { optimisedSources } from '@/lib/images';

export interface PictureProps {
  readonly image: ImageAsset;
  /** Overrides the asset's alt text ('' for decorative use). */
  readonly alt?: string;
  /** The `sizes` attribute: how wide the picture is shown, so the browser picks the right file. */
  readonly sizes?: string;
  /** The page's LCP image: preloaded, eager, high priority. Every other picture is lazy. */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * Every picture of the site: the optimiser's WEBP files at the widths of docs/product.md#constants in a srcset, width
 * and height set (no layout shift), a 10 px blur behind it while it loads, lazy unless priority.
 * SVGs are served as they are.
 */
export function Picture({ image, alt, sizes = '100vw', priority = false, className }: PictureProps) {
  const sources = optimisedSources(image);
  const text = alt ?? image.alt;
  if (!sources) {
    return (
      <img src={image.src} width={image.width} height={image.height} alt={text} loading={priority ? 'eager' : 'lazy'} decoding="async" className={className} />
    );
  }
  const blur: CSSProperties = { backgroundImage: `url(${sources.blur})`, backgroundSize: 'cover', backgroundPosition: 'center' };
  // React preloads an eager <img> itself (a <link rel="preload" imagesrcset> in the head), so the
  // priority picture needs no preload of its own: one more would fetch it twice.
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={text}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={priority ? undefined : blur}
    />
  );
}
