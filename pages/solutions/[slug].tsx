import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { SolutionCards } from '@/components/sections/SolutionCards';
import { SolutionTabs } from '@/components/sections/SolutionTabs';
import { solutions } from '@/content/solutions';
import { bySlug, slugPaths } from '@/lib/pages/collections';
import { imageAsset } from '@/lib/pages/media';
import { solutionPath, staysOnSite } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = (async () => slugPaths(solutions)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(solutions, String(params?.slug), 'content/solutions.ts');
  return withShell({
    seo: seoHead({ path: solutionPath(item.slug), ...item.page.seo, breadcrumb: [{ name: item.title, path: solutionPath(item.slug) }] }),
    intro: item.page.intro,
    banner: {
      title: item.title,
      paragraphs: [item.text1, item.text2],
      media: { type: 'image' as const, image: imageAsset(item.image) },
      /** Spec §2: the banner is chosen by the solution's index: odd ones put the artwork first. */
      mediaSide: item.id % 2 === 1 ? ('start' as const) : ('end' as const),
      /** Spec §2: a link containing 'contact' stays on the site, any other opens in a new tab. */
      action: { text: item.button_text, href: item.button_link, newTab: !staysOnSite(item.button_link) },
    },
    tabs: item.tabs,
    cards: item.cards,
  });
}) satisfies GetStaticProps;

export default function Page({ seo, intro, banner, tabs, cards }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Solutions" variant="solution" />
      <MediaTextSection id="overview" {...banner} />
      <SolutionTabs label={`${banner.title} by area`} tabs={tabs} />
      <SolutionCards cards={cards} />
    </>
  );
}
