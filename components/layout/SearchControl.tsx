import { paths } from '@/lib/routes';
import { SearchIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { useShell } from './ShellContext';

export interface SearchControlProps {
  /** `icon`: the header's round button, named for assistive technology; `row`: the drawer's, with its name shown. */
  readonly variant: 'icon' | 'row';
}

/**
 * The search control (docs/architecture.md#search): a link to the language's /search page, which lists
 * every page by kind, so it works without JavaScript. With it, browser/behaviours/search.ts makes it a
 * button that opens the search dialog (and `/`, Ctrl+K or ⌘K do too, from anywhere on the page).
 */
export function SearchControl({ variant }: SearchControlProps) {
  const { ui } = useShell();
  if (variant === 'row')
    return (
      <LocaleLink href={paths.search} data-behaviour="search" className="btn-secondary w-full">
        <SearchIcon className="h-5 w-5" />
        {ui.search.open}
      </LocaleLink>
    );
  return (
    <LocaleLink
      href={paths.search}
      data-behaviour="search"
      aria-label={ui.search.open}
      aria-keyshortcuts="/ Control+K Meta+K"
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light hover:text-brand-accent lg:w-9 xl:w-11"
    >
      <SearchIcon />
    </LocaleLink>
  );
}
