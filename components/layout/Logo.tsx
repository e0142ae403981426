import Link from 'next/link';
import { brandImages } from '@/content/site';
import { paths } from '@/lib/routes';

/**
 * The brand logo linking home. A plain <img>: an SVG needs no optimisation. The header's copy is
 * eager but low priority (React would otherwise preload it ahead of the page's hero image); the
 * drawer's and footer's copies are lazy.
 */
export function Logo({ variant = 'color', lazy = false }: { readonly variant?: 'color' | 'white'; readonly lazy?: boolean }) {
  const image = variant === 'white' ? brandImages.logoWhite : brandImages.logo;
  return (
    <Link href={paths.home} className="inline-flex shrink-0 items-center" aria-label={brandImages.logo.alt}>
      {/* eslint-disable-next-line @next/next/no-img-element -- vector logo, fixed size, no optimisation to do */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={lazy ? undefined : 'low'}
        className="h-10 w-auto"
      />
    </Link>
  );
}
