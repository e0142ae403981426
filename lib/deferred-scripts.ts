/**
 * The exported pages load Next's scripts after their first frame, not during the HTML parse.
 *
 * Every page is complete HTML without JavaScript (links, text, images, the contact details), so the
 * framework's ~115 KB of script is not needed to show it. Left as `<script defer>` tags, the
 * preload scanner fetches it alongside the stylesheet and the hero image and the browser evaluates
 * it before the first paint; on a slow phone that delays the largest paint by about a second.
 * `postbuild` therefore moves the page's script addresses into one JSON block and appends them,
 * in their original order, from a small loader that runs after the first frame.
 *
 * The loader is the same text on every page, so the Content-Security-Policy needs one hash for
 * it; the JSON block is data, never executed.
 */

export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Appends each script in order (`async = false` keeps execution order) once the browser has
 * produced its first frame: requestAnimationFrame runs just before that frame, setTimeout after it.
 */
export const SCRIPT_LOADER =
  '(function(){var d=document,l=JSON.parse(d.getElementById("' +
  DEFERRED_SCRIPTS_ID +
  '").textContent);function go(){l.forEach(function(u){var s=d.createElement("script");s.src=u;s.async=false;d.body.appendChild(s)})}requestAnimationFrame(function(){setTimeout(go,0)})})()';

const DEFER_TAG = /<script src="([^"]+)" defer(?:="")?><\/script>/g;
const JSON_BLOCK = new RegExp(`<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">([^<]*)</script>`);

/** Rewrites one exported page; a page already rewritten, or without script tags, comes back unchanged. */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(DEFER_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  if (!html.includes('</body>')) throw new Error('deferScripts: the page has no </body>');
  const stripped = html.replace(DEFER_TAG, '');
  const block = `<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">${JSON.stringify(sources)}</script><script>${SCRIPT_LOADER}</script>`;
  return stripped.replace('</body>', `${block}</body>`);
}

/** The addresses a rewritten page loads after its first frame, in order. */
export function deferredScriptSources(html: string): string[] {
  const block = JSON_BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as string[]) : [];
}
