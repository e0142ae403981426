/**
 * Translations older than their English (`npm run check:translations`): the git half. Reads each content
 * module's versions from git (only the commits that touch it, each read once) and the file as it is now,
 * and the reviewed marks with the commit that added each line; lib/build/translation-freshness.ts
 * compares them. History is main's own line (`--first-parent`), never the commits' dates: a branch's
 * changes count from the merge that brought them, each merge compared with main before it, so an English
 * text and its translation written together on a branch land together (followed through the branch's
 * commits, interleaved with main's, a merge would seem to change the English of texts translated long
 * before). The uncommitted file counts as newer than every commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { languageModuleNames } from './language-modules';
import {
  flattenEnglish,
  flattenTranslation,
  listExportsOf,
  readExports,
  staleTexts,
  type Literal,
  type ReviewMark,
  type StaleText,
  type Version,
} from './translation-freshness';

/** The file where an editor marks a translation reviewed against its English without changing it. */
export const REVIEWED_FILE = 'content/reviewed-translations.ts';

const git = (root: string, args: readonly string[], input?: string): Buffer =>
  execFileSync('git', args, { cwd: root, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });

/** Whether `root` is a git checkout with at least one commit. */
export function hasHistory(root: string): boolean {
  try {
    git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    return true;
  } catch {
    return false;
  }
}

/** Each commit's place in history, by ancestry: higher is newer. */
function commitRanks(root: string): Map<string, number> {
  const commits = git(root, ['rev-list', '--first-parent', 'HEAD']).toString().split('\n').filter(Boolean);
  return new Map(commits.map((commit, index) => [commit, commits.length - index]));
}

/** For each file, the commits that touch it, newest first. */
function commitsByFile(root: string, files: readonly string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>(files.map((file) => [file, []]));
  const log = git(root, ['log', '--first-parent', '--diff-merges=first-parent', '--format=%x00%H', '--name-only', '--', ...files]).toString();
  for (const block of log.split('\0').filter(Boolean)) {
    const [commit, ...touched] = block.split('\n').filter(Boolean);
    for (const file of touched) byFile.get(file)?.push(commit!);
  }
  return byFile;
}

