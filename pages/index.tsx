import type { GetStaticProps, InferGetStaticPropsType } from 'next';
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
import { blogs } from '@/content/blogs';
import { clients } from '@/content/clients';
import { markets, stats, timeline, whyChoose } from '@/content/company';
import { contactCard, contactFormCopy } from '@/content/contact';
import { homeSections, slides } from '@/content/home';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { solutions } from '@/content/solutions';
import { badges, team } from '@/content/team';
import { HOME_POST_COUNT, stripCard } from '@/lib/pages/blog';
import { iconSrc, imageAsset } from '@/lib/pages/media';
import { parseRichText, richTextToPlain } from '@/lib/pages/rich-text';
import { absoluteUrl, paths, servicePath, solutionPath } from '@/lib/routes';
import { companyJsonLd, seoHead } from '@/lib/pages/seo';
import { withShell } from '@/lib/pages/shell';
import { splitTimelineAction } from '@/lib/pages/timeline';

/** No Next.js runtime in the exported page: see pages/_document.tsx. */
export const config = { unstable_runtimeJS: false };

export const getStaticProps = (async () => {
  const { about, aboutSolutions, partner } = homeSections;
  return withShell(
    {
      seo: seoHead({ path: paths.home, ...pages.home.seo, jsonLd: [companyJsonLd()] }),
      intro: pages.home.intro,
      slides: slides.map((slide) => {
        const title = parseRichText(slide.title);
        return { ...slide, title, plainTitle: richTextToPlain(title), image: imageAsset(slide.image, '') };
      }),
      clients: {
        heading: homeSections.clients,
        stats,
        markets,
        clients: clients.map((client) => ({
          slug: client.slug,
          label: client.label,
          category: client.category,
          content: client.content,
          logo: imageAsset(client.logo, client.label),
        })),
        allClients: { text: homeSections.clients.allClientsButton, href: paths.clients },
      },
      whyChoose: {
        heading: homeSections.whyChoose,
        cards: whyChoose.map((item) => ({ image: imageAsset(item.image), title: item.title, lead: item.text1, text: item.text2 })),
      },
      timeline: { heading: homeSections.timeline, items: timeline.map((item) => ({ year: item.year, ...splitTimelineAction(item.action) })) },
      services: {
        heading: homeSections.services,
        items: services.map((service) => ({ title: service.title, summary: service.summary, href: servicePath(service.slug), icon: iconSrc(service.icon) })),
      },
      partner: { title: partner.title, paragraphs: partner.paragraphs, media: { type: 'image' as const, image: imageAsset(partner.image) } },
      about: {
        title: about.title,
        paragraphs: about.paragraphs,
        media: { type: 'image' as const, image: imageAsset(about.image) },
        action: { text: about.buttonText, href: paths.about },
      },
      aboutSolutions: {
        title: aboutSolutions.title,
        paragraphs: aboutSolutions.paragraphs,
        media: { type: 'image' as const, image: imageAsset(aboutSolutions.image) },
      },
      solutions: {
        heading: homeSections.solutions,
        groups: solutions.map((group) => ({ title: group.title, text: group.menuText, href: solutionPath(group.slug), image: imageAsset(group.image, '') })),
      },
      blogs: {
        heading: homeSections.blogs,
        buttonText: homeSections.blogs.buttonText,
        posts: blogs.slice(0, HOME_POST_COUNT).map(stripCard),
      },
      team: {
        heading: homeSections.team,
        members: team.map((member) => ({ ...member, image: imageAsset(member.image) })),
        badges: badges.map((badge) => imageAsset(badge)),
      },
      contact: {
        heading: homeSections.contact,
        card: contactCard,
        form: {
          copy: contactFormCopy,
          email: site.email,
          formspreeFormId: site.formspreeFormId,
          recaptchaSiteKey: site.recaptchaSiteKey,
          thankYouUrl: absoluteUrl(site.url, paths.thankYou),
        },
      },
    },
    // The page ends with the full contact form: the footer's contact band would repeat it.
    { contactBand: null },
  );
}) satisfies GetStaticProps;

export default function HomePage(props: InferGetStaticPropsType<typeof getStaticProps>) {
  const { seo, intro, slides, services, clients, partner, about, aboutSolutions, solutions, blogs, team, whyChoose, timeline, contact } = props;
  return (
    <>
      <Seo head={seo} />
      <HeroSlider slides={slides} />
      <HomeIntro intro={intro} links={{ label: solutions.heading.title, items: solutions.groups }} />
      <ServicesSection heading={services.heading} services={services.items} />
      <ClientsShowcase {...clients} />
      <MediaTextSection id="partner" {...partner} tone="surface" />
      <MediaTextSection id="about" {...about} mediaSide="start" />
      <MediaTextSection id="about-solutions" {...aboutSolutions} tone="surface" />
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
          <ContactCard card={contact.card} />
        </div>
      </Section>
    </>
  );
}
