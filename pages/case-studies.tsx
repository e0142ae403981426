import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { CaseStudyHub } from '@/components/sections/CaseStudyHub';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { caseStudiesStaticProps } from '@/lib/pages/props/case-studies';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(caseStudiesStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, cards, facets, copy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <Section tone="surface">
        <CaseStudyHub cards={cards} facets={facets} copy={copy} />
      </Section>
    </>
  );
}
