/**
 * `npm run content:check` (also the first step of `npm run build`): fails on any content mistake, one line
 * per mistake and never a stack trace. First every .ts file under content/ (its language folders included:
 * content/ar/, …) is read for syntax errors (a stray quote, a missing comma), then the content is loaded (a
 * missing module or an undefined name is one line too), then checked against its schemas, and every
 * registered picture is read (lib/build/pictures.ts: a file that is not a picture, too large, stored on its
 * side, or not of its registered size).
 *
 * `--root <dir>`: the directory that holds content/ and public/ (default: the current directory), so tests
 * can check a copy of the content.
 */
import '../lib/build/load-env';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ContentCheck from '../lib/content/check';
import type * as Media from '../content/media';
import type * as ContentSchema from '../lib/content/schema';
import { loadProblem, syntaxProblem } from '../lib/build/content-syntax';
import { writeLanguageModules } from '../lib/build/language-modules';
import { pictureIssues } from '../lib/build/pictures';

function rootDir(args: string[]): string {
  const at = args.indexOf('--root');
  if (at < 0) return process.cwd();
  const dir = args[at + 1];
  if (!dir) throw new Error('--root needs a directory');
  return resolve(dir);
}

/** Every .ts file under `contentDir`, at any depth, as "content/…" names: the top level first, then each folder's. */
function contentFiles(contentDir: string): string[] {
  const depth = (name: string) => name.split('/').length;
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.ts'))
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `content/${name}`);
}

function fail(problems: string[]): void {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

async function main(): Promise<void> {
  const root = rootDir(process.argv.slice(2));
  const contentDir = join(root, 'content');

  const syntaxProblems = contentFiles(contentDir)
    .map((file) => syntaxProblem(file, readFileSync(join(root, file), 'utf8')))
    .filter((problem): problem is string => problem !== null);
  if (syntaxProblems.length > 0) return fail(syntaxProblems);

  // Each language's text modules as the folders hold them now (a language or a module just added).
  writeLanguageModules(root);
  // Deep enough that the frame inside content/ is still there when a content file throws inside a library.
  Error.stackTraceLimit = 50;
  let issues: string[];
  try {
    const { checkSiteContent } = (await import(pathToFileURL(join(root, 'lib', 'content', 'check.ts')).href)) as typeof ContentCheck;
    const { formatIssue } = (await import(pathToFileURL(join(root, 'lib', 'content', 'schema.ts')).href)) as typeof ContentSchema;
    const { images } = (await import(pathToFileURL(join(contentDir, 'media.ts')).href)) as typeof Media;
    const publicDir = join(root, 'public');
    // The pictures themselves (lib/build/pictures.ts) are read here, before any build step, so a bad file
    // is one line now rather than a stack trace in the image optimiser after `next build`.
    issues = [...checkSiteContent(publicDir), ...(await pictureIssues(images, publicDir))].map(formatIssue);
  } catch (error) {
    return fail([loadProblem(error, root, readSource)]);
  }
  if (issues.length > 0) return fail(issues);
  console.log('Content check passed.');
}

/** A file's text, or null when it cannot be read (for the loader's syntax errors). */
function readSource(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

void main();
