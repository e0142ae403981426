import { InsightsHubPage } from '@/components/blog/InsightsHub';
import { blogPageStaticPaths, blogPageStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(blogPageStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(blogPageStaticProps(defaultLocale), () => InsightsHubPage, blogPageStaticPaths(defaultLocale));

export default InsightsHubPage;
