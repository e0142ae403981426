/**
 * The response headers every host applies to the exported site (docs/decisions.md#security), written by
 * `postbuild` as `out/_headers` (Netlify, Cloudflare Pages) and `out/vercel.json` (Vercel), and
 * turned into CloudFront's response headers policy by scripts/cloudfront-headers-policy.ts.
 * docs/deploy.md ("Security headers") gives the reason for each one and how to change it.
 *
 * No page has an inline executable script (the build fails if one appears: see
 * `inlineScripts`), so the policy names no hashes and is the same for every build: pages and
 * headers of different deploys never block each other while a CDN propagates them.
 *
 * One set covers the whole site, so it also covers the 404 page and works on hosts that allow
 * a single header set per path pattern (CloudFront). Third-party hosts appear only in the
 * directive that needs them: reCAPTCHA's script and frame, Formspree's endpoint, YouTube's
 * privacy-enhanced player frame.
 */
import { localePath, locales } from '../i18n';
import { feedPath, paths } from '../routes';
import { routes } from '../route-table';
import { vercelNotFoundRewrites } from './not-found';
import { searchBundleRules } from './search-headers';

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

/**
 * Prefetch a same-site page when the visitor hovers or presses its link ("moderate"), with the
 * Speculation Rules API. Every page carries the rules in its head (pages/_document.tsx), not in a
 * file named by a `Speculation-Rules` header: a file would be one more request at the start of every
 * page load, and a host that cannot set headers (GitHub Pages) would never point browsers at it.
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: ['/*.xml', '/*.pdf', '/*.mp4', '/_m/*', '/images/*', '/media/*'] } },
            // A link that opens a dialog with JavaScript (the search control) is not a way to its page.
            { not: { selector_matches: '[rel~=nofollow], [download], [target=_blank], [aria-haspopup]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/**
 * Where browsers report what the policy blocked, from the host's build settings (`CSP_REPORT_URL`, an
 * https address of a report collector): none when it is unset or empty, and one line that fails the build
 * when it is not an https address. The same for every build of one host, like the rest of the headers.
 */
export function cspReportUrl(value = process.env.CSP_REPORT_URL): string | undefined {
  const setting = value?.trim();
  if (!setting) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(setting);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:' || /[\s;,"]/.test(setting))
    throw new Error(`CSP_REPORT_URL: "${setting}" is not an https:// address; give the address that collects the reports, or leave it empty.`);
  return url.href;
}

/** The Reporting API's name for the collector, in `report-to` and `Reporting-Endpoints`. */
const REPORT_GROUP = 'csp';

export function contentSecurityPolicy(reportUrl = cspReportUrl()): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    // 'inline-speculation-rules' admits the page's speculation rules (JSON, never executed) and nothing else.
    // 'wasm-unsafe-eval': search's Pagefind (WebAssembly only; eval() stays refused).
    ['script-src', ["'self'", "'inline-speculation-rules'", "'wasm-unsafe-eval'", ...RECAPTCHA_SCRIPT_SOURCES]],
    // Style attributes need it: reCAPTCHA's widget writes them (Google's CSP advice names it), and so do
    // the pictures' blur placeholders and the gallery's slides; docs/decisions.md#security says what dropping it costs.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...FORM_CONNECT_SOURCES]],
    ['frame-src', [...RECAPTCHA_FRAME_SOURCES, ...VIDEO_FRAME_SOURCES]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The contact form posts straight to Formspree when it is sent before (or without) its script.
    ['form-action', ["'self'", ...FORM_CONNECT_SOURCES]],
    ['frame-ancestors', ["'none'"]],
    // `report-uri` for Firefox and WebKit, `report-to` (Reporting-Endpoints) for Chromium.
    ...(reportUrl
      ? ([
          ['report-uri', [reportUrl]],
          ['report-to', [REPORT_GROUP]],
        ] satisfies [string, string[]][])
      : []),
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
export const REPLACEABLE_PREFIXES = ['/images/', '/icons/', '/flags/', '/media/', '/og/'] as const;
/** Pages and feeds keep their address from deploy to deploy: a browser or CDN may keep a copy but asks first, so a deploy shows at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Files at the site's root that every build rewrites under the same name. */
const ROOT_FILES = ['/sitemap.xml', '/robots.txt', feedPath] as const;

/**
 * The address patterns of every page and feed, in every language, from the route table (code, not
 * content): each page outside a collection exactly (`/about`), each collection's folder as a prefix
 * (`/blog/*`), each other language's home and folder (`/ar`, `/ar/*`). None matches an asset's path,
 * so no path gets two Cache-Control values.
 */
export function pagePatterns(): string[] {
  const notFound = '/404';
  const pages = routes().filter((route) => route.pattern !== notFound);
  // A collection's folder: the first segment of a pattern with a slug under it (`/blog/[slug]` → blog).
  const folders = new Set(pages.map((route) => /^\/([a-z0-9-]+)\/.*\[slug\]/.exec(route.pattern)?.[1]).filter((folder) => folder !== undefined));
  const inFolder = (path: string) => [...folders].some((folder) => path.startsWith(`/${folder}/`));
  const exact = [...new Set([...pages.map((route) => route.pattern), ...Object.values(paths)])].filter(
    (path) => path !== notFound && !path.includes('[') && !inFolder(path),
  );
  const languages = locales
    .map((locale) => localePath(locale, '/'))
    .filter((home) => home !== '/')
    .flatMap((home) => [home, `${home}/*`]);
  return [...exact, ...[...folders].map((folder) => `/${folder}/*`), ...ROOT_FILES, ...languages];
}

/**
 * HTTPS only, for a year, on this host name only. Not `includeSubDomains`: served from the apex
 * domain it would force HTTPS on every subdomain of the company for a year, and the build cannot
 * know they all have it. Not `preload`. docs/deploy.md says how to opt in to both.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Powerful features no page uses, switched off for the pages and every frame in them. Only names
 * Chromium recognises: it prints a console warning for any other (e.g. `bluetooth`, which has no
 * policy there), checked by tests/e2e/security.spec.ts on every page.
 */
export const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'browsing-topics'] as const;

