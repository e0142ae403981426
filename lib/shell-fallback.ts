/**
 * The shell for the rare render without page props (Next's built-in error page): no menu groups,
 * so nothing heavy is bundled, but every page link still works.
 */
import type { ShellProps } from './shell';
import { paths } from './routes';

export const shellFallback: ShellProps = {
  navigation: [
    { label: 'Home', href: paths.home },
    { label: 'About', href: paths.about },
    { label: 'Clients', href: paths.clients },
    { label: 'Careers', href: paths.careers },
    { label: 'Blog', href: paths.blog },
  ],
  contactBand: { title: 'Talk to us', text: 'Tell us about your project.', action: 'Contact us', link: '/contact-us' },
};
