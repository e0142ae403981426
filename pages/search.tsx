import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PagesByKind } from '@/components/sections/PagesByKind';
import { PageIntro } from '@/components/sections/PageIntro';
import { Section } from '@/components/ui/Section';
import { searchStaticProps } from '@/lib/pages/props/search';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(searchStaticProps(defaultLocale), () => Page);

/**
 * Where the search control leads without JavaScript: every page search finds, by kind. With JavaScript
 * the control opens the search dialog instead (browser/behaviours/search.ts), here as on every page.
 */
export default function Page({ seo, intro, groups }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} variant="plain" />
      <Section tone="surface">
        <PagesByKind groups={groups} />
      </Section>
    </>
  );
}
