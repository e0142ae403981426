/** /careers's data in a language: the benefits, the delivery model and the call to apply. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths } from '../../routes';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { pageSeoHead } from '../seo';
import { withShell } from '../shell';

export const careersStaticProps = (locale: Locale) =>
  (async () => {
    const { pages, careerBenefits, deliveryModel, careerCta } = siteContent(locale);
    const { imageAsset } = mediaOf(locale);
    return withShell(
      locale,
      {
        seo: pageSeoHead(locale, 'careers', paths.careers),
        intro: pages.careers.intro,
        benefits: careerBenefits.map((benefit) => ({ ...benefit, image: imageAsset(benefit.image) })),
        deliveryModel: {
          title: deliveryModel.title,
          paragraphs: deliveryModel.paragraphs,
          media: { type: 'image' as const, image: imageAsset(deliveryModel.image) },
        },
        cta: careerCta,
      },
      // The page ends with its own call to apply; the client-facing contact band would follow it with a different audience's ask.
      { contactBand: null },
    );
  }) satisfies GetStaticProps;
