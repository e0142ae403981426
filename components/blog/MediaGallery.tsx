import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Picture } from '@/components/ui/Picture';
import { whenNear } from '@/components/ui/when-near';
import type { ResolvedMedia } from '@/lib/media';
import { optimisedFile } from '@/lib/images';

export interface MediaGalleryProps {
  readonly items: readonly ResolvedMedia[];
  /** Names the gallery for screen readers, e.g. the post title. */
  readonly label: string;
}

/** Main media 500 px high, thumbnails 100 px high (spec §9). */
export const MAIN_HEIGHT = 500;
export const THUMB_HEIGHT = 100;

const poster = (item: ResolvedMedia) => (item.kind === 'video' ? item.poster : item);

/**
 * The static gallery: the first media item and the thumbnail strip at the viewer's exact size, in
 * the HTML (readable without JavaScript: each thumbnail links to its file). When it nears the
 * screen, the interactive viewer (react-image-gallery, loaded on demand) takes its place.
 */
export function MediaGallery({ items, label }: MediaGalleryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [Viewer, setViewer] = useState<ComponentType<MediaGalleryProps> | null>(null);

  useEffect(() => whenNear(ref.current, '400px 0px', () => import('./GalleryViewer').then((module) => setViewer(() => module.default))), []);

  const first = items[0];
  return (
    <div ref={ref} role="region" aria-label={`Gallery: ${label}`} className="media-gallery" data-gallery={Viewer ? 'interactive' : 'static'}>
      {Viewer ? (
        <Viewer items={items} label={label} />
      ) : first ? (
        <div>
          <div className="relative flex items-center justify-center overflow-hidden rounded-xl bg-brand-dark" style={{ height: MAIN_HEIGHT }}>
            {first.kind === 'video' ? (
              <video controls preload="none" poster={optimisedFile(first.poster, 1080)} width={first.width} height={first.height} className="h-full w-full object-contain">
                <source src={first.src} type="video/mp4" />
              </video>
            ) : (
              <Picture image={first} sizes="(min-width: 1280px) 1216px, 100vw" className="h-full w-auto max-w-full object-contain" />
            )}
            <span className="absolute end-3 bottom-3 rounded-full bg-black/60 px-3 py-1 text-sm text-white">
              1 / {items.length}
            </span>
          </div>
          <ul className="mt-2 flex gap-2 overflow-x-auto" style={{ height: THUMB_HEIGHT + 8 }}>
            {items.map((item, index) => (
              <li key={item.src} className="shrink-0">
                <a href={item.src} className="block overflow-hidden rounded-md ring-1 ring-black/10">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size thumbnail of an optimised file */}
                  <img
                    src={optimisedFile(poster(item), 256)}
                    alt={item.kind === 'video' ? `Video ${index + 1}: ${item.title}` : `Image ${index + 1}: ${item.alt || label}`}
                    width={Math.round((THUMB_HEIGHT * poster(item).width) / poster(item).height)}
                    height={THUMB_HEIGHT}
                    loading="lazy"
                    className="object-cover"
                    style={{ height: THUMB_HEIGHT, width: 'auto' }}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
