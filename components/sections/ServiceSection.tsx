import type { ImageAsset } from '@/content/media';
import { BenefitsGrid, type BenefitItem } from '@/components/ui/BenefitsGrid';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { VideoFacade } from '@/components/ui/VideoFacade';

export type ServiceMedia =
  | { readonly type: 'image'; readonly image: ImageAsset }
  | { readonly type: 'video'; readonly youtubeId: string; readonly videoTitle: string; readonly poster: ImageAsset | null };

export interface ServiceSectionProps {
  /** Anchor id and heading id prefix, unique on the page. */
  readonly id: string;
  /** Which side the image or video sits on from `lg` up (text first on small screens). */
  readonly mediaSide: 'end' | 'start';
  readonly title: string;
  readonly texts: readonly string[];
  readonly benefits?: readonly BenefitItem[];
  readonly media: ServiceMedia;
  readonly tone?: 'white' | 'surface';
}

const mediaSizes = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

/** One of a service's two sections: text beside an image (1030×892) or a video, then an optional benefits grid. */
export function ServiceSection({ id, mediaSide, title, texts, benefits, media, tone = 'white' }: ServiceSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div className={mediaSide === 'start' ? 'lg:order-2' : undefined}>
          <h2 id={`${id}-title`} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <div className="prose-copy mt-5 leading-7 text-ink-muted">
            {texts.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
        <div className={mediaSide === 'start' ? 'lg:order-1' : undefined}>
          {media.type === 'image' ? (
            <Picture image={media.image} sizes={mediaSizes} className="h-auto w-full rounded-2xl shadow-lg shadow-brand/10" />
          ) : (
            <VideoFacade youtubeId={media.youtubeId} title={media.videoTitle} poster={media.poster} sizes={mediaSizes} />
          )}
        </div>
      </div>
      {benefits?.length ? (
        <div className="mt-12">
          <BenefitsGrid items={benefits} />
        </div>
      ) : null}
    </Section>
  );
}
