import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import MediaGallery from '@/components/blog/MediaGallery';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { ShareBar } from '@/components/blog/ShareBar';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { Island } from '@/components/ui/Island';
import { blogs } from '@/content/blogs';
import { brandImages, site } from '@/content/site';
import { blogCard, coverImage, formatPostDate } from '@/lib/pages/blog';
import { bySlug, slugPaths } from '@/lib/pages/collections';
import { blogPosting } from '@/lib/pages/jsonld';
import { mediaAsset } from '@/lib/pages/media';
import { pickRelated } from '@/lib/browser/related';
import { seededRandom } from '@/lib/pages/seeded-random';
import { blogPostPath } from '@/lib/routes';
import { BLOG_CRUMB, seoHead } from '@/lib/pages/seo';
import { sharedPostUrl, shareLinks } from '@/lib/share';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = (async () => slugPaths(blogs)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const post = bySlug(blogs, String(params?.slug), 'content/blogs.ts');
  const path = blogPostPath(post.slug);
  const cover = coverImage(post);
  const candidates = blogs.filter((other) => other.slug !== post.slug).map(blogCard);
  return withShell({
    seo: seoHead({
      path,
      title: post.title,
      description: post.text,
      keywords: post.keywords,
      type: 'article',
      jsonLd: [
        blogPosting(
          { url: site.url, name: site.name, logo: brandImages.logo.src },
          { title: post.title, description: post.text, path, date: post.date, image: cover.src, keywords: post.keywords },
        ),
      ],
      breadcrumb: [BLOG_CRUMB, { name: post.title, path }],
    }),
    post: {
      slug: post.slug,
      title: post.title,
      text: post.text,
      date: post.date,
      dateText: formatPostDate(post.date),
      content: post.content,
      share: shareLinks(sharedPostUrl(site.url, path), post.title),
    },
    media: post.images.map(mediaAsset),
    related: { candidates, initial: pickRelated(candidates, post.slug, seededRandom(post.slug)).map((card) => card.slug) },
  });
}) satisfies GetStaticProps;

export default function BlogPostPage({ seo, post, media, related }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={{ heading: post.title, intro: post.text }} eyebrow="Blog" variant="article" />
      <article className="container-page py-14">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-black/10 pb-6 text-sm text-ink-muted">
          <time dateTime={post.date}>{post.dateText}</time>
          <div className="flex items-center gap-3 print:hidden">
            <span>Share on:</span>
            <ShareBar links={post.share} />
          </div>
        </div>
        <div className="mt-8 prose-copy max-w-3xl text-lg leading-8">
          {post.content.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-12">
          <Island name="gallery" component={MediaGallery} props={{ items: media, label: post.title }} hydrate="interaction near" />
        </div>
      </article>
      <RelatedPosts currentSlug={post.slug} candidates={related.candidates} initial={related.initial} />
    </>
  );
}
