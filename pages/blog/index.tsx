import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { BlogCard, tileSpan } from '@/components/blog/BlogCard';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { blogs } from '@/content/blogs';
import { pages } from '@/content/pages';
import { blogCard, blogGridLayout } from '@/lib/pages/blog';
import { paths } from '@/lib/routes';
import { BLOG_CRUMB, seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () =>
  withShell({
    seo: seoHead({
      path: paths.blog,
      ...pages.blog.seo,
      breadcrumb: [BLOG_CRUMB],
    }),
    intro: pages.blog.intro,
    posts: blogs.map(blogCard),
    tiles: blogGridLayout(blogs.length),
  })) satisfies GetStaticProps;

export default function BlogPage({ seo, intro, posts, tiles }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="article" />
      <Section labelledBy="posts-title" tone="surface">
        <h2 id="posts-title" className="sr-only">
          All posts
        </h2>
        {/* Rows always full: see blogGridLayout (lib/blog.ts). */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6" data-blog-list>
          {posts.map((post, index) => (
            <li key={post.slug} className={`min-w-0 ${tileSpan(tiles[index]!)}`}>
              <BlogCard post={post} priority={index === 0} tile={tiles[index]} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
