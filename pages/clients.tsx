import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ClientsDirectory } from '@/components/sections/ClientsDirectory';
import type { ClientDetails } from '@/components/sections/ClientModal';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { clients, clientsDirectoryCopy } from '@/content/clients';
import { pages } from '@/content/pages';
import { clientCategories } from '@/content/types';
import { imageAsset } from '@/lib/pages/media';
import { paths } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () =>
  withShell({
    seo: seoHead({ path: paths.clients, ...pages.clients.seo, breadcrumb: [{ name: pages.clients.intro.heading, path: paths.clients }] }),
    intro: pages.clients.intro,
    clients: clients.map((client): ClientDetails => ({
      slug: client.slug,
      label: client.label,
      category: client.category,
      logo: imageAsset(client.logo, client.label),
      content: client.content,
    })),
    categories: [...clientCategories],
    copy: clientsDirectoryCopy,
  })) satisfies GetStaticProps;

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
