import { solutionStaticPaths, solutionStaticProps } from '@/lib/pages/props/solutions';

export { default } from '../../solutions/[slug]';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticPaths = solutionStaticPaths('ar');
export const getStaticProps = solutionStaticProps('ar');
