import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ContactCard } from '@/components/contact/ContactCard';
import ContactForm from '@/components/contact/ContactForm';
import { Island } from '@/components/ui/Island';
import { PageIntro } from '@/components/sections/PageIntro';
import { Picture } from '@/components/ui/Picture';
import { contactStaticProps } from '@/lib/pages/props/contact';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = contactStaticProps('en');

export default function ContactPage({ seo, intro, card, form, backgrounds }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} />
      <section aria-labelledby="contact-form-title" className="relative bg-brand-surface pb-14 md:pb-20">
        {/* The decorative images (docs/product.md#contact-page) as one full-bleed band that the cards overlap. Its top carries
            on the intro's bottom edge (the company band's navy) and fades into the darkened images; phones get that
            fade alone, into the page (hidden images are not fetched). */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-48 overflow-hidden md:h-[28rem]">
          <div className="absolute inset-0 hidden bg-brand-dark md:flex">
            {backgrounds.map((image) => (
              <Picture key={image.src} image={image} alt="" sizes="50vw" className="h-full w-1/2 object-cover opacity-70" />
            ))}
          </div>
          <div className="absolute inset-0 bg-gradient-to-r from-brand-dark to-brand [mask-image:linear-gradient(to_bottom,#000,transparent)]" />
        </div>
        <div className="relative container-page grid gap-8 pt-10 md:pt-16 lg:grid-cols-3 lg:items-start">
          <div className="min-w-0 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" dir="auto" className="mb-2 text-2xl font-bold wrap-anywhere">
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
