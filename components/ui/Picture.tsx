import ExportedImage from 'next-image-export-optimizer';
import type { ImageAsset } from '@/content/media';

export interface PictureProps {
  readonly image: ImageAsset;
  /** Overrides the asset's alt text ('' for decorative use). */
  readonly alt?: string;
  /** The `sizes` attribute: how wide the picture is shown, so the browser picks the right file. */
  readonly sizes?: string;
  /** The page's LCP image: preloaded and never lazy. Every other picture is lazy. */
  readonly priority?: boolean;
  readonly className?: string;
}

/** Every picture of the site: optimised WEBP at the spec's widths, sized (no layout shift), blur placeholder. */
export function Picture({ image, alt, sizes = '100vw', priority = false, className }: PictureProps) {
  const isVector = image.src.endsWith('.svg');
  return (
    <ExportedImage
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      sizes={sizes}
      priority={priority}
      loading={priority ? undefined : 'lazy'}
      placeholder={isVector ? 'empty' : 'blur'}
      className={className}
    />
  );
}
