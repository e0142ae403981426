import type { InferGetStaticPropsType } from 'next';
import MediaGallery from '@/components/blog/MediaGallery';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { ShareBar } from '@/components/blog/ShareBar';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { Island } from '@/components/ui/Island';
import { useShell } from '@/components/layout/ShellContext';
import { textDirection } from '@/lib/i18n';
import { blogPostStaticPaths, blogPostStaticProps } from '@/lib/pages/props/blog';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = blogPostStaticPaths('en');
export const getStaticProps = blogPostStaticProps('en');

export default function BlogPostPage({ seo, section, post, media, related }: InferGetStaticPropsType<typeof getStaticProps>) {
  const { ui, locale } = useShell();
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={{ heading: post.title, intro: post.text }} eyebrow={section} variant="article" />
      <article className="container-page py-14">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-black/10 pb-6 text-sm text-ink-muted">
          <time dateTime={post.date}>{post.dateText}</time>
          <div className="flex items-center gap-3 print:hidden">
            <span>{ui.blog.shareOn}</span>
            <ShareBar links={post.share} />
          </div>
        </div>
        <div className="mt-8 prose-copy max-w-3xl text-lg leading-8">
          {post.content.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-12">
          <Island
            name="gallery"
            component={MediaGallery}
            props={{ items: media, label: post.title, words: ui.gallery, rtl: textDirection(locale) === 'rtl' }}
            hydrate="interaction near"
          />
        </div>
      </article>
      <RelatedPosts currentSlug={post.slug} candidates={related.candidates} initial={related.initial} />
    </>
  );
}
