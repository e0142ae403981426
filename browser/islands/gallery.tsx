import MediaGallery, { type MediaGalleryProps } from '@/components/blog/MediaGallery';
import { hydrateIsland } from './hydrate';

export const hydrate = (root: HTMLElement, props: unknown) => hydrateIsland(root, MediaGallery, props as MediaGalleryProps);
