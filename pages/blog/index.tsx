import { InsightsHubPage } from '@/components/blog/InsightsHub';
import { blogIndexStaticProps } from '@/lib/pages/props/blog';
import { defaultLocale } from '@/lib/i18n';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = blogIndexStaticProps(defaultLocale);

export default InsightsHubPage;
