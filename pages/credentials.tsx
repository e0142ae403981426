import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { CredentialsSection } from '@/components/sections/CredentialsSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { credentialsStaticProps } from '@/lib/pages/props/credentials';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(credentialsStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, sections }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      {sections.map((section, index) => (
        <CredentialsSection key={section.id} section={section} tone={index % 2 === 0 ? 'surface' : 'white'} />
      ))}
    </>
  );
}
