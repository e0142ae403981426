import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLocalePath } from '@/components/layout/ShellContext';

export type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { readonly href: string };

/**
 * A link inside the site, in the page's language: `href` is the English path (from lib/routes.ts or
 * content/), given the language's prefix on a page of another language (`/about` → `/ar/about`).
 * Every internal link of a component is one of these, so an Arabic page links to Arabic pages.
 */
export function LocaleLink({ href, ...props }: LocaleLinkProps) {
  const localise = useLocalePath();
  return <Link {...props} href={localise(href)} />;
}
