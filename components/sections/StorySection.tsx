import type { ImageAsset } from '@/content/media';
import { ImageTextSection } from './ImageTextSection';

export interface StorySectionProps {
  readonly id?: string;
  readonly story: { readonly title: string; readonly paragraphs: readonly string[]; readonly image: ImageAsset };
  readonly eyebrow?: string;
}

/** The company story: how Cedrus grew, beside a picture of the team. */
export function StorySection({ id = 'story', story, eyebrow }: StorySectionProps) {
  return <ImageTextSection id={id} title={story.title} paragraphs={story.paragraphs} image={story.image} eyebrow={eyebrow} />;
}
