/**
 * `npm run content:check` (also the first step of `npm run build`): fails on any content mistake, one line
 * per mistake and never a stack trace. First every content/*.ts file is read for syntax errors (a stray
 * quote, a missing comma), then the content is loaded (a missing module or an undefined name is one line
 * too), then checked against its schemas, and every registered picture is read (lib/build/pictures.ts: a
 * file that is not a picture, too large, stored on its side, or not of its registered size).
 *
 * `--root <dir>`: the directory that holds content/ and public/ (default: the current directory), so tests
 * can check a copy of the content.
 */
import '../lib/build/load-env';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ContentCheck from '../content/check';
import type * as Media from '../content/media';
import type * as ContentSchema from '../content/schema';
import { loadProblem, syntaxProblem } from '../lib/build/content-syntax';
import { pictureIssues } from '../lib/build/pictures';

function rootDir(args: string[]): string {
  const at = args.indexOf('--root');
  if (at < 0) return process.cwd();
  const dir = args[at + 1];
  if (!dir) throw new Error('--root needs a directory');
  return resolve(dir);
}

function fail(problems: string[]): void {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

async function main(): Promise<void> {
  const root = rootDir(process.argv.slice(2));
  const contentDir = join(root, 'content');

  const syntaxProblems = readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => syntaxProblem(`content/${name}`, readFileSync(join(contentDir, name), 'utf8')))
    .filter((problem): problem is string => problem !== null);
  if (syntaxProblems.length > 0) return fail(syntaxProblems);

  // Deep enough that the frame inside content/ is still there when a content file throws inside a library.
  Error.stackTraceLimit = 50;
  let issues: string[];
  try {
    const { checkSiteContent } = (await import(pathToFileURL(join(contentDir, 'check.ts')).href)) as typeof ContentCheck;
    const { formatIssue } = (await import(pathToFileURL(join(contentDir, 'schema.ts')).href)) as typeof ContentSchema;
    const { images } = (await import(pathToFileURL(join(contentDir, 'media.ts')).href)) as typeof Media;
    const publicDir = join(root, 'public');
    // The pictures themselves (lib/build/pictures.ts) are read here, before any build step, so a bad file
    // is one line now rather than a stack trace in the image optimiser after `next build`.
    issues = [...checkSiteContent(publicDir), ...(await pictureIssues(images, publicDir))].map(formatIssue);
  } catch (error) {
    return fail([loadProblem(error, root)]);
  }
  if (issues.length > 0) return fail(issues);
  console.log('Content check passed.');
}

void main();
