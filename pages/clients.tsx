import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ClientsDirectory } from '@/components/sections/ClientsDirectory';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { clientsStaticProps } from '@/lib/pages/props/clients';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(clientsStaticProps(defaultLocale), () => Page);

export default function Page({ seo, intro, clients, categories, copy }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <Section>
        <ClientsDirectory clients={clients} categories={categories} copy={copy} />
      </Section>
    </>
  );
}
