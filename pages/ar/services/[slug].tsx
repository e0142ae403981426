import { serviceStaticPaths, serviceStaticProps } from '@/lib/pages/props/services';

export { default } from '../../services/[slug]';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticPaths = serviceStaticPaths('ar');
export const getStaticProps = serviceStaticProps('ar');
