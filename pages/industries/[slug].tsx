import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { IndustryBanner } from '@/components/sections/IndustryBanner';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { PageIntro } from '@/components/sections/PageIntro';
import { PresenceSection } from '@/components/sections/PresenceSection';
import { industries, industryPresence } from '@/content/industries';
import { offices } from '@/content/site';
import { bySlug, slugPaths } from '@/lib/pages/collections';
import { imageAsset } from '@/lib/pages/media';
import { industryPath } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = (async () => slugPaths(industries)) satisfies GetStaticPaths;

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(industries, String(params?.slug), 'content/industries.ts');
  return withShell({
    seo: seoHead({ path: industryPath(item.slug), ...item.page.seo, breadcrumb: [{ name: item.title, path: industryPath(item.slug) }] }),
    intro: item.page.intro,
    overview: { title: item.title1, paragraphs: [item.text1], media: { type: 'image' as const, image: imageAsset(item.image1) } },
    banner: { text: item.text_banner, image: imageAsset(item.image_banner) },
    detail: {
      title: item.title2,
      paragraphs: [item.text2],
      ...('list' in item ? { list: item.list } : {}),
      media: { type: 'image' as const, image: imageAsset(item.image2) },
    },
    presence: { ...industryPresence, offices },
  });
}) satisfies GetStaticProps;

export default function Page({ seo, intro, overview, banner, detail, presence }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Industries" variant="industry" />
      <MediaTextSection id="overview" {...overview} />
      <IndustryBanner {...banner} />
      <MediaTextSection id="delivery" mediaSide="start" tone="surface" {...detail} />
      <PresenceSection {...presence} />
    </>
  );
}
