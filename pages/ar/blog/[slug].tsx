import { blogPostStaticPaths, blogPostStaticProps } from '@/lib/pages/props/blog';

export { default } from '../../blog/[slug]';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticPaths = blogPostStaticPaths('ar');
export const getStaticProps = blogPostStaticProps('ar');
