/**
 * Share cards: one 1200×630 JPEG per exported page, in its language, at out/og/<route>.jpg and
 * out/og/ar/<route>.jpg (lib/pages/og.ts names them), drawn from the page's title and section
 * (lib/build/og-cards.ts) with the brand's logo; a blog post's card has the post's first image behind
 * the title. An Arabic card is the English one mirrored: its text against the right margin, set right
 * to left, the logo (not mirrored) at the top right. Run by scripts/postbuild.ts after `next build`
 * (which empties out/); `npx tsx scripts/og-images.ts` redraws them in an existing out/.
 *
 * The same files on every machine: the text is not left to librsvg and fontconfig (a fresh CI machine
 * has other system fonts, or none); it is shaped with HarfBuzz (harfbuzzjs, WebAssembly) from the
 * site's own fonts (Inter, cut here from the package's Latin file to every Latin character the site's
 * two files hold together, with every glyph Inter's substitutions reach) and, for Arabic letters,
 * styles/fonts/noto-sans-arabic-400-700.woff2, and written into the SVG as outlines. A line of Arabic
 * is split into runs of one direction first (lib/build/bidi-runs.ts), so Latin names and numbers in it
 * still read left to right. The logo's <text> is converted the same way. sharp only rasterises paths
 * and encodes the JPEG. Nothing is fetched: every input is in the repository or its pinned packages.
 *
 * Before writing, each page's exported head is checked: one og:image pointing at its card, and an
 * og:image:alt equal to the card's (so the title drawn is the title the page gave seoHead()).
 */
// First: content/site.ts reads the settings when it is evaluated (lib/build/load-env.ts).
import '../lib/build/load-env';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { site } from '../content/site';
import { language, locales, textDirection, type Locale } from '../lib/i18n';
import { siteContent } from '../lib/pages/content';
import { fitTitle, metaContents, OG_DIR, OG_HEIGHT, OG_WIDTH, type OgSection } from '../lib/pages/og';
import { bidiRuns, type TextDirection } from '../lib/build/bidi-runs';
// Arabic letters only (no space, no Latin): the characters of ARABIC_RANGES.
import { ARABIC_FONT_FILE, INTER_SOURCE, LATIN_RANGES } from '../lib/build/font-ranges';
import { cutInter } from '../lib/build/inter-cut';
import { ogCards, type OgCard } from '../lib/build/og-cards';
import { absoluteUrl } from '../lib/routes';

const LOGO_FILE = 'public/images/brand/logo-white.svg';
/** A card over this size is an error (LinkedIn, X and WhatsApp all take it, and it loads fast). */
export const MAX_BYTES = 150 * 1024;
// 4:4:4 keeps the edges of the coloured label and the thin text sharp; mozjpeg would save 12 % for 7× the time.
const JPEG = { quality: 84, chromaSubsampling: '4:4:4' } as const;

const C = { deep: '#072547', navy: '#0b3a6e', teal: '#1c9aa3', coral: '#e4572e', gold: '#f2b134', white: '#ffffff' } as const;
/** The accent of each section's background arcs. */
const ACCENT: Record<OgSection | 'none', string> = {
  Home: C.coral,
  About: C.teal,
  Solutions: C.gold,
  Services: C.teal,
  Industries: C.gold,
  Clients: C.coral,
  'Case studies': C.gold,
  Careers: C.teal,
  Blog: C.coral,
  Contact: C.gold,
  Policies: C.teal,
  Search: C.coral,
  none: C.teal,
};

/** The layout, in pixels. */
export const PAD_X = 80;
const LOGO = { x: PAD_X, y: 60, height: 60 };
export const TITLE = { sizes: [68, 60, 52], lineHeight: 1.16, maxLines: 3, maxWidth: OG_WIDTH - 2 * PAD_X - 40, weight: 700, lastBaseline: OG_HEIGHT - 150 };
const LABEL = { size: 22, weight: 700, tracking: 2.2, height: 44, padX: 20, gap: 30 };
const FOOTER = { size: 24, weight: 400, baseline: OG_HEIGHT - 62 };

// ---------------------------------------------------------------------------------------------------
// Text as outlines (HarfBuzz)
// ---------------------------------------------------------------------------------------------------

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

