/** The home page's data in a language: the slides and every home section, down to the contact form. */
import type { GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { paths, servicePath, solutionPath } from '../../routes';
import { blogCard, HOME_POST_COUNT } from '../blog';
import { caseStudyCards, HOME_CASE_STUDY_COUNT, hubLink } from '../case-studies';
import { clientDetails } from '../clients';
import { newestFirst } from '../collections';
import { contactFormProps } from '../contact-form';
import { siteContent } from '../content';
import { iconSrc, mediaOf } from '../media';
import { teamCards } from '../people';
import { certifiedBadges } from '../credentials';
import { parseRichText, richTextToPlain } from '../rich-text';
import { companyJsonLd, seoHead } from '../seo';
import { withShell } from '../shell';
import { splitTimelineAction } from '../timeline';
import type { RouteData } from '../route-table';

export const homeStaticProps = (locale: Locale) =>
  (async () => {
    const content = siteContent(locale);
    const { pages, homeSections, slides, stats, markets, whyChoose, timeline, services, solutions, blogs, contactCard, credentialsPage } = content;
    const { about, aboutSolutions, partner } = homeSections;
    const { imageAsset, directedImageAsset } = mediaOf(locale);
    return withShell(
      locale,
      {
        seo: seoHead({ locale, path: paths.home, ...pages.home.seo, jsonLd: [companyJsonLd(locale)] }),
        intro: pages.home.intro,
        slides: slides.map((slide) => {
          const title = parseRichText(slide.title);
          return { ...slide, title, plainTitle: richTextToPlain(title), image: directedImageAsset(slide.image, '') };
        }),
        clients: {
          heading: homeSections.clients,
          stats,
          markets,
          clients: clientDetails(locale),
          allClients: { text: homeSections.clients.allClientsButton, href: paths.clients },
          contentTitle: content.clientsDirectoryCopy.contentTitle,
        },
        /** The newest client stories (content/case-studies.ts). */
        caseStudies: { heading: homeSections.caseStudies, cards: caseStudyCards(locale, undefined, HOME_CASE_STUDY_COUNT), more: hubLink(locale) },
        whyChoose: {
          heading: homeSections.whyChoose,
          cards: whyChoose.map((item) => ({ image: imageAsset(item.image), title: item.title, lead: item.text1, text: item.text2 })),
        },
        timeline: { heading: homeSections.timeline, items: timeline.map((item) => ({ year: item.year, ...splitTimelineAction(item.action) })) },
        services: {
          heading: homeSections.services,
          items: services.map((service) => ({ title: service.title, summary: service.summary, href: servicePath(service.slug), icon: iconSrc(service.icon) })),
        },
        partner: {
          title: partner.title,
          paragraphs: partner.paragraphs,
          media: { type: 'image' as const, image: imageAsset(partner.image) },
          // After the partnership's text, the page where each of its claims can be checked.
          action: { text: credentialsPage.band.action, href: paths.credentials },
        },
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
          posts: newestFirst(blogs)
            .slice(0, HOME_POST_COUNT)
            .map((post) => blogCard(post, locale)),
        },
        team: {
          heading: homeSections.team,
          members: await teamCards(locale),
          /** The spec's badges: the firm's certified consultants by practice, as text, each a link to where /credentials lists them. */
          badges: { title: credentialsPage.groups['certified-consultants'].title, items: certifiedBadges(locale) },
        },
        contact: { heading: homeSections.contact, card: contactCard, form: contactFormProps(locale) },
      },
      // The page ends with the full contact form: the footer's contact band would repeat it.
      { contactBand: null },
    );
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { home: { props: homeStaticProps } } satisfies RouteData;
