/**
 * `npm run dev`: the browser modules rebuilt on every save (esbuild watch, stable names) and
 * `next dev` with hot reload for pages, components and content. Next's development runtime
 * hydrates each page; the modules wait for it (pages/_app.tsx) and the islands hydrate as they do
 * in production. Extra arguments go to `next dev` (e.g. `npm run dev -- --port 3001`).
 *
 * The content check (scripts/check-content.ts) runs at start and after every save in content/ or
 * in public/'s media folders; the terminal gets its result each time it changes (the problems, or
 * "Content check passed." once they are fixed). The pages show the same problems in a banner
 * (lib/pages/shell.ts), except those of the picture files themselves (lib/build/pictures.ts reads them
 * asynchronously; the banner runs the synchronous content/check.ts): those are in the terminal only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, watch } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const manifest = '.browser-modules.json';
const started = Date.now();
const children: ChildProcess[] = [];
const run = (args: string[]) => {
  const child = spawn('npx', args, { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    check?.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

/** Where a save changes the check's result: the content modules and the media files they name. */
const WATCHED = [
  { dir: 'content', recursive: false },
  { dir: 'public/images', recursive: true },
  { dir: 'public/icons', recursive: true },
  { dir: 'public/media', recursive: true },
];
const DEBOUNCE_MS = 300;
const PREFIX = '[content]';
const tty = process.stdout.isTTY;
const paint = (colour: number, text: string) => (tty ? `\x1b[${colour}m${text}\x1b[0m` : text);

let check: ChildProcess | undefined;
let again = false;
let lastOutput: string | undefined;
let timer: NodeJS.Timeout | undefined;

/** Runs the check (one at a time; a save during a run queues one more) and reports a changed result. */
function runCheck() {
  if (check) {
    again = true;
    return;
  }
  // node --import tsx rather than npx: no npm start-up, and the same on every platform.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
  check = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  child.on('close', (code, signal) => {
    check = undefined;
    if (signal) return;
    report(code === 0, output.trim());
    if (again) {
      again = false;
      runCheck();
    }
  });
}

function report(passed: boolean, output: string) {
  if (output === lastOutput) return;
  lastOutput = output;
  const lines = output ? output.split('\n') : [passed ? 'Content check passed.' : 'Content check failed.'];
  for (const line of lines) console.log(`${paint(passed ? 32 : 31, PREFIX)} ${line}`);
  if (!passed) console.log(`${paint(31, PREFIX)} The pages show these problems in a banner until they are fixed (those of picture files only here).`);
}

function watchContent() {
  const schedule = (file: string | null) => {
    if (file?.includes('nextImageExportOptimizer')) return; // the build's generated pictures
    clearTimeout(timer);
    timer = setTimeout(runCheck, DEBOUNCE_MS);
  };
  for (const { dir, recursive } of WATCHED) {
    if (existsSync(dir)) watch(dir, { recursive }, (_event, file) => schedule(file));
  }
  runCheck();
}

async function main() {
  run(['tsx', 'scripts/build-browser.ts', '--watch']);
  // The pages' <script type="module"> address comes from the manifest: wait for this run's.
  for (let waited = 0; !(existsSync(manifest) && statSync(manifest).mtimeMs >= started - 1000); waited += 200) {
    if (waited > 60_000) throw new Error('the browser modules did not build within a minute');
    await sleep(200);
  }
  run(['next', 'dev', ...process.argv.slice(2)]);
  watchContent();
}

void main();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    check?.kill(signal);
    children.forEach((child) => child.kill(signal));
  });
