/** A solution page's data in a language: one page per entry of content/solutions.ts. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Locale } from '../../i18n';
import { solutionPath, staysOnSite } from '../../routes';
import { fill } from '../../template';
import { bySlug, slugPaths } from '../collections';
import { siteContent } from '../content';
import { mediaOf } from '../media';
import { itemSeoHead } from '../seo';
import { withShell } from '../shell';
import type { RouteData } from '../route-table';

export const solutionStaticPaths = (locale: Locale) => (async () => slugPaths(siteContent(locale).solutions)) satisfies GetStaticPaths;

export const solutionStaticProps = (locale: Locale) =>
  (async ({ params }) => {
    const { solutions, menuCopy, ui } = siteContent(locale);
    const item = bySlug(solutions, String(params?.slug), 'content/solutions.ts');
    return withShell(locale, {
      seo: itemSeoHead(locale, item, solutionPath(item.slug)),
      /** The band's line above the title: the menu group the page belongs to. */
      section: menuCopy.solutions.label,
      /** The header's drawing: the solution's own motif (components/sections/SolutionMotif.tsx). */
      motif: item.slug,
      intro: item.page.intro,
      banner: {
        title: item.title,
        paragraphs: [item.text1, item.text2],
        media: { type: 'image' as const, image: mediaOf(locale).imageAsset(item.image) },
        /** Spec §2: the banner is chosen by the solution's index: odd ones put the artwork first. */
        mediaSide: item.id % 2 === 1 ? ('start' as const) : ('end' as const),
        /** Spec §2: a link containing 'contact' stays on the site, any other opens in a new tab. */
        action: { text: item.button_text, href: item.button_link, newTab: !staysOnSite(item.button_link) },
      },
      /** Names the tab list, e.g. "Oracle Cloud Solutions by area". */
      tabsLabel: fill(ui.solutions.tabs, { solution: item.title }),
      tabs: item.tabs,
      cards: item.cards,
    });
  }) satisfies GetStaticProps;

/** This module's routes of the route table (lib/route-table.ts), with their builders: read by lib/pages/route-table.ts. */
export const routeData = { solution: { props: solutionStaticProps, paths: solutionStaticPaths } } satisfies RouteData;
