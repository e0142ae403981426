import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ContactCard } from '@/components/contact/ContactCard';
import ContactForm from '@/components/contact/ContactForm';
import { Island } from '@/components/ui/Island';
import { PageIntro } from '@/components/sections/PageIntro';
import { Picture } from '@/components/ui/Picture';
import { contactCard, contactFormCopy } from '@/content/contact';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { imageAsset } from '@/lib/media';
import { absoluteUrl, paths } from '@/lib/routes';
import { companyJsonLd, seoHead } from '@/lib/seo';
import { withShell } from '@/lib/shell';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () =>
  withShell({
    seo: seoHead({ path: paths.contact, ...pages.contactUs.seo, jsonLd: [companyJsonLd()], breadcrumb: [{ name: pages.contactUs.intro.heading, path: paths.contact }] }),
    intro: pages.contactUs.intro,
    card: contactCard,
    form: { copy: contactFormCopy, email: site.email, formspreeFormId: site.formspreeFormId, recaptchaSiteKey: site.recaptchaSiteKey, thankYouUrl: absoluteUrl(site.url, paths.thankYou) },
    backgrounds: [imageAsset('contact-bg-1', ''), imageAsset('contact-bg-2', '')],
  })) satisfies GetStaticProps;

export default function ContactPage({ seo, intro, card, form, backgrounds }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <section aria-labelledby="contact-form-title" className="relative overflow-hidden bg-brand-surface py-14 md:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {backgrounds.map((image, index) => (
            <div key={image.src} className={`absolute w-1/2 max-w-2xl opacity-25 ${index === 0 ? '-start-16 top-0' : '-end-16 bottom-0'}`}>
              <Picture image={image} alt="" sizes="50vw" className="h-auto w-full rounded-3xl" />
            </div>
          ))}
        </div>
        <div className="container-page relative grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" className="mb-2 text-2xl font-bold">
              {form.copy.title}
            </h2>
            <Island name="contact-form" component={ContactForm} props={form} hydrate="interaction" />
          </div>
          <ContactCard card={card} />
        </div>
      </section>
    </>
  );
}
