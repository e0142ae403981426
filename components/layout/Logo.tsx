import Link from 'next/link';
import { brandImages } from '@/content/site';
import { paths } from '@/lib/routes';

/** The brand logo linking home. A plain <img>: an SVG needs no optimisation and is the header's first paint. */
export function Logo({ variant = 'color' }: { readonly variant?: 'color' | 'white' }) {
  const image = variant === 'white' ? brandImages.logoWhite : brandImages.logo;
  return (
    <Link href={paths.home} className="inline-flex shrink-0 items-center" aria-label={brandImages.logo.alt}>
      {/* eslint-disable-next-line @next/next/no-img-element -- vector logo, fixed size, no optimisation to do */}
      <img src={image.src} width={image.width} height={image.height} alt="" className="h-10 w-auto" />
    </Link>
  );
}
