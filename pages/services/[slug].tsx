import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { PageIntro } from '@/components/sections/PageIntro';
import { ServiceDetails } from '@/components/sections/ServiceDetails';
import { MediaTextSection, type SectionMedia } from '@/components/sections/MediaTextSection';
import { ServiceNeighbours } from '@/components/sections/ServiceNeighbours';
import { services } from '@/content/services';
import type { ServiceSection as ServiceSectionContent } from '@/content/types';
import { bySlug, slugPaths } from '@/lib/pages/collections';
import { iconSrc, imageAsset, optionalImageAsset } from '@/lib/pages/media';
import { cyclicNeighbours, servicePath } from '@/lib/routes';
import { seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = (async () => slugPaths(services)) satisfies GetStaticPaths;

/** A section's props: media resolved to assets; a video's poster is the picture that side would carry. */
function sectionProps(slug: string, section: ServiceSectionContent, side: 'a' | 'b') {
  const { variant } = section;
  const media: SectionMedia =
    variant.type === 'image'
      ? { type: 'image', image: imageAsset(variant.image) }
      : { type: 'video', youtubeId: variant.youtubeId, videoTitle: variant.videoTitle, poster: optionalImageAsset(`service-${slug}-${side}`) };
  return {
    title: section.title,
    paragraphs: section.texts,
    ...(section.benefits ? { benefits: section.benefits.map((benefit) => ({ icon: iconSrc(benefit.icon), text: benefit.text })) } : {}),
    media,
  };
}

export const getStaticProps = (async ({ params }) => {
  const item = bySlug(services, String(params?.slug), 'content/services.ts');
  const { previous, next } = cyclicNeighbours(services, services.indexOf(item));
  return withShell({
    seo: seoHead({ path: servicePath(item.slug), ...item.page.seo, breadcrumb: [{ name: item.title, path: servicePath(item.slug) }] }),
    intro: item.page.intro,
    banner: { image: imageAsset(item.banner.image), title: item.banner.title },
    neighbours: { previous: { href: servicePath(previous.slug), title: previous.title }, next: { href: servicePath(next.slug), title: next.title } },
    leftRight: sectionProps(item.slug, item.left_right_section, 'a'),
    rightLeft: sectionProps(item.slug, item.right_left_section, 'b'),
    details: item.extra_details,
  });
}) satisfies GetStaticProps;

export default function Page({ seo, intro, banner, neighbours, leftRight, rightLeft, details }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} eyebrow="Services" variant="service" tagline={banner.title} media={banner.image}>
        <ServiceNeighbours {...neighbours} />
      </PageIntro>
      <MediaTextSection id="approach" mediaSide="end" {...leftRight} />
      <MediaTextSection id="more" mediaSide="start" tone="surface" {...rightLeft} />
      <ServiceDetails details={details} />
    </>
  );
}
