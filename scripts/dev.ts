/**
 * `npm run dev`: the browser modules rebuilt on every save (esbuild watch, stable names) and
 * `next dev` with hot reload for pages, components and content. Next's development runtime
 * hydrates each page; the modules wait for it (pages/_app.tsx) and the islands hydrate as they do
 * in production. Extra arguments go to `next dev` (e.g. `npm run dev -- --port 3001`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const manifest = '.browser-modules.json';
const started = Date.now();
const children: ChildProcess[] = [];
const run = (args: string[]) => {
  const child = spawn('npx', args, { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

async function main() {
  run(['tsx', 'scripts/build-browser.ts', '--watch']);
  // The pages' <script type="module"> address comes from the manifest: wait for this run's.
  for (let waited = 0; !(existsSync(manifest) && statSync(manifest).mtimeMs >= started - 1000); waited += 200) {
    if (waited > 60_000) throw new Error('the browser modules did not build within a minute');
    await sleep(200);
  }
  run(['next', 'dev', ...process.argv.slice(2)]);
}

void main();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => children.forEach((child) => child.kill(signal)));
