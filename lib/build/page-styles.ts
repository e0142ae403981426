/**
 * Each page's stylesheets (docs/architecture.md#stylesheets), applied by scripts/postbuild.ts to the
 * exported HTML:
 * - the site's stylesheet (Tailwind and styles/globals.css, one file from `next build`) is cut down
 *   for each kind of page in each language to the rules those pages can use (lib/build/css-purge.ts),
 *   written as /_m/site-<kind>-<hash>.css and linked in its place;
 * - the feature sheets the page links (pages/_document.tsx) stay as they are, or, where every page of
 *   the kind links the same ones, are written at the head of its cut (one request, the same cascade);
 * - and every page's stylesheets together must stay within `CSS_BUDGET` (gzip), else the build fails
 *   naming the page and its sheets.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { KB } from './budget';
import { classCandidates, purgeCss } from './css-purge';
import { pageKind } from './site-routes';

/** docs/decisions.md#budgets: all the CSS a page links, gzip (level 9). */
export const CSS_BUDGET = 12 * KB;

export const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : (ENTITIES[name!] ?? entity),
  );

/** The class names in a page's HTML (`[&amp;_li]:text-base` is the class `[&_li]:text-base`). */
export function htmlClasses(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => decodeEntities(match[1]!).split(/\s+/).filter(Boolean));
}

/** The addresses of a page's `<link rel="stylesheet">`s, in order. */
export function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\srel="stylesheet"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '');
}

/** The site's own stylesheet among a page's links: the one `next build` wrote. */
export const isSiteSheet = (href: string) => href.startsWith('/_next/static/');

/**
 * `css` written for `href` with its relative addresses (`url(../media/font.woff2)`) made absolute, so it
 * can be served from anywhere on the site.
 */
export function withAbsoluteUrls(css: string, href: string): string {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
    /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`,
  );
}

/** A file name for a kind of page: `home`, `about`, `blog` (the blog's index), `blog-item` (a post). */
export function kindName(kind: string): string {
  if (kind === '/') return 'home';
  return kind.startsWith('/') ? kind.slice(1).replace(/\//g, '-') : `${kind.replace(/\//g, '-')}-item`;
}

export interface StyledPage {
  readonly route: string;
  readonly lang: string;
  readonly html: string;
}

export interface KindSheet {
  /** Public address: /_m/site-<kind>-<hash>.css */
  readonly href: string;
  readonly css: string;
  /** The routes that link it. */
  readonly routes: readonly string[];
  /** Feature sheets every page of the kind links, written at its head (in their order, before the cut) instead of fetched on their own. */
  readonly folded: readonly string[];
}

/**
 * The site's stylesheet cut down for each kind of page in each language. `siteCss` is the sheet
 * `next build` wrote; `browserSources` the texts of the source files of the browser modules (a class
 * they add after load must stay); `featureCss` gives a linked feature sheet's text (custom properties
 * it reads must stay).
 */
export function kindSheets(
  pages: readonly StyledPage[],
  siteCss: string,
  browserSources: readonly string[],
  featureCss: (href: string) => string,
): KindSheet[] {
  const browserClasses = browserSources.flatMap(classCandidates);
  const groups = new Map<string, StyledPage[]>();
  for (const page of pages) {
    const key = `${pageKind(page.route)} ${page.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()].map((group) => {
    const linked = group.map((page) => stylesheetLinks(page.html).filter((href) => !isSiteSheet(href)));
    const features = [...new Set(linked.flat())];
    const folded = linked.every((sheets) => sheets.join(' ') === linked[0]!.join(' ')) ? linked[0]! : [];
    const cut = purgeCss(siteCss, {
      classes: new Set([...browserClasses, ...group.flatMap((page) => htmlClasses(page.html))]),
      lang: group[0]!.lang,
      alsoRead: features.map(featureCss).join(''),
    });
    const css = [...folded.map(featureCss), cut].join('\n');
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
    return { href: `/_m/site-${kindName(pageKind(group[0]!.route))}-${hash}.css`, css, routes: group.map((page) => page.route), folded };
  });
}

/** A page of the kind linking its cut in place of the site's whole sheet (`siteSheet`), and no longer the feature sheets folded into it. */
export function withKindSheet(html: string, siteSheet: string, sheet: KindSheet): string {
  const linksFolded = (tag: string) => /\srel="stylesheet"/.test(tag) && sheet.folded.includes(/\shref="([^"]+)"/.exec(tag)?.[1] ?? '');
  return html.replace(/<link\b[^>]*>/g, (tag) => (linksFolded(tag) ? '' : tag)).replaceAll(siteSheet, sheet.href);
}

/** A page whose stylesheets together are over `CSS_BUDGET`, with each sheet and its size: one line per page. */
export function cssBudgetProblems(pages: readonly { route: string; sheets: readonly { href: string; size: number }[] }[], budget = CSS_BUDGET): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  return pages.flatMap(({ route, sheets }) => {
    const total = sheets.reduce((sum, sheet) => sum + sheet.size, 0);
    if (total <= budget) return [];
    return [`${route}: ${kb(total)} of CSS (gzip) is over its ${kb(budget)} budget: ${sheets.map((sheet) => `${sheet.href} ${kb(sheet.size)}`).join(' + ')}`];
  });
}
