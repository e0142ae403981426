/* eslint-disable @next/next/no-img-element -- a drawing of a few shapes, written into the page as one image */
import { seededRandom } from '@/lib/pages/seeded-random';

/** The brand's colours the tiles are drawn in (tailwind.config.ts). */
const INKS = ['#13777e', '#f2b134', '#1d5fa3', '#e8f0f9'] as const;
const BACKGROUND = '#072547';

/** The tile's drawing for an id: the same every build, different for each person. */
export function tileDrawing(id: string): string {
  const random = seededRandom(id);
  const circles = [0, 1, 2].map((index) => {
    const cx = Math.round(20 + random() * 60);
    const cy = Math.round(30 + random() * 60);
    const r = Math.round(26 + random() * 22 - index * 4);
    const fill = INKS[Math.floor(random() * INKS.length)]!;
    const opacity = (0.55 + random() * 0.35).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BACKGROUND}"/>${circles.join('')}</svg>`;
}

/**
 * The tile of a person without a portrait yet: overlapping circles drawn from their id, in the brand's
 * colours on its dark blue, the same in every language and every script (no letters to read as a word
 * fragment, no silhouette standing in for a face). Decorative: the name is written beside it. One image
 * element (a data: address, which the Content-Security-Policy admits for pictures), so a row of people
 * adds no drawing's worth of elements to the page.
 */
export function PortraitTile({ id, className = '' }: { readonly id: string; readonly className?: string }) {
  return <img src={`data:image/svg+xml,${encodeURIComponent(tileDrawing(id))}`} width={100} height={100} alt="" data-portrait-tile="" className={className} />;
}
