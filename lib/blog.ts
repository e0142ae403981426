/** Blog data as pages receive it (build time only: imports the collection). */
import { blogs, type BlogSlug } from '@/content/blogs';
import { site } from '@/content/site';
import type { BlogCardData } from '@/components/blog/BlogCard';
import { mediaAsset, type ImageAsset } from './media';
import { blogPostPath } from './routes';
import { sharedPostUrl, shareLinks } from './share';

type Post = (typeof blogs)[number];

/** The post's card and share image: its first media item (a video's poster if need be). */
export function coverImage(post: Post): ImageAsset {
  const first = mediaAsset(post.images[0]);
  const image = first.kind === 'image' ? first : first.poster;
  return { src: image.src, width: image.width, height: image.height, alt: image.alt };
}

export function blogCard(post: Post): BlogCardData {
  const href = blogPostPath(post.slug as BlogSlug);
  return { slug: post.slug, title: post.title, href, image: coverImage(post), share: shareLinks(sharedPostUrl(site.url, href), post.title) };
}
