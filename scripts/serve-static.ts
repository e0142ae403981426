/**
 * `npm run serve`: serves out/ the way the CDNs in docs/deploy.md do, so that the browser tests run
 * against production behaviour: clean URLs (`/about` → about.html), 404.html with status 404 for
 * unknown paths, and every response carrying the headers of out/_headers (Content-Security-Policy
 * included), combined exactly as Netlify and Cloudflare Pages combine them.
 *
 * Usage: tsx scripts/serve-static.ts [--port 3000] [--host 127.0.0.1] [--dir out]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { headersFor, parseHeadersFile } from '../lib/build/security-headers';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? '127.0.0.1';
const root = resolve(values.dir ?? 'out');

const headersPath = join(root, '_headers');
if (!existsSync(headersPath)) {
  console.error(`${headersPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const rules = parseHeadersFile(readFileSync(headersPath, 'utf8'));

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
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

/** The file a request path resolves to, as a static host resolves it; undefined = 404. */
function fileFor(pathname: string): string | undefined {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  const base = join(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const candidates = pathname.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
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

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  let file: string | undefined;
  try {
    file = fileFor(url.pathname);
  } catch {
    file = undefined; // a malformed escape: treated as not found
  }
  const status = file ? 200 : 404;
  const path = file ?? join(root, '404.html');
  const size = statSync(path).size;
  response.setHeader('Content-Type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  // A rule's Content-Type (the speculation rules) overrides the extension's, as on the hosts.
  for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) response.setHeader(name, value);
  response.setHeader('Accept-Ranges', 'bytes');

  // Compressed like the CDNs do it, so the browser tests and the benchmark see real transfer sizes.
  if (COMPRESSIBLE.has(extname(path).toLowerCase()) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    const body = gzipOf(path);
    response.setHeader('Vary', 'Accept-Encoding');
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
    else createReadStream(path, { start, end }).pipe(response);
    return;
  }
  response.writeHead(status, { 'Content-Length': size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(path).pipe(response);
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port} with the headers of out/_headers`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
