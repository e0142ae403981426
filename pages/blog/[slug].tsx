import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { blogs } from '@/content/blogs';
import { bySlug, slugPaths } from '@/lib/collections';
import { mediaAsset } from '@/lib/media';
import { blogPostPath } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

export const getStaticPaths = (async () => slugPaths(blogs)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const post = bySlug(blogs, String(params?.slug), 'content/blogs.ts');
  const cover = mediaAsset(post.images[0]);
  return withShell({
    seo: seoHead({ path: blogPostPath(post.slug), title: post.title, description: post.text, keywords: post.keywords, image: cover.kind === 'image' ? cover : cover.poster, type: 'article' }),
    post: { title: post.title, text: post.text, content: post.content },
  });
}) satisfies GetStaticProps;

export default function BlogPostPage({ seo, post }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={{ heading: post.title, intro: post.text }} eyebrow="Blog" />
      <article className="container-page py-14">
        <div className="prose-copy max-w-3xl text-lg leading-8">
          {post.content.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
    </>
  );
}
