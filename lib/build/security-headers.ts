/**
 * The response headers every host applies to the exported site (DESIGN.md §7), written by
 * `postbuild` as `out/_headers` (Netlify, Cloudflare Pages) and `out/vercel.json` (Vercel).
 * docs/deploy.md shows how the other hosts take them from there.
 *
 * No page has an inline executable script (the build fails if one appears: see
 * `inlineScripts`), so the policy names no hashes and is the same for every build: pages and
 * headers of different deploys never block each other while a CDN propagates them.
 *
 * One policy covers the whole site, so it also covers the 404 page and works on hosts that allow
 * a single header set per path pattern (CloudFront). Third-party hosts appear only in the
 * directive that needs them: reCAPTCHA's script and frame, Formspree's endpoint, YouTube's
 * privacy-enhanced player frame.
 */
/** Hosts the contact form needs: reCAPTCHA v2 (script, challenge frame) and Formspree (submission). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;
export const FORM_CONNECT_SOURCES = ['https://formspree.io'] as const;
/** The service pages' video facade swaps in this player after a click. */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com'] as const;

/** Types a browser executes; JSON data blocks (JSON-LD, island props) are never run. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The content of every inline script the browser would execute, in page order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => EXECUTABLE_TYPES.has((/\btype\s*=\s*"([^"]*)"/i.exec(attributes!)?.[1] ?? '').toLowerCase()))
    .map(([, , body]) => body!);
}

/** Same-site links are prefetched on hover (Speculation Rules API), from this file. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** Prefetch a same-site page when the visitor hovers or presses its link ("moderate"). */
export function speculationRules() {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: ['/*.xml', '/*.pdf', '/*.mp4', '/_m/*', '/images/*', '/media/*'] } },
            { not: { selector_matches: '[rel~=nofollow], [download], [target=_blank]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

export function contentSecurityPolicy(): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...RECAPTCHA_SCRIPT_SOURCES]],
    // Inline style attributes (image placeholders, Swiper, the reCAPTCHA widget) need it; scripts never do.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...FORM_CONNECT_SOURCES]],
    ['frame-src', [...RECAPTCHA_FRAME_SOURCES, ...VIDEO_FRAME_SOURCES]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The contact form posts straight to Formspree when it is sent before (or without) its script.
    ['form-action', ["'self'", ...FORM_CONNECT_SOURCES]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface HeaderRule {
  /** A path pattern as `_headers` writes it: an exact path, or a prefix ending in `/*`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Hashed build assets never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Staff replace pictures and videos under the same file name: cache a day, then revalidate. */
export const REPLACEABLE = 'public, max-age=86400, stale-while-revalidate=604800';
export const REPLACEABLE_PREFIXES = ['/images/', '/icons/', '/flags/', '/media/'] as const;

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
  };
}

/**
 * Every rule, most general first. No header name appears in two rules that match the same path,
 * because Netlify and Cloudflare combine the values of every matching rule.
 */
export function headerRules(): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders() },
    // Content-hashed names: the browser modules and Next's stylesheets and fonts.
    { path: '/_m/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: SPECULATION_RULES_PATH, headers: { 'Content-Type': SPECULATION_RULES_TYPE } },
    ...REPLACEABLE_PREFIXES.map((prefix) => ({ path: `${prefix}*`, headers: { 'Cache-Control': REPLACEABLE } })),
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by scripts/postbuild.ts from lib/security-headers.ts: do not edit.\n${blocks.join('\n')}\n`;
}

/** Vercel's configuration for a deployment of out/: clean URLs and the same rules. */
export function vercelConfig(rules: readonly HeaderRule[]) {
  return {
    // Serve out/ as plain files, whatever framework preset the Vercel project has.
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map((rule) => ({
      source: rule.path.endsWith('/*') ? `${rule.path.slice(0, -2)}/(.*)` : rule.path,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Parses a `_headers` file back into rules (the local test server applies it like a host would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path block: "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a request path (`*` matches the rest of the path). */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers a request path receives: every matching rule, combined as the hosts do. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const combined: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => pathMatches(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) combined[name] = combined[name] ? `${combined[name]}, ${value}` : value;
  }
  return combined;
}
