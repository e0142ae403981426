import type { InferGetStaticPropsType } from 'next';
import { BlogCard, tileSpan } from '@/components/blog/BlogCard';
import { useUi } from '@/components/layout/ShellContext';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { blogIndexStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = blogIndexStaticProps(defaultLocale);

export default function BlogPage({ seo, intro, posts, tiles }: InferGetStaticPropsType<typeof getStaticProps>) {
  const ui = useUi();
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="article" />
      <Section labelledBy="posts-title" tone="surface">
        <h2 id="posts-title" className="sr-only">
          {ui.blog.allPosts}
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
