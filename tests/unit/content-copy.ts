/**
 * A throwaway copy of the project's content (with lib/, scripts/, tsconfig.json and package.json; public/ and
 * node_modules/ linked) in which a test can break a content file, or add one, and run the content check on it
 * (`checkContent`, in-process; `runContentCheck`, the command), without touching the repository. Used by tests/unit/content-check-cli.test.ts. With
 * `{ ownPublic: true }` public/ is copied too (without the optimiser's output), so a test can break a picture or
 * add one (tests/unit/pictures.test.ts, tests/unit/content-mistakes.test.ts, tests/unit/editing-examples.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentCheck } from '@/lib/build/content-check-run';

export const repoRoot = process.cwd();
const copied = ['content', 'lib', 'scripts', 'tsconfig.json', 'package.json'];

export interface ContentCopy {
  /** The copy's root: it holds content/, lib/, scripts/, public/ and node_modules/. */
  root: string;
  /** Rewrites one file of the copy (e.g. "content/blogs.ts"); fails when the change changes nothing. Returns the new text. */
  edit(file: string, change: (source: string) => string): string;
  /** Writes a file (e.g. "content/ar/sample.ts", or a picture's bytes), its folders included; `restore` deletes it, or puts back the repository's. */
  add(file: string, text: string | Uint8Array): void;
  /** Deletes a file of the repository from the copy (e.g. a picture of a public/ of its own); `restore` puts it back. */
  delete(file: string): void;
  /** Puts every edited file back as it is in the repository, and deletes the added ones. */
  restore(): void;
  /** Deletes the copy (the links only, never what they point to). */
  remove(): void;
}

export function copyContent({ ownPublic = false }: { ownPublic?: boolean } = {}): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  const linked = ownPublic ? ['node_modules'] : ['public', 'node_modules'];
  for (const name of copied) cpSync(join(repoRoot, name), join(root, name), { recursive: true });
  if (ownPublic) cpSync(join(repoRoot, 'public'), join(root, 'public'), { recursive: true, filter: (source) => !source.includes('nextImageExportOptimizer') });
  for (const name of linked) symlinkSync(join(repoRoot, name), join(root, name), 'dir');
  const edited = new Set<string>();
  const added = new Set<string>();
  return {
    root,
    edit(file, change) {
      const before = readFileSync(join(repoRoot, file), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the change to ${file} changed nothing`);
      writeFileSync(join(root, file), after);
      edited.add(file);
      return after;
    },
    add(file, text) {
      // The first folder the file needs that is not there yet: `restore` deletes it with what it holds.
      let folder = dirname(join(root, file));
      while (!existsSync(dirname(folder))) folder = dirname(folder);
      if (!existsSync(folder)) added.add(folder.slice(root.length + 1));
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
      // A file the repository has (content/sample.ts is both a content file and the samples' name) is put back.
      (existsSync(join(repoRoot, file)) ? edited : added).add(file);
    },
    delete(file) {
      rmSync(join(root, file));
      edited.add(file);
    },
    restore() {
      for (const file of edited) writeFileSync(join(root, file), readFileSync(join(repoRoot, file)));
      for (const file of added) rmSync(join(root, file), { force: true, recursive: true });
      edited.clear();
      added.clear();
    },
    remove() {
      for (const name of linked) unlinkSync(join(root, name));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface CheckRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The content check of the copy at `root`, run in this process (lib/build/content-check-run.ts), as
 * `npm run content:check` prints it: its lines on stdout and status 0 when it passes, on stderr and status 1
 * when it does not. What tests of the editor's messages use: a process per case is what made them slow.
 */
export async function checkContent(root: string): Promise<CheckRun> {
  const { ok, lines } = await contentCheck(root);
  const printed = lines.map((line) => `${line}\n`).join('');
  return ok ? { status: 0, stdout: printed, stderr: '' } : { status: 1, stdout: '', stderr: printed };
}

/**
 * Runs the command itself, scripts/check-content.ts with tsx, in `cwd`, with `args` (e.g. ['--root', dir]): for
 * the tests of the command (its arguments, streams and exit code). tsx is started from node_modules/.bin rather
 * than through npx, whose own notices on stderr would not be the check's output.
 */
export function runContentCheck(cwd: string, args: string[] = []): CheckRun {
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/check-content.ts', ...args], { cwd, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The message lines docs/editing.md shows (its lines that start with "content/" or "public/"), each put in a shape by `shapeOf`. */
export function guideMessageShapes(guide: string, shapeOf: (message: string) => string): Set<string> {
  return new Set(
    guide
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('content/') || line.startsWith('public/'))
      .map(shapeOf),
  );
}

/**
 * A message as docs/editing.md may show it: the item slugs, lists of slugs, paths under public/, quoted values
 * and numbers (lines, counts, sizes) in it may differ from today's files (the mistakes are made on whatever
 * items the content has). What stays is the wording.
 */
export const messageShape = (message: string) =>
  message
    .replace(/^(content\/\S+ › )[a-z0-9-]+( › )/, '$1slug$2')
    .replace(/\((?:[a-z0-9-]+, )+[a-z0-9-]+\)/g, '(slugs)')
    .replace(/public\/[\w./-]+/g, 'public/…')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N');