export interface TextEngine {
  /** Width in pixels of `text` at `size` and `weight` (with `tracking` px after each glyph). */
  measure(text: string, size: number, weight: number, tracking?: number): number;
  /** SVG paths drawing `text` with its baseline starting at (x, y). */
  draw(text: string, x: number, y: number, size: number, weight: number, fill: string, tracking?: number): string;
}

/** A glyph as HarfBuzz places it, in font units. */
interface Glyph {
  readonly id: number;
  readonly advance: number;
  readonly dx: number;
  readonly dy: number;
}

/** Glyphs of one font, in the order they are drawn (left to right). */
interface GlyphRun {
  readonly glyphs: readonly Glyph[];
  readonly font: HbFont;
  readonly upem: number;
}

/** One font file, shaped by HarfBuzz at any weight of its `wght` axis. */
interface Shaper {
  /** Whether the font has a glyph for the character. */
  has(character: string): boolean;
  /** The glyphs of `text`, in visual order; its direction guessed from the text unless given. */
  shape(text: string, weight: number, direction?: TextDirection): GlyphRun;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function loadShaper(fontFile: string, font: Buffer = readFileSync(fontFile)): Promise<Shaper> {
  // Both are ES modules (HarfBuzz initialises its WebAssembly with a top-level await): imported, not required.
  const hb: HarfBuzz = await import('harfbuzzjs');
  const { convert } = await import('fontverter');
  const face = new hb.Face(new hb.Blob(await convert(font, 'sfnt')));
  const characters = new Set(face.collectUnicodes());
  const fonts = new Map<number, HbFont>();
  const fontAt = (weight: number) => {
    let font = fonts.get(weight);
    if (!font) {
      font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      fonts.set(weight, font);
    }
    return font;
  };
  const shaped = new Map<string, GlyphRun>();
  return {
    has: (character) => characters.has(character.codePointAt(0)!),
    shape(text, weight, direction) {
      const key = `${weight}\u0000${direction ?? ''}\u0000${text}`;
      const cached = shaped.get(key);
      if (cached) return cached;
      const font = fontAt(weight);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      if (direction) buffer.setDirection(direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => {
        if (glyph.codepoint === 0)
          throw new Error(
            `${fontFile} has no glyph for "${[...text][glyph.cluster] ?? '?'}" in "${text}": change the text or the font's characters (lib/build/font-ranges.ts).`,
          );
        return { id: glyph.codepoint, advance: glyph.xAdvance ?? 0, dx: glyph.xOffset ?? 0, dy: glyph.yOffset ?? 0 };
      });
      const run = { glyphs, font, upem: face.upem };
      shaped.set(key, run);
      return run;
    },
  };
}

/** The width in pixels of glyph runs set one after the other, `tracking` px between glyphs. */
function runsWidth(runs: readonly GlyphRun[], size: number, tracking: number): number {
  const glyphs = runs.flatMap((run) => run.glyphs.map((glyph) => glyph.advance * (size / run.upem)));
  return glyphs.reduce((width, advance) => width + advance + tracking, 0) - (glyphs.length ? tracking : 0);
}

/** SVG paths of glyph runs set left to right from the baseline point (x, y). */
function runsSvg(runs: readonly GlyphRun[], x: number, y: number, size: number, fill: string, tracking: number): string {
  let pen = x;
  const paths: string[] = [];
  for (const { glyphs, font, upem } of runs) {
    const scale = size / upem;
    for (const glyph of glyphs) {
      const outline = font.glyphToPath(glyph.id);
      if (outline)
        paths.push(
          `<path transform="translate(${round(pen + glyph.dx * scale)} ${round(y - glyph.dy * scale)}) scale(${round(scale * 1e4) / 1e4} ${-round(scale * 1e4) / 1e4})" d="${outline}"/>`,
        );
      pen += glyph.advance * scale + tracking;
    }
  }
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** Text in one font, shaped as a whole (the English cards and the logo). */
function singleFontEngine(shaper: Shaper): TextEngine {
  return {
    measure: (text, size, weight, tracking = 0) => runsWidth([shaper.shape(text, weight)], size, tracking),
    draw: (text, x, y, size, weight, fill, tracking = 0) => runsSvg([shaper.shape(text, weight)], x, y, size, fill, tracking),
  };
}

/** The text split where the font changes: the Arabic font's characters, and the rest in the Latin font. */
function fontItems(text: string, arabic: Shaper): { text: string; arabic: boolean }[] {
  const items: { text: string; arabic: boolean }[] = [];
  for (const character of text) {
    const isArabic = arabic.has(character);
    const last = items[items.length - 1];
    if (last && last.arabic === isArabic) last.text += character;
    else items.push({ text: character, arabic: isArabic });
  }
  return items;
}

/**
 * A line of a right-to-left paragraph (lib/build/bidi-runs.ts), as glyph runs from left to right: the
 * bidi runs from the last to the first, each split by font and shaped in its own direction. HarfBuzz
 * returns a right-to-left run's glyphs in visual order already; its font items are reversed here.
 */
function rightToLeftLine(text: string, weight: number, arabic: Shaper, latin: Shaper): GlyphRun[] {
  return bidiRuns(text)
    .reverse()
    .flatMap(({ text: runText, direction }) => {
      const items = fontItems(runText, arabic).map((item) => (item.arabic ? arabic : latin).shape(item.text, weight, direction));
      return direction === 'rtl' ? items.reverse() : items;
    });
}

/** Arabic text with Latin in it: Arabic letters in the Arabic font, spaces, Latin and digits in the Latin one. */
function rightToLeftEngine(arabic: Shaper, latin: Shaper): TextEngine {
  // Letter-spacing would pull apart letters that join: Arabic is never tracked.
  const untracked = (tracking: number) => {
    if (tracking !== 0) throw new Error('Arabic text cannot be drawn with letter-spacing: it breaks the joined letters.');
  };
  return {
    measure(text, size, weight, tracking = 0) {
      untracked(tracking);
      return runsWidth(rightToLeftLine(text, weight, arabic, latin), size, 0);
    },
    draw(text, x, y, size, weight, fill, tracking = 0) {
      untracked(tracking);
      return runsSvg(rightToLeftLine(text, weight, arabic, latin), x, y, size, fill, 0);
    },
  };
}

/** Each language's text engine: a left-to-right language in the Latin font, a right-to-left one in both fonts. */
export async function loadTextEngines(): Promise<Readonly<Record<Locale, TextEngine>>> {
  // One after the other: two WOFF2 conversions at once (fontverter) give a corrupt font.
  // The Latin cards' font: Inter's Latin characters at the site's weights, cut as the site's single
  // font file was before it became two, so a card's text is drawn as it always was.
  const latinFont = await cutInter(LATIN_RANGES, { substitutions: true });
  const latin = await loadShaper(INTER_SOURCE, latinFont);
  const arabic = await loadShaper(ARABIC_FONT_FILE);
  return Object.fromEntries(
    locales.map((locale) => [locale, textDirection(locale) === 'rtl' ? rightToLeftEngine(arabic, latin) : singleFontEngine(latin)]),
  ) as Record<Locale, TextEngine>;
}

// ---------------------------------------------------------------------------------------------------
// The logo, its text as outlines
// ---------------------------------------------------------------------------------------------------

const attributesOf = (source: string) => Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The logo's root attributes, its viewBox's size and its content. */
function logoParts(source: string) {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source.trim());
  if (!root) throw new Error(`${LOGO_FILE} is not an SVG document`);
  const attributes = attributesOf(root[1]!);
  const [, , viewWidth, viewHeight] = (attributes.viewBox ?? `0 0 ${attributes.width} ${attributes.height}`).split(/[\s,]+/).map(Number);
  if (!viewWidth || !viewHeight) throw new Error(`${LOGO_FILE} needs a viewBox or a width and height`);
  return { attributes, viewWidth, viewHeight, content: root[2]! };
}

/** The logo's width when drawn `height` px high. */
function logoWidth(source: string, height: number): number {
  const { viewWidth, viewHeight } = logoParts(source);
  return (height * viewWidth) / viewHeight;
}

const LOGO_TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;

/** The logo as a nested <svg> of `height` px at (x, y), with every <text> turned into outlines. */
export function logoSvg(source: string, engine: TextEngine, x: number, y: number, height: number): { svg: string; width: number } {
  const { attributes, viewWidth, viewHeight, content } = logoParts(source);
  const inner = content.replace(LOGO_TEXT, (_, textAttributes: string, text: string) => logoText(attributesOf(textAttributes), decodeXml(text.trim()), engine));
  const width = logoWidth(source, height);
  return {
    svg: `<svg x="${x}" y="${y}" width="${round(width)}" height="${height}" viewBox="${attributes.viewBox ?? `0 0 ${viewWidth} ${viewHeight}`}">${inner}</svg>`,
    width,
  };
}

/**
 * Where the logo's words end, in px from its left edge when drawn `height` px high (its whole width
 * when it has none). Its box has room to spare after the words: a right-to-left card puts their end,
 * not the box's, on the right margin, in line with the text below.
 */
export function logoWordsEnd(source: string, engine: TextEngine, height: number): number {
  const { viewWidth, viewHeight, content } = logoParts(source);
  const ends = [...content.matchAll(LOGO_TEXT)].map(
    ([, textAttributes, text]) => logoTextBox(attributesOf(textAttributes!), decodeXml(text!.trim()), engine).end,
  );
  return ((ends.length ? Math.max(...ends) : viewWidth) * height) / viewHeight;
}

/** How a <text> of the logo is set: size, weight, tracking, and where it starts and ends, placed by its x and text-anchor. */
function logoTextBox(a: Record<string, string>, text: string, engine: TextEngine) {
  const size = Number(a['font-size'] ?? 16);
  const weight = Math.min(800, Math.max(400, Number(a['font-weight'] === 'bold' ? 700 : (a['font-weight'] ?? 400))));
  const tracking = Number(a['letter-spacing'] ?? 0);
  const width = engine.measure(text, size, weight, tracking);
  const anchor = a['text-anchor'] ?? 'start';
  const start = Number(a.x ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  return { size, weight, tracking, start, end: start + width };
}

/** One <text> of the logo as outlines. */
function logoText(a: Record<string, string>, text: string, engine: TextEngine): string {
  const { size, weight, tracking, start } = logoTextBox(a, text, engine);
  return engine.draw(text, start, Number(a.y ?? 0), size, weight, a.fill ?? '#000000', tracking);
}

// ---------------------------------------------------------------------------------------------------
// The card
// ---------------------------------------------------------------------------------------------------

/** The background drawn for pages without a picture: the brand's gradient and arcs in the section's accent. */
function brandBackground(accent: string): string {
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="1060" cy="600" r="460" fill="url(#glow)"/>`,
    ...[250, 350, 450, 550].map(
      (radius, index) =>
        `<circle cx="1130" cy="90" r="${radius}" fill="none" stroke="${accent}" stroke-width="${index === 0 ? 3 : 2}" stroke-opacity="${[0.55, 0.32, 0.2, 0.12][index]}"/>`,
    ),
  ].join('');
}

/** The shade over a picture, so white text reads on any photo. */
function pictureShade(): string {
  return [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.deep}" stop-opacity="0.86"/><stop offset="0.6" stop-color="${C.deep}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0.15"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${C.deep}" stop-opacity="0"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0.7"/></linearGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#shade)"/>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#floor)"/>`,
  ].join('');
}

/** The title's lines and size on a card (at most 3 lines, whole words, "…" when it cannot fit). */
export function cardTitle(title: string, engine: TextEngine) {
  return fitTitle(title, (size) => (text) => engine.measure(text, size, TITLE.weight), TITLE.sizes, TITLE.maxWidth, TITLE.maxLines);
}

/** How a language's card is set: its direction and what its script asks of the label and the lines. */
interface Setting {
  readonly direction: TextDirection;
  /** The label as drawn: English in spaced capitals; Arabic has no capitals, and spacing would break its joins. */
  readonly label: (words: string) => string;
  readonly labelTracking: number;
  readonly titleLineHeight: number;
  /** How far above the title's first baseline its letters reach, in ems (where the label sits). */
  readonly titleAscent: number;
}

/** The card's setting for a language, from its script (content/languages.ts). */
function settingOf(locale: Locale): Setting {
  // A script without capitals (Arabic) has no upper case, and spacing would break its joins; its letters
  // rise higher (alef with hamza) and fall lower than Latin ones, so its lines need more room.
  return language(locale).script === 'Latin'
    ? {
        direction: textDirection(locale),
        label: (words) => words.toUpperCase(),
        labelTracking: LABEL.tracking,
        titleLineHeight: TITLE.lineHeight,
        titleAscent: 0.73,
      }
    : { direction: textDirection(locale), label: (words) => words, labelTracking: 0, titleLineHeight: 1.3, titleAscent: 0.8 };
}

/** Where a box `width` px wide starts: at the left margin, or ending at the right one in a right-to-left card. */
function startX(width: number, direction: TextDirection): number {
  return direction === 'rtl' ? OG_WIDTH - PAD_X - width : PAD_X;
}

/** Decoration drawn as it is left to right, mirrored right to left (the logo and the text never are). */
function mirroredIn(direction: TextDirection, svg: string): string {
  return direction === 'rtl' ? `<g transform="matrix(-1 0 0 1 ${OG_WIDTH} 0)">${svg}</g>` : svg;
}

/** What cardSvg() needs of a card. */
export type CardInput = Pick<OgCard, 'title' | 'section' | 'label' | 'locale' | 'background'>;

/** The section's label: a coral pill above the title, its text in the card's language. */
function labelSvg(words: string, top: number, engine: TextEngine, setting: Setting): string {
  const label = setting.label(words);
  const width = engine.measure(label, LABEL.size, LABEL.weight, setting.labelTracking) + 2 * LABEL.padX;
  const left = startX(width, setting.direction);
  return [
    `<rect x="${round(left)}" y="${round(top)}" width="${round(width)}" height="${LABEL.height}" rx="${LABEL.height / 2}" fill="${C.coral}"/>`,
    engine.draw(label, left + LABEL.padX, top + LABEL.height / 2 + LABEL.size * 0.36, LABEL.size, LABEL.weight, C.white, setting.labelTracking),
  ].join('');
}

/** A line of text at a baseline, against the margin of the card's direction. */
function lineSvg(text: string, baseline: number, size: number, weight: number, fill: string, engine: TextEngine, direction: TextDirection): string {
  const x = direction === 'rtl' ? startX(engine.measure(text, size, weight), direction) : PAD_X;
  return engine.draw(text, x, baseline, size, weight, fill);
}

/**
 * The card's SVG: background (or the shade over the picture), logo, section label, title, tagline and the
 * brand's bar. An Arabic card is its mirror image (logo top right, text against the right margin, the
 * shade dark on the right), with the logo itself and every text left as they read.
 */
export function cardSvg(card: CardInput, engines: Readonly<Record<Locale, TextEngine>>, logo: string): string {
  const engine = engines[card.locale];
  const setting = settingOf(card.locale);
  const { direction } = setting;
  const title = cardTitle(card.title, engine);
  const lineStep = title.size * setting.titleLineHeight;
  const firstBaseline = TITLE.lastBaseline - (title.lines.length - 1) * lineStep;
  const logoX = direction === 'rtl' ? round(startX(logoWordsEnd(logo, engines.en, LOGO.height), direction)) : LOGO.x;
  // The logo's words are Latin: drawn by the English engine in every language.
  const parts = [
    mirroredIn(direction, card.background ? pictureShade() : brandBackground(ACCENT[card.section ?? 'none'])),
    logoSvg(logo, engines.en, logoX, LOGO.y, LOGO.height).svg,
  ];
  if (card.label) parts.push(labelSvg(card.label, firstBaseline - title.size * setting.titleAscent - LABEL.gap - LABEL.height, engine, setting));
  title.lines.forEach((line, index) => parts.push(lineSvg(line, firstBaseline + index * lineStep, title.size, TITLE.weight, C.white, engine, direction)));
  // The tagline says what the company does; the home page's title already says it.
  if (card.section !== 'Home')
    parts.push(lineSvg(siteContent(card.locale).site.tagline, FOOTER.baseline, FOOTER.size, FOOTER.weight, '#c9d6e6', engine, direction));
  parts.push(
    mirroredIn(
      direction,
      `<rect x="0" y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="${C.coral}"/><rect x="${OG_WIDTH * 0.62}" y="${OG_HEIGHT - 10}" width="${OG_WIDTH * 0.38}" height="10" fill="${C.gold}"/>`,
    ),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}"><title>${escapeXml(card.title)}</title>${parts.join('')}</svg>`;
  // Any <text> left would be drawn with whatever fonts the machine has: the cards would differ per machine.
  if (/<text\b/.test(svg)) throw new Error('A share card still has an SVG <text> element: draw text with the TextEngine.');
  return svg;
}

/** The card as a JPEG: the SVG alone, or over the picture cut to 1200×630. */
export async function renderCard(card: CardInput, engines: Readonly<Record<Locale, TextEngine>>, logo: string, publicDir = 'public'): Promise<Buffer> {
  const svg = Buffer.from(cardSvg(card, engines, logo));
  const base = card.background
    ? sharp(join(publicDir, card.background))
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'centre' })
        .composite([{ input: svg }])
    : sharp(svg);
  return base.flatten({ background: C.deep }).jpeg(JPEG).toBuffer();
}

