import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { OfficesDirectory } from '@/components/sections/OfficesDirectory';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { officesStaticProps } from '@/lib/pages/props/offices';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(officesStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, offices, copy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <Section tone="surface">
        <OfficesDirectory offices={offices} copy={copy} />
      </Section>
    </>
  );
}
