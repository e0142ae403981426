import { aboutStaticProps } from '@/lib/pages/props/about';

export { default } from '../about';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = aboutStaticProps('ar');
