/**
 * The registry's SVG files: the Cedrus Consulting logo (navy, and white for dark backgrounds), placeholder
 * client wordmarks (a plain geometric mark and the client's name set as large as the 240×120 box allows),
 * and a neutral placeholder showing its key for any other SVG, so nothing is ever missing. No certification
 * badges: a drawn "certified" mark is a claim nobody can check (the firm's credentials are on /credentials,
 * text first, with Oracle's and the certification bodies' own artwork only once staff add it).
 */
import type { ImageAsset } from '../../content/media';
import { circ, el, f2, pd, poly, rect } from './scene';
import { C, FONT } from './settings';
import { cedarMark, escapeXml, hexagonPoints, initials, n, seeded, slugOf, svgDocument, textWidthEm, titleCase } from './svg-helpers';

// ---------------------------------------------------------------------------------------------------
// Brand SVGs
// ---------------------------------------------------------------------------------------------------

function logoSvg(white: boolean): string {
  const main = white ? C.white : C.navy;
  const top = white ? C.white : C.coral;
  return svgDocument(
    180,
    48,
    [
      cedarMark(0, 0, 1, main, top),
      `<text x="52" y="26" font-family="${FONT}" font-size="25" font-weight="700" fill="${main}">Cedrus</text>`,
      `<text x="53" y="42.5" font-family="${FONT}" font-size="13" font-weight="400" letter-spacing="1.6" fill="${main}">Consulting</text>`,
    ].join('\n'),
    'Cedrus Consulting',
  );
}

// ---------------------------------------------------------------------------------------------------
// Client wordmarks
// ---------------------------------------------------------------------------------------------------

