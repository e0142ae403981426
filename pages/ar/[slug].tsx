import { policyStaticPaths, policyStaticProps } from '@/lib/pages/props/policy';

export { default } from '../[slug]';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticPaths = policyStaticPaths('ar');
export const getStaticProps = policyStaticProps('ar');
