import type { InferGetStaticPropsType } from 'next';
import { ContactCard } from '@/components/contact/ContactCard';
import ContactForm from '@/components/contact/ContactForm';
import { BlogsStrip } from '@/components/sections/BlogsStrip';
import { ClientsShowcase } from '@/components/sections/ClientsShowcase';
import { HeroSlider } from '@/components/sections/HeroSlider';
import { ServicesSection } from '@/components/sections/ServicesSection';
import { SolutionsSection } from '@/components/sections/SolutionsSection';
import { TeamSection } from '@/components/sections/TeamSection';
import { Seo } from '@/components/layout/Seo';
import { HomeIntro } from '@/components/sections/HomeIntro';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { TimelineSection } from '@/components/sections/TimelineSection';
import { PictureCardsSection } from '@/components/sections/PictureCardsSection';
import { Island } from '@/components/ui/Island';
import { Section } from '@/components/ui/Section';
import { SectionHeader } from '@/components/ui/SectionHeader';
import { homeStaticProps } from '@/lib/pages/props/home';
import { paths } from '@/lib/routes';
import { defaultLocale } from '@/lib/i18n';
import { previewSafe } from '@/lib/pages/preview';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = previewSafe(homeStaticProps(defaultLocale), () => HomePage);

export default function HomePage(props: InferGetStaticPropsType<typeof getStaticProps>) {
  const { seo, intro, slides, services, clients, caseStudies, partner, about, aboutSolutions, solutions, blogs, team, whyChoose, timeline, contact } = props;
  return (
    <>
      <Seo head={seo} />
      <HeroSlider slides={slides} />
      <HomeIntro intro={intro} />
      <div className="home-sections">
        <ServicesSection heading={services.heading} services={services.items} />
      </div>
      {/* Below the first screen at every size: each section is laid out as it nears the screen. */}
      <div className="home-sections render-children-when-near" data-behaviour="render-when-near">
        <ClientsShowcase {...clients} stories={caseStudies} />
        <MediaTextSection id="partner" {...partner} tone="surface" compact />
        <MediaTextSection id="about" {...about} mediaSide="start" compact />
        <MediaTextSection id="about-solutions" {...aboutSolutions} tone="surface" compact />
        <SolutionsSection heading={solutions.heading} groups={solutions.groups} />
        <BlogsStrip heading={blogs.heading} posts={blogs.posts} button={{ text: blogs.buttonText, href: paths.blog }} />
        <TeamSection heading={team.heading} members={team.members} badges={team.badges} />
        <TimelineSection heading={timeline.heading} items={timeline.items} />
        <PictureCardsSection id="why-choose" heading={whyChoose.heading} cards={whyChoose.cards} />
        <Section id="contact" labelledBy="contact-title" tone="surface">
          <SectionHeader id="contact-title" title={contact.heading.title} text={contact.heading.text} />
          <div className="mt-10 grid gap-8 lg:grid-cols-3 lg:items-start">
            <div className="min-w-0 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8 lg:col-span-2">
              <Island name="contact-form" component={ContactForm} props={contact.form} hydrate="interaction near" />
            </div>
            <ContactCard card={contact.card} offices={false} />
          </div>
        </Section>
      </div>
    </>
  );
}
