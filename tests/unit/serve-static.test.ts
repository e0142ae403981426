import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildStatus } from '@/lib/build/build-status';
import { prefixedNotFoundPages } from '@/lib/build/not-found';

/**
 * `npm run serve` (scripts/serve-static.ts) as the browser tests meet it, over raw sockets: fetch and
 * curl would normalise the hostile request targets before sending them. It serves a temporary out/
 * whose parent holds a file that must never be served.
 */
const base = mkdtempSync(join(tmpdir(), 'serve-static-test-'));
const root = join(base, 'out');
const SECRET = 'outside out/, never served';
const headers = (value: string) => `# test\n/*\n  X-Test: ${value}\n`;

let server: ChildProcess;
let port: number;
let output = '';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request exactly as written; undefined when the connection ends without an answer. */
function send(requestLine: string, fields = ''): Promise<Answer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no end to "${requestLine.slice(0, 60)}"`)));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      if (!data) return resolve(undefined);
      const [head = '', body = ''] = data.split(/\r\n\r\n([\s\S]*)/);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const fields = lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
      resolve({ status: Number(statusLine.split(' ')[1]), headers: Object.fromEntries(fields), body });
    });
    socket.write(`${requestLine}\r\nHost: x\r\n${fields}Connection: close\r\n\r\n`);
  });
}

async function get(target: string, method = 'GET', fields: Record<string, string> = {}): Promise<Answer> {
  const answer = await send(
    `${method} ${target} HTTP/1.1`,
    Object.entries(fields)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join(''),
  );
  if (!answer) throw new Error(`no answer to ${method} ${target}; server output:\n${output}`);
  return answer;
}

/** A normal page still answers: the server is alive and serving. */
async function expectServing() {
  const about = await get('/about').catch((error: Error) => error);
  expect(about, `the server stopped (exit code ${server.exitCode}):\n${output}`).toMatchObject({ status: 200, body: '<p>about</p>' });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

beforeAll(async () => {
  mkdirSync(root);
  writeFileSync(join(base, 'secret.txt'), SECRET);
  writeFileSync(join(root, 'index.html'), '<p>home</p>');
  writeFileSync(join(root, 'about.html'), '<p>about</p>');
  writeFileSync(join(root, '404.html'), '<p>not found</p>');
  for (const { page } of prefixedNotFoundPages()) {
    mkdirSync(join(root, page, '..'), { recursive: true });
    writeFileSync(join(root, `${page}.html`), `<p>not found in ${page}</p>`);
  }
  writeFileSync(join(root, '_headers'), headers('first'));
  writeFileSync(join(root, 'vercel.json'), '{"headers":[]}');
  writeFileSync(join(root, '.nojekyll'), '');
  writeFileSync(join(root, 'picture.avif'), 'avif bytes');
  port = Number(process.env.SERVE_TEST_PORT) || (await freePort());
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', '--port', String(port), '--dir', root], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`serve-static exited (${server.exitCode}):\n${output}`);
    if (await send('GET / HTTP/1.1').catch(() => undefined)) return;
    if (attempt > 200) throw new Error(`serve-static did not answer on port ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 30_000);

afterAll(() => {
  server?.kill();
  rmSync(base, { recursive: true, force: true });
});

