/**
 * What site search finds, in one language: every page it indexes, with its kind (lib/search.ts) and its
 * title. One list for both ends: the build indexes exactly these pages (lib/build/search-index.ts marks
 * their `<main>` for Pagefind, with their kind as its filter) and the /search page lists them by kind, so
 * the page a visitor without JavaScript browses is what search would have found.
 *
 * Left out: the pages that list other pages (home, the insights hub, its topic and later pages, the
 * case-study hub), whose text is their cards', so that a search finds the page itself rather than every
 * list that mentions it; /search itself; the thank-you and 404 pages.
 */
import type { BlogSlug } from '@/content/blogs';
import type { PositionSlug } from '@/content/positions';
import { openPositions } from '../positions';
import { blogPostPath, industryPath, paths, policyPath, positionPath, servicePath, solutionPath } from '../routes';
import { SEARCH_KINDS, type SearchKind } from '../search';
import type { SiteContent } from './content';

/** A page search finds: its English path, its kind, and its title as its heading shows it. */
export interface SearchablePage {
  readonly path: string;
  readonly kind: SearchKind;
  readonly title: string;
}

/** Every page search finds in a language, kind by kind in the order of SEARCH_KINDS, each kind in its content's order. */
export function searchablePages(content: SiteContent): SearchablePage[] {
  const { pages, services, solutions, industries, blogs, positions, policies, credentialsPage, legalNotice } = content;
  const byKind: { readonly [Kind in SearchKind]: readonly Omit<SearchablePage, 'kind'>[] } = {
    service: services.map((item) => ({ path: servicePath(item.slug), title: item.title })),
    solution: solutions.map((item) => ({ path: solutionPath(item.slug), title: item.title })),
    industry: industries.map((item) => ({ path: industryPath(item.slug), title: item.title })),
    'case-study': blogs.filter((post) => post.kind === 'case-study').map((post) => ({ path: blogPostPath(post.slug as BlogSlug), title: post.title })),
    post: blogs.filter((post) => post.kind !== 'case-study').map((post) => ({ path: blogPostPath(post.slug as BlogSlug), title: post.title })),
    role: openPositions(positions).map((position) => ({ path: positionPath(position.slug as PositionSlug), title: position.title })),
    policy: policies.map((policy) => ({ path: policyPath(policy.slug), title: policy.title })),
    page: [
      { path: paths.about, title: pages.about.intro.heading },
      { path: paths.credentials, title: credentialsPage.intro.heading },
      { path: paths.clients, title: pages.clients.intro.heading },
      { path: paths.offices, title: pages.offices.intro.heading },
      { path: paths.careers, title: pages.careers.intro.heading },
      { path: paths.contact, title: pages.contactUs.intro.heading },
      { path: paths.legalNotice, title: legalNotice.page.intro.heading },
    ],
  };
  return SEARCH_KINDS.flatMap((kind) => byKind[kind].map((page) => ({ ...page, kind })));
}

/** The pages of a list grouped by kind, in the order of SEARCH_KINDS; a kind without pages (no open role) is left out. */
export function pagesByKind<Page extends { readonly kind: SearchKind }>(found: readonly Page[]): { kind: SearchKind; pages: Page[] }[] {
  return SEARCH_KINDS.map((kind) => ({ kind, pages: found.filter((page) => page.kind === kind) })).filter((group) => group.pages.length > 0);
}
