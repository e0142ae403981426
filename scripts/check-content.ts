/**
 * `npm run content:check` (also the first step of `npm run build`): fails on any content mistake, one line
 * per mistake and never a stack trace. The check itself is lib/build/content-check-run.ts (`contentCheck`),
 * which the editor tests call in-process: syntax first, then the content loaded and checked against its
 * schemas, then every registered picture read. This prints its lines: on stdout when the content passes,
 * on stderr with exit code 1 when it does not.
 *
 * `--root <dir>`: the directory that holds content/ and public/ (default: the current directory), so tests
 * can check a copy of the content.
 */
import '../lib/build/load-env';
import { resolve } from 'node:path';
import { contentCheck } from '../lib/build/content-check-run';

function rootDir(args: string[]): string {
  const at = args.indexOf('--root');
  if (at < 0) return process.cwd();
  const dir = args[at + 1];
  if (!dir) throw new Error('--root needs a directory');
  return resolve(dir);
}

async function main(): Promise<void> {
  const { ok, lines } = await contentCheck(rootDir(process.argv.slice(2)));
  for (const line of lines) {
    if (ok) console.log(line);
    else console.error(line);
  }
  if (!ok) process.exitCode = 1;
}

void main();
