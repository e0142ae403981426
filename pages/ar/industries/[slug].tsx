import { industryStaticPaths, industryStaticProps } from '@/lib/pages/props/industries';

export { default } from '../../industries/[slug]';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticPaths = industryStaticPaths('ar');
export const getStaticProps = industryStaticProps('ar');
