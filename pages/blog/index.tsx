import { InsightsHubPage } from '@/components/blog/InsightsHub';
import { blogIndexStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(blogIndexStaticProps(defaultLocale), () => InsightsHubPage);

export default InsightsHubPage;
