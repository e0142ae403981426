/**
 * What an exported page may not contain (docs/decisions.md#static-export-no-framework-runtime-in-the-browser): the Next.js runtime (its scripts, its
 * page data, its inline bootstrap) or any inline executable script. Checked on every page by
 * `postbuild`, so the build fails rather than ship them.
 */
import { BLUR_WIDTH } from '../images';
import { inlineScripts } from './security-headers';

export function staticHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  const nextScripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*\/_next\/[^"]*)"/g)].map((match) => match[1]!);
  if (nextScripts.length) problems.push(`loads Next.js scripts (${nextScripts.join(', ')})`);
  if (/__NEXT_DATA__/.test(html)) problems.push('carries __NEXT_DATA__');
  if (/rel="(?:modulepreload|preload)"[^>]*\/_next\/[^"]*\.js"/.test(html)) problems.push('preloads Next.js scripts');
  const inline = inlineScripts(html);
  if (inline.length) problems.push(`has ${inline.length} inline executable script(s), starting "${inline[0]!.trim().slice(0, 60)}"`);
  return problems;
}

/** The canonical URL an exported page was built with (`<link rel="canonical" href="…">`, lib/pages/seo.ts). */
export function canonicalHref(html: string): string | undefined {
  const link = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/)?.[0];
  return link?.match(/\bhref="([^"]*)"/)?.[1];
}

/**
 * Why the files a build script writes from `siteUrl` (sitemap.xml, robots.txt, rss.xml) would not
 * match the pages `next build` exported, or null when they match: the page's canonical URL must
 * be on `siteUrl`. Both read NEXT_PUBLIC_SITE_URL; they differ when one step did not load the
 * .env files (lib/build/load-env.ts).
 */
export function siteUrlMismatch(file: string, html: string, siteUrl: string): string | null {
  const canonical = canonicalHref(html);
  if (canonical === undefined) return `${file} has no canonical URL, so the site address it was built for cannot be checked.`;
  if (canonical === siteUrl || canonical.startsWith(`${siteUrl}/`)) return null;
  return (
    `The pages and the sitemap are built for different site addresses: the pages for ${canonical} ` +
    `(canonical URL in ${file}), sitemap.xml, robots.txt and rss.xml for ${siteUrl}. ` +
    'Every build step must read the same NEXT_PUBLIC_SITE_URL (environment, .env.local or .env.production): ' +
    "a build script that reads content/site.ts must import '../lib/build/load-env' before any content."
  );
}

/** Whether an exported page is written in `lang` (its `<html lang="…">`). */
export function pageLanguage(html: string): string | undefined {
  return html.match(/<html\b[^>]*\blang="([^"]*)"/)?.[1];
}

/** The direction an exported page is written in (its `<html dir="…">`). */
export function pageDirection(html: string): string | undefined {
  return html.match(/<html\b[^>]*\bdir="([^"]*)"/)?.[1];
}

/** The `<link rel="preload">` of a font file. */
export const fontPreloadLink = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`;

/**
 * The page with a preload of the font at `href`, placed after the fonts it already preloads (or at
 * the end of its head), so the browser fetches it with the stylesheet rather than after it. A page
 * that already preloads it is returned as it is.
 */
export function withFontPreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  const link = fontPreloadLink(href);
  const fontLinks = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)];
  const last = fontLinks.at(-1);
  if (last) {
    const end = last.index + last[0].length;
    return html.slice(0, end) + link + html.slice(end);
  }
  const head = html.indexOf('</head>');
  if (head === -1) throw new Error('the page has no </head> to put the font preload in');
  return html.slice(0, head) + link + html.slice(head);
}

/**
 * The page with its pictures' blur placeholders (the optimiser's 10 px WEBP files, `BLUR_WIDTH` in
 * lib/images.ts, 60–90 bytes each) written in as data: URIs: a placeholder costs no request, so a page
 * fetches no picture the visitor has not come near. `read` gives a file of out/ by its address.
 */
export function withInlineBlurs(html: string, read: (path: string) => Buffer): string {
  return html.replace(
    new RegExp(`url\\((/[^)"']*-opt-${BLUR_WIDTH}\\.WEBP)\\)`, 'g'),
    (_, path: string) => `url(data:image/webp;base64,${read(path).toString('base64')})`,
  );
}