/** The contents of `commit:path` for each pair, in one `git cat-file --batch` (undefined where the file was not there). */
function readBlobs(root: string, specs: readonly string[]): (string | undefined)[] {
  if (specs.length === 0) return [];
  const output = git(root, ['cat-file', '--batch'], specs.join('\n') + '\n');
  const blobs: (string | undefined)[] = [];
  let at = 0;
  for (let index = 0; index < specs.length; index++) {
    const end = output.indexOf(10, at);
    const header = output.subarray(at, end).toString().split(' ');
    at = end + 1;
    if (header[1] !== 'blob') {
      blobs.push(undefined);
      continue;
    }
    const size = Number(header[2]);
    blobs.push(output.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return blobs;
}

/** A file's exports at each commit that touched it, oldest first, then now (rank Infinity) when the file is there. */
type Exports = Readonly<Record<string, Literal>>;
interface Snapshot {
  readonly rank: number;
  readonly exports: Exports;
}

function snapshots(root: string, files: readonly string[], ranks: ReadonlyMap<string, number>): Map<string, Snapshot[]> {
  const byFile = commitsByFile(root, files);
  const specs = files.flatMap((file) => byFile.get(file)!.map((commit) => `${commit}:${file}`));
  const blobs = readBlobs(root, specs);
  const parsed = new Map<string, Exports>();
  const parse = (text: string) => {
    let exports = parsed.get(text);
    if (!exports) parsed.set(text, (exports = readExports(text)));
    return exports;
  };
  const result = new Map<string, Snapshot[]>();
  let index = 0;
  for (const file of files) {
    const list: Snapshot[] = [];
    for (const commit of byFile.get(file)!) {
      const text = blobs[index++];
      list.unshift({ rank: ranks.get(commit) ?? 0, exports: text === undefined ? {} : parse(text) });
    }
    const path = join(root, file);
    if (existsSync(path)) list.push({ rank: Infinity, exports: parse(readFileSync(path, 'utf8')) });
    result.set(file, list);
  }
  return result;
}

/** The lines of content/reviewed-translations.ts, each with its line number (1-based). */
export function readMarkLines(text: string): { readonly line: string; readonly number: number }[] {
  const source = ts.createSourceFile(REVIEWED_FILE, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines: { line: string; number: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && ts.isArrayLiteralExpression(node.parent))
      lines.push({ line: node.text, number: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The reviewed marks, each as of the commit that wrote its line (`git blame`); a line not yet committed counts as now. */
function reviewMarks(root: string, ranks: ReadonlyMap<string, number>): ReviewMark[] {
  const path = join(root, REVIEWED_FILE);
  if (!existsSync(path)) return [];
  const byLine = new Map<number, string>();
  try {
    const blame = git(root, ['blame', '--porcelain', '--', REVIEWED_FILE]).toString();
    for (const match of blame.matchAll(/^([0-9a-f]{40}) \d+ (\d+)/gm)) byLine.set(Number(match[2]), match[1]!);
  } catch {
    // Not committed yet: every line counts as now.
  }
  return readMarkLines(readFileSync(path, 'utf8')).map(({ line, number }) => {
    const commit = byLine.get(number);
    return { line, rank: commit === undefined ? Infinity : (ranks.get(commit) ?? Infinity) };
  });
}

/** The translation files of each language (content/<code>/<name>.ts), each with its English content/<name>.ts. */
function translationFiles(root: string, codes: readonly string[]): { readonly file: string; readonly english: string }[] {
  return codes.flatMap((code) =>
    languageModuleNames(join(root, 'content'), code).map((name) => ({ file: `content/${code}/${name}.ts`, english: `content/${name}.ts` })),
  );
}

/**
 * Every translation's text older than its English, in `root` (a git checkout), for the languages `codes`
 * (every language but the source one); undefined when `root` has no git history.
 */
export function findStaleTranslations(root: string, codes: readonly string[]): StaleText[] | undefined {
  if (!hasHistory(root)) return undefined;
  const ranks = commitRanks(root);
  const pairs = translationFiles(root, codes);
  const files = [...new Set(pairs.flatMap((pair) => [pair.english, pair.file]))];
  const history = snapshots(root, files, ranks);
  const marks = reviewMarks(root, ranks);
  const stale: StaleText[] = [];
  for (const { file, english } of pairs) {
    const englishSnapshots = history.get(english)!;
    const translationSnapshots = history.get(file)!;
    const hint = translationSnapshots.at(-1)?.exports ?? {};
    const lists = listExportsOf(englishSnapshots.at(-1)?.exports ?? {});
    const englishVersions: Version[] = englishSnapshots.map(({ rank, exports }) => ({ rank, fields: flattenEnglish(exports, hint) }));
    const translationVersions: Version[] = translationSnapshots.map(({ rank, exports }) => ({ rank, fields: flattenTranslation(exports, lists) }));
    stale.push(...staleTexts(file, englishVersions, translationVersions, marks));
  }
  return stale;
}

const MARK_LINE = /^content\/([a-z][a-z0-9-]*)\/[\w-]+\.ts( › \S.*)?$/;

/** Adds a reviewed mark to content/reviewed-translations.ts; an error message when the line is not one the report names, or the file is missing. */
export function markReviewed(root: string, line: string, codes: readonly string[]): string | undefined {
  const mark = line.trim();
  const match = MARK_LINE.exec(mark);
  if (!match || !codes.includes(match[1]!))
    return `"${line}" is not a line of the report: write content/<language>/<file>.ts › item › field (languages: ${codes.join(', ')})`;
  const file = mark.split(' › ')[0]!;
  if (!existsSync(join(root, file))) return `${file} does not exist`;
  const path = join(root, REVIEWED_FILE);
  if (!existsSync(path)) return `${REVIEWED_FILE} is missing: put it back from the repository`;
  const text = readFileSync(path, 'utf8');
  if (readMarkLines(text).some((entry) => entry.line === mark)) return undefined;
  const end = text.lastIndexOf(']');
  if (end < 0) return `${REVIEWED_FILE} has no list to add the line to`;
  const before = text.slice(0, end).trimEnd();
  const separator = before.endsWith('[') || before.endsWith(',') ? '' : ',';
  writeFileSync(path, `${before}${separator}\n  ${JSON.stringify(mark)},\n${text.slice(end)}`);
  return undefined;
}