/** Splits words into 1–3 lines and picks the layout that allows the largest text (fewer lines win ties). */
function fitLines(words: readonly string[], maxWidth: number, maxHeight: number, maxSize: number, upper = false): { lines: string[]; size: number } {
  const layouts: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++) {
    layouts.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; j < words.length; j++) {
      layouts.push([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  let best = { lines: layouts[0] ?? [], size: 0, score: 0 };
  for (const lines of layouts) {
    // measured generously (fallback fonts such as DejaVu Sans run wider than Arial)
    const widest = Math.max(...lines.map((line, i) => wordmarkWidthEm(line, i === 0, upper)));
    const size = Math.min(maxSize, maxWidth / widest, maxHeight / (lines.length * 1.08));
    const score = size * (1 - 0.06 * (lines.length - 1));
    if (score > best.score) best = { lines, size, score };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

function wordmarkWidthEm(text: string, bold: boolean, upper: boolean): number {
  const base = textWidthEm(upper ? text.toUpperCase() : text, bold) * 1.12;
  return upper ? base + text.length * 0.08 : base;
}

type LogoMark = 'ring' | 'diamond' | 'hexagon' | 'bars' | 'arcs' | 'split' | 'tile';

/** A simple geometric placeholder mark in a size×size box at (x, y). */
function logoMark(kind: LogoMark, x: number, y: number, size: number, ink: string, accent: string, letters: string): string {
  const c = size / 2;
  const cx = x + c;
  const cy = y + c;
  switch (kind) {
    case 'ring':
      return circ(cx, cy, c * 0.8, { s: ink, w: size * 0.16 }) + circ(cx, cy, c * 0.3, { f: accent });
    case 'diamond':
      return (
        poly([cx, y, x + size, cy, cx, y + size, x, cy], { f: ink }) +
        poly([cx, cy - c * 0.42, cx + c * 0.42, cy, cx, cy + c * 0.42, cx - c * 0.42, cy], { f: accent })
      );
    case 'hexagon':
      return el('polygon', { points: hexagonPoints(cx, cy, c), fill: ink }) + el('polygon', { points: hexagonPoints(cx, cy, c * 0.45), fill: accent });
    case 'bars':
      return [0.45, 0.7, 1]
        .map((k, i) => rect(x + i * size * 0.36, y + size * (1 - k), size * 0.26, size * k, size * 0.06, { f: i === 2 ? accent : ink }))
        .join('');
    case 'arcs':
      return (
        pd(`M${f2(x)} ${f2(y + size)} A${f2(size)} ${f2(size)} 0 0 1 ${f2(x + size)} ${f2(y)} V${f2(y + size)} Z`, { f: ink }) +
        circ(x + size * 0.3, y + size * 0.3, size * 0.2, { f: accent })
      );
    case 'split':
      return (
        pd(`M${f2(cx)} ${f2(y)} A${f2(c)} ${f2(c)} 0 0 0 ${f2(cx)} ${f2(y + size)} Z`, { f: ink }) +
        pd(`M${f2(cx)} ${f2(y)} A${f2(c)} ${f2(c)} 0 0 1 ${f2(cx)} ${f2(y + size)} Z`, { f: accent })
      );
    case 'tile':
      return (
        rect(x, y, size, size, size * 0.22, { f: ink }) +
        `<text x="${f2(cx)}" y="${f2(cy + size * (letters.length > 2 ? 0.14 : 0.17))}" text-anchor="middle" font-family="${FONT}" font-size="${f2(size * (letters.length > 2 ? 0.38 : 0.48))}" font-weight="700" fill="${C.white}">${escapeXml(letters)}</text>`
      );
  }
}

/**
 * Placeholder wordmarks (240×120): a plain geometric mark and the client's name set as large as the box
 * allows, so the name stays legible (about 13 px and up) in a 150 px tile and in the home carousel.
 * Styles vary by client (mark, colours, mark beside or above, capitals) but stay obviously generic.
 */
function clientLogoSvg(slug: string): string {
  const r = seeded(`client-${slug}`);
  const name = titleCase(slug);
  const words = name.split(' ');
  const ink = r.pick([C.navy, C.slate, C.navy]);
  const accent = r.pick([C.teal, C.coral, C.gold, C.teal]);
  const kind = r.pick(['ring', 'diamond', 'hexagon', 'bars', 'arcs', 'split', 'tile'] as const);
  const upper = name.length <= 12 && r.chance(0.6);
  const pad = 6;
  const side = { mark: 38, gap: 10 };
  const sideFit = fitLines(words, 240 - pad * 2 - side.mark - side.gap, 120 - pad * 2, 40, upper);
  const topMark = 24;
  const topFit = fitLines(words, 240 - pad * 2, 120 - pad * 2 - topMark - 8, 40, upper);
  const layout = topFit.size > sideFit.size + 2 || (topFit.size >= sideFit.size - 1 && r.chance(0.4)) ? 'top' : 'side';
  const { lines, size } = layout === 'top' ? topFit : sideFit;
  const lineHeight = size * 1.08;
  const blockH = lines.length * lineHeight;
  const letters = initials(name);
  const weightOf = (i: number): number => (i === 0 || upper ? 700 : 400);
  const spacing = upper ? ` letter-spacing="${f2(size * 0.06)}"` : '';
  const text = (x: number, top: number, anchor: 'start' | 'middle'): string =>
    lines
      .map((lineText, i) => {
        const baseline = top + i * lineHeight + size * 0.8;
        return `<text x="${f2(x)}" y="${f2(baseline)}"${anchor === 'middle' ? ' text-anchor="middle"' : ''} font-family="${FONT}" font-size="${size}" font-weight="${weightOf(i)}"${spacing} fill="${i === 0 ? ink : C.slate}">${escapeXml(upper ? lineText.toUpperCase() : lineText)}</text>`;
      })
      .join('\n');
  let body: string;
  if (layout === 'side') {
    const textW = Math.max(...lines.map((l, i) => wordmarkWidthEm(l, i === 0, upper))) * size;
    const total = side.mark + side.gap + textW;
    const x0 = Math.max(pad, (240 - total) / 2);
    body = logoMark(kind, x0, 60 - side.mark / 2, side.mark, ink, accent, letters) + text(x0 + side.mark + side.gap, 60 - blockH / 2, 'start');
  } else {
    const top = (120 - (topMark + 8 + blockH)) / 2;
    body = logoMark(kind, 120 - topMark / 2, top, topMark, ink, accent, letters) + text(120, top + topMark + 8, 'middle');
  }
  return svgDocument(240, 120, body, name);
}

/** Any other SVG in the registry gets a neutral placeholder with its key, so nothing is ever missing. */
function genericSvg(key: string, w: number, h: number): string {
  return svgDocument(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${C.light}"/><text x="${w / 2}" y="${h / 2}" text-anchor="middle" font-family="${FONT}" font-size="${n(Math.min(w, h) / 8)}" fill="${C.navy}">${escapeXml(key)}</text>`,
  );
}

export function vectorFor(key: string, asset: ImageAsset): string {
  const slug = slugOf(asset.src);
  if (asset.src === '/images/brand/logo.svg') return logoSvg(false);
  if (asset.src === '/images/brand/logo-white.svg') return logoSvg(true);
  if (asset.src.startsWith('/images/clients/')) return clientLogoSvg(slug);
  console.warn(`  ! no dedicated artwork for ${key}, writing a generic placeholder`);
  return genericSvg(key, asset.width, asset.height);
}
