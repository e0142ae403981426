/**
 * `npm run dev`: the browser modules rebuilt on every save (esbuild watch, stable names) and
 * `next dev` with hot reload for pages, components and content. Next's development runtime
 * hydrates each page; the modules wait for it (pages/_app.tsx) and the islands hydrate as they do
 * in production. Extra arguments go to `next dev` (e.g. `npm run dev -- --port 3001`). It listens on
 * localhost only, unless the arguments name a host (`npm run dev -- --hostname 0.0.0.0` for every
 * network interface: anyone on the network then sees the preview).
 *
 * The content check (scripts/check-content.ts) runs at start and after every save in content/ (its
 * language folders included: content/ar/, any later one) or in public/'s media folders; the terminal
 * gets its result each time it changes (the problems, or "Content check passed." once they are fixed).
 * The pages show the same problems in a banner (lib/pages/shell.ts), except those of the picture files
 * themselves (lib/build/pictures.ts reads them asynchronously; the banner runs the synchronous
 * lib/content/check.ts): those are in the terminal only.
 *
 * After each content check, the report of translations older than their English runs too
 * (scripts/check-translations.ts --summary, one at a time): its count goes to the terminal when it changes
 * and, through a file whose path `next dev` gets in CONTENT_TRANSLATIONS_NOTE, to the pages' banner
 * (lib/pages/shell.ts). A report that fails is skipped: it never stops the preview.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeRouteModules } from '../lib/build/route-modules';

const manifest = '.browser-modules.json';
const started = Date.now();
const children: ChildProcess[] = [];
const run = (args: string[]) => {
  const child = spawn('npx', args, { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    check?.kill('SIGTERM');
    translations?.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

/**
 * Where a save changes the check's result, each folder with every folder under it: the content modules
 * (every language's folder: content/ar/, any later one) and the media files they name.
 */
const WATCHED = ['content', 'public/images', 'public/icons', 'public/media'];
/** Folders that only the build writes (its optimised pictures): never watched. */
const GENERATED = 'nextImageExportOptimizer';
const DEBOUNCE_MS = 300;
const PREFIX = '[content]';
const tty = process.stdout.isTTY;
const paint = (colour: number, text: string) => (tty ? `\x1b[${colour}m${text}\x1b[0m` : text);

/** Where the translations' count is handed to `next dev` (lib/pages/shell.ts reads it); set before it starts. */
const NOTE_FILE = join(tmpdir(), `content-translations-${process.pid}.txt`);
process.env.CONTENT_TRANSLATIONS_NOTE = NOTE_FILE;
process.on('exit', () => rmSync(NOTE_FILE, { force: true }));

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
    runTranslations();
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

let translations: ChildProcess | undefined;
let lastNote: string | undefined;

/** The count of translations older than their English, after a content check: to the terminal when it changes, and to the banner's file. */
function runTranslations() {
  if (translations) return;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-translations.ts', '--summary'], { stdio: ['ignore', 'pipe', 'ignore'] });
  translations = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.on('error', () => (translations = undefined));
  child.on('close', (code, signal) => {
    translations = undefined;
    const note = output.trim();
    if (signal || code !== 0 || note === lastNote) return;
    if (note) console.log(`${paint(33, PREFIX)} ${note}`);
    else if (lastNote) console.log(`${paint(32, PREFIX)} Every translation is as new as its English.`);
    lastNote = note;
    try {
      writeFileSync(NOTE_FILE, note);
    } catch {
      // No banner line then; the terminal has it.
    }
  });
}

/** The folders watched, each with its watcher. */
const watchers = new Map<string, FSWatcher>();

/**
 * Calls `onChange` on every change in `dir` and in every folder under it, folders added later included. One
 * watcher per folder: Node 20's `{ recursive: true }` on Linux stops seeing a file once a save has replaced
 * it (editors and git write a new file over the old one), so a second save in content/ar/ went unseen.
 */
function watchTree(dir: string, onChange: (file: string | null) => void) {
  if (watchers.has(dir) || dir.includes(GENERATED)) return;
  const watcher = watch(dir, (_event, file) => {
    if (file) {
      const path = join(dir, file);
      const stats = statSync(path, { throwIfNoEntry: false });
      if (!stats) unwatch(path);
      else if (stats.isDirectory()) watchTree(path, onChange);
    }
    onChange(file);
  });
  watcher.on('error', () => unwatch(dir));
  watchers.set(dir, watcher);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) watchTree(join(dir, entry.name), onChange);
}

/** Stops watching a removed folder and the folders under it (a folder of that name added again is watched anew). */
function unwatch(path: string) {
  for (const [dir, watcher] of watchers)
    if (dir === path || dir.startsWith(`${path}${sep}`)) {
      watcher.close();
      watchers.delete(dir);
    }
}

/**
 * A page file or a props module added or renamed while the preview runs: the route table's builders and
 * components (lib/build/route-modules.ts) are written again, and `next dev` picks them up.
 */
function watchRoutes() {
  let routesTimer: NodeJS.Timeout | undefined;
  const rewrite = () => {
    try {
      writeRouteModules(process.cwd());
    } catch (error) {
      console.log(`${paint(31, '[routes]')} ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const dir of ['pages', 'lib/pages/props'])
    watchTree(dir, () => {
      clearTimeout(routesTimer);
      routesTimer = setTimeout(rewrite, DEBOUNCE_MS);
    });
}

function watchContent() {
  const schedule = (file: string | null) => {
    if (file?.includes(GENERATED)) return;
    clearTimeout(timer);
    timer = setTimeout(runCheck, DEBOUNCE_MS);
  };
  for (const dir of WATCHED) if (existsSync(dir)) watchTree(dir, schedule);
  runCheck();
}

/** `next dev`'s arguments: the ones given, and `--hostname localhost` unless they name a host (`-H`, `--hostname`): alone, next dev listens on every interface. */
function withHost(args: readonly string[]): string[] {
  const named = args.some((arg) => arg.startsWith('-H') || arg === '--hostname' || arg.startsWith('--hostname='));
  return named ? [...args] : ['--hostname', 'localhost', ...args];
}

async function main() {
  run(['tsx', 'scripts/build-browser.ts', '--watch']);
  // The pages' <script type="module"> address comes from the manifest: wait for this run's.
  for (let waited = 0; !(existsSync(manifest) && statSync(manifest).mtimeMs >= started - 1000); waited += 200) {
    if (waited > 60_000) throw new Error('the browser modules did not build within a minute');
    await sleep(200);
  }
  run(['next', 'dev', ...withHost(process.argv.slice(2))]);
  watchContent();
  watchRoutes();
}

void main();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    check?.kill(signal);
    translations?.kill(signal);
    children.forEach((child) => child.kill(signal));
  });
