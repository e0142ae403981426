import MediaGallery, { type MediaGalleryProps } from '@/components/blog/MediaGallery';
import type { EarlyActs } from '../early-acts';
import { hydrateIsland } from './hydrate';

export const hydrate = (root: HTMLElement, props: unknown, takeOver: () => EarlyActs) =>
  hydrateIsland(root, MediaGallery, props as MediaGalleryProps, takeOver);
