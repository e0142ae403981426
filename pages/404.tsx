import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { SiteDirectory } from '@/components/layout/SiteDirectory';
import { NextSteps } from '@/components/sections/NextSteps';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { notFoundStaticProps } from '@/lib/pages/props/not-found';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(notFoundStaticProps(defaultLocale), () => NotFound);

/**
 * Written to out/404.html; hosts serve it with status 404 for any unknown address. Besides the way
 * home it lists the main sections and pages, from the same navigation as the header (the shell's).
 */
export default function NotFound({ seo, intro, nextSteps, directory, shell }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="plain" />
      <Section tone="surface">
        <NextSteps steps={nextSteps} className="mb-12" />
        <SiteDirectory navigation={shell.navigation} copy={directory} />
      </Section>
    </>
  );
}
