import { blogIndexStaticProps } from '@/lib/pages/props/blog';

export { default } from '../../blog';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = blogIndexStaticProps('ar');
