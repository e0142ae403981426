/**
 * The static server of `npm run serve` (scripts/serve-static.ts), the browser tests, the JS budget, the
 * link check and the benchmark: serves out/ the way the CDNs in docs/deploy.md do, so that the browser tests run
 * against production behaviour: clean URLs (`/about` → about.html), the not-found page of the path's
 * language with status 404 for unknown paths (`/ar/…` → ar/404.html, any other → 404.html: ./not-found),
 * and every response carrying the headers of out/_headers (Content-Security-Policy included), combined
 * exactly as Netlify and Cloudflare Pages combine them.
 *
 * out/_headers is read again whenever it changes, so a rebuild's pages are never served under the
 * previous build's headers. A build is written aside and swapped in (scripts/build-site.ts), so out/ is
 * the last good build while the next one runs or after it failed; while there is none, every request
 * gets 503 saying whether a build is under way or the last one failed, at which step
 * (lib/build/build-status.ts), with the site's security headers and never a path of the machine.
 * A request it cannot take gets 400 and the server goes on: a target that is neither a path ("/x")
 * nor an http(s) URL (`*`, `host:443`), a path starting "//" (a host to URL parsers, a path to HTTP),
 * a backslash, a target the URL parser rejects (`http://x:99999/`), a broken %-escape, or an escape
 * that decodes to a control character (`%00`). No path resolves outside the served directory.
 *
 * Like a CDN it answers only GET and HEAD (405 with `Allow` otherwise), never serves the build's own
 * files (`_headers`, `_redirects`, `vercel.json`, dotfiles: 404), names every type the site ships, and
 * gives each file strong validators (an `ETag` from its bytes, one per encoding, and `Last-Modified`),
 * answering a matching `If-None-Match` or a not-older `If-Modified-Since` with 304.
 *
 * In-process: a script that starts it on port 0 gets a free port, and nothing outlives the script.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { noBuildText, readBuildStatus } from './build-status';
import { notFoundFile } from './not-found';
import { type HeaderRule, headersFor, parseHeadersFile, securityHeaders } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

class BadRequest extends Error {}

/**
 * The path a request target names, as a static host reads it. Origin-form ("/about?x") and
 * absolute-form ("http://host/about", whose host is ignored: this server has one site).
 */
function pathOf(target: string): string {
  const absolute = /^https?:\/\//i.test(target);
  if (!absolute && !/^\/(?!\/)/.test(target)) throw new BadRequest('not a path');
  if (target.includes('\\')) throw new BadRequest('backslash');
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    throw new BadRequest('unparsable');
  }
  return url.pathname;
}

/** The build's own files, which the hosts read and never serve: a path with one of these names is not found. */
const INTERNAL = new Set(['_headers', '_redirects', 'vercel.json']);
const isInternal = (relative: string) => relative.split(/[/\\]/).some((segment) => INTERNAL.has(segment) || segment.startsWith('.'));

