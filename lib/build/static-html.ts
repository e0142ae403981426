/**
 * What an exported page may not contain (DESIGN.md §3): the Next.js runtime (its scripts, its
 * page data, its inline bootstrap) or any inline executable script. Checked on every page by
 * `postbuild`, so the build fails rather than ship them.
 */
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