// ---------------------------------------------------------------------------------------------------
// The exported pages
// ---------------------------------------------------------------------------------------------------

/** The exported file of a route: / → index.html, /blog/able → blog/able.html, /ar → ar.html. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** What is wrong with a page's share tags, given its card ([] when nothing): in every language, the page's own card. */
export function headProblems(html: string, card: OgCard): string[] {
  const expected = absoluteUrl(site.url, card.src);
  const images = metaContents(html, 'property', 'og:image');
  const alts = metaContents(html, 'property', 'og:image:alt');
  const problems: string[] = [];
  if (images.length !== 1 || images[0] !== expected) problems.push(`og:image is ${JSON.stringify(images)}, expected ["${expected}"]`);
  if (alts.length !== 1 || alts[0] !== card.alt)
    problems.push(`og:image:alt is ${JSON.stringify(alts)}, expected ["${card.alt}"]: the card's title (lib/og-cards.ts) differs from the page's`);
  return problems;
}

export interface OgImagesResult {
  readonly count: number;
  /** The cards of each language. */
  readonly counts: Readonly<Record<Locale, number>>;
  readonly bytes: number;
  /** Wall-clock time, and the processor time of all threads (the cost, whatever else runs on the machine). */
  readonly milliseconds: number;
  readonly cpuMilliseconds: number;
  /** Routes whose title was cut with an ellipsis. */
  readonly truncated: readonly string[];
}

