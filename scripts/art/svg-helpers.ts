/**
 * Small helpers shared by all the artwork: a seeded random generator (the same key always draws the same
 * thing, so reruns give the same files), SVG string helpers (the document, a linear gradient, hexagon points,
 * an estimate of text width), names derived from file names (title case, initials, slugs), and the brand's
 * cedar mark, drawn by the logos, the app icons and the videos.
 */
import path from 'node:path';

// ---------------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------------

interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a hash of a string, used as the seed. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 generator seeded by the key. */
export function seeded(key: string): Random {
  let a = hashString(key);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------------

/** Round for compact SVG output. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, title?: string): string {
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${label}>\n` + `${body}\n</svg>\n`;
}

/** A linear gradient running at `angle` degrees across its box. */
export function linearGradient(id: string, angle: number, colors: readonly string[]): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const stops = colors.map((color, i) => `<stop offset="${n(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` + `${stops}</linearGradient>`;
}

export function hexagonPoints(cx: number, cy: number, radius: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + radius * Math.cos(a))},${n(cy + radius * Math.sin(a))}`;
  }).join(' ');
}

/** Approximate rendered width of `text` in em (Inter/Arial proportions), for fitting text without a font engine. */
export function textWidthEm(text: string, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.28;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[ilj.,'’]/.test(ch)) em += 0.28;
    else if (/[mw]/.test(ch)) em += 0.85;
    else em += 0.56;
  }
  return bold ? em * 1.06 : em;
}

// ---------------------------------------------------------------------------------------------------
// Names from file names
// ---------------------------------------------------------------------------------------------------

const WORD_OVERRIDES: Record<string, string> = { blc: 'BLC', lumiere: 'Lumière', oci: 'OCI', hcm: 'HCM', erp: 'ERP', scm: 'SCM' };

/** "blc-bank" -> "BLC Bank", "lumiere-assurances" -> "Lumière Assurances". */
export function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => WORD_OVERRIDES[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "Rami Haddad" -> "RH"; "BLC Bank" -> "BLC"; "Asiacell" -> "A". */
export function initials(name: string): string {
  const words = name.split(' ');
  const first = words[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return first.slice(0, 3);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export const slugOf = (src: string): string => path.basename(src, path.extname(src));

// ---------------------------------------------------------------------------------------------------
// The cedar mark (shared by the logos, the app icons, the og image and the videos)
// ---------------------------------------------------------------------------------------------------

/** Three stacked tiers and a trunk, drawn in a 44×48 box; the top tier takes `topColor`. */
export function cedarMark(x: number, y: number, scale: number, color: string, topColor: string): string {
  const tiers = ['22,3 31,15 13,15', '16,17.5 28,17.5 37,29.5 7,29.5', '11.5,32 32.5,32 43,42.5 1,42.5'];
  const [top, ...rest] = tiers;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">` +
    `<polygon points="${top}" fill="${topColor}"/>` +
    rest.map((points) => `<polygon points="${points}" fill="${color}"/>`).join('') +
    `<rect x="19.5" y="42.5" width="5" height="5" fill="${color}"/>` +
    `</g>`
  );
}
