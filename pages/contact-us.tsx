import type { InferGetStaticPropsType } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ContactCard } from '@/components/contact/ContactCard';
import ContactForm from '@/components/contact/ContactForm';
import { Island } from '@/components/ui/Island';
import { PageIntro, pageIntroOverlap } from '@/components/sections/PageIntro';
import { contactStaticProps } from '@/lib/pages/props/contact';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(contactStaticProps(defaultLocale), () => ContactPage);

export default function ContactPage({ seo, intro, card, form, talkTo }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo head={seo} />
      <PageIntro intro={intro} overlapped />
      <section aria-labelledby="contact-form-title" className="relative bg-brand-surface pb-14 md:pb-20">
        <div className={`relative container-page grid gap-8 lg:grid-cols-3 lg:items-start ${pageIntroOverlap}`}>
          <div className="min-w-0 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" dir="auto" className="mb-2 text-2xl font-bold wrap-anywhere">
              {form.copy.title}
            </h2>
            {/* "Talk to …" links arrive with a topic and a person: their line starts the message (browser/behaviours/contact-topic.ts). */}
            <div data-behaviour="contact-topic" data-talk-to={JSON.stringify(talkTo)}>
              <Island name="contact-form" component={ContactForm} props={form} hydrate="interaction" />
            </div>
          </div>
          <ContactCard card={card} />
        </div>
      </section>
    </>
  );
}
