import { LocaleLink } from '@/components/ui/LocaleLink';
import { paths } from '@/lib/routes';
import { useShell } from './ShellContext';

/**
 * The brand logo linking home, named by the logo's text (content/site.ts `brandImages`, in the page's
 * language). A plain <img>: an SVG needs no optimisation. The header's copy is eager but low priority
 * (React would otherwise preload it ahead of the page's hero image); the drawer's and footer's copies
 * are lazy.
 */
export function Logo({ variant = 'color', lazy = false }: { readonly variant?: 'color' | 'white'; readonly lazy?: boolean }) {
  const { brandImages } = useShell();
  const image = variant === 'white' ? brandImages.logoWhite : brandImages.logo;
  return (
    <LocaleLink href={paths.home} className="inline-flex shrink-0 items-center" aria-label={brandImages.logo.alt}>
      {/* eslint-disable-next-line @next/next/no-img-element -- vector logo, fixed size, no optimisation to do */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={lazy ? undefined : 'low'}
        className="h-10 w-auto lg:h-8 xl:h-9"
      />
    </LocaleLink>
  );
}
