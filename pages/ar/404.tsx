import { notFoundStaticProps } from '@/lib/pages/props/not-found';

/**
 * The Arabic not-found page, at /ar/404 (noindex, not in the sitemap). The export has one 404.html,
 * which hosts serve for any unknown address (English, with the language switch linking here); this page
 * is the switch's target and what a host can serve for unknown /ar/… addresses.
 */
export { default } from '../404';
/** Written out, not re-exported: Next reads it from this file's source (docs/architecture.md#languages). */
export const config = { unstable_runtimeJS: false };
export const getStaticProps = notFoundStaticProps('ar');
