import { seededRandom } from '@/lib/pages/seeded-random';

/** The brand's colours the tiles are drawn in (tailwind.config.ts). */
const INKS = ['#13777e', '#f2b134', '#1d5fa3', '#e8f0f9'] as const;

/**
 * The tile of a person without a portrait yet: overlapping arcs drawn from their id, in the brand's
 * colours on its dark blue, the same in every language and every script (no letters to read as a word
 * fragment, no silhouette standing in for a face). Decorative: the name is written beside it.
 */
export function PortraitTile({ id, className = '' }: { readonly id: string; readonly className?: string }) {
  const random = seededRandom(id);
  const pick = () => INKS[Math.floor(random() * INKS.length)]!;
  const arcs = [0, 1, 2].map((index) => ({
    cx: Math.round(20 + random() * 60),
    cy: Math.round(30 + random() * 60),
    r: Math.round(26 + random() * 22 - index * 4),
    fill: pick(),
    opacity: (0.55 + random() * 0.35).toFixed(2),
  }));
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" data-portrait-tile="" className={`overflow-hidden ${className}`}>
      <rect width="100" height="100" className="fill-brand-dark" />
      {arcs.map((arc, index) => (
        <circle key={index} cx={arc.cx} cy={arc.cy} r={arc.r} fill={arc.fill} fillOpacity={arc.opacity} />
      ))}
    </svg>
  );
}
