// @vitest-environment node
/**
 * The editing guide's examples, run: each task of docs/editing.md (add a post, remove a client, add a language…)
 * is done on a copy of the content with the guide's own code examples, and the content check must accept it, so
 * the guide cannot drift from the content model.
 *
 * How the guide marks an example: an HTML comment (GitHub does not show it) right before the ```ts block
 * (Prettier puts a blank line between them), naming one or more tasks (comma-separated) and what to do with
 * the block in one file:
 *
 *   <!-- example add-post: add to content/blogs.ts blogs -->
 *
 * - `add to FILE NAME`: the block goes at the end of the list or object that `export const NAME =` opens, or that
 *   the call `NAME(` opens (`logos([` in content/media.ts), before its closing bracket; NAME `imports` puts it
 *   after the file's last import line. Every item of the block ends with a comma, as in the content files.
 * - `replace FILE NAME`: the block replaces the line that starts `export const NAME`.
 * A removal step has no block:
 * - `remove KEY from FILE NAME`: deletes the item of that list or object named KEY: the text "KEY", the object whose
 *   first field (slug, id or image) is "KEY", the field `"KEY": …`, or the spread `...helper("KEY", …)`.
 * - `delete public/PATH`: deletes a picture.
 *
 * What each task must do:
 * - `add-…`: its English and its Arabic steps together, on a fresh copy, pass the check ("Content check
 *   passed."). The pictures and videos its registrations name are stood in for by a registered file of the same
 *   size and type. All the additions together also pass the check and the typecheck of content/ (which sees
 *   what the check cannot: a helper called with the wrong arguments, a text file of the wrong shape).
 * - `remove-…`: on a copy with its own public/, the steps in the English files alone leave the item's texts in
 *   content/ar/, and the check names them as the guide shows; all the steps pass.
 * - `add-language`: the language's entry and the lines that load its folder, with the folder still empty: the check
 *   says in one line that the language has no texts yet, the line the guide shows; and content/ typechecks (the
 *   entry's fields, the line in lib/content/translations.ts).
 * The guide's table of the files each task touches is held to the files the examples touch.
 *
 * The check runs in this process, on each copy (`checkContent`); the typecheck is one tsc process for all.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icons, images, videos } from '@/content/media';
import { importFresh } from '@/lib/build/content-check-run';
import { checkContent, copyContent, repoRoot, type ContentCopy, guideMessageShapes } from './content-copy';

const guide = readFileSync(join(repoRoot, 'docs/editing.md'), 'utf8');

type Action =
  | { readonly kind: 'add'; readonly file: string; readonly name: string; readonly block: string }
  | { readonly kind: 'replace'; readonly file: string; readonly name: string; readonly block: string }
  | { readonly kind: 'remove'; readonly file: string; readonly name: string; readonly key: string }
  | { readonly kind: 'delete'; readonly file: string };
interface Step {
  readonly tasks: readonly string[];
  readonly action: Action;
  /** Where the guide marks it, for the failure messages. */
  readonly at: string;
}

/** The ```ts block that follows line `index` (after blank lines), without the indentation of its fence (a block inside a numbered step). */
function blockAfter(lines: readonly string[], index: number, at: string): string {
  let start = index + 1;
  while (lines[start]?.trim() === '') start += 1;
  const fence = /^( *)```ts\s*$/.exec(lines[start] ?? '');
  if (!fence) throw new Error(`${at}: an "add to" or "replace" example comment must come right before a \`\`\`ts block`);
  const end = lines.findIndex((line, i) => i > start && line.trim() === '```');
  if (end < 0) throw new Error(`${at}: the block is not closed`);
  const indent = fence[1]!.length;
  return lines
    .slice(start + 1, end)
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join('\n');
}

/** Every marked example of the guide, in the guide's order. */
function examples(markdown: string): Step[] {
  const lines = markdown.split('\n');
  const steps: Step[] = [];
  lines.forEach((line, index) => {
    const marker = /^\s*<!-- example ([\w-]+(?:, *[\w-]+)*): (.+?) -->\s*$/.exec(line);
    if (!marker) return;
    const tasks = marker[1]!.split(/, */);
    const what = marker[2]!;
    const at = `docs/editing.md:${index + 1}`;
    const add = /^(add to|replace) (\S+) (\S+)$/.exec(what);
    const remove = /^remove (\S+) from (\S+) (\S+)$/.exec(what);
    const removeFile = /^delete (public\/\S+)$/.exec(what);
    if (add) {
      const kind = add[1] === 'add to' ? ('add' as const) : ('replace' as const);
      steps.push({ tasks, at, action: { kind, file: add[2]!, name: add[3]!, block: blockAfter(lines, index, at) } });
    } else if (remove) steps.push({ tasks, at, action: { kind: 'remove', key: remove[1]!, file: remove[2]!, name: remove[3]! } });
    else if (removeFile) steps.push({ tasks, at, action: { kind: 'delete', file: removeFile[1]! } });
    else throw new Error(`${at}: "${what}" is not an example action (add to, replace, remove … from, delete)`);
  });
  return steps;
}

