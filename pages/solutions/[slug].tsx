import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { SolutionBanner } from '@/components/sections/SolutionBanner';
import { SolutionCards } from '@/components/sections/SolutionCards';
import { SolutionTabs } from '@/components/sections/SolutionTabs';
import { solutions } from '@/content/solutions';
import { bySlug, slugPaths } from '@/lib/collections';
import { imageAsset } from '@/lib/media';
import { solutionPath } from '@/lib/routes';
import { seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = (async () => slugPaths(solutions)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(solutions, String(params?.slug), 'content/solutions.ts');
  return withShell({
    seo: seoHead({ path: solutionPath(item.slug), ...item.page.seo, breadcrumb: [{ name: item.title, path: solutionPath(item.slug) }] }),
    intro: item.page.intro,
    banner: {
      index: item.id,
      image: imageAsset(item.image),
      title: item.title,
      text1: item.text1,
      text2: item.text2,
      buttonText: item.button_text,
      buttonLink: item.button_link,
    },
    tabs: item.tabs,
    cards: item.cards,
  });
}) satisfies GetStaticProps;

export default function Page({ seo, intro, banner, tabs, cards }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Solutions" />
      <SolutionBanner {...banner} />
      <SolutionTabs label={`${banner.title} by area`} tabs={tabs} />
      <SolutionCards cards={cards} />
    </>
  );
}
