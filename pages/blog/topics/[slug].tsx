import { InsightsHubPage } from '@/components/blog/InsightsHub';
import { blogTopicStaticPaths, blogTopicStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';
import { previewPaths, previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = previewPaths(blogTopicStaticPaths(defaultLocale));
export const getStaticProps = previewSafe(blogTopicStaticProps(defaultLocale), () => InsightsHubPage, blogTopicStaticPaths(defaultLocale));

export default InsightsHubPage;
