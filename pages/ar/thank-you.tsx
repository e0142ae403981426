import { thankYouStaticProps } from '@/lib/pages/props/thank-you';

export { default } from '../thank-you';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = thankYouStaticProps('ar');
