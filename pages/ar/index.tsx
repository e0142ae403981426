import { homeStaticProps } from '@/lib/pages/props/home';

export { default } from '../index';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = homeStaticProps('ar');