/** Whether a file is there; a name too long, or a file taken for a folder, is just not there. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A short plain-text answer (400, 500, 503), with the site-wide headers when there are any. */
function plain(response: ServerResponse, status: number, text: string, rules: readonly HeaderRule[] = [], extra: Record<string, string> = {}) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  for (const [name, value] of Object.entries(headersFor(rules, '/'))) response.setHeader(name, value);
  response.writeHead(status, { ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/** Text types a CDN compresses; pictures, fonts and videos are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.webmanifest', '.svg']);
const gzipped = new Map<string, { mtime: number; body: Buffer }>();
function gzipOf(path: string): Buffer {
  const mtime = statSync(path).mtimeMs;
  const cached = gzipped.get(path);
  if (cached && cached.mtime === mtime) return cached.body;
  const body = gzipSync(readFileSync(path));
  gzipped.set(path, { mtime, body });
  return body;
}

/** A file's strong validator, from its bytes (cached while its size and time stay the same). */
const tags = new Map<string, { stamp: string; tag: string }>();
function etagOf(path: string): string {
  const stats = statSync(path);
  const stamp = `${stats.size}:${stats.mtimeMs}`;
  const cached = tags.get(path);
  if (cached?.stamp === stamp) return cached.tag;
  const tag = `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27)}"`;
  tags.set(path, { stamp, tag });
  return tag;
}

/** Whether the client's copy is current: `If-None-Match` names the tag (or `*`), or, without it, `If-Modified-Since` is not older than the file. */
function notModified(request: IncomingMessage, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** The file's bytes; if it vanishes mid-way (out/ rebuilt), the response is cut, not the server. */
function stream(path: string, response: ServerResponse, range?: { start: number; end: number }) {
  const file = createReadStream(path, range);
  file.on('error', (error) => {
    console.error(`${path}: ${error.message}`);
    response.destroy();
  });
  file.pipe(response);
}

/** The headers of an answer while there is no build to serve: the site's security headers, with no report address. */
const WITHOUT_BUILD: HeaderRule[] = [{ path: '/*', headers: securityHeaders(undefined) }];

/** The request handler for one served directory. */
function handlerFor(root: string) {
  const headersPath = join(root, '_headers');

  /** The rules of out/_headers as it is now (parsed again when it changes); undefined while it is missing. */
  let loaded: { stamp: string; rules: HeaderRule[] } | undefined;
  function currentRules(): HeaderRule[] | undefined {
    const stats = statSync(headersPath, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    if (loaded?.stamp !== stamp) {
      try {
        loaded = { stamp, rules: parseHeadersFile(readFileSync(headersPath, 'utf8')) };
      } catch (error) {
        // Half written, or replaced between the stat and the read: the next request reads it again.
        console.error(`${headersPath}: ${(error as Error).message}`);
        return undefined;
      }
    }
    return loaded.rules;
  }

  /** The file a request path resolves to, as a static host resolves it; undefined = 404. */
  function fileFor(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new BadRequest('broken escape');
    }
    if (/[\u0000-\u001f\u007f]/.test(decoded)) throw new BadRequest('control character');
    const relative = normalize(decoded).replace(/^[/\\]+/, '');
    if (isInternal(relative)) return undefined;
    const base = join(root, relative);
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    const candidates = pathname.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
    return candidates.find(isFile);
  }

  function serve(request: IncomingMessage, response: ServerResponse, rules: readonly HeaderRule[]) {
    // A target that is not a path of the site is refused (400) whatever the method; a path, with 405 but for GET and HEAD.
    const pathname = pathOf(request.url ?? '/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'Method Not Allowed\n', rules, { Allow: 'GET, HEAD' });
      return;
    }
    const file = fileFor(pathname);
    // `/about/` when only about.html is there: the clean URL, permanently (Cloudflare Pages and Netlify do so).
    if (!file && pathname.length > 1 && pathname.endsWith('/') && fileFor(pathname.slice(0, -1))) {
      const query = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?')) : '';
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
      response.writeHead(308, { Location: `${pathname.slice(0, -1)}${query}`, 'Content-Length': 0 }).end();
      return;
    }
    const status = file ? 200 : 404;
    // An unknown path gets its language's not-found page (`/ar/…` → ar/404.html), as on every host.
    const path = file ?? join(root, notFoundFile(pathname));
    const size = statSync(path).size;
    response.setHeader('Content-Type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
    // A rule's Content-Type (the speculation rules) overrides the extension's, as on the hosts.
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
    response.setHeader('Accept-Ranges', 'bytes');
    const compressed = COMPRESSIBLE.has(extname(path).toLowerCase()) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(extname(path).toLowerCase())) response.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      // One tag per representation: the gzip body is other bytes than the file.
      const etag = compressed ? `${etagOf(path).slice(0, -1)}-gzip"` : etagOf(path);
      const modified = statSync(path).mtime;
      response.setHeader('ETag', etag);
      response.setHeader('Last-Modified', modified.toUTCString());
      if (notModified(request, etag, modified)) {
        response.removeHeader('Content-Type');
        response.writeHead(304).end();
        return;
      }
    }

    // Compressed like the CDNs do it, so the browser tests and the benchmark see real transfer sizes.
    if (compressed) {
      const body = gzipOf(path);
      response.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const range = status === 200 ? /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '') : null;
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        response.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      response.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 });
      if (request.method === 'HEAD') response.end();
      else stream(path, response, { start, end });
      return;
    }
    response.writeHead(status, { 'Content-Length': size });
    if (request.method === 'HEAD') response.end();
    else stream(path, response);
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    let rules: HeaderRule[] | undefined;
    try {
      rules = currentRules();
      if (!rules) {
        plain(response, 503, noBuildText(readBuildStatus(root)), WITHOUT_BUILD, { 'Retry-After': '5' });
        return;
      }
      serve(request, response, rules);
    } catch (error) {
      if (error instanceof BadRequest) {
        plain(response, 400, 'Bad Request\n', rules);
        return;
      }
      // A file removed while it was read (out/ being rebuilt), or out/ without the not-found page the path needs.
      console.error(`${request.method} ${request.url}: ${(error as Error).message}`);
      plain(response, 500, 'Internal Server Error\n', rules);
    }
  };
}

export interface StaticServer {
  /** `http://host:port`, no trailing slash. */
  readonly origin: string;
  readonly port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Serves `dir` (default out/) on `host` (default loopback) and `port` (default 0: a free one the system picks). */
export async function startStaticServer({
  dir = 'out',
  port = 0,
  host = '127.0.0.1',
}: { dir?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  const root = resolve(dir);
  if (!existsSync(join(root, '_headers'))) throw new Error(`${join(root, '_headers')} is missing: run \`npm run build\` first.`);
  const server = createServer(handlerFor(root));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
