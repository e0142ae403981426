/**
 * Share images ("Open Graph" cards): the pure rules shared by the page head (lib/seo.ts) and the
 * generator that draws the cards after the export (scripts/og-images.ts).
 *
 * Every page has its own 1200×630 card at `/og/<route>.jpg` (`/og/home.jpg` for `/`), in its language:
 * an Arabic page's is under `/og/ar/` (`/og/ar/about.jpg`, `/og/ar/home.jpg` for `/ar`): the page's
 * title under its section label, with the brand's logo. No React, no content modules (the words of a
 * label are passed in), no file system: unit tested.
 */
import type { MenuCopy, Ui } from '@/lib/content/types';
import { localeOfPath, localePath, unlocalisedPath } from '../i18n';
import { blogPostPath, industryPath, paths, positionPath, servicePath, solutionPath } from '../routes';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Where the cards live in out/ (and on the site). */
export const OG_DIR = '/og';
/** The cards are JPEGs (`.jpg`). */
export const OG_TYPE = 'image/jpeg';

/** The label a card shows above the title: the part of the site the page belongs to. */
export type OgSection =
  'Home' | 'About' | 'Solutions' | 'Services' | 'Industries' | 'Clients' | 'Case studies' | 'Careers' | 'Blog' | 'Contact' | 'Policies' | 'Search';

/** The folder of a collection's pages, from its path builder (`/services/`): no URL typed twice. */
const folderOf = (build: (slug: never) => string) => build('' as never);

const SECTION_BY_PATH: ReadonlyMap<string, OgSection> = new Map<string, OgSection>([
  [paths.home, 'Home'],
  [paths.about, 'About'],
  // The firm's credentials are part of what the company is: its card says About, as the page's trail starts there in a visitor's mind.
  [paths.credentials, 'About'],
  [paths.clients, 'Clients'],
  [paths.caseStudies, 'Case studies'],
  [paths.careers, 'Careers'],
  [paths.blog, 'Blog'],
  [paths.contact, 'Contact'],
  [paths.offices, 'Contact'],
  [paths.thankYou, 'Contact'],
  [paths.privacyPolicy, 'Policies'],
  [paths.cookiesPolicy, 'Policies'],
  [paths.legalNotice, 'Policies'],
  [paths.search, 'Search'],
]);

const SECTION_BY_FOLDER: readonly (readonly [string, OgSection])[] = [
  [folderOf(solutionPath), 'Solutions'],
  [folderOf(servicePath), 'Services'],
  [folderOf(industryPath), 'Industries'],
  [folderOf(blogPostPath), 'Blog'],
  [folderOf(positionPath), 'Careers'],
];

