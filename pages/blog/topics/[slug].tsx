import { InsightsHubPage } from '@/components/blog/InsightsHub';
import { blogTopicStaticPaths, blogTopicStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = blogTopicStaticPaths(defaultLocale);
export const getStaticProps = blogTopicStaticProps(defaultLocale);

export default InsightsHubPage;
