/**
 * The route table's component column: each route's component, the root page file's own, by the route's
 * id in lib/route-table.ts. The other languages' page (pages/[language]/[[...page]].tsx) renders it.
 *
 * Apart from lib/pages/route-table.ts on purpose: whatever a page's component reaches is compiled into its
 * browser bundle, and the props builders reach the content check's `node:fs`, on which Turbopack fails the
 * build. This module reaches only the page files, whose getStaticProps Next strips from the browser bundle.
 * The page files never import it (no import cycle).
 */
import type { ComponentType } from 'react';
import type { RouteId } from '../route-table';
import NotFound from '@/pages/404';
import About from '@/pages/about';
import Blog from '@/pages/blog';
import BlogPost from '@/pages/blog/[slug]';
import Careers from '@/pages/careers';
import Position from '@/pages/careers/[slug]';
import Clients from '@/pages/clients';
import ContactUs from '@/pages/contact-us';
import Home from '@/pages/index';
import Industry from '@/pages/industries/[slug]';
import PolicyPage from '@/pages/privacy-policy';
import Service from '@/pages/services/[slug]';
import Solution from '@/pages/solutions/[slug]';
import ThankYou from '@/pages/thank-you';

export const routeComponents: { readonly [Id in RouteId]: ComponentType<never> } = {
  home: Home,
  about: About,
  contact: ContactUs,
  clients: Clients,
  careers: Careers,
  position: Position,
  blog: Blog,
  blogPost: BlogPost,
  policy: PolicyPage,
  solution: Solution,
  service: Service,
  industry: Industry,
  thankYou: ThankYou,
  notFound: NotFound,
};