/** A line for the build log. */
export function describeResult({ count, counts, bytes, milliseconds, cpuMilliseconds, truncated }: OgImagesResult): string {
  const cut = truncated.length ? `; titles cut with "…": ${truncated.join(', ')}` : '';
  const languages = Object.entries(counts)
    .map(([locale, number]) => `${locale} ${number}`)
    .join(', ');
  return `${count} share cards (${languages}) written to out${OG_DIR}/ (${Math.round(bytes / 1024)} KB; ${milliseconds} ms, ${cpuMilliseconds} ms of processor time)${cut}.`;
}

export async function generateOgImages(outDir: string): Promise<OgImagesResult> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cards = ogCards();
  const problems = cards.flatMap((card) =>
    headProblems(readFileSync(join(outDir, htmlFileOf(card.route)), 'utf8'), card).map((problem) => `out/${htmlFileOf(card.route)}: ${problem}`),
  );
  if (problems.length) throw new Error(`Share cards and page heads disagree:\n  ${problems.join('\n  ')}`);

  const engines = await loadTextEngines();
  const logo = readFileSync(LOGO_FILE, 'utf8');
  rmSync(join(outDir, OG_DIR.slice(1)), { recursive: true, force: true });
  let bytes = 0;
  const tooLarge: string[] = [];
  // A few at a time: sharp works on its own threads, and the machine is shared.
  for (let index = 0; index < cards.length; index += 4) {
    await Promise.all(
      cards.slice(index, index + 4).map(async (card) => {
        const jpeg = await renderCard(card, engines, logo);
        const file = join(outDir, card.src.slice(1));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, jpeg);
        bytes += jpeg.length;
        if (jpeg.length > MAX_BYTES) tooLarge.push(`${card.src} (${Math.round(jpeg.length / 1024)} KB)`);
      }),
    );
  }
  if (tooLarge.length) throw new Error(`Share cards over ${MAX_BYTES / 1024} KB: ${tooLarge.join(', ')}`);
  const truncated = cards.filter((card) => cardTitle(card.title, engines[card.locale]).truncated).map((card) => card.route);
  const used = process.cpuUsage(cpu);
  return {
    count: cards.length,
    counts: Object.fromEntries(locales.map((locale) => [locale, cards.filter((card) => card.locale === locale).length])) as Record<Locale, number>,
    bytes,
    milliseconds: Math.round(performance.now() - started),
    cpuMilliseconds: Math.round((used.user + used.system) / 1000),
    truncated,
  };
}

// Run directly (`npx tsx scripts/og-images.ts`), not when imported by postbuild or a test.
if (/og-images\.ts$/.test(process.argv[1] ?? '')) {
  generateOgImages(join(process.cwd(), 'out'))
    .then((result) => console.log(describeResult(result)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
