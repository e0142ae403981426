/**
 * `npm run test:preview` (issue 36, item 2: a preview that never lies): `npm run dev` on a copy of the
 * project (tests/preview/project-copy.ts), on a free port, driven with plain HTTP while the test edits the
 * copy as staff would:
 * - a post's title made invalid: the post's own page shows the content banner naming the mistake, never
 *   Next's error screen;
 * - a post added: its page answers within seconds, in English and Arabic; removed: it answers 404;
 * - a picture replaced in public/: the preview serves the new file, not the last build's copy;
 * - the preview listens on localhost only.
 * Nothing here is timed: "within seconds" is a poll with a generous deadline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, groupAlive, stopGroup } from '../engines/processes';
import { copyProject } from './project-copy';

/** How long a save may take to show: generous, for a busy machine; a poll ends as soon as it shows. */
const DEADLINE = 60_000;
const STARTUP = 180_000;
const BANNER = 'data-content-problems';
const POST = 'content/blogs.ts';
const PICTURE = 'public/images/blog/able-1.jpg';

let copy: string;
let server: ChildProcess | undefined;
let port: number;
let origin: string;
let output = '';

/** The last lines `npm run dev` printed, for a failure's message. */
const tail = () => output.split('\n').slice(-40).join('\n');

async function get(path: string): Promise<{ readonly status: number; readonly body: string }> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** Asks until `answer` gives a value (never a 500: the preview does not show an error screen), or fails at the deadline. */
async function poll<T>(what: string, path: string, answer: (page: { status: number; body: string }) => T | undefined): Promise<T> {
  const deadline = Date.now() + DEADLINE;
  let last: { status: number; body: string } | undefined;
  while (Date.now() < deadline) {
    last = await get(path);
    expect(last.status, `${path} answered 500 while waiting for ${what}:\n${last.body.slice(0, 2000)}`).not.toBe(500);
    const value = answer(last);
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`${path}: no ${what} within ${DEADLINE / 1000} s (last status ${last?.status})\n${tail()}`);
}

/** Edits a file of the copy: `change` gets its text and returns the new one, which must differ. */
function edit(file: string, change: (text: string) => string) {
  const before = readFileSync(join(copy, file), 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(join(copy, file), after);
  return () => writeFileSync(join(copy, file), before);
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, at: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port: at, timeout: 3_000 });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

beforeAll(async () => {
  copy = copyProject(process.cwd());
  port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV; // vitest's "test": next dev sets its own
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: copy,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + STARTUP;
  while (!/Ready in/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm run dev did not start:\n${tail()}`);
    await sleep(200);
  }
  origin = `http://localhost:${port}`;
  // The first request compiles the page: wait for it, and for the content check the banner reads.
  await poll('the post', '/blog/able', (page) => (page.status === 200 ? true : undefined));
}, STARTUP + DEADLINE);

afterAll(async () => {
  if (server?.pid && groupAlive(server.pid)) await stopGroup(server.pid, 5_000);
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 30_000);

describe('npm run dev', () => {
  it('listens on localhost only, unless told otherwise', async () => {
    expect(output).toMatch(new RegExp(`Local:\\s+http://localhost:${port}\\b`));
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'));
    for (const address of outside) expect(await accepts(address!.address, port), `reachable at ${address!.address}:${port}`).toBe(false);
  });

  it.each([
    ['a number', (text: string) => text.replace(/(slug: "able",\s*)title: "[^"]*",/, '$1title: 42,'), 'title: is a number (42); it should be text'],
    ['removed', (text: string) => text.replace(/(slug: "able",\s*)title: "[^"]*",/, '$1'), 'title: is required'],
  ])("shows the banner on a post's own page when its title is %s", async (_how, change, message) => {
    const restore = edit(POST, change);
    try {
      const page = await poll('the banner', '/blog/able', ({ body }) => (body.includes(`${POST} › able › ${message}`) ? body : undefined));
      expect(page).toContain(BANNER);
      expect(page).not.toMatch(/"err":\{/);
    } finally {
      restore();
    }
    await poll('the post without the banner', '/blog/able', ({ status, body }) => (status === 200 && !body.includes(BANNER) ? true : undefined));
  });

  it("answers a new post's page within seconds of saving it, and 404 once it is removed", async () => {
    const slug = 'a-post-added-while-previewing';
    const restore = edit(POST, (text) =>
      text.replace(
        'export const blogs = [\n',
        `export const blogs = [\n  {\n    slug: "${slug}",\n    title: "A post added while previewing",\n` +
          '    text: "A post written while the preview runs, to see its page at once, as staff would.",\n' +
          '    date: "2026-01-10",\n    kind: "news",\n    services: ["consultancy-implementation"],\n    keywords: ["preview"],\n' +
          '    images: ["blog-able-1"],\n    content: ["One paragraph."],\n  },\n',
      ),
    );
    try {
      const page = await poll('the new post', `/blog/${slug}`, ({ status, body }) => (status === 200 ? body : undefined));
      expect(page).toContain('A post added while previewing');
      await poll('the new post in Arabic', `/ar/blog/${slug}`, ({ status }) => (status === 200 ? true : undefined));
    } finally {
      restore();
    }
    await poll('a 404', `/blog/${slug}`, ({ status }) => (status === 404 ? true : undefined));
    await poll('a 404 in Arabic', `/ar/blog/${slug}`, ({ status }) => (status === 404 ? true : undefined));
  });

  it('shows the pictures of public/ as they are now: a replaced one is the new file', async () => {
    const { body } = await get('/blog/able');
    const sources = [...body.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toContain('/images/blog/able-1.jpg');
    expect(sources.filter((src) => src.includes('nextImageExportOptimizer'))).toEqual([]);
    const replacement = readFileSync(join(copy, 'public/images/blog/able-2.jpg'));
    expect(replacement.equals(readFileSync(join(copy, PICTURE)))).toBe(false);
    writeFileSync(join(copy, PICTURE), replacement);
    const deadline = Date.now() + DEADLINE;
    let served = Buffer.alloc(0);
    while (!served.equals(replacement) && Date.now() < deadline) {
      served = Buffer.from(await (await fetch(`${origin}/images/blog/able-1.jpg`)).arrayBuffer());
      if (!served.equals(replacement)) await sleep(250);
    }
    expect(served.equals(replacement), 'the preview still serves the old picture').toBe(true);
  });
});