/** The indices of the characters of `source` from `from` that are code: outside texts and comments. */
function* code(source: string, from: number): Generator<number> {
  for (let i = from; i < source.length; i++) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? -1 : end + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      for (i += 1; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else yield i;
    if (i < 0) return;
  }
}

/** Where the list or object `name` opens: `export const name … = [` or `{`, or the call `name([`. */
function opening(source: string, name: string, file: string): number {
  const found = [...source.matchAll(new RegExp(`export const ${name}\\b[^=\\n]*=\\s*|\\b${name}\\(\\s*`, 'g'))];
  if (found.length !== 1) throw new Error(`${file}: ${found.length} places open "${name}" (one expected)`);
  const at = found[0]!.index + found[0]![0].length;
  if (source[at] !== '[' && source[at] !== '{') throw new Error(`${file}: "${name}" is not a list or an object`);
  return at;
}

/** The bracket closing the one at `open`, and the top-level items between them (each with its comma). */
function brackets(source: string, open: number): { close: number; items: { start: number; end: number }[] } {
  const items: { start: number; end: number }[] = [];
  let depth = 0;
  let start = open + 1;
  for (const i of code(source, open)) {
    const c = source[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    if (depth === 0) {
      if (source.slice(start, i).trim()) items.push({ start, end: i });
      return { close: i, items };
    }
    if (c === ',' && depth === 1) {
      items.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  throw new Error(`no bracket closes the one at ${open}`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether an item is the one named `key`: the text, the object whose first field names it, the field, the spread. */
function names(item: string, key: string): boolean {
  const quoted = `["']${escaped(key)}["']`;
  const body = item.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '').replace(/,\s*$/, '');
  return new RegExp(`^(?:${quoted}$|\\{\\s*(?:slug|id|image):\\s*${quoted}|(?:${quoted}|${escaped(key)})\\s*:|\\.\\.\\.\\w+\\(\\s*${quoted})`).test(body);
}

function applyTo(source: string, action: Exclude<Action, { kind: 'delete' }>): string {
  if (action.kind === 'replace') {
    const lines = source.split('\n');
    const at = lines.filter((line) => line.startsWith(`export const ${action.name}`));
    if (at.length !== 1) throw new Error(`${action.file}: ${at.length} lines start "export const ${action.name}" (one expected)`);
    return lines.map((line) => (line === at[0] ? action.block : line)).join('\n');
  }
  if (action.kind === 'add' && action.name === 'imports') {
    const lines = source.split('\n');
    const last = lines.findLastIndex((line) => line.startsWith('import '));
    return [...lines.slice(0, last + 1), action.block.trimEnd(), ...lines.slice(last + 1)].join('\n');
  }
  const open = opening(source, action.name, action.file);
  const { close, items } = brackets(source, open);
  if (action.kind === 'add') {
    const before = source.slice(0, close).trimEnd();
    return `${before}${/[,[{]$/.test(before) ? '' : ','}\n${action.block.trimEnd()}\n${source.slice(close)}`;
  }
  const named = items.filter((item) => names(source.slice(item.start, item.end), action.key));
  if (named.length !== 1) throw new Error(`${action.file}: ${named.length} items of "${action.name}" are named "${action.key}" (one expected)`);
  return source.slice(0, named[0]!.start) + source.slice(named[0]!.end);
}

/** Does the steps on the copy at `root`, in order. */
function apply(root: string, steps: readonly Step[]): void {
  for (const { action, at } of steps) {
    const path = join(root, action.file);
    if (action.kind === 'delete') {
      if (!existsSync(path)) throw new Error(`${at}: ${action.file} does not exist`);
      unlinkSync(path);
      continue;
    }
    try {
      writeFileSync(path, applyTo(readFileSync(path, 'utf8'), action));
    } catch (error) {
      throw new Error(`${at}: ${(error as Error).message}`);
    }
  }
}

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}
function exec(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
/** `npm run content:check` in a copy (its own content/ and public/), run in-process, as the command prints it. */
const check = checkContent;
const problems = (run: Run) =>
  run.stderr
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean);
const passed = { status: 0, stdout: 'Content check passed.\n', stderr: '' };

interface Registry {
  readonly images: Record<string, { src: string; width: number; height: number }>;
  readonly videos: Record<string, { src: string }>;
  readonly icons: Record<string, string>;
}
/** The media registry of a copy (content/media.ts, as the check loads it). */
const registryOf = (root: string) => importFresh<Registry>(root, 'content/media.ts');

/** Puts a stand-in under `publicDir` for every registered file that is not there: a registered file of the same size and type. */
function standIns(registry: Registry, publicDir: string): string[] {
  const sameType = (a: string, b: string) => extname(a) === extname(b);
  const wanted: [string, string | undefined][] = [
    ...Object.values(registry.images).map(
      (asset) =>
        [
          asset.src,
          Object.values(images).find((model) => model.width === asset.width && model.height === asset.height && sameType(model.src, asset.src))?.src,
        ] as [string, string | undefined],
    ),
    ...Object.values(registry.videos).map(
      (asset) => [asset.src, Object.values(videos).find((model) => sameType(model.src, asset.src))?.src] as [string, string | undefined],
    ),
    ...Object.values(registry.icons).map((src) => [src, Object.values(icons).find((model) => sameType(model, src))] as [string, string | undefined]),
  ];
  const supplied: string[] = [];
  for (const [src, model] of wanted) {
    const target = join(publicDir, src);
    if (existsSync(target)) continue;
    if (!model) throw new Error(`no registered file of the same size and type can stand in for ${src}`);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(repoRoot, 'public', model), target);
    supplied.push(src);
  }
  return supplied;
}

/** A message as the guide may show it: the values it quotes and the list it ends with may be today's. */
const shapeOf = (message: string) =>
  message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\([^()]*\)$/, '(…)')
    .trim();
const guideShapes = guideMessageShapes(guide, shapeOf);

const steps = examples(guide);
const tasks = new Map<string, Step[]>();
for (const step of steps) for (const task of step.tasks) tasks.set(task, [...(tasks.get(task) ?? []), step]);
const additions = [...tasks.keys()].filter((task) => task.startsWith('add-') && task !== 'add-language');
const removals = [...tasks.keys()].filter((task) => task.startsWith('remove-'));
/** A file of another language's folder (content/ar/blogs.ts), as opposed to the English content/blogs.ts. */
const inLanguageFolder = (file: string) => /^content\/[^/]+\/[^/]+$/.test(file);
const contentFiles = (task: string) => [...new Set(tasks.get(task)!.map((step) => step.action.file))].filter((file) => file.startsWith('content/')).sort();

describe('the editing guide marks its examples', () => {
  it('adding and removing a collection item and adding a language', () => {
    expect([...tasks.keys()]).toEqual(
      expect.arrayContaining([
        'add-post',
        'add-client',
        'add-office',
        'add-industry',
        'add-team-member',
        'add-service',
        'add-position',
        'add-credential',
        'remove-client',
        'remove-team-member',
        'add-language',
      ]),
    );
  });

  it('each addition writes its English and its Arabic, and each block ends its items with a comma', () => {
    for (const task of additions) {
      const files = contentFiles(task);
      expect(files.some(inLanguageFolder), `${task} has no step in content/ar/`).toBe(true);
      expect(
        files.some((file) => !inLanguageFolder(file)),
        `${task} has no step in an English file`,
      ).toBe(true);
    }
    for (const { action, at } of steps)
      if (action.kind === 'add' && action.name !== 'imports')
        expect(action.block.trimEnd().endsWith(','), `${at}: the block's last item ends with a comma`).toBe(true);
  });

  it('the table of files touched lists the files each task touches', () => {
    const rows: Record<string, string> = {
      'A blog post': 'add-post',
      'A client': 'add-client',
      'An office': 'add-office',
      'An industry': 'add-industry',
      'A team member': 'add-team-member',
      'A service': 'add-service',
      'A position': 'add-position',
      'A credential': 'add-credential',
    };
    for (const [label, task] of Object.entries(rows)) {
      const row = guide.split('\n').find((line) => line.startsWith(`| ${label} `));
      expect(row, `docs/editing.md has a table row "| ${label} |"`).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      const listed = [...row!.matchAll(/`(content\/[\w/.-]+\.ts)`/g)].map((match) => match[1]!).sort();
      expect(listed, `the row "${label}" lists the files the ${task} example touches`).toEqual(contentFiles(task));
      expect(cells.includes(String(listed.length)), `the row "${label}" counts ${listed.length} files`).toBe(true);
    }
  });
});

/** The typecheck of the content/ of copies (and what it imports), as the build runs it: one run, from the first copy. */
function typecheckContent(roots: readonly string[]): Promise<Run> {
  const config = { extends: './tsconfig.json', compilerOptions: { incremental: false }, include: roots.map((root) => join(root, 'content/**/*.ts')) };
  writeFileSync(join(roots[0]!, 'tsconfig.examples.json'), JSON.stringify(config));
  return exec(join(repoRoot, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.examples.json'], roots[0]!);
}

describe('the editing guide examples on a copy of the content', { timeout: 120_000 }, () => {
  const copies: ContentCopy[] = [];
  const fresh = (options: Parameters<typeof copyContent>[0]) => {
    const copy = copyContent(options);
    copies.push(copy);
    return copy;
  };
  /** Every addition in one copy, with stand-ins for the pictures they register (each task's own copy gets its own). */
  let all: ContentCopy;
  /** The language added with its folder still empty. */
  let language: { readonly copy: ContentCopy; readonly code: string };
  let typecheck: Promise<Run>;

  beforeAll(async () => {
    all = fresh({ ownPublic: true });
    apply(
      all.root,
      steps.filter((step) => step.tasks.some((task) => additions.includes(task))),
    );
    expect(standIns(await registryOf(all.root), join(all.root, 'public')).length).toBeGreaterThan(0);

    const copy = fresh({});
    const entry = tasks.get('add-language')!.find((step) => step.action.file === 'content/languages.ts')?.action;
    const code = entry && 'block' in entry ? /code: "([^"]+)"/.exec(entry.block)?.[1] : undefined;
    if (!code) throw new Error('docs/editing.md: the add-language example has no entry with a code in content/languages.ts');
    apply(copy.root, tasks.get('add-language')!);
    // Its folder still empty: nothing of it is written yet.
    mkdirSync(join(copy.root, 'content', code));
    language = { copy, code };

    // Slow and independent: it runs while the checks below do.
    typecheck = typecheckContent([all.root, copy.root]);
  }, 60_000);

  afterAll(async () => {
    await typecheck?.catch(() => undefined);
    for (const copy of copies) copy.remove();
  });

  it('all the additions together pass the check', async () => {
    expect(await check(all.root)).toEqual(passed);
  });

  for (const task of additions) {
    it(`${task}: its English and Arabic examples pass the check`, async () => {
      // A public/ of its own, with only the files this task registers: every file there must be registered.
      const copy = fresh({ ownPublic: true });
      apply(copy.root, tasks.get(task)!);
      standIns(await registryOf(copy.root), join(copy.root, 'public'));
      expect(await check(copy.root)).toEqual(passed);
    });
  }

  for (const task of removals) {
    it(`${task}: the English steps alone leave texts the check names; all the steps pass`, async () => {
      const copy = fresh({ ownPublic: true });
      const english = tasks.get(task)!.filter((step) => !inLanguageFolder(step.action.file));
      apply(copy.root, english);
      const leftOver = await check(copy.root);
      expect(leftOver.status).toBe(1);
      for (const line of problems(leftOver)) expect(line).toMatch(/^content\/[^/]+\/[^/]+\.ts › .* › \(whole item\): is not an item of content\//);
      expect(guideShapes, `docs/editing.md should show: ${problems(leftOver)[0]}`).toContain(shapeOf(problems(leftOver)[0]!));
      apply(
        copy.root,
        tasks.get(task)!.filter((step) => !english.includes(step)),
      );
      expect(await check(copy.root)).toEqual(passed);
    });
  }

  it('add-language: with its folder still empty, the check says in one line that the language has no texts yet', async () => {
    const { copy, code } = language;
    const run = await check(copy.root);
    const lines = problems(run);
    expect(run.status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^content/languages\\.ts › ${code} › code: has no texts yet: content/${code}/ needs a file of its texts for each English file`),
    );
    expect(guideShapes, `docs/editing.md should show: ${lines[0]}`).toContain(shapeOf(lines[0]!));
  });

  it('all the additions together, and the language with its empty folder, pass the typecheck of content/', async () => {
    const run = await typecheck;
    expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({ status: 0, output: '' });
  });
});