describe('npm run serve', () => {
  it('answers a request target it cannot parse with 400, and keeps serving', async () => {
    for (const target of ['//[', '//a:b@c:99999/', 'http://[::1/', 'http://x:99999/', '//%']) {
      expect((await send(`GET ${target} HTTP/1.1`))?.status, target).toBe(400);
      await expectServing();
    }
  });

  it('refuses with 400 a target that is not a path of the site', async () => {
    // "//x" reads as a host to a URL parser and as a path to HTTP; "\" is not a URL character;
    // a broken escape or a decoded control character names no file.
    for (const [method, target] of [
      ['GET', '//evil.example/'],
      ['GET', '//about'],
      ['OPTIONS', '*'],
      ['GET', '*'],
      ['GET', 'file:///etc/passwd'],
      ['GET', '/..\\secret.txt'],
      ['GET', '/%'],
      ['GET', '/about%zz'],
      ['GET', '/%00'],
      ['GET', '/about%00.html'],
      ['GET', '/about%0a'],
    ] as const) {
      const answer = await get(target, method);
      expect(answer.status, `${method} ${target}`).toBe(400);
      expect(answer.headers['x-test'], `${method} ${target}`).toBe('first');
      await expectServing();
    }
  });

  it('never serves a file from outside its directory', async () => {
    for (const target of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%5c..%5csecret.txt',
      'http://evil.example/../secret.txt',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toBe('<p>not found</p>');
    }
    await expectServing();
  });

  it("answers an unknown address with its language's not-found page (out/ar/404.html for /ar/…), any other with out/404.html", async () => {
    for (const { prefix, page } of prefixedNotFoundPages()) {
      for (const target of [`${prefix}/no-such-page`, `${prefix}/blog/no-such-post?from=x`, `${prefix}/missing.png`]) {
        expect(await get(target), target).toMatchObject({ status: 404, body: `<p>not found in ${page}</p>` });
        expect((await get(target, 'HEAD')).status, target).toBe(404);
      }
      expect(await get(`${prefix}x/no-such-page`)).toMatchObject({ status: 404, body: '<p>not found</p>' });
    }
    expect(await get('/no-such-page')).toMatchObject({ status: 404, body: '<p>not found</p>' });
  });

  it('sends a path with a trailing slash to its clean URL when only the page file is there, as the hosts do', async () => {
    expect(await get('/about/?from=x')).toMatchObject({ status: 308, headers: { location: '/about?from=x' } });
    expect(await get('/nowhere/')).toMatchObject({ status: 404 });
  });

  it('serves the path of an absolute-form target, whatever host it names', async () => {
    expect(await get('http://evil.example/about')).toMatchObject({ status: 200, body: '<p>about</p>' });
  });

  it('answers 404 for a name no file system takes, and 431 past the request head limit', async () => {
    expect((await get(`/${'a'.repeat(8_000)}`)).status).toBe(404);
    expect((await get('/about.html/x')).status).toBe(404);
    expect((await get(`/${'a'.repeat(20_000)}`)).status).toBe(431);
    await expectServing();
  });

  it('opens no tunnel: CONNECT is closed unanswered, a CONNECT-style target refused', async () => {
    expect(await send('CONNECT host:443 HTTP/1.1')).toBeUndefined();
    await expectServing();
    expect((await get('host:443')).status).toBe(400);
    await expectServing();
  });

  it('applies a rewritten _headers from the next request on', async () => {
    expect((await get('/about')).headers['x-test']).toBe('first');
    writeFileSync(join(root, '_headers'), headers('second, rebuilt'));
    expect((await get('/about')).headers['x-test']).toBe('second, rebuilt');
    expect((await get('/nope')).headers['x-test']).toBe('second, rebuilt');
  });

  it('serves no page while out/ has no _headers, says why with the security headers and no path, and resumes after', async () => {
    renameSync(join(root, '_headers'), join(base, '_headers.away'));
    const answers = [];
    for (const status of [
      undefined,
      { state: 'building', at: '2026-11-28T04:00:00Z' },
      { state: 'failed', step: 'next build', at: '2026-11-28T04:01:00Z' },
    ] as const) {
      writeBuildStatus(root, status);
      answers.push(await get('/about'));
    }
    writeBuildStatus(root, undefined);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(answers.map((answer) => answer.body)).toEqual([
      'There is no build to serve here yet: run `npm run build`.\n',
      'A build is under way: the site is served here as soon as it ends.\n',
      'The last build failed (at its step "next build", 2026-11-28T04:01:00Z) and there is no earlier build to serve. Run `npm run build` to see why.\n',
    ]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(base);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    renameSync(join(base, '_headers.away'), join(root, '_headers'));
    await expectServing();
  });

  it('answers 500 when out/ has no 404.html, and keeps serving', async () => {
    renameSync(join(root, '404.html'), join(base, '404.away'));
    expect((await get('/nope')).status).toBe(500);
    renameSync(join(base, '404.away'), join(root, '404.html'));
    expect((await get('/nope')).status).toBe(404);
    await expectServing();
  });

  it('answers only GET and HEAD, as a CDN does: 405 with Allow for any other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      const answer = await get('/about', method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
      expect(answer.body, method).not.toContain('about');
    }
    expect((await get('/about', 'HEAD')).status).toBe(200);
    await expectServing();
  });

  it("never serves the build's own files: _headers, vercel.json, dotfiles", async () => {
    for (const target of ['/_headers', '/vercel.json', '/.nojekyll', '/%5Fheaders'])
      expect(await get(target), target).toMatchObject({ status: 404, body: '<p>not found</p>' });
  });

  it('names the type of every file the site ships', async () => {
    expect((await get('/picture.avif')).headers['content-type']).toBe('image/avif');
  });

  it('gives each file strong validators and answers a current copy with 304, per encoding', async () => {
    const first = await get('/about');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(first.headers['last-modified']!).getTime()).not.toBeNaN();
    expect(await get('/about', 'GET', { 'If-None-Match': etag })).toMatchObject({ status: 304, body: '' });
    expect((await get('/about', 'GET', { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get('/about', 'GET', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get('/about', 'GET', { 'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status).toBe(200);
    // The gzip body is other bytes: its own tag, which the plain one does not match.
    const gzip = await get('/about', 'GET', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(etag);
    expect((await get('/about', 'GET', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag! })).status).toBe(304);
    expect((await get('/about', 'GET', { 'If-None-Match': gzip.headers.etag! })).status).toBe(200);
    // A changed file gets a new tag; a missing page has none.
    writeFileSync(join(root, 'about.html'), '<p>about</p> ');
    expect((await get('/about', 'GET', { 'If-None-Match': etag })).status).toBe(200);
    writeFileSync(join(root, 'about.html'), '<p>about</p>');
    expect((await get('/nope')).headers.etag).toBeUndefined();
  });
});
