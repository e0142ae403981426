import { careersStaticProps } from '@/lib/pages/props/careers';

export { default } from '../careers';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = careersStaticProps('ar');
