import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { LegalNoticeContent } from '@/components/sections/LegalNoticeContent';
import { legalNoticeStaticProps } from '@/lib/pages/props/legal-notice';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

/** /legal-notice: the French *mentions légales* (content/legal-notice.ts), linked from every page's footer. */
export const getStaticProps = previewSafe(legalNoticeStaticProps(defaultLocale), () => LegalNoticePage);

export default function LegalNoticePage({ seo, intro, publisher, director, host, entities, sections }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <LegalNoticeContent intro={intro} publisher={publisher} director={director} host={host} entities={entities} sections={sections} />
    </>
  );
}
