import { policyPageProps } from '@/lib/pages/props/policy';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

import PolicyPage from './privacy-policy';

export default PolicyPage;
/** No Next.js runtime in the exported page: see pages/_document.tsx. Written out: Next reads it from this file's source. */
export const config = { unstable_runtimeJS: false };
/** /cookies-policy: the entry of content/policies.ts with this slug. */
export const getStaticProps = previewSafe(policyPageProps(defaultLocale, 'cookies-policy'), () => PolicyPage);
