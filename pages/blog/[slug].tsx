import type { InferGetStaticPropsType } from 'next';
import MediaGallery from '@/components/blog/MediaGallery';
import { CaseStudyFacts, CaseStudyQuote } from '@/components/blog/CaseStudyFacts';
import { PostFacts } from '@/components/blog/PostFacts';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { Island } from '@/components/ui/Island';
import { useShell } from '@/components/layout/ShellContext';
import { textDirection } from '@/lib/i18n';
import { blogPostStaticPaths, blogPostStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(blogPostStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(blogPostStaticProps(defaultLocale), () => BlogPostPage, blogPostStaticPaths(defaultLocale));

export default function BlogPostPage({ seo, section, post, caseStudy, media, related }: InferGetStaticPropsType<typeof getStaticProps>) {
  const { ui, locale } = useShell();
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={{ heading: post.title, intro: post.text }} eyebrow={section} variant="article" />
      <article className="container-page py-14">
        {caseStudy ? (
          <div className="mb-10 lg:mb-14">
            <CaseStudyFacts facts={caseStudy} />
          </div>
        ) : null}
        {/* From lg: a reading column at the start and the post's facts at the end; the gallery below takes the whole width. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,44rem)_minmax(14rem,17rem)] lg:justify-between lg:gap-x-12">
          <PostFacts topic={post.topic} date={post.date} dateText={post.dateText} share={post.share} className="lg:col-start-2 lg:row-start-1" />
          <div className="prose-copy text-lg leading-8 lg:col-start-1 lg:row-start-1" data-post-text="">
            {post.content.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {caseStudy ? <CaseStudyQuote quote={caseStudy.quote} /> : null}
          </div>
        </div>
        <div className="mt-12 lg:mt-16">
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
