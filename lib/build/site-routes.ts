/**
 * The list of every route of the site (spec §2), built from the content collections.
 * Build-time only (getStaticPaths, sitemap, tests): never import it from a component.
 */
import { solutions } from '@/content/solutions';
import { services } from '@/content/services';
import { industries } from '@/content/industries';
import { blogs } from '@/content/blogs';
import { blogPostPath, industryPath, paths, servicePath, solutionPath } from '../routes';

export function allRoutes(): string[] {
  return [
    paths.home,
    paths.about,
    paths.contact,
    paths.clients,
    paths.careers,
    paths.blog,
    ...blogs.map((post) => blogPostPath(post.slug)),
    paths.privacyPolicy,
    paths.cookiesPolicy,
    ...solutions.map((solution) => solutionPath(solution.slug)),
    ...services.map((service) => servicePath(service.slug)),
    ...industries.map((industry) => industryPath(industry.slug)),
  ];
}