/** The route without query, hash or trailing slash ('/' stays '/'). */
function cleanRoute(route: string): string {
  const path = route.split(/[?#]/)[0] || '/';
  return path === '/' ? '/' : path.replace(/\/+$/, '') || '/';
}

/** The section of a route, in any language (`/ar/about` is About); undefined for a page outside every section (the 404 page). */
export function ogSection(route: string): OgSection | undefined {
  const path = cleanRoute(unlocalisedPath(route));
  return SECTION_BY_PATH.get(path) ?? SECTION_BY_FOLDER.find(([folder]) => path.startsWith(folder) && path.length > folder.length)?.[1];
}

/**
 * The card's path on the site: `/` → `/og/home.jpg`, `/services/training` → `/og/services/training.jpg`;
 * another language's under its own folder, named the same: `/ar` → `/og/ar/home.jpg`, `/ar/about` → `/og/ar/about.jpg`.
 */
export function ogImagePath(route: string): string {
  const locale = localeOfPath(route);
  const path = cleanRoute(unlocalisedPath(route));
  const name = path === '/' ? 'home' : path.slice(1);
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(name))
    throw new Error(`No share image name for the route "${route}": routes are lower-case words joined by "-" and "/".`);
  // The language's prefix, as in the pages' own addresses: /og/about.jpg, /og/ar/about.jpg.
  return `${OG_DIR}${localePath(locale, `/${name}`)}.jpg`;
}

/** The words a language has for the sections: its menu's, and the interface's where the menu has none. */
export interface SectionWords {
  readonly menuCopy: MenuCopy;
  readonly ui: Ui;
}

/** A section's label in a language, as its menu names it ("About", "من نحن"); the policies and search have no menu item. */
export function ogSectionLabel(section: OgSection, { menuCopy, ui }: SectionWords): string {
  const labels: Record<OgSection, string> = {
    Home: menuCopy.home,
    About: menuCopy.about,
    Solutions: menuCopy.solutions.label,
    Services: menuCopy.services.label,
    Industries: menuCopy.industries.label,
    Clients: menuCopy.clients,
    'Case studies': menuCopy.caseStudies,
    Careers: menuCopy.careers,
    Blog: menuCopy.blog,
    Contact: ui.menu.contact,
    Policies: ui.shareCard.policies,
    // The search control's own name ("Search", "بحث", "Rechercher").
    Search: ui.search.open,
  };
  return labels[section];
}

/** The card's text alternative: what it shows, in reading order (the label in the page's language). */
export function ogImageAlt(title: string, label: string | undefined, siteName: string): string {
  return label ? `${siteName} · ${label}: ${title}` : `${siteName}: ${title}`;
}

/**
 * The card of a route (`/about`, `/ar/about`), as the head describes it (`src` relative to the site):
 * `words` are the page's language's, so an Arabic card's alt names its section in Arabic.
 */
export function ogImage(route: string, title: string, siteName: string, words: SectionWords) {
  const section = ogSection(route);
  const label = section && ogSectionLabel(section, words);
  return { src: ogImagePath(route), width: OG_WIDTH, height: OG_HEIGHT, type: OG_TYPE, label, alt: ogImageAlt(title, label, siteName) } as const;
}

/** How a title fits on a card: its lines, and whether words were left out (the last line then ends with "…"). */
export interface WrappedText {
  readonly lines: readonly string[];
  readonly truncated: boolean;
}

export const ELLIPSIS = '…';

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth`, on whole words (greedy, like a
 * browser). When the words do not fit, the last line ends with "…" after the last whole word that fits
 * with it (a trailing comma or dash goes). `measure` gives a string's width in the units of `maxWidth`.
 * Only a single word wider than a whole line is cut inside the word, so a line never overflows.
 */
export function wrapWords(text: string, measure: (text: string) => number, maxWidth: number, maxLines: number): WrappedText {
  if (maxLines < 1) throw new Error('wrapWords needs at least one line');
  // Ordinary spaces only: a no-break space (French "clients :") holds its words together.
  const words = text
    .trim()
    .split(/[ \t\n\r]+/)
    .filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      index += 1;
    } else if (!line) {
      // One word wider than a whole line: the only case where a word is cut, and the text ends there.
      return { lines: [...lines, cutWithEllipsis(word, measure, maxWidth)], truncated: true };
    } else {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) return { lines: endWithEllipsis(lines, measure, maxWidth), truncated: true };
    }
  }
  if (line) lines.push(line);
  return { lines, truncated: false };
}

/** The lines with "…" after the last whole word of the last line that fits with it. */
function endWithEllipsis(lines: readonly string[], measure: (text: string) => number, maxWidth: number): string[] {
  const words = lines[lines.length - 1]!.split(' ');
  while (words.length > 1 && measure(withEllipsis(words.join(' '))) > maxWidth) words.pop();
  const last = withEllipsis(words.join(' '));
  return [...lines.slice(0, -1), measure(last) <= maxWidth ? last : cutWithEllipsis(words[0]!, measure, maxWidth)];
}

/** "Oracle Cloud," → "Oracle Cloud…": no punctuation or dash before the ellipsis. */
function withEllipsis(text: string): string {
  return `${text.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** The longest start of `word` that fits followed by "…" (at least one character). */
function cutWithEllipsis(word: string, measure: (text: string) => number, maxWidth: number): string {
  const characters = [...word];
  let length = characters.length - 1;
  while (length > 1 && measure(`${characters.slice(0, length).join('')}${ELLIPSIS}`) > maxWidth) length -= 1;
  return `${characters.slice(0, length).join('')}${ELLIPSIS}`;
}

/**
 * Like `wrapWords`, but with lines of even length (CSS `text-wrap: balance`): the narrowest width that
 * keeps the same number of lines, so a title never leaves one word alone on its last line when it
 * could be spread. A text that does not fit keeps the greedy lines and their ellipsis.
 */
export function balanceWords(text: string, measure: (text: string) => number, maxWidth: number, maxLines: number): WrappedText {
  const greedy = wrapWords(text, measure, maxWidth, maxLines);
  if (greedy.truncated || greedy.lines.length < 2) return greedy;
  const keepsLines = (width: number) => {
    const wrapped = wrapWords(text, measure, width, maxLines);
    return !wrapped.truncated && wrapped.lines.length === greedy.lines.length;
  };
  let narrow = 0;
  let wide = maxWidth;
  while (wide - narrow > 0.5) {
    const middle = (narrow + wide) / 2;
    if (keepsLines(middle)) wide = middle;
    else narrow = middle;
  }
  return wrapWords(text, measure, wide, maxLines);
}

/**
 * The largest of `sizes` (font sizes, largest first) at which the title fits whole, balanced; when
 * none does, the smallest, cut with an ellipsis. `measureAt(size)` gives the measure for a size.
 */
export function fitTitle(
  text: string,
  measureAt: (size: number) => (text: string) => number,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): WrappedText & { readonly size: number } {
  if (!sizes.length) throw new Error('fitTitle needs at least one size');
  for (const size of sizes) {
    const wrapped = balanceWords(text, measureAt(size), maxWidth, maxLines);
    if (!wrapped.truncated) return { ...wrapped, size };
  }
  const size = sizes[sizes.length - 1]!;
  return { ...wrapWords(text, measureAt(size), maxWidth, maxLines), size };
}

/** Undoes the escaping React applies to attribute values. */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(amp|quot|lt|gt|#x27|#39|apos);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'", apos: "'" })[entity]!,
  );
}

/**
 * The `content` of every <meta> of an exported page whose `property` (or `name`) is `value`, decoded,
 * in document order: what a crawler reads. For the build's own checks and the tests.
 */
export function metaContents(html: string, attribute: 'property' | 'name', value: string): string[] {
  return [...html.matchAll(/<meta\b([^>]*?)\/?>/g)].flatMap((match) => {
    const attributes = new Map([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, decodeAttribute(pair[2]!)]));
    return attributes.get(attribute) === value ? [attributes.get('content') ?? ''] : [];
  });
}
