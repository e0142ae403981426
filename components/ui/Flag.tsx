import type { FlagCode } from '@/lib/content/types';
import { Picture } from './Picture';

/** Displayed sizes of a 3:2 flag: `sm` 24×16 (lists, menus), `md` 36×24 (cards). */
const SIZES = {
  sm: { width: 24, height: 16, className: 'h-4 w-6' },
  md: { width: 36, height: 24, className: 'h-6 w-9' },
} as const;

export interface FlagProps {
  /** ISO 3166 alpha-2 code: the file /flags/{code}.svg (copied from country-flag-icons at build). */
  readonly code: FlagCode;
  readonly size?: keyof typeof SIZES;
  readonly className?: string;
}

/**
 * A country flag: the site's own 3:2 SVG, decorative (the country's name is always written next
 * to it), lazy, with a hairline so white parts of a flag stay visible on white.
 */
export function Flag({ code, size = 'sm', className = '' }: FlagProps) {
  const { width, height, className: box } = SIZES[size];
  return (
    <Picture
      image={{ src: `/flags/${code}.svg`, width, height, alt: '' }}
      className={`${box} shrink-0 rounded-sm shadow-sm ring-1 ring-black/10 ${className}`}
    />
  );
}
