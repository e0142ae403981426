import type { ImageAsset } from '@/content/media';
import { useUi } from '@/components/layout/ShellContext';
import { fill } from '@/lib/template';
import { Picture } from './Picture';

export interface VideoFacadeProps {
  readonly youtubeId: string;
  /** Names the play button (content/ui.ts `video.play`: "Play video: …") and the frame. */
  readonly title: string;
  /** A local picture shown before the click; a brand gradient when absent. */
  readonly poster?: ImageAsset | null;
  readonly sizes?: string;
}

/**
 * A YouTube video that costs nothing until the visitor asks for it: a play button over a local
 * poster, replaced on click by the privacy-enhanced (youtube-nocookie) player, autoplaying, in
 * the same 16:9 box (browser/behaviours/video-facade.ts).
 */
export function VideoFacade({ youtubeId, title, poster, sizes = '100vw' }: VideoFacadeProps) {
  const ui = useUi();
  return (
    <div
      data-behaviour="video-facade"
      data-embed={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
      data-title={title}
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-dark shadow-lg shadow-brand/10"
    >
      <button type="button" aria-label={fill(ui.video.play, { title })} className="group absolute inset-0 h-full w-full cursor-pointer">
        {poster ? (
          <Picture image={poster} alt="" sizes={sizes} className="absolute inset-0 h-full w-full object-cover" />
        ) : (
          <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-dark via-brand to-brand-teal" />
        )}
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-brand-dark/30 group-hover:bg-brand-dark/20">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-accent text-white shadow-lg motion-safe:transition-transform motion-safe:group-hover:scale-110">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" focusable="false" className="ms-1">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </span>
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-dark/90 to-transparent px-5 pt-10 pb-4 text-start text-sm font-semibold text-white">
          {title}
        </span>
      </button>
    </div>
  );
}