export function securityHeaders(reportUrl = cspReportUrl()): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(reportUrl),
    ...(reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl}"` } : {}),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    // A page another site opens (a share popup) cannot reach this one, nor this one it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites cannot load the site's files into their pages; crawlers, which are not browsers, still fetch them.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
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
    ...REPLACEABLE_PREFIXES.map((prefix) => ({ path: `${prefix}*`, headers: { 'Cache-Control': REPLACEABLE } })),
    ...pagePatterns().map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
    ...searchBundleRules(IMMUTABLE),
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by scripts/postbuild.ts from lib/build/security-headers.ts: do not edit.\n${blocks.join('\n')}\n`;
}

/** Vercel's configuration for a deployment of out/: clean URLs, the same rules, and each language's not-found page (./not-found). */
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
    rewrites: vercelNotFoundRewrites(),
  };
}

/** Referrer policies CloudFront's own field accepts. */
const CLOUDFRONT_REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);
/** The headers CloudFront sends from fields of its own (SecurityHeadersConfig), not as custom headers. */
const CLOUDFRONT_OWN_FIELDS = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy'] as const;
/** CloudFront's default limit for the Content-Security-Policy value. */
export const CLOUDFRONT_CSP_LIMIT = 1783;

export interface CloudFrontHeadersPolicy {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: true };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean; Override: true };
    ContentTypeOptions: { Override: true };
    FrameOptions: { FrameOption: string; Override: true };
    ReferrerPolicy: { ReferrerPolicy: string; Override: true };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: true }[] };
}

/**
 * CloudFront's response headers policy (the `--response-headers-policy-config` of the AWS CLI)
 * for the site-wide block of the rules: the headers CloudFront has its own fields for go there,
 * every other one is a custom header, so a header added to `securityHeaders` reaches CloudFront
 * too. Throws where CloudFront could not send a value as written.
 */
export function cloudFrontHeadersPolicy(rules: readonly HeaderRule[]): CloudFrontHeadersPolicy {
  const site = rules.find((rule) => rule.path === '/*')?.headers;
  if (!site) throw new Error('_headers: no /* block');
  const value = (name: (typeof CLOUDFRONT_OWN_FIELDS)[number]) => {
    const found = site[name];
    if (!found) throw new Error(`_headers: the /* block has no ${name}`);
    return found;
  };
  const csp = value('Content-Security-Policy');
  if (csp.length > CLOUDFRONT_CSP_LIMIT) throw new Error(`Content-Security-Policy is ${csp.length} characters; CloudFront's limit is ${CLOUDFRONT_CSP_LIMIT}`);
  const hsts = value('Strict-Transport-Security');
  const transport = /^max-age=(\d+)(; ?includeSubDomains)?(; ?preload)?$/i.exec(hsts);
  if (!transport) throw new Error(`Strict-Transport-Security "${hsts}": CloudFront writes only max-age=N[; includeSubDomains][; preload]`);
  const contentTypeOptions = value('X-Content-Type-Options');
  if (contentTypeOptions !== 'nosniff') throw new Error(`X-Content-Type-Options "${contentTypeOptions}": CloudFront sends only nosniff`);
  const frameOptions = value('X-Frame-Options');
  if (!['DENY', 'SAMEORIGIN'].includes(frameOptions)) throw new Error(`X-Frame-Options "${frameOptions}": CloudFront sends only DENY or SAMEORIGIN`);
  const referrerPolicy = value('Referrer-Policy');
  if (!CLOUDFRONT_REFERRER_POLICIES.has(referrerPolicy)) throw new Error(`Referrer-Policy "${referrerPolicy}" is not one CloudFront sends`);
  const custom = Object.entries(site).filter(([name]) => !(CLOUDFRONT_OWN_FIELDS as readonly string[]).includes(name));
  const items = custom.map(([Header, Value]) => ({ Header, Value, Override: true as const }));
  return {
    Name: 'site-security-headers',
    Comment: 'Written from out/_headers by scripts/cloudfront-headers-policy.ts on each deploy',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: Number(transport[1]),
        IncludeSubdomains: Boolean(transport[2]),
        Preload: Boolean(transport[3]),
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: frameOptions, Override: true },
      ReferrerPolicy: { ReferrerPolicy: referrerPolicy, Override: true },
    },
    CustomHeadersConfig: { Quantity: items.length, Items: items },
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
